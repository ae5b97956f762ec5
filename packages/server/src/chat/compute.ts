import { assetBasedIncome, cashOutLimit, dscr, mortgageTaxes, refinanceBreakEven } from '@broker/core';
import type { BusinessInfo } from '../config';
import { fold as foldText } from './text';

/** Folded, with ñ read as n, so "años" and "anos" read alike. */
const fold = (text: string) => foldText(text).replace(/ñ/g, 'n');

/** Whole US dollars: "$15,000". */
export function money(amount: number): string {
  return `$${Math.round(amount).toLocaleString('en-US')}`;
}

interface Amount {
  value: number;
  /** What follows the number: "a month", "al año"… */
  after: string;
  /** Where the number starts in the folded message. */
  index: number;
  /** Written with "k", "mil", "million"…: the visitor's unit for the message's other round numbers. */
  scaled: boolean;
}

const MULTIPLIER: [RegExp, number][] = [
  [/^\s*(k|mil|thousand)\b/, 1_000],
  [/^\s*(m|mm|million|millones|millon)\b/, 1_000_000],
];

/**
 * The amounts of money in a message: "$500,000", "500k", "500 mil", "500.000", "1.2 million",
 * "medio millon". Each comes with the words after it, so a caller can tell "a month" from "a year".
 */
export function amountsIn(message: string): Amount[] {
  const text = fold(message).replace(/medio millon/g, '500000');
  const out: Amount[] = [];
  for (const match of text.matchAll(/\$?\s*(\d{1,3}(?:[,.]\d{3})+|\d+(?:[.,]\d+)?)/g)) {
    const raw = match[1] ?? '';
    const grouped = /^\d{1,3}([,.]\d{3})+$/.test(raw);
    let value = grouped ? Number(raw.replace(/[,.]/g, '')) : Number(raw.replace(',', '.'));
    const after = text.slice((match.index ?? 0) + match[0].length, (match.index ?? 0) + match[0].length + 24);
    const multiplier = MULTIPLIER.find(([pattern]) => pattern.test(after));
    if (multiplier) value *= multiplier[1];
    // "since 2024", "desde el 2023": a year, not an amount.
    const year =
      !multiplier &&
      !match[0].includes('$') &&
      /^(19[5-9]\d|20[0-4]\d)$/.test(raw) &&
      !/^\s*(al mes|a month|per month|mensual|dollars|dolares)/.test(after);
    if (year && YEAR_BEFORE.test(text.slice(Math.max(0, (match.index ?? 0) - 12), match.index))) continue;
    if (Number.isFinite(value) && value > 0)
      out.push({ value, after, index: match.index ?? 0, scaled: Boolean(multiplier) });
  }
  return out;
}

/**
 * The amounts of a message about a home's value and loans, where "owe 150 mil and it's worth 350"
 * means 350 thousand: a bare number from 50 to 999 counts in thousands when another amount of the
 * message was written in thousands, or when none is written out beside a value or a balance.
 */
function homeAmountsIn(message: string): Amount[] {
  const amounts = amountsIn(message);
  const text = fold(message);
  // "vale 550 y debo 300": with no amount written out, a home's value and balance are in thousands.
  const homeWords = /\b(worth|appraised|owe|vale|valen|debo|debe|debemos|saldo|balance)\b/.test(text);
  const inThousands =
    amounts.some((a) => a.scaled && a.value >= 1_000 && a.value < 1_000_000) ||
    (homeWords && amounts.every((a) => a.value < 1_000));
  return amounts.map((a) =>
    inThousands &&
    !a.scaled &&
    a.value >= 50 &&
    a.value < 1_000 &&
    !/^\s*(%|percent|por ciento|years|anos|months|meses)/.test(a.after) &&
    !CREDIT_SCORE.test(text.slice(Math.max(0, a.index - 20), a.index))
      ? { ...a, value: a.value * 1_000, scaled: true }
      : a,
  );
}

/** Words right before a year ("since 2024", "desde el 2023", "in 2021", "del 2022"). */
const YEAR_BEFORE = /\b(since|in|from|until|by|desde|en|del|hasta|ano|year)( el)?\s*$/;

/** Words before a credit score ("credit around 760", "un score de 750"): not an amount in thousands. */
const CREDIT_SCORE = /\b(credit|score|fico|scores|credito|puntaje|puntos)\b/;

/** Words said before an income: "I make", "earning", "salary of", "gano", "mi sueldo es". */
const EARNED =
  /\b(make|makes|making|made|earn|earns|earning|income|salary|paid|gross|gano|ganamos|gana|ganan|ingreso|ingresos|sueldo|salario|cobro|cobra)\b/;

/** Interest rates of a message ("7.5%", "6,5 %", "7 percent"), in the order said. */
function ratesIn(message: string): number[] {
  return amountsIn(message)
    .filter((a) => /^\s*(%|percent|por ciento)/.test(a.after) && a.value > 0 && a.value < 20)
    .map((a) => a.value);
}

/** Words just before the new house payment ("the house would be", "la casa me saldría en", "mortgage payment of"). */
const HOUSE_PAYMENT = /\b(house|home|mortgage|new payment|housing|casa|hipoteca|vivienda|pitia|piti)\b[^\d]{0,22}$/;

/** Words of a monthly debt near an amount: "car payment", "tarjeta", "student loan", "debo". */
const DEBT = /\b(car|auto|truck|cards?|student|debts?|owe|carro|carros|tarjetas?|deudas?|debo)\b/;

const MONTHLY =
  /^\s*(k|mil)?\s*(\$|dollars|dolares)?\s*(a|per|al|por|each|cada|\/)\s*(month|mes|mo)|^\s*(k|mil)?\s*(monthly|mensual)/;
const YEARLY =
  /^\s*(k|mil)?\s*(\$|dollars|dolares)?\s*(a|per|al|por|each|cada|\/)\s*(year|ano|yr|año)|^\s*(k|mil)?\s*(yearly|annual|anual)/;

