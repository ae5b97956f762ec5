import { deedStamps, mortgageTaxes, recordingFee, simultaneousLoanPolicyPremium, titlePremium } from './floridaClosing';

/** The counties whose closing customs the cash-to-close estimate knows. */
export const FLORIDA_COUNTIES = ['miamiDade', 'broward', 'palmBeach'] as const;
export type FloridaCounty = (typeof FLORIDA_COUNTIES)[number];

export type ClosingPayer = 'buyer' | 'seller';

/**
 * Who customarily pays the owner's title policy and the deed's stamps in each county. Both are
 * negotiable in the contract: the estimate takes them as inputs and starts from these. In
 * Miami-Dade and Broward the buyer usually pays the owner's policy (and picks the title agent); in
 * Palm Beach, as in most of Florida, the seller does. The seller pays the deed's tax everywhere
 * (the Florida Realtors/Florida Bar contract's default).
 */
export const FLORIDA_CLOSING_CUSTOMS: Record<FloridaCounty, { ownersPolicy: ClosingPayer; deedStamps: ClosingPayer }> =
  {
    miamiDade: { ownersPolicy: 'buyer', deedStamps: 'seller' },
    broward: { ownersPolicy: 'buyer', deedStamps: 'seller' },
    palmBeach: { ownersPolicy: 'seller', deedStamps: 'seller' },
  };

/** Pages the estimate records: a warranty deed, and a mortgage with its usual riders. */
export const RECORDED_PAGES = { deed: 3, mortgage: 20 } as const;

/** Months of escrow the lender may hold back as a cushion (RESPA, 12 CFR 1024.17(c): one sixth of a year). */
export const ESCROW_CUSHION_MONTHS = 2;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
/** The month Miami-Dade, Broward and Palm Beach mail the year's tax bill, which an escrow account pays. */
const TAX_BILL_MONTH = 11;
/**
 * The largest discount for paying the tax bill early (4% in November, s. 197.162, Florida Statutes):
 * the Florida Realtors/Florida Bar contract prorates the year's tax "with due allowance made for
 * maximum allowable discount".
 */
export const TAX_PRORATION_DISCOUNT = 0.04;

export interface PurchaseClosingInput {
  price: number;
  loanAmount: number;
  /** The note rate, percent a year. */
  ratePercent: number;
  county: FloridaCounty;
  /** A house, a townhouse, a condominium or a co-op unit: no Miami-Dade deed surtax. */
  singleFamily: boolean;
  /** The closing date's month (1-12) and day; a day past the month's end is its last day. */
  closingMonth: number;
  closingDay: number;
  /** The buyer's own yearly property tax, assessed at the price from the next January. */
  annualPropertyTax: number;
  /** This year's bill, assessed to the seller: what the proration and the first escrow use. */
  sellerTaxBill: number;
  /** The first year's homeowners (and flood) insurance premium. */
  annualInsurance: number;
  /** Lender's and broker's charges for the loan (section A). */
  originationCharges: number;
  /** Appraisal, credit report, flood determination, tax service (section B). */
  lenderServices: number;
  /** Settlement fee, title search, lien searches, survey and endorsements (section C). */
  titleServices: number;
  ownersPolicyPaidBy: ClosingPayer;
  deedStampsPaidBy: ClosingPayer;
  /** The earnest money already held in escrow. */
  deposit: number;
  sellerCredits: number;
  lenderCredits: number;
}

/** The Loan Estimate's sections of closing costs, in its order (D = A + B + C, I = E + F + G + H). */
export const CLOSING_SECTIONS = [
  'origination',
  'cannotShop',
  'canShop',
  'taxes',
  'prepaids',
  'escrow',
  'other',
] as const;
export type ClosingSectionKey = (typeof CLOSING_SECTIONS)[number];

export type ClosingLineKey =
  | 'originationCharges'
  | 'lenderServices'
  | 'lendersPolicy'
  | 'titleServices'
  | 'recording'
  | 'mortgageStamps'
  | 'intangibleTax'
  | 'deedStamps'
  | 'deedSurtax'
  | 'insurancePremium'
  | 'prepaidInterest'
  | 'insuranceEscrow'
  | 'taxEscrow'
  | 'ownersPolicy';

export interface ClosingLine {
  key: ClosingLineKey;
  amount: number;
}

