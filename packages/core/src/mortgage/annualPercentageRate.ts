/** Consecutive monthly payments of one amount, in dollars. */
export interface PaymentGroup {
  count: number;
  amount: number;
}

export interface AprInput {
  /** The amount financed (loan amount less prepaid finance charges), dollars. */
  amountFinanced: number;
  /** Every payment in order, as runs of equal monthly payments; the first is due after the first period. */
  payments: readonly PaymentGroup[];
  /** Whole months from the advance to the first payment (1 for a regular first period). */
  firstPaymentMonths?: number;
  /** Days of a fractional period before the whole months, each day 1/30 of a month (Appendix J (b)(5)). */
  oddDays?: number;
}

const MAX_MONTHLY_RATE = 10;

/**
 * The annual percentage rate of a closed-end credit with a single advance and monthly unit-periods,
 * by the actuarial method of Regulation Z (12 CFR 1026.22 and Appendix J): the monthly rate `i`
 * that solves the general equation
 *
 *     A = Σ P_k / ((1 + f·i) · (1 + i)^t_k)
 *
 * (A the amount financed, P_k each payment, t_k its whole months from the advance, f the fraction
 * of a month in an odd first period), times 12. Returned in percent and unrounded; disclosures
 * round it (Appendix J asks for at least two decimals; Loan Estimates show three).
 *
 * Throws a RangeError naming the problem when there is nothing to solve: no payments, an amount
 * financed that is not positive, or payments that do not repay the amount financed.
 */
export function annualPercentageRate({
  amountFinanced,
  payments,
  firstPaymentMonths = 1,
  oddDays = 0,
}: AprInput): number {
  if (!Number.isFinite(amountFinanced) || amountFinanced <= 0) {
    throw new RangeError(`The amount financed must be a positive number of dollars (got ${amountFinanced})`);
  }
  const flows: Array<{ amount: number; t: number }> = [];
  let t = firstPaymentMonths;
  for (const group of payments) {
    if (!Number.isInteger(group.count) || group.count < 0 || !Number.isFinite(group.amount) || group.amount < 0) {
      throw new RangeError(
        `A payment group needs a whole count and an amount of zero or more (got ${group.count} × ${group.amount})`,
      );
    }
    for (let k = 0; k < group.count; k += 1) {
      flows.push({ amount: group.amount, t });
      t += 1;
    }
  }
  if (flows.length === 0) throw new RangeError('There are no payments to compute an APR from');
  const total = flows.reduce((sum, flow) => sum + flow.amount, 0);
  if (total < amountFinanced) {
    throw new RangeError(
      `The payments (${total.toFixed(2)}) do not repay the amount financed (${amountFinanced.toFixed(2)})`,
    );
  }
  const f = Math.max(0, oddDays) / 30;

  /** Present value of the payments at monthly rate i, less the amount financed, and its derivative. */
  const equation = (i: number) => {
    let value = 0;
    let slope = 0;
    const odd = 1 + f * i;
    for (const flow of flows) {
      const discount = (1 + i) ** -flow.t;
      value += (flow.amount * discount) / odd;
      slope -= (flow.amount * discount * (flow.t / (1 + i) + f / odd)) / odd;
    }
    return { value: value - amountFinanced, slope };
  };

  // The present value falls as the rate rises, so the root is bracketed by 0 and a rate at which
  // the payments are worth less than the amount financed. Newton steps, kept inside the bracket.
  let low = 0;
  let high = 1;
  while (equation(high).value > 0 && high < MAX_MONTHLY_RATE) high *= 2;
  let i = (total / amountFinanced - 1) / Math.max(1, flows.length / 2);
  i = Math.min(Math.max(i, low), high);
  for (let step = 0; step < 200; step += 1) {
    const { value, slope } = equation(i);
    if (Math.abs(value) < 1e-9) break;
    if (value > 0) low = i;
    else high = i;
    const next = i - value / slope;
    i = next > low && next < high ? next : (low + high) / 2;
    if (high - low < 1e-15) break;
  }
  return i * 12 * 100;
}