const LIMIT_WORDS = /\b(jumbo|conforming|conforme|loan limit|limite)\b/;
/** Asking which kind of loan a purchase needs ("what type of loan would that be?", "¿qué tipo de préstamo sería?"). */
const LOAN_KIND =
  /\b((what|which) (kind|type|sort) of (loan|mortgage)|which (loan|program)|(que|cual) (tipo|clase) de (prestamo|hipoteca|credito|financiamiento)|que prestamo (seria|necesito|me toca|nos toca|uso))\b/;
/** Limit words or the question of which loan it is. */
const LIMIT_ASKED = new RegExp(`${LIMIT_WORDS.source}|${LOAN_KIND.source}`);

/** Words that ask what an income affords ("the 28/36 rule", "how much can I afford", "cuánto puedo pagar de casa"). */
const AFFORD_WORDS =
  /28\/36|\b(afford|how much (house|home) can|how much can i (spend|pay)|cuanto puedo pagar|cuanta casa|cuanto me alcanza|me alcanza para)\b/;

/** Asking whether savings cover a purchase. */
const ENOUGH = /\b(enough|sufficient|alcanza|alcanzaria|alcanzan|suficiente|suficientes)\b/;

/** "What is that a month", "y eso al mes": the figure just discussed, by the month. */
const THAT_A_MONTH = /\b(that|eso|esto) (a|per|al|por) (month|mes)\b/;

/** Asking when a cost is earned back ("when does it pay for itself?", "¿en cuánto tiempo lo recupero?"). */
const PAYS_BACK =
  /\b(pays? for (it|them)sel(f|ves)|pay (it|them) back|break ?even|breakeven|worth it|recover|recupero|recupera|recuperar|recuperaria|se paga|se pagan|vale la pena|equilibrio)\b/;

/**
 * Words that ask a calculation's question without figures of their own ("is that a jumbo?"): the
 * figures said earlier in the conversation answer it.
 */
export const ASKS_OF_FIGURES: Record<string, RegExp> = {
  propertyTax: THAT_A_MONTH,
  conformingCheck: LIMIT_ASKED,
  affordability: AFFORD_WORDS,
  dscr: /\b(dscr|coverage ratio|ratio|indice)\b/,
  cashToClose: ENOUGH,
  pointsCost: PAYS_BACK,
};

/**
 * Calculations whose figures fit one question only (two rates, a balance and closing costs are a
 * refinance's break-even): when a message's figures, with the conversation's, fit one, its intent
 * answers whatever the words alone suggest. `current` is the message itself, for a question whose
 * words must be in it rather than anywhere in the conversation.
 */
export const DECISIVE: Record<string, (message: string, current?: string) => Record<string, string> | undefined> = {
  breakEven: (message) => COMPUTE.breakEven?.(message),
  // A home's value and the balance owed on it ("I owe 300k", "debo 200 mil") fit no other question.
  equity: (message) => (OWED_AMOUNT.test(fold(message)) ? COMPUTE.equity?.(message) : undefined),
  // A loan's figures asked against the limit ("1.2 million with 20% down, is that jumbo?").
  conformingCheck: (message) => (LIMIT_ASKED.test(fold(message)) && loanIn(message) !== undefined ? {} : undefined),
  // Discount points with the loan they are paid on ("1 point on a 400k loan", "2 puntos en un préstamo de 300 mil").
  // A monthly saving said after them asks when they pay for themselves ("it drops my payment $70 a month").
  // "When does it pay for itself?" once the saving is said asks the same.
  pointsCost: (message, current = message) => {
    const result = COMPUTE.pointsCost?.(message);
    const text = fold(current);
    const saving = amountsIn(current).some((a) => MONTHLY.test(a.after)) && SAVING.test(text);
    if (pointsIn(current) || saving) return result;
    return result?.case === 'breakEven' && PAYS_BACK.test(text) ? result : undefined;
  },
  // An income with the monthly debts or the house payment beside it ("I make 90k and pay 500 for my
  // car"), or asked what it affords, asks what is left for a house or what the ratio is.
  affordability: (message) => {
    const result = COMPUTE.affordability?.(message);
    return result?.case || AFFORD_WORDS.test(fold(message)) ? result : undefined;
  },
  // Savings or investments named with an asset-based loan ("3M in stocks, what income would an asset loan count?").
  assetIncome: (message) =>
    /\b(asset|assets|asset based|asset-based|activos|basado en activos)\b/.test(fold(message))
      ? COMPUTE.assetIncome?.(message)
      : undefined,
  // Savings asked against a price ("the house is 380k, is 12k enough?", "¿me alcanza para el closing?").
  cashToClose: (message) => {
    const amounts = amountsIn(message).map((a) => a.value);
    const price = Math.max(0, ...amounts);
    const saved = amounts.some((a) => a >= 1_000 && a < price * 0.3);
    return ENOUGH.test(fold(message)) && saved ? COMPUTE.cashToClose?.(message) : undefined;
  },
  // Deposits into an account said with their amount ("400 mil entraron a la cuenta del negocio en 12 meses").
  bankStatementIncome: (message, current = message) => {
    const text = fold(current);
    return DEPOSITS.test(text) && ACCOUNT.test(text) && amountsIn(current).length > 0
      ? COMPUTE.bankStatementIncome?.(message)
      : undefined;
  },
  // A flip's renovation budget or after-repair value named with its price ("cuesta 250 mil y la remodelación 50 mil").
  flipLoan: (message) => {
    const result = COMPUTE.flipLoan?.(message);
    return result?.case ? result : undefined;
  },
  // A price with its yearly property tax asked in the message itself ("650 mil, cuanto pagaria de taxes al año?").
  // "And that a month?" after a tax question asks it again.
  propertyTax: (message, current = message) =>
    PROPERTY_TAX_ASKED.test(fold(current)) ||
    (THAT_A_MONTH.test(fold(current)) && PROPERTY_TAX_ASKED.test(fold(message)))
      ? COMPUTE.propertyTax?.(message)
      : undefined,
  // A rental's rent and its whole payment, both named ("rent 2,800, payment with taxes 3,100, does it work for DSCR?").
  dscr: (message) => {
    const text = fold(message);
    return RENTAL.test(text) && text.match(RENT_WORDS) && text.match(PAYMENT_WORDS)
      ? COMPUTE.dscr?.(message)
      : undefined;
  },
};

