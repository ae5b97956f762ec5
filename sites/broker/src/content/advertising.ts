import { parse as parseYaml } from 'yaml';
import { LANGUAGES, type Language } from './core';

/**
 * Advertising triggers (Regulation Z, 12 CFR 1026.24). A *triggering term* in an advertisement
 * (1026.24(d)(1)) is the amount or percentage of any down payment, the number of payments or the
 * period of repayment, the amount of any payment, or the amount of any finance charge; a stated
 * rate of finance charge must be stated as an APR (1026.24(c)). When one appears, the ad carries the
 * down payment, the terms of repayment and the APR (1026.24(d)(2)) or, being electronic, refers
 * clearly to a table or worked example elsewhere on the site that does (1026.24(e)). A Spanish
 * page carries its disclosures in Spanish (1026.24(i)(7)).
 *
 * On this site the disclosure is a worked example (content/examples.yml): a unit of text (a card,
 * an FAQ answer, a paragraph, a chat answer) that states a trigger term is disclosed when the
 * section it belongs to shows a worked example, or when it links, in its own language, to a page
 * that shows one. The build (gatsby-node) and src/content/advertising.test.ts run this same check.
 */

export interface TriggerRule {
  /** What the rule catches, for messages. */
  name: string;
  pattern: RegExp;
}

/** A percentage or a range of them ("3%", "10-20%", "25% a 30%"), not part of a ratio such as 28/36. */
const P = String.raw`(?<![\d./])\d{1,2}(?:\.\d+)?%?(?:\s*(?:-|–|to|a|or|o|y|and)\s*\d{1,2}(?:\.\d+)?)?%`;
const MONEY = String.raw`\$\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:k|million|millones))?`;

/**
 * The terms that call for the disclosure, English and Spanish. What is deliberately *not* a
 * trigger, because it is not a term of the credit offered:
 * - qualifying ratios: "the 28/36 rule", "43% debt-to-income", "housing costs up to 28% of gross
 *   income" (a lender's underwriting limit, none of the terms of 1026.24(d)(1));
 * - loan-to-value limits against the home's value ("up to 80% of your home's value", "80% LTV"):
 *   they cap the loan amount, which is not a triggering term (1026.24(d)(1) lists no loan amount),
 *   and on a refinance there is no down payment. Financing stated against the *purchase price*
 *   ("up to 90% of the purchase price") is a down payment stated the other way round
 *   (1026.24(d)(1)(i)) and is a trigger;
 * - closing costs as a share of the price ("2-5% of the price"): an estimate of the buyer's
 *   costs, not a finance charge of the credit offered;
 * - periods that are not repayment: months of bank statements or reserves, years of tax returns,
 *   waiting periods, days to close;
 * - rate *differences* ("when rates fall 0.75% to 1%", "1% lower"): they state no rate of the credit
 *   offered (1026.24(c));
 * - the mortgage-insurance threshold ("PMI with less than 20% down", "si el pago inicial es menor
 *   del 20%"): it says when PMI applies, not a down payment offered (1026.24(d)(1)(i));
 * - monthly amounts that are not payments of the credit: HOA dues, rent, income, insurance, taxes
 *   (1026.24(d)(1)(iii) is the payment on the loan).
 */
