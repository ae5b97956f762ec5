import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { cashOutLimit, refinanceBreakEven } from '@broker/core';
import { uiCopy } from '../../copy';
import { RefinanceCalculator, type RefinanceCalculatorProps } from '.';

const copy = uiCopy.en.refinance;
const base = {
  loanBalance: 350000,
  currentRate: 7.25,
  remainingTerm: 27,
  newRate: 6.25,
  newTerm: 30,
  closingCosts: 6000,
};
const usd = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;
const renderTool = (props: Partial<RefinanceCalculatorProps> = {}) =>
  render(
    <RefinanceCalculator
      language="en"
      copy={copy}
      applyHref="https://apply.example.com/"
      figures={{ newRate: 6.25 }}
      {...props}
    />,
  );
const row = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
const retype = async (name: string, text: string) => {
  await userEvent.clear(screen.getByRole('textbox', { name }));
  if (text) await userEvent.paste(text);
};

// Interaction tests: each types into several fields, which takes a while on a busy machine.
jest.setTimeout(20_000);

describe('RefinanceCalculator', () => {
  it('compares the payments and says when the closing costs are recovered', () => {
    renderTool();
    const result = refinanceBreakEven(base);
    expect(row('Current payment (principal and interest)')).toBe(usd(result.currentPayment));
    expect(row('New payment (principal and interest)')).toBe(usd(result.newPayment));
    expect(row('Monthly Saving')).toBe(usd(result.monthlySavings));
    expect(row('Break-even')).toMatch(new RegExp(`^month ${result.breakEvenMonths} \\(`));
    expect(
      screen.getByText(
        new RegExp(`${usd(Math.abs(result.interestDifference)).replace('$', '\\$')} (less|more) with the new loan`),
      ),
    ).toBeVisible();
  });

  it('measures the break-even against the usual 2 to 3 years', async () => {
    renderTool();
    await retype('Closing Costs', '3000');
    expect(screen.getByText(copy.breakEvenQuick)).toBeVisible();
    await retype('Closing Costs', '9000');
    const months = refinanceBreakEven({ ...base, closingCosts: 9000 }).breakEvenMonths!;
    expect(months).toBeGreaterThan(24);
    expect(screen.getByText(months <= 36 ? copy.breakEvenUsual : copy.breakEvenLong)).toBeVisible();
    // No closing costs: nothing to recover, so no "month 0" and no 2-3 year verdict.
    await retype('Closing Costs', '0');
    expect(row('Break-even')).toBe('right away');
    expect(screen.getByText(copy.breakEvenNoCosts)).toBeVisible();
    expect(screen.queryByText(copy.breakEvenQuick)).toBeNull();
    await retype('New Rate', '8.5');
    expect(row('Break-even')).toBe(copy.noBreakEven);
    expect(row('Monthly Increase')).toMatch(/^\$/);
  });

  it('takes cash out on top of the balance and checks the 80% limit', async () => {
    renderTool();
    await userEvent.click(screen.getByRole('radio', { name: 'Take cash out' }));
    const cash = refinanceBreakEven({ ...base, cashOut: 50000 });
    expect(row('New loan amount')).toBe(usd(cash.newLoanAmount));
    expect(row('Loan-to-value after the refinance')).toBe('66.67%');
    const room = cashOutLimit({ homeValue: 600000, loanBalance: 350000, cashOut: 0 }).maxCashOut;
    expect(
      screen.getByText(new RegExp(`Up to \\$${room.toLocaleString('en-US')} of cash keeps the loan at 80%`)),
    ).toBeVisible();
    await retype('Cash to Take Out', '200000');
    expect(screen.getByText(/more than the usual cash-out limit/)).toBeVisible();
  });

  it('handles an empty balance, a 0% rate and letters without NaN', async () => {
    const { container } = renderTool();
    await retype('Loan Balance', '');
    expect(screen.getByText('To see the estimate, enter a valid value for Loan Balance.')).toBeVisible();
    expect(container.querySelector('dl')).toBeNull();
    await retype('Loan Balance', '0');
    expect(screen.getByText(copy.noBalance)).toBeVisible();
    await retype('Current Rate', 'x');
    await retype('New Rate', '0');
    expect(container.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('reads and writes its scenario, and sends a cash-out scenario as such', async () => {
    const onQueryChange = jest.fn();
    const onSendScenario = jest.fn();
    renderTool({ query: '?mode=cash&value=800000&cash=100000', onQueryChange, onSendScenario });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Take cash out' })).toBeChecked(), { timeout: 5000 });
    expect(screen.getByRole('textbox', { name: 'Cash to Take Out' })).toHaveValue('100000');
    await retype('Closing Costs', '7000');
    await waitFor(() => expect(onQueryChange).toHaveBeenCalled(), { timeout: 5000 });
    expect(onQueryChange).toHaveBeenLastCalledWith(
      'mode=cash&value=800000&balance=350000&rate=7.25&years=27&newrate=6.25&newterm=30&costs=7000&cash=100000',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send This Scenario to a Loan Officer' }));
    await waitFor(() => expect(onSendScenario).toHaveBeenCalled(), { timeout: 5000 });
    expect(onSendScenario).toHaveBeenCalledWith(
      expect.objectContaining({
        tool: 'refinance',
        inputs: expect.objectContaining({ mode: 'cash', cashOut: 100000, homeValue: 800000 }),
        prefill: { propertyValue: 800000, loanPurpose: 'cash-out' },
      }),
    );
  });

  it('renders in Spanish', () => {
    render(<RefinanceCalculator language="es" copy={uiCopy.es.refinance} applyHref="https://apply.example.com/" />);
    expect(screen.getByRole('group', { name: 'Tipo de refinanciamiento' })).toBeVisible();
    expect(screen.getByText('Punto de equilibrio')).toBeVisible();
  });

  it('has no axe violations in either kind', async () => {
    const { container } = renderTool({ onSendScenario: jest.fn() });
    expect(await axe(container)).toHaveNoViolations();
    await userEvent.click(screen.getByRole('radio', { name: 'Take cash out' }));
    expect(await axe(container)).toHaveNoViolations();
  });
});
