/**
 * The closing charges Florida sets by law, to the cent: the promulgated title insurance premiums,
 * the documentary stamp taxes on the deed and on the mortgage, the nonrecurring intangible tax and
 * the clerk's recording fee. docs/florida-closing-costs.md quotes each rule, with what is still to
 * be confirmed by a Florida closing attorney.
 */

/** One band of a premium schedule: `perThousand` dollars per $1,000 of liability up to `upTo`. */
export interface PremiumBand {
  upTo: number;
  perThousand: number;
}

/** The rates, each with the rule it comes from and the date it was last read there. */
export const FLORIDA_CLOSING_RATES = {
  checked: '2026-11-27',
  title: {
    source: 'Fla. Admin. Code R. 69O-186.003(1), (2) (title insurance rates)',
    /** Owner's and loan policies issued at original rates, (1)(a) and (1)(b). */
    original: [
      { upTo: 100_000, perThousand: 5.75 },
      { upTo: 1_000_000, perThousand: 5 },
      { upTo: 5_000_000, perThousand: 2.5 },
      { upTo: 10_000_000, perThousand: 2.25 },
      { upTo: Infinity, perThousand: 2 },
    ],
    /** Reissue rates, (2), up to the amount of the earlier policy. */
    reissue: [
      { upTo: 100_000, perThousand: 3.3 },
      { upTo: 1_000_000, perThousand: 3 },
      { upTo: 10_000_000, perThousand: 2 },
      { upTo: Infinity, perThousand: 1.5 },
    ],
    minimumPremium: 100,
    /** A loan policy issued with the owner's policy, up to the owner's amount, (5). */
    simultaneousLoanPolicy: 25,
  },
  deed: {
    source: 's. 201.02(1)(a), s. 201.0205 and s. 201.031, Florida Statutes; Fla. Admin. Code R. 12B-4.012(1)',
    /** Per $100 of the consideration or fraction of it. */
    perHundred: 0.7,
    /** Miami-Dade's rate instead (s. 201.0205). */
    miamiDadePerHundred: 0.6,
    /** Miami-Dade's surtax on any property but a single-family residence (Miami-Dade Code §29-7). */
    miamiDadeSurtaxPerHundred: 0.45,
  },
  mortgage: {
    source: 's. 201.08(1)(b) and s. 199.133, Florida Statutes; Fla. Admin. Code R. 12B-4.051(2)',
    /** Documentary stamp tax per $100 of the amount secured or fraction of it, with no cap. */
    stampsPerHundred: 0.35,
    /** Nonrecurring intangible tax: 2 mills on each dollar secured. */
    intangibleRate: 0.002,
  },
  recording: {
    source: 's. 28.24, Florida Statutes, as the Miami-Dade Clerk charges it',
    firstPage: 10,
    additionalPage: 8.5,
  },
} as const;

/** Whole cents, as the amounts are owed. */
const cents = (dollars: number) => Math.round(dollars * 100);

function checkAmount(name: string, amount: number, minimum = 0): void {
  if (!Number.isFinite(amount) || amount < minimum) {
    throw new RangeError(`${name} must be a finite number of at least ${minimum}, not ${amount}`);
  }
}

/** The premium of the liability between `from` and `to` (whole $100s) in a schedule's bands, in cents. */
function bandsCents(bands: readonly PremiumBand[], from: number, to: number): number {
  let total = 0;
  let lower = 0;
  for (const band of bands) {
    const part = Math.min(to, band.upTo) - Math.max(from, lower);
    // Whole $100s times the rate per $1,000: a tenth of the rate in cents per $100.
    if (part > 0) total += (part / 100) * band.perThousand * 10;
    lower = band.upTo;
  }
  return Math.round(total);
}

/** A liability counted the rule's way: "any fraction of $100.00 as a full $100.00". */
const wholeHundreds = (amount: number) => Math.ceil(amount / 100) * 100;

export interface TitlePremiumInput {
  /** The policy's amount of insurance: the price for an owner's policy, the loan for a loan policy. */
  amount: number;
  /**
   * The amount of an earlier owner's policy on the same property that qualifies for the reissue
   * rate: that much of the new policy is charged at the reissue rates, the rest at original rates.
   */
  reissueAmount?: number;
}