const TRIGGER_RULES: TriggerRule[] = [
  // 1026.24(d)(1)(i): any down payment, as a percentage or an amount ("3% down", "10-20% down",
  // "down payments from 20%", "25-30% de pago inicial", "pago inicial desde el 20%", "$0 down").
  {
    name: 'down payment',
    pattern: new RegExp(
      String.raw`(?<!\b(?:less than|under|below|menos del?|menor del?)\s+)${P}\s+(?:down\b|de (?:pago )?inicial|de enganche|(?:de )?entrada\b)`,
      'i',
    ),
  },
  {
    name: 'down payment',
    pattern: new RegExp(
      String.raw`\b(?:down payments?|pagos? iniciale?s?|enganche)\b(?:(?!\b(?:less|under|below|more than|menor|menos|mayor|más)\b)[^.;:\n|]){0,30}?(?:from|of|at|starting at|as low as|as little as|de|desde|del|a partir del?)\s+(?:el\s+|only\s+|just\s+|solo\s+)?(?:${P}|${MONEY})`,
      'i',
    ),
  },
  { name: 'down payment', pattern: new RegExp(String.raw`(?:${MONEY})\s+(?:down\b|de pago inicial)`, 'i') },
  // 1026.24(d)(1)(i), stated as the share financed against the price: "up to 90% of the purchase price".
  {
    name: 'down payment (financing against the price)',
    pattern: new RegExp(
      String.raw`\b(?:up to|finance|finances|financing|hasta(?:\s+el)?|financia(?:mos|n)?)\s+(?:about\s+|around\s+|cerca del?\s+|alrededor del?\s+)?${P}\s+(?:of the (?:purchase )?price|del precio(?: de compra)?)`,
      'i',
    ),
  },
  // 1026.24(d)(1)(ii): the period of repayment or the number of payments offered: "30-year fixed",
  // "15, 20 or 30-year terms", "terms of 15, 20 or 30 years", "terms of 6-18 months", "360 payments",
  // "a tasa fija a 30 años", "plazos de 15, 20 o 30 años".
  {
    name: 'term of repayment',
    pattern:
      /(?<![\d/])\d{1,2}(?:\s*(?:,|-|–|or|o|and|y|to)\s*\d{1,2})*[- ](?:years?|months?)[- ](?:(?:interest-only|fixed-rate)[- ])?(?:fixed|terms?|loans?|mortgages?|ARMs?|amortization|repayment)\b/i,
  },
  {
    name: 'term of repayment',
    pattern:
      /\b(?:terms?|repayment|repaid|amortized|plazos?|pagader[oa]s?|amortizad[oa]s?)\b[^.;:\n|]{0,20}?\b(?:of|over|in|de|en|a)\s+\d{1,3}(?:\s*(?:,|-|–|or|o|and|y|to|a)\s*\d{1,3})*\s+(?:years|months|años|meses)\b/i,
  },
  {
    name: 'term of repayment',
    pattern:
      /\b(?:fij[ao]s?|hipotecas?|préstamos?|plazos?)\s+(?:de\s+|a\s+)\d{1,2}(?:\s*(?:,|-|o|y)\s*\d{1,2})*\s+años\b/i,
  },
  {
    name: 'number of payments',
    pattern: /(?<![\d.,$])\d{2,3}\s+(?:monthly\s+)?(?:payments|pagos)(?:\s+mensuales)?\b/i,
  },
  // 1026.24(d)(1)(iii): the amount of any payment ("monthly payment of $1,850", "$2,400 a month in
  // principal and interest", "pago mensual de $1,850").
  {
    name: 'payment amount',
    pattern: new RegExp(
      String.raw`(?:payments?|principal and interest|P&I|pagos?(?: mensual(?:es)?)?|capital e intereses)\b(?:(?!\b(?:HOA|fees?|dues|rent|income|insurance|taxes|cuotas?|renta|alquiler|ingresos?|seguros?|impuestos)\b)[^.;\n|]){0,40}?${MONEY}`,
      'i',
    ),
  },
  {
    name: 'payment amount',
    pattern: new RegExp(
      String.raw`(?<!\b(?:HOA|fees?|dues|rent|rents|income|insurance|taxes|cuotas?|renta|alquiler|ingresos?|seguros?|impuestos|gana|earn|earns|make|makes)\b[^.;\n|]{0,30})${MONEY}\s*(?:a month|per month|/mo\b|/month|al mes|mensuales)(?!\s+(?:in|of|en|de)\s+(?:[A-Za-zÀ-ÿ]+\s+)?(?:rent|income|renta|alquiler|ingresos?|HOA|dues|cuotas))`,
      'i',
    ),
  },
  // 1026.24(d)(1)(iv): the amount of any finance charge ("$95,000 in interest", "intereses de $95,000").
  {
    name: 'finance charge',
    pattern: new RegExp(
      String.raw`${MONEY}\s+(?:in|of)\s+(?:total\s+)?(?:interest|finance charges?)|(?:finance charges?|interest cost)\s+(?:of|is|are)\s+${MONEY}|${MONEY}\s+(?:en|de)\s+intereses|(?:intereses|cargos? financieros?)\s+(?:de|son|es)\s+${MONEY}`,
      'i',
    ),
  },
  // 1026.24(c): a rate of finance charge, which must be an APR ("6.5% fixed", "rates from 5.99%",
  // "una tasa de 6.25%").
  {
    name: 'rate',
    pattern: new RegExp(String.raw`${P}\s+(?:fixed|interest|APR|rate|fija|de interés|de tasa|TAE)\b`, 'i'),
  },
  {
    name: 'rate',
    pattern: new RegExp(
      String.raw`\b(?:rates?|APR|tasas?)\b(?:(?!\b(?:fall|falls|drop|drops|lower|below|less|higher|above|baja|bajan|menos|por debajo|más)\b)[^.;\n|]){0,25}?${P}(?!\s*(?:lower|below|less|higher|above|point|menos|más|por debajo|de diferencia))`,
      'i',
    ),
  },
];