export interface ClosingSection {
  key: ClosingSectionKey;
  lines: ClosingLine[];
  total: number;
}

export interface PurchaseCashToClose {
  sections: ClosingSection[];
  /** The Loan Estimate's J before credits: every section added up. */
  closingCosts: number;
  lenderCredits: number;
  downPayment: number;
  deposit: number;
  /** The seller's credits as they count: never more than the closing costs left after lender credits. */
  sellerCredits: number;
  /**
   * When the seller buys the owner's policy: the loan policy's full premium (as the Loan Estimate
   * shows it) less the simultaneous-issue charge the buyer actually pays.
   */
  titleDiscount: number;
  /**
   * This year's property tax between buyer and seller: positive when the seller credits the
   * buyer for the days before closing (the bill is paid in arrears), negative when the buyer repays
   * the seller for the days from closing (a closing in November or December, after the seller paid).
   */
  taxProration: number;
  cashToClose: number;
  /** The closing day the figures use: the day given, or the month's last day when it was past it. */
  closingDay: number;
  prepaidInterestDays: number;
  taxEscrowMonths: number;
  insuranceEscrowMonths: number;
}

const round = (dollars: number) => Math.round(dollars * 100) / 100;
const sum = (amounts: readonly number[]) => round(amounts.reduce((total, amount) => total + amount, 0));

function checkInput(input: PurchaseClosingInput): void {
  for (const [name, value] of Object.entries(input)) {
    if (typeof value === 'number' && (!Number.isFinite(value) || value < 0)) {
      throw new RangeError(`${name} must be a finite number of at least 0, not ${value}`);
    }
  }
  if (input.loanAmount > input.price) throw new RangeError('The loan cannot be more than the price');
  if (!Number.isInteger(input.closingMonth) || input.closingMonth < 1 || input.closingMonth > 12) {
    throw new RangeError(`The closing month is 1 to 12, not ${input.closingMonth}`);
  }
  if (!Number.isInteger(input.closingDay) || input.closingDay < 1) {
    throw new RangeError(`The closing day is a whole day of the month, not ${input.closingDay}`);
  }
}

/** The day of a 365-day year (1 January is day 1). */
function dayOfYear(month: number, day: number): number {
  return DAYS_IN_MONTH.slice(0, month - 1).reduce((total, days) => total + days, 0) + day;
}

/**
 * Months of the first tax bill the lender collects at closing: the bill is paid from escrow in
 * November; the first payment is due on the first of the second month after closing, and each
 * payment adds a twelfth; the account keeps the cushion on top.
 */
function taxEscrowMonths(closingMonth: number): number {
  // Months counted from January of the closing year: the first payment, and the bill it escrows for
  // (this year's until it is paid in November, next year's after).
  const firstPayment = closingMonth + 2;
  const bill = closingMonth >= TAX_BILL_MONTH ? TAX_BILL_MONTH + 12 : TAX_BILL_MONTH;
  const paymentsBeforeBill = Math.max(0, bill - firstPayment + 1);
  return 12 - paymentsBeforeBill + ESCROW_CUSHION_MONTHS;
}

/**
 * What a Florida home purchase costs at closing, laid out as the Loan Estimate lays it out, and the
 * cash the buyer brings. The charges Florida sets by law (title premiums, stamps, intangible tax,
 * recording) are computed to the cent from `floridaClosing`; the lender's, broker's and title
 * agent's fees, the insurance and the taxes are the visitor's figures. The title policies are
 * disclosed as the Loan Estimate must (12 CFR 1026.37(g)(4) and its commentary): the loan policy at
 * its full premium, the owner's policy at its premium plus the simultaneous-issue charge less the
 * loan policy's, so the two add up to what is paid. Interest and proration use a 365-day year.
 */