/** Words asking when mortgage insurance comes off. */
const PMI_ENDS =
  /\b(go away|goes away|come off|comes off|drop|drops|remove|removed|cancel|cancelled|get rid|balance|end|ends|quitar|quita|quitan|cancelar|cancelan|saldo|se va|eliminar)\b/;

/** A home's yearly property tax, asked of a price. */
const PROPERTY_TAX_ASKED =
  /\b(property tax(es)?|real estate tax(es)?|(in )?taxes (a|per|each) year|impuestos? (a|de) la propiedad|(pagaria|pagar|pago) de (taxes|impuestos)|(taxes|impuestos) al ano)\b/;

/** Words of a property bought to rent out. */
const RENTAL =
  /\b(dscr|rental|investment|investor|inversion|inversionista|airbnb|alquilar|rentarlo|alquilarlo|alquilada|alquilado|rentada|rentado|rent it out)\b/;

/** Kinds of accounts beside an amount of assets, and the share of their value lenders usually count. */
const ASSET_KINDS: [RegExp, [number, number]][] = [
  [/\b(ira|iras|401k|401\(k\)|403b|retirement|pension fund|retiro|jubilacion)\b/, [0.6, 0.7]],
  [/\b(stocks?|brokerage|mutual funds?|investments?|bonds?|portfolio|acciones|bonos|inversiones|fondos)\b/, [0.7, 0.8]],
  [/\b(cash|savings|bank|checking|money market|efectivo|ahorros|ahorrados|banco|cuenta)\b/, [1, 1]],
];

/** Words before a renovation budget ("reno about 60k", "la obra sale 50 mil"). */
const RENOVATION =
  /\b(reno|renovation|renovations|rehab|repairs|remodel|construction|work|remodelacion|obra|reparaciones|arreglos)\b/;

/** Words just after a renovation budget ("60k of work", "50 mil de remodelación"). */
const RENOVATION_AFTER =
  /^\s*(k|mil)?\s*(of|in|for|de|en|para)\s+(the\s+|la\s+|el\s+)?(work|repairs|reno|renovation|renovations|rehab|remodel|remodelacion|obra|reparaciones|arreglos)\b/;

/** An account deposits go into. */
const ACCOUNT = /\b(account|accounts|statements?|business|cuenta|cuentas|estados de cuenta|negocio|empresa)\b/;

/** Words beside an amount of bank deposits ("480k in deposits", "entraron 400 mil"). */
const DEPOSITS = /\b(deposit|deposits|deposited|depositos|deposito|depositaron|entraron|entro|came in|brought in)\b/;

/** Words before a monthly rent, and before the monthly payment it is measured against. */
const RENT_WORDS = /\b(rent|rents|rented|renta|rentar|alquiler|alquila|alquilar|cobraria|income|ingreso)\b/g;
const PAYMENT_WORDS = /\b(payment|pitia|piti|pago|mortgage|hipoteca|hoa|taxes|insurance|seguro|cuotas?)\b/g;

/** Words before the amount still owed on a home. */
const OWED = /\b(owe|owed|owing|balance|payoff|debo|debe|debemos|saldo|mortgage of|hipoteca de)\b/;
/** One of them followed by the amount ("I owe 300k", "balance of $350,000", "debo 200 mil"). */
const OWED_AMOUNT = new RegExp(`${OWED.source}[^\\d]{0,20}\\d`);

/** The visitor's messages as one text for a calculation, one message a line. */
export function conversation(messages: readonly string[]): string {
  return messages.join('.\n');
}

/**
 * The amounts of the last message that names any: in a conversation read as one text, what the
 * visitor said last ("and for a 400k one?") replaces what they said before.
 */
function latest(amounts: Amount[], message: string): Amount[] {
  const text = fold(message);
  const lineOf = (a: Amount) => text.slice(0, a.index).split('\n').length;
  const last = Math.max(0, ...amounts.map(lineOf));
  return amounts.filter((a) => lineOf(a) === last);
}

/** The largest amount the message names last between `min` and `max` (0 when none): a price, a loan, assets. */
function largestAmount(message: string, min: number, max: number): number {
  const inRange = amountsIn(message).filter((a) => a.value >= min && a.value <= max);
  return Math.max(0, ...latest(inRange, message).map((a) => a.value));
}

/** Yearly figures of the business data by name (`conformingLoanLimit.amount`…). */
type Figures = BusinessInfo['figures'];

/** Words just before a down payment's amount or percentage, or just after it. */
const DOWN_BEFORE =
  /\b(down|put|putting|downpayment|inicial|enganche|entrada|anticipo|pongo|poner|dar|doy|dando)\b[^\d]{0,12}$/;
const DOWN_AFTER =
  /^\s*(%|percent|por ciento)?\s*(k|mil)?\s*(for the |para el |para la |de |del )?(down|inicial|enganche|entrada|anticipo|pago inicial)\b/;
/** Words just after an amount of closing costs ("20 mil de cierre", "15k for closing"). */
const CLOSING_AFTER =
  /^\s*(k|mil)?\s*(\$|dollars|dolares)?\s*(of|for|in|de|del|para|en)?\s*(the |el |los |la )?(closing|cierre|costos de cierre|gastos de cierre|closing costs)\b/;
/** A rate said just before a percentage ("my rate is at 6.5%", "tasa de 7%"). */
const RATE_SAID = /\b(rate|rates|interest|apr|tasa|tasas|interes)\b/;
/** "I'm at 7.75%", "estoy al 7%": the visitor's own rate. */
const ON_A_RATE = /\b(im|i'm|i am|were|we're|we are|estoy|estamos|tengo|pago|pagando)\s+(at|a|al|en)\s*$/;
/** Words just before a loan's own amount ("a loan of 900k", "borrow $850,000", "préstamo de 900 mil"). */
const LOAN_BEFORE =
  /\b(loan of|loan for|borrow|borrowing|finance|financiar|prestamo de|prestamo por|hipoteca de|me presten)\b[^\d]{0,6}$/;

