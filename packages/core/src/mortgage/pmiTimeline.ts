import { amortizationSchedule, type LoanTerms } from './amortizationSchedule';
import { amountOrZero, termInMonths } from './limits';
import { toCents } from './money';

export interface PmiTimelineInput extends LoanTerms {
  /** The home's value when the loan was made (the lower of price and appraisal), dollars. */
  originalValue: number;
}

export interface PmiTimeline {
  /** Month after whose payment the scheduled balance is at most 80% of the original value. */
  cancellationRequestMonth: number;
  /** Month after whose payment the scheduled balance is at most 78% of the original value. */
  automaticTerminationMonth: number;
  /** Month at the midpoint of the amortisation period (month 180 of a 30-year loan). */
  midpointMonth: number;
}

/**
 * When private mortgage insurance can end on a conventional loan, under the Homeowners Protection
 * Act (12 U.S.C. 4901-4902), from the original amortisation schedule (no extra payments):
 * the borrower may ask to cancel once the balance reaches 80% of the original value, it ends on
 * its own at 78%, and it ends at the latest in the month after the midpoint of the term.
 *
 * Months count payments: 0 means the loan starts at or below the threshold (no PMI needed).
 */
export function pmiTimeline(input: PmiTimelineInput): PmiTimeline {
  const valueCents = toCents(amountOrZero(input.originalValue));
  const months = termInMonths(input.loanTerm);
  const balances = [toCents(amountOrZero(input.loanAmount))];
  for (const row of amortizationSchedule(input)) balances.push(toCents(row.balance));

  const firstMonthAtOrBelow = (percent: number) => {
    const month = balances.findIndex((balance) => balance * 100 <= valueCents * percent);
    return month === -1 ? months : month;
  };
  return {
    cancellationRequestMonth: firstMonthAtOrBelow(80),
    automaticTerminationMonth: firstMonthAtOrBelow(78),
    midpointMonth: Math.ceil(months / 2),
  };
}