/** The trigger terms a text states, each as written. */
export function triggersIn(text: string): string[] {
  const found: string[] = [];
  for (const rule of TRIGGER_RULES) {
    const match = rule.pattern.exec(text);
    const term = match?.[0].trim();
    if (term && !found.includes(term)) found.push(term);
  }
  return found;
}

/** A page's Markdown, as the check reads it. */
export interface AdvertisingSource {
  /** For messages, e.g. `content/es/brickell.md`. */
  file: string;
  language: Language;
  key: string;
  frontmatter: Record<string, unknown>;
  body: string;
}

export interface TriggerFinding {
  file: string;
  language: Language;
  /** Where in the file: a frontmatter path, `body`, or a chat answer. */
  where: string;
  triggers: string[];
}

const FENCED_EXAMPLE = /^```rate-example\s*\n/m;

/** Whether a page shows a worked example (in its frontmatter `example` or a fenced block). */
function showsExample(source: AdvertisingSource): boolean {
  return hasExampleField(source.frontmatter) || FENCED_EXAMPLE.test(source.body);
}

function hasExampleField(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasExampleField);
  if (!value || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => (k === 'example' && typeof v === 'string') || hasExampleField(v));
}

/** The route keys (with an optional #anchor) a text links as `[text](route:key)`. */
function linkedKeys(text: string): string[] {
  return [...text.matchAll(/\]\(route:([A-Za-z0-9-]+)(?:#[\w-]+)?\)/g)].map((m) => m[1]!);
}

interface Unit {
  where: string;
  text: string;
  /** The unit sits in a section that shows a worked example. */
  disclosed: boolean;
  /** Route keys the unit links with a labelled link of its own (an FAQ answer's `link`). */
  links?: string[];
}

/** The page an item links with its own labelled link (`link: { label, to }`), not a card's "Learn more". */
function itemLink(item: Record<string, unknown>): string[] {
  const link = item.link as { label?: unknown; to?: unknown } | undefined;
  return link && typeof link.label === 'string' && typeof link.to === 'string' ? [link.to] : [];
}

/**
 * The pieces of text a visitor reads as one: each item of a list (a card, a step, an FAQ entry)
 * with everything in it, the other frontmatter strings one by one, and each paragraph of the body.
 */
function units(source: AdvertisingSource): Unit[] {
  const out: Unit[] = [];
  const strings = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : Array.isArray(value)
        ? value.flatMap(strings)
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(strings)
          : [];
  const visit = (value: unknown, where: string, disclosed: boolean) => {
    if (typeof value === 'string') {
      out.push({ where, text: value, disclosed });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        const at = `${where}[${index}]`;
        if (item && typeof item === 'object') {
          const links = itemLink(item as Record<string, unknown>);
          out.push({ where: at, text: strings(item).join('\n'), disclosed, links });
        } else visit(item, at, disclosed);
      });
    } else if (value && typeof value === 'object') {
      const section = value as Record<string, unknown>;
      const withExample = disclosed || typeof section.example === 'string';
      for (const [k, v] of Object.entries(section)) visit(v, where ? `${where}.${k}` : k, withExample);
    }
  };
  visit(source.frontmatter, '', false);
  // The body: a page whose body shows a worked example discloses its paragraphs. The article's
  // card text (`excerpt`, `description`) is also shown on other pages and in search results, so it
  // stays a unit of its own, outside the example.
  const bodyDisclosed = FENCED_EXAMPLE.test(source.body);
  source.body
    .split(/\n\s*\n/)
    .filter((paragraph) => paragraph.trim() && !paragraph.startsWith('```'))
    .forEach((paragraph) => out.push({ where: 'body', text: paragraph, disclosed: bodyDisclosed }));
  return out;
}