/**
 * The loan a message describes: its own amount when named ("a loan of 900k"), else the price less
 * the down payment, as a percentage or an amount ("1.2 million with 20% down", "850k, 150k down").
 */
function loanIn(message: string): number | undefined {
  const text = fold(message);
  const amounts = homeAmountsIn(message);
  const before = (a: Amount) => text.slice(Math.max(0, a.index - 24), a.index);
  // The last said of each counts: "what if I put 25% down instead?" keeps the price said before.
  const named = amounts.filter((a) => a.value >= 50_000 && LOAN_BEFORE.test(before(a))).pop();
  const percent = (a: Amount) => /^\s*(%|percent|por ciento)/.test(a.after);
  // "and conventional at 3%?", "¿y con 10%?": a bare percentage is the down payment, unless a rate is meant.
  const bare = (a: Amount) =>
    percent(a) &&
    a.value < 100 &&
    /\b(with|at|con|a)\s*$/.test(before(a)) &&
    !RATE_SAID.test(before(a)) &&
    !ON_A_RATE.test(before(a));
  const down = amounts
    .filter((a) => !CLOSING_AFTER.test(a.after))
    .filter((a) => DOWN_BEFORE.test(before(a)) || DOWN_AFTER.test(a.after) || bare(a))
    .pop();
  if (named && (!down || named.index > down.index)) return named.value;
  const prices = amounts.filter(
    (a) =>
      a !== down &&
      !percent(a) &&
      a.value >= 50_000 &&
      !MONTHLY.test(a.after) &&
      !YEARLY.test(a.after) &&
      !EARNED.test(before(a)),
  );
  const price = Math.max(0, ...latest(prices, message).map((a) => a.value));
  if (!down || !price) return undefined;
  const loan = percent(down) ? price * (1 - down.value / 100) : price - down.value;
  return loan > 0 && (!percent(down) || down.value < 100) ? loan : undefined;
}

/**
 * A refinance's break-even from its closing costs and the monthly saving said ("costs 6000 and saves
 * 250 a month"): the costs over the saving, in whole months (`case` "saving").
 */
function savedBreakEven(message: string): Record<string, string> | undefined {
  const text = fold(message);
  const amounts = amountsIn(message).filter((a) => !/^\s*(%|percent|por ciento)/.test(a.after));
  const near = (a: Amount) => `${text.slice(Math.max(0, a.index - 30), a.index)} ${a.after}`;
  // The last said of each counts ("what if it only drops 150?").
  const saving = amounts.filter((a) => MONTHLY.test(a.after) && SAVING.test(near(a)) && a.value < 10_000).pop();
  const costs = amounts.filter((a) => a !== saving && a.value >= 500 && a.value < 100_000 && COSTS.test(near(a))).pop();
  if (!saving || !costs) return undefined;
  const months = Math.ceil(costs.value / saving.value);
  return {
    costs: money(costs.value),
    savings: money(saving.value),
    months: String(months),
    ...soldBefore(text, months, 'saving'),
  };
}

/** Selling or moving said with when ("I might sell in 18 months", "pienso vender en un año"). */
const SELL_IN =
  /\b(sell|selling|sold|move|moving|vender|venderla|venderlo|vendo|vendemos|mudar|mudarme|mudo|mudamos|irme)\b[^\d.?!]{0,30}?\b(\d{1,2}(?:[.,]5)?|a|an|one|two|three|un|una|uno|dos|tres)\s*(months?|meses|mes|years?|yrs?|anos?)\b/;
const COUNT: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, un: 1, una: 1, uno: 1, dos: 2, tres: 3 };

/**
 * The months until a sale or a move the message says, when they come before the break-even
 * (`case` "sellBefore", `stay` in months); otherwise `fallback` as the case.
 */
function soldBefore(text: string, months: number, fallback?: string): Record<string, string> {
  const said = SELL_IN.exec(text);
  const count = said ? (COUNT[said[2] ?? ''] ?? Number((said[2] ?? '').replace(',', '.'))) : NaN;
  const stay = said && /^(month|mes)/.test(said[3] ?? '') ? count : count * 12;
  if (!Number.isFinite(stay) || stay <= 0 || stay >= months) return fallback ? { case: fallback } : {};
  return { stay: String(Math.round(stay)), case: 'sellBefore' };
}

/** Words beside a monthly saving, and beside closing costs. */
const SAVING =
  /\b(save|saves|saving|savings|ahorro|ahorra|ahorraria|ahorrar|ahorramos|lower|lowers|less|drop|drops|cut|cuts|reduce|reduces|menos|baja|bajan|baje|bajo|bajaria|rebaja|reduce)\b/;
const COSTS = /\b(cost|costs|closing|fees|cuesta|costaria|costo|costos|cierre|gastos|closing costs)\b/;

/** A number of discount points ("1 point", "two points", "2 puntos", "1.5 pts"). */
const POINTS =
  /(?<![\d.,])(\d(?:[.,]\d{1,3})?|one|two|three|half a|un|uno|dos|tres|medio)\s*(discount\s+)?(points?|pts|puntos?)\b/;
const POINT_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  'half a': 0.5,
  un: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  medio: 0.5,
};

/** The discount points a message names, and where they are said; none above 4 ("subir 50 puntos" is a score). */
function pointsIn(message: string): { points: number; index: number } | undefined {
  const text = fold(message);
  const all = [...text.matchAll(new RegExp(POINTS.source, 'g'))]
    .map((m) => ({ points: POINT_WORDS[m[1] ?? ''] ?? Number((m[1] ?? '').replace(',', '.')), index: m.index ?? 0 }))
    .filter((p) => p.points > 0 && p.points <= 4);
  return all.pop();
}