/**
 * A Florida title insurance premium at the promulgated rates, in dollars: original rates, or the
 * reissue rates up to the earlier policy's amount with original rates on the excess (at its place
 * in the schedule); never less than the minimum premium.
 */
export function titlePremium({ amount, reissueAmount = 0 }: TitlePremiumInput): number {
  checkAmount('The amount of insurance', amount);
  checkAmount('The reissue amount', reissueAmount);
  const { original, reissue, minimumPremium } = FLORIDA_CLOSING_RATES.title;
  const liability = wholeHundreds(amount);
  const reissued = Math.min(liability, wholeHundreds(reissueAmount));
  const premium = bandsCents(reissue, 0, reissued) + bandsCents(original, reissued, liability);
  return Math.max(premium, minimumPremium * 100) / 100;
}

/**
 * The loan policy issued with the owner's policy: the simultaneous-issue charge up to the owner's
 * amount, and original rates on any loan amount above it (at its place in the schedule), in dollars.
 */
export function simultaneousLoanPolicyPremium(loanAmount: number, ownerAmount: number): number {
  checkAmount('The loan amount', loanAmount);
  checkAmount("The owner's policy amount", ownerAmount);
  const { original, simultaneousLoanPolicy } = FLORIDA_CLOSING_RATES.title;
  const excess = bandsCents(original, wholeHundreds(ownerAmount), wholeHundreds(loanAmount));
  return (simultaneousLoanPolicy * 100 + excess) / 100;
}

export interface DeedStampsInput {
  /** The price, including any mortgage the buyer takes over. */
  consideration: number;
  /** Property in Miami-Dade County, where the deed's rate is lower and a surtax may apply. */
  miamiDade: boolean;
  /** A single house, a condominium unit or a co-op unit: no Miami-Dade surtax. */
  singleFamily: boolean;
}

export interface DeedStamps {
  stamps: number;
  surtax: number;
  total: number;
}

/** The documentary stamp tax on a deed (and Miami-Dade's surtax), on each $100 or fraction of it. */
export function deedStamps({ consideration, miamiDade, singleFamily }: DeedStampsInput): DeedStamps {
  checkAmount('The consideration', consideration);
  const { perHundred, miamiDadePerHundred, miamiDadeSurtaxPerHundred } = FLORIDA_CLOSING_RATES.deed;
  const hundreds = Math.ceil(consideration / 100);
  const stamps = hundreds * cents(miamiDade ? miamiDadePerHundred : perHundred);
  const surtax = miamiDade && !singleFamily ? hundreds * cents(miamiDadeSurtaxPerHundred) : 0;
  return { stamps: stamps / 100, surtax: surtax / 100, total: (stamps + surtax) / 100 };
}

export interface MortgageTaxes {
  stamps: number;
  intangible: number;
  total: number;
}

/**
 * The taxes on a mortgage recorded in Florida: the documentary stamp tax on each $100 (or fraction)
 * of the amount secured, with no cap, and the intangible tax of 2 mills on each dollar, to the cent.
 */
export function mortgageTaxes(loanAmount: number): MortgageTaxes {
  checkAmount('The loan amount', loanAmount);
  const { stampsPerHundred, intangibleRate } = FLORIDA_CLOSING_RATES.mortgage;
  const stamps = Math.ceil(loanAmount / 100) * cents(stampsPerHundred);
  const intangible = cents(loanAmount * intangibleRate);
  return { stamps: stamps / 100, intangible: intangible / 100, total: (stamps + intangible) / 100 };
}

/** The clerk's fee for recording an instrument of `pages` pages. */
export function recordingFee(pages: number): number {
  if (!Number.isInteger(pages) || pages < 1) throw new RangeError(`A document has 1 page or more, not ${pages}`);
  const { firstPage, additionalPage } = FLORIDA_CLOSING_RATES.recording;
  return (cents(firstPage) + (pages - 1) * cents(additionalPage)) / 100;
}