/** The keys of the pages that show a worked example, per language. */
function exampleKeys(sources: AdvertisingSource[]): Record<Language, Set<string>> {
  const keys = Object.fromEntries(LANGUAGES.map((l) => [l, new Set<string>()])) as Record<Language, Set<string>>;
  for (const source of sources) if (showsExample(source)) keys[source.language].add(source.key);
  return keys;
}

/**
 * Every unit of the pages that states a trigger term without its disclosure: no worked example in
 * its section and no link to a page of its language that shows one.
 */
export function pageTriggerFindings(sources: AdvertisingSource[]): TriggerFinding[] {
  const withExample = exampleKeys(sources);
  const findings: TriggerFinding[] = [];
  for (const source of sources) {
    for (const unit of units(source)) {
      if (unit.disclosed) continue;
      const triggers = triggersIn(unit.text);
      if (triggers.length === 0) continue;
      const links = [...linkedKeys(unit.text), ...(unit.links ?? [])];
      if (links.some((key) => withExample[source.language].has(key))) continue;
      findings.push({ file: source.file, language: source.language, where: unit.where, triggers });
    }
  }
  return findings;
}

interface ChatAnswer {
  en: string;
  es: string;
  link?: string;
}

interface ChatIntent {
  id: string;
  link?: string;
  answer?: Partial<ChatAnswer>;
  /** The answer with the visitor's own figures worked out (a `compute` step), linking `computedLink` when set. */
  computed?: Partial<ChatAnswer>;
  computedLink?: string;
  /** Computed answers by the case the calculation returns, each with its own link when set. */
  computedCases?: Record<string, ChatAnswer>;
  variants?: Record<string, ChatAnswer>;
}

/**
 * The chat shows an answer's link under the generic label "Read more" / "Más información", so the
 * answer itself says that the page holds the worked example (a clear reference, 1026.24(e)).
 */
const NAMES_EXAMPLE: Record<Language, RegExp> = {
  en: /\bworked example\b/i,
  es: /(?<!\bpor )\bejemplo\b/i,
};

/**
 * The chat's reviewed answers (packages/server/src/chat/data/intents.yaml), held to the same rule:
 * an answer that states a trigger term links (its `link`, or a variant's own) to a page that shows
 * a worked example, which the chat opens in the answer's language, and says so in its text.
 */
export function chatTriggerFindings(intentsYaml: string, file: string, sources: AdvertisingSource[]): TriggerFinding[] {
  const withExample = exampleKeys(sources);
  const data = parseYaml(intentsYaml) as { responses?: Record<string, Partial<ChatAnswer>>; intents?: ChatIntent[] };
  const answers: Array<{ where: string; answer: Partial<ChatAnswer>; link?: string }> = [
    ...Object.entries(data.responses ?? {}).map(([id, answer]) => ({ where: `responses.${id}`, answer })),
    ...(data.intents ?? []).flatMap((intent) => [
      ...(intent.answer ? [{ where: `${intent.id}.answer`, answer: intent.answer, link: intent.link }] : []),
      ...(intent.computed
        ? [{ where: `${intent.id}.computed`, answer: intent.computed, link: intent.computedLink ?? intent.link }]
        : []),
      ...Object.entries(intent.computedCases ?? {}).map(([name, computed]) => ({
        where: `${intent.id}.computedCases.${name}`,
        answer: computed,
        link: computed.link ?? intent.computedLink ?? intent.link,
      })),
      ...Object.entries(intent.variants ?? {}).map(([concept, variant]) => ({
        where: `${intent.id}.variants.${concept}`,
        answer: variant,
        link: variant.link ?? intent.link,
      })),
    ]),
  ];
  const findings: TriggerFinding[] = [];
  for (const { where, answer, link } of answers) {
    for (const language of LANGUAGES) {
      const text = answer[language];
      if (typeof text !== 'string') continue;
      const triggers = triggersIn(text);
      if (triggers.length === 0) continue;
      if (link && withExample[language].has(link) && NAMES_EXAMPLE[language].test(text)) continue;
      findings.push({ file, language, where, triggers });
    }
  }
  return findings;
}

/** The findings as the build reports them, one line each. */
export function describeFindings(findings: TriggerFinding[]): string {
  return findings
    .map(
      (f) =>
        `${f.file} (${f.language === 'es' ? 'Spanish' : 'English'}) at ${f.where}: ${f.triggers.map((t) => `"${t}"`).join(', ')}`,
    )
    .join('\n');
}