/** Words of a purchase's down payment or closing costs after an amount ("400k goes to the down payment"). */
const FOR_PURCHASE = /\b(down|downpayment|closing|inicial|enganche|cierre)\b/;

/**
 * The savings a message puts into a purchase: the down payment of the price named (as a share or an
 * amount), the closing costs said, or an amount said to go to them; amounts of accounts do not count.
 */
function spentOnPurchase(message: string, amounts: Amount[], kinds: { share?: [number, number] }[]): number {
  const accounts = new Set(amounts.filter((_, i) => kinds[i]?.share).map((a) => a.index));
  const others = homeAmountsIn(message).filter(
    (a) => !accounts.has(a.index) && a.value >= 1_000 && !/^\s*(%|percent|por ciento)/.test(a.after),
  );
  const closing = others.filter((a) => CLOSING_AFTER.test(a.after)).reduce((sum, a) => sum + a.value, 0);
  const loan = loanIn(message);
  const price = Math.max(
    0,
    ...latest(
      others.filter((a) => !CLOSING_AFTER.test(a.after)),
      message,
    ).map((a) => a.value),
  );
  if (loan && price > loan) return price - loan + closing;
  const direct = others
    .filter((a) => !CLOSING_AFTER.test(a.after) && FOR_PURCHASE.test(a.after))
    .reduce((sum, a) => sum + a.value, 0);
  return direct + closing;
}