export function purchaseCashToClose(input: PurchaseClosingInput): PurchaseCashToClose {
  checkInput(input);
  const { price, loanAmount: loan, closingMonth: month } = input;
  const day = Math.min(input.closingDay, DAYS_IN_MONTH[month - 1]!);
  const financed = loan > 0;

  const ownersPremium = titlePremium({ amount: price });
  const loanPremium = financed ? titlePremium({ amount: loan }) : 0;
  const simultaneous = financed ? simultaneousLoanPolicyPremium(loan, price) : 0;
  const buyerPaysOwners = input.ownersPolicyPaidBy === 'buyer';
  // The Loan Estimate shows the loan policy at its full premium whoever buys the owner's policy;
  // when the seller buys it, the buyer actually pays the simultaneous charge, and the difference
  // comes off the cash to close as a title discount.
  const lendersPolicy = loanPremium;
  const ownersPolicy = buyerPaysOwners ? round(ownersPremium + simultaneous - loanPremium) : 0;
  const titleDiscount = buyerPaysOwners ? 0 : round(loanPremium - simultaneous);

  const loanTaxes = mortgageTaxes(loan);
  const deed = deedStamps({
    consideration: price,
    miamiDade: input.county === 'miamiDade',
    singleFamily: input.singleFamily,
  });
  const buyerPaysDeed = input.deedStampsPaidBy === 'buyer';
  const recording = round(recordingFee(RECORDED_PAGES.deed) + (financed ? recordingFee(RECORDED_PAGES.mortgage) : 0));

  const prepaidInterestDays = financed ? DAYS_IN_MONTH[month - 1]! - day + 1 : 0;
  const prepaidInterest = round(((loan * input.ratePercent) / 100 / 365) * prepaidInterestDays);
  // The first bill the escrow pays: this year's (the seller's assessment) until it is paid in
  // November; after that, next year's, assessed at the price.
  const billPaidByClosing = month >= TAX_BILL_MONTH;
  const firstBill = billPaidByClosing ? input.annualPropertyTax : input.sellerTaxBill;
  const taxMonths = financed ? taxEscrowMonths(month) : 0;
  const insuranceMonths = financed ? ESCROW_CUSHION_MONTHS : 0;

  const line = (key: ClosingLineKey, amount: number): ClosingLine => ({ key, amount: round(amount) });
  const section = (key: ClosingSectionKey, lines: ClosingLine[]): ClosingSection => {
    const shown = lines.filter((entry) => entry.amount > 0);
    return { key, lines: shown, total: sum(shown.map((entry) => entry.amount)) };
  };
  const sections = [
    // A cash purchase has no lender, so no lender's charges.
    section('origination', [line('originationCharges', financed ? input.originationCharges : 0)]),
    section('cannotShop', [line('lenderServices', financed ? input.lenderServices : 0)]),
    section('canShop', [line('lendersPolicy', lendersPolicy), line('titleServices', input.titleServices)]),
    section('taxes', [
      line('recording', recording),
      line('mortgageStamps', loanTaxes.stamps),
      line('intangibleTax', loanTaxes.intangible),
      line('deedStamps', buyerPaysDeed ? deed.stamps : 0),
      line('deedSurtax', buyerPaysDeed ? deed.surtax : 0),
    ]),
    section('prepaids', [line('insurancePremium', input.annualInsurance), line('prepaidInterest', prepaidInterest)]),
    section('escrow', [
      line('insuranceEscrow', (input.annualInsurance / 12) * insuranceMonths),
      line('taxEscrow', (firstBill / 12) * taxMonths),
    ]),
    section('other', [line('ownersPolicy', ownersPolicy)]),
  ];
  const closingCosts = sum(sections.map((entry) => entry.total));

  const sellerDays = dayOfYear(month, day) - 1;
  const proratedBill = input.sellerTaxBill * (1 - TAX_PRORATION_DISCOUNT);
  const taxProration = billPaidByClosing
    ? -round((proratedBill * (365 - sellerDays)) / 365)
    : round((proratedBill * sellerDays) / 365);
  const lenderCredits = Math.min(round(input.lenderCredits), round(closingCosts - titleDiscount));
  const sellerCredits = Math.min(round(input.sellerCredits), round(closingCosts - titleDiscount - lenderCredits));
  const downPayment = round(price - loan);
  const cashToClose = sum([
    closingCosts,
    -titleDiscount,
    -lenderCredits,
    downPayment,
    -input.deposit,
    -sellerCredits,
    -taxProration,
  ]);
  return {
    sections,
    closingCosts,
    lenderCredits,
    downPayment,
    deposit: round(input.deposit),
    sellerCredits,
    titleDiscount,
    taxProration,
    cashToClose,
    closingDay: day,
    prepaidInterestDays,
    taxEscrowMonths: taxMonths,
    insuranceEscrowMonths: insuranceMonths,
  };
}