/** Values a `compute` step adds to an answer's placeholders; undefined when the message lacks the numbers. */
export const COMPUTE: Record<string, (message: string, figures?: Figures) => Record<string, string> | undefined> = {
  /**
   * The loan the message describes against this year's conforming limit (the business data's
   * `conformingLoanLimit`): `case` is `above` (a jumbo) or `within`, `gap` the distance to the limit.
   */
  conformingCheck(message, figures) {
    const limit = Number(figures?.conformingLoanLimit?.amount);
    const loan = loanIn(message);
    if (!limit || !loan) return undefined;
    return { loan: money(loan), gap: money(Math.abs(loan - limit)), case: loan > limit ? 'above' : 'within' };
  },
  /**
   * Down payment at 3%, 3.5%, 5%, 10% and 20% and closing costs at 2-5% for the price the message
   * names. Where a 3%-down loan would pass this year's conforming limit, the low minimums do not
   * apply: `case` "jumboUnless" with the down payment that keeps the loan conforming, or "jumbo"
   * when even 20% down leaves it above the limit. With the down payment said ("25% down", "$50k
   * down"), that one is worked out: `case` "named", or "namedJumbo" when its loan passes the limit.
   */
  cashToClose(message, figures) {
    const price = largestAmount(message, 50_000, 50_000_000);
    if (!price) return undefined;
    const limit = Number(figures?.conformingLoanLimit?.amount);
    const loan = loanIn(message);
    const named: Record<string, string> =
      loan && loan < price
        ? {
            downNamed: money(price - loan),
            downNamedShare: `${Math.round(((price - loan) / price) * 1000) / 10}%`,
            loanNamed: money(loan),
            case: limit && loan > limit ? 'namedJumbo' : 'named',
          }
        : {};
    const jumbo: Record<string, string> =
      limit && price * 0.97 > limit
        ? {
            conformingDown: money(price - limit),
            conformingShare: `${Math.ceil(((price - limit) / price) * 100)}%`,
            case: price * 0.8 > limit ? 'jumbo' : 'jumboUnless',
          }
        : {};
    return {
      ...jumbo,
      ...named,
      price: money(price),
      down3: money(price * 0.03),
      down35: money(price * 0.035),
      down5: money(price * 0.05),
      down10: money(price * 0.1),
      down20: money(price * 0.2),
      closingLow: money(price * 0.02),
      closingHigh: money(price * 0.05),
    };
  },
  /**
   * The balances at which PMI can be cancelled (80% of the original value) and ends (78%) for the
   * price named: `case` "ends" when the message asks when it comes off.
   */
  pmiBalance(message) {
    const value = largestAmount(message, 50_000, 50_000_000);
    if (!value) return undefined;
    const balances = { value: money(value), cancel80: money(value * 0.8), end78: money(value * 0.78) };
    return PMI_ENDS.test(fold(message)) ? { ...balances, case: 'ends' } : balances;
  },
  /** Closing costs at 2-5% of the price (or loan) the message names. */
  closingCosts(message) {
    const price = largestAmount(message, 50_000, 50_000_000);
    if (!price) return undefined;
    return { price: money(price), closingLow: money(price * 0.02), closingHigh: money(price * 0.05) };
  },
  /** A year's property tax on the price named, at Miami-Dade's usual 1.5-2% of the price before exemptions. */
  propertyTax(message) {
    const price = largestAmount(message, 50_000, 50_000_000);
    if (!price) return undefined;
    return {
      price: money(price),
      taxLow: money(price * 0.015),
      taxHigh: money(price * 0.02),
      monthlyLow: money((price * 0.015) / 12),
      monthlyHigh: money((price * 0.02) / 12),
    };
  },
  /**
   * Florida's taxes on a new mortgage for the loan the message names (or the price less the down
   * payment said, else the largest amount): the documentary stamp
   * tax on each $100 or fraction of it, and the intangible tax (`mortgageTaxes` of @broker/core).
   */
  loanTaxes(message) {
    const loan = loanIn(message) ?? largestAmount(message, 10_000, 50_000_000);
    if (!loan) return undefined;
    const taxes = mortgageTaxes(loan);
    return {
      loan: money(loan),
      docStamps: money(taxes.stamps),
      intangibleTax: money(taxes.intangible),
      loanTaxes: money(taxes.total),
    };
  },
  /**
   * A fix-and-flip loan on the purchase price named (the largest amount, or the one after "buy",
   * "price", "compra", "precio"): up to 90% of it, the rest as the buyer's down payment. With a
   * renovation budget said ("reno 60k", "la obra sale 50 mil"), the loan adds it (`case` "reno"); with
   * the after-repair value too, the loan is measured against the lender's 70-75% of it (`case` "arv").
   */
  flipLoan(message) {
    const text = fold(message);
    const amounts = homeAmountsIn(message).filter((a) => a.value >= 10_000 && a.value <= 50_000_000);
    const before = (a: Amount) => text.slice(Math.max(0, a.index - 24), a.index);
    // The last said of each counts ("what if the reno is 80k?").
    const arv = amounts
      .filter((a) => /\b(arv|after repair|after-repair|despues de (la )?remodelacion)\b/.test(before(a)))
      .pop();
    const reno = amounts
      .filter((a) => a !== arv && (RENOVATION.test(before(a)) || RENOVATION_AFTER.test(fold(a.after))))
      .pop();
    const candidates = latest(
      amounts.filter((a) => a !== arv && a !== reno && a.value >= 30_000),
      message,
    );
    if (candidates.length === 0) return undefined;
    const priceAt = (a: Amount) =>
      /\b(buy|buying|purchase|price|priced|for|at|compra|compro|comprar|comprarla|precio|cuesta|vale|en)\b/.test(
        before(a),
      );
    const price = (candidates.find(priceAt) ?? candidates[0]!).value;
    const base = { price: money(price), loan90: money(price * 0.9), down10: money(price * 0.1) };
    if (!reno) return base;
    const loan = price * 0.9 + reno.value;
    const withReno = { ...base, reno: money(reno.value), loanTotal: money(loan), case: 'reno' };
    if (!arv) return withReno;
    const share = (loan / arv.value) * 100;
    return {
      ...withReno,
      arv: money(arv.value),
      arvShare: `${share.toFixed(1).replace(/\.0$/, '')}%`,
      arvCap: money(arv.value * 0.75),
      case: share <= 75 ? 'arv' : 'arvOver',
    };
  },
  /** A foreign national loan's down payment at 25% and 30% of the price named, and the loan at 75%. */
  foreignDown(message) {
    const price = largestAmount(message, 50_000, 50_000_000);
    if (!price) return undefined;
    return {
      price: money(price),
      down25: money(price * 0.25),
      down30: money(price * 0.3),
      loan75: money(price * 0.75),
    };
  },
  /**
   * The monthly income a bank statement loan counts from the deposits named: over 12 months, or 24
   * when said; personal statements count regular deposits in full, business statements after an
   * expense factor (50%, or the percentage said with "expenses", "CPA", "gastos"). `case` is the
   * account said last (`business`, `personal`), or `either` with both figures.
   */
  bankStatementIncome(message) {
    const text = fold(message);
    const amounts = amountsIn(message);
    const deposits = amounts
      .filter((a) => a.value >= 10_000 && a.value <= 50_000_000)
      .filter((a) => DEPOSITS.test(`${text.slice(Math.max(0, a.index - 30), a.index)} ${a.after}`))
      .pop()?.value;
    if (!deposits) return undefined;
    const months = /\b(24 (months|meses)|two years|2 years|dos anos|2 anos)\b/.test(text) ? 24 : 12;
    const expense = amounts
      .filter((a) => /^\s*(%|percent|por ciento)/.test(a.after) && a.value > 0 && a.value < 100)
      .filter((a) =>
        /\b(expense|expenses|cpa|accountant|gastos|contador)\b/.test(
          text.slice(Math.max(0, a.index - 40), a.index + 30),
        ),
      )
      .pop()?.value;
    const factor = expense ?? 50;
    const lastAt = (pattern: RegExp) => Math.max(-1, ...[...text.matchAll(pattern)].map((m) => m.index ?? -1));
    const business = lastAt(/\b(business|company|negocio|compania|compañia|empresa|llc)\b/g);
    const personal = lastAt(/\b(personal|personales)\b/g);
    const monthly = deposits / months;
    return {
      deposits: money(deposits),
      months: String(months),
      monthlyDeposits: money(monthly),
      factor: `${factor}%`,
      businessIncome: money(monthly * (1 - factor / 100)),
      case: business < 0 && personal < 0 ? 'either' : business > personal ? 'business' : 'personal',
    };
  },
  /**
   * Equity, loan-to-value and the cash a cash-out refinance leaves, from the value and the balance
   * named: to 80% of the value on a home, to 75% on a rental (`case` "rental" when the message says one).
   */
  equity(message) {
    const text = fold(message);
    const amounts = homeAmountsIn(message).filter((a) => a.value >= 1_000);
    if (amounts.length < 2) return undefined;
    // The balance is the amount said after "owe"/"debo"/"balance"/"saldo" (the words since the amount before it).
    const owedAt = (a: Amount, i: number) => {
      const before = text.slice(i > 0 ? (amounts[i - 1]?.index ?? 0) + 1 : 0, a.index);
      return OWED.test(before.replace(/^[\d.,$]+/, ''));
    };
    const owedAmount = amounts.find(owedAt) ?? amounts.reduce((a, b) => (a.value < b.value ? a : b));
    const value = Math.max(...amounts.filter((a) => a !== owedAmount).map((a) => a.value));
    const owed = owedAmount.value;
    if (!(value > owed) || value > 100_000_000) return undefined;
    const rental = RENTAL.test(text) || /\b(de alquiler|pa alquilar|para alquilar|que alquilo|que rento)\b/.test(text);
    const limit = cashOutLimit({ homeValue: value, loanBalance: owed, cashOut: 0, maxLoanToValue: rental ? 75 : 80 });
    return {
      value: money(value),
      owed: money(owed),
      equity: money(value - owed),
      ltv: `${Math.round(limit.loanToValue)}%`,
      maxLoan: money(limit.maxLoanAmount),
      cashOut: money(limit.maxCashOut),
      ...(rental ? { case: 'rental' } : {}),
    };
  },
  /**
   * The debt-service coverage ratio of the monthly rent and the whole monthly payment (PITIA) named.
   * Each amount is the rent or the payment by the nearest word before it; the last one said of each
   * counts ("and if rent is only 2400?"); a home's price or balance is not a monthly figure.
   */
  dscr(message) {
    const text = fold(message);
    const amounts = amountsIn(message).filter(
      (a) => a.value >= 100 && a.value < 50_000 && !/^\s*(%|percent|por ciento|years|anos|months|meses)/.test(a.after),
    );
    if (amounts.length < 2) return undefined;
    const roleOf = (a: Amount) => {
      const before = text.slice(Math.max(0, a.index - 40), a.index);
      const last = (pattern: RegExp) => Math.max(-1, ...[...before.matchAll(pattern)].map((m) => m.index ?? -1));
      const rentAt = last(RENT_WORDS);
      const paymentAt = last(PAYMENT_WORDS);
      return rentAt < 0 && paymentAt < 0 ? undefined : rentAt > paymentAt ? 'rent' : 'payment';
    };
    // "HOA is going up 400" adds to the payment said before it; "rent goes up 200" to the rent.
    const raised = (a: Amount) =>
      /\b(up|up by|increases?|increasing|more|extra|sube|suben|subir|aumenta|aumentan|aumento|mas)\b[^\d]{0,8}$/.test(
        text.slice(Math.max(0, a.index - 20), a.index),
      ) || /^\s*(\$|dollars|dolares)?\s*(more|extra|higher|mas|de mas|adicionales)\b/.test(a.after);
    const roles = amounts.map((a) => ({ amount: a, role: roleOf(a), raise: raised(a) }));
    const lastOf = (role: string | undefined) => roles.filter((r) => r.role === role && !r.raise).pop()?.amount;
    const plus = (base: Amount, role: string) =>
      roles
        .filter((r) => r.role === role && r.raise && r.amount.index > base.index)
        .reduce((sum, r) => sum + r.amount.value, base.value);
    const rentSaid = lastOf('rent') ?? lastOf(undefined) ?? amounts[0]!;
    const paymentSaid = lastOf('payment') ?? amounts.filter((a) => a !== rentSaid).pop();
    if (!paymentSaid) return undefined;
    const rent = { value: plus(rentSaid, 'rent') };
    const payment = { value: plus(paymentSaid, 'payment') };
    // The payment the visitor gave is already the whole PITIA: it goes in as one monthly amount.
    const result = dscr({
      monthlyRent: rent.value,
      loanAmount: 0,
      interestRate: 0,
      loanTerm: 30,
      propertyTax: 0,
      homeInsurance: 0,
      hoa: payment.value,
    });
    if (result.ratio === null) return undefined;
    return {
      rent: money(rent.value),
      payment: money(payment.value),
      ratio: result.ratio.toFixed(2),
      case: result.ratio < 1 ? 'short' : result.ratio < 1.25 ? 'meets' : 'strong',
      rentMinimum: money(result.rentNeeded.minimum),
      rentTarget: money(result.rentNeeded.target),
    };
  },
  /**
   * Monthly income an asset-based loan counts from the assets named, over 360 months. Each amount
   * counts by the kind of account said beside it: cash in full, investments at 70-80%, retirement
   * accounts at 60-70% (`case` "weighted" when any is not cash); with no kind said, the largest
   * amount counts in full.
   */
  assetIncome(message): Record<string, string> | undefined {
    const text = fold(message);
    const amounts = homeAmountsIn(message).filter((a) => a.value >= 50_000 && a.value <= 1_000_000_000);
    if (amounts.length === 0) return undefined;
    // The kind said right after the amount ("2M in stocks"), else the last one said before it ("savings of 1.5M").
    const kindIn = (words: string, last: boolean) => {
      const found = ASSET_KINDS.map(([pattern, share]) => ({ at: words.search(pattern), share })).filter(
        (k) => k.at >= 0,
      );
      return found.sort((x, y) => (last ? y.at - x.at : x.at - y.at))[0]?.share;
    };
    // "400k goes to the down payment" is money spent, whatever account was named before it.
    const kinds = amounts.map((a) => ({
      value: a.value,
      share:
        kindIn(a.after, false) ??
        (FOR_PURCHASE.test(a.after) ? undefined : kindIn(text.slice(Math.max(0, a.index - 25), a.index), true)),
    }));
    // What goes to the purchase (the down payment and closing costs) is not left to count as income.
    const spent = kinds.some((k) => k.share) ? spentOnPurchase(message, amounts, kinds) : 0;
    if (kinds.every((k) => !k.share || k.share[0] === 1)) {
      const assets = kinds.some((k) => k.share)
        ? kinds.filter((k) => k.share).reduce((sum, k) => sum + k.value, 0)
        : Math.max(...kinds.map((k) => k.value));
      if (spent > 0 && spent < assets)
        return {
          assets: money(assets),
          spent: money(spent),
          left: money(assets - spent),
          income: money(assetBasedIncome(assets - spent, 360)),
          case: 'spent',
        };
      return { assets: money(assets), income: money(assetBasedIncome(assets, 360)) };
    }
    const counted = kinds.filter((k) => k.share);
    const total = counted.reduce((sum, k) => sum + k.value, 0);
    const low = counted.reduce((sum, k) => sum + k.value * k.share![0], 0);
    const high = counted.reduce((sum, k) => sum + k.value * k.share![1], 0);
    const left = spent > 0 && spent < low ? spent : 0;
    return {
      assets: money(total),
      countedLow: money(low),
      countedHigh: money(high),
      incomeLow: money(assetBasedIncome(low - left, 360)),
      incomeHigh: money(assetBasedIncome(high - left, 360)),
      income: money(assetBasedIncome(high - left, 360)),
      ...(left ? { spent: money(left), leftLow: money(low - left), leftHigh: money(high - left) } : {}),
      case: left ? 'weightedSpent' : 'weighted',
    };
  },
  /**
   * A rate-and-term refinance's monthly saving and break-even (core's refinanceBreakEven), from the
   * current rate (said first) and the new one (said last), the balance (the largest amount said last)
   * and the closing costs (the last smaller amount); the years left when said ("28 years left"), else 30, and a new 30-year term.
   */
  breakEven(message) {
    // The rate said first is today's; the last is the new one ("what if I get 6% instead?").
    const rates = ratesIn(message);
    const [currentRate, newRate] = rates.length >= 2 ? [rates[0], rates[rates.length - 1]] : [];
    const amounts = amountsIn(message).filter((a) => !/^\s*(%|percent|por ciento)/.test(a.after));
    const balances = amounts.filter((a) => a.value >= 20_000 && a.value <= 50_000_000);
    const balance = Math.max(0, ...latest(balances, message).map((a) => a.value));
    const costs = amounts
      .map((a) => a.value)
      .filter((v) => v >= 500 && v < balance * 0.2)
      .pop();
    if (currentRate === undefined || newRate === undefined || !balance || !costs) return savedBreakEven(message);
    const years = /(\d{1,2})\s*(years|yrs|anos)\b/.exec(fold(message));
    const remainingTerm = years ? Math.min(40, Math.max(1, Number(years[1]))) : 30;
    const result = refinanceBreakEven({
      loanBalance: balance,
      currentRate,
      remainingTerm,
      newRate,
      newTerm: 30,
      closingCosts: costs,
    });
    if (result.breakEvenMonths === null) return undefined;
    return {
      balance: money(balance),
      currentRate: `${currentRate}%`,
      newRate: `${newRate}%`,
      currentPayment: money(result.currentPayment),
      newPayment: money(result.newPayment),
      savings: money(result.monthlySavings),
      costs: money(costs),
      months: String(result.breakEvenMonths),
      ...soldBefore(fold(message), result.breakEvenMonths),
    };
  },
  /**
   * What discount points cost on the loan named (each point is 1% of the loan amount), `case`
   * "cost"; with the monthly saving said ("it lowers my payment by $70 a month"), the months the
   * saving takes to repay them, rounded up (`case` "breakEven").
   */
  pointsCost(message) {
    const said = pointsIn(message);
    if (!said) return undefined;
    const text = fold(message);
    const loan = loanIn(message) ?? largestAmount(message, 50_000, 50_000_000);
    if (!loan) return undefined;
    const cost = (loan * said.points) / 100;
    const near = (a: Amount) => `${text.slice(Math.max(0, a.index - 30), a.index)} ${a.after}`;
    // The saving is read as written: "$70 a month" beside "400k" is not 70 thousand.
    const saving = amountsIn(message)
      .filter((a) => a.index > said.index && MONTHLY.test(a.after) && SAVING.test(near(a)) && a.value < 5_000)
      .pop();
    const one = said.points === 1;
    const base = {
      pointsEn: `${said.points} point${one ? '' : 's'}`,
      pointsEs: `${said.points} punto${one ? '' : 's'}`,
      loan: money(loan),
      cost: money(cost),
      case: 'cost',
    };
    if (!saving) return base;
    return { ...base, savings: money(saving.value), months: String(Math.ceil(cost / saving.value)), case: 'breakEven' };
  },
  /**
   * Monthly housing room at 28%, debt room at 36%, 43% and 50% of the gross monthly income the message names: an amount said
   * a month or a year, or after the words of earning ("I make 95k", "gano 6 mil"); a price or savings
   * is not income. Monthly debts it names ("a $500 car payment", "300 de tarjeta") are taken off
   * (`case` "debts"): what is left for the house payment. With the new house payment named too ("the
   * house would be 2,100"), the debt-to-income ratio with and without the other debts (`case` "ratio").
   */
  affordability(message) {
    const text = fold(message);
    let monthly: number | undefined;
    let debts = 0;
    let house: number | undefined;
    // "the 28/36 rule" names no amount.
    for (const amount of amountsIn(message).filter((a) => !/^\s*\/\s*\d/.test(a.after) && text[a.index - 1] !== '/')) {
      // The words of the same message before it.
      const before =
        text
          .slice(Math.max(0, amount.index - 30), amount.index)
          .split('\n')
          .pop() ?? '';
      const near = `${before} ${amount.after}`;
      // A rent paid or received is neither income nor a debt here.
      if (/\b(rent|rents|renta|alquiler)\b/.test(before)) continue;
      // "the house would be 2,100", "la casa me saldria en 2,300": the new housing payment, not a debt.
      const houseAt = before.search(HOUSE_PAYMENT);
      const debtAt = Math.max(-1, ...[...before.matchAll(new RegExp(DEBT.source, 'g'))].map((m) => m.index ?? -1));
      if (monthly && houseAt > debtAt && amount.value >= 100 && amount.value < 20_000) {
        house = amount.value;
        continue;
      }
      if (!monthly) {
        const earned = EARNED.test(before);
        if (MONTHLY.test(amount.after) && !DEBT.test(near)) monthly = amount.value;
        else if (YEARLY.test(amount.after) || (earned && amount.value >= 30_000)) monthly = amount.value / 12;
        else if (earned && amount.value >= 1_000) monthly = amount.value;
        if (monthly) continue;
      }
      if (DEBT.test(near) && amount.value < 20_000 && !/^\s*(%|percent|por ciento)/.test(amount.after))
        debts += amount.value;
    }
    if (!monthly || monthly > 1_000_000) return undefined;
    const room = (share: number) => money(Math.max(0, monthly * share - debts));
    const percent = (value: number) => `${((value / monthly) * 100).toFixed(1).replace(/\.0$/, '')}%`;
    const ratios: Record<string, string> = house
      ? {
          case: 'ratio',
          house: money(house),
          debts: money(debts),
          dti: percent(house + debts),
          housingRatio: percent(house),
        }
      : {};
    return {
      income: money(monthly),
      housing28: money(monthly * 0.28),
      debts36: money(monthly * 0.36),
      dtiLow: money(monthly * 0.43),
      dtiHigh: money(monthly * 0.5),
      ...(debts > 0
        ? {
            case: 'debts',
            debts: money(debts),
            house36: money(Math.max(0, Math.min(monthly * 0.28, monthly * 0.36 - debts))),
            houseLow: room(0.43),
            houseHigh: room(0.5),
          }
        : {}),
      ...ratios,
    };
  },
};
