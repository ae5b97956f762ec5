import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { dscr } from '@broker/core';
import { uiCopy } from '../../copy';
import { sampleFigures } from '../../fixtures/sample';
import { DscrCalculator, type DscrCalculatorProps } from '.';

const copy = uiCopy.en.dscr;
const usd = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;
const property = {
  monthlyRent: 3500,
  loanAmount: 337500,
  interestRate: 7.5,
  loanTerm: 30,
  propertyTax: 9000,
  homeInsurance: 4500,
  hoa: 0,
};
const renderTool = (props: Partial<DscrCalculatorProps> = {}) =>
  render(
    <DscrCalculator
      language="en"
      copy={copy}
      applyHref="https://apply.example.com/"
      figures={{ rate: 7.5, propertyTax: sampleFigures.propertyTax }}
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

describe('DscrCalculator', () => {
  it('divides the rent by PITIA and shows the cash flow and the rent needed for 1.0 and 1.25', () => {
    renderTool();
    const result = dscr(property);
    expect(row('DSCR')).toBe(result.ratio!.toFixed(2));
    expect(row('Loan amount')).toBe('$337,500');
    expect(row('Monthly payment (PITIA)')).toBe(usd(result.monthlyDebtService));
    expect(row('Rent needed for 1.00')).toBe(usd(Math.ceil(result.rentNeeded.minimum)));
    expect(row('Rent needed for 1.25')).toBe(usd(Math.ceil(result.rentNeeded.target)));
    expect(screen.getByText(result.meetsMinimum ? /meets the 1.00 minimum/ : /below the 1.00 minimum/)).toBeVisible();
  });

  it('says when the rent falls short, with a negative cash flow', async () => {
    renderTool();
    await retype('Monthly Rent', '2500');
    expect(screen.getByText(/is below the 1.00 minimum/)).toBeVisible();
    expect(row('Monthly cash flow before repairs and vacancy')).toMatch(/^−\$/);
  });

  it('keeps the down payment in dollars and percent in step', async () => {
    renderTool();
    await retype('Down payment as a percent of the price', '30');
    expect(screen.getByRole('textbox', { name: 'Down payment in dollars' })).toHaveValue('135000');
    expect(row('Loan amount')).toBe('$315,000');
  });

  it('handles no rent, a down payment above the price and letters without NaN', async () => {
    const { container } = renderTool();
    await retype('Monthly Rent', '');
    expect(screen.getByText('To see the estimate, enter a valid value for Monthly Rent.')).toBeVisible();
    await retype('Monthly Rent', '0');
    expect(screen.getByText(copy.noRent)).toBeVisible();
    await retype('Monthly Rent', '3500');
    expect(screen.queryByText(copy.noLoan)).toBeNull();
    await retype('Down payment in dollars', '900000');
    expect(row('Loan amount')).toBe('$0');
    expect(
      screen.getByText(
        'Your down payment covers the price, so there is no loan: the ratio counts only the tax, insurance and HOA.',
      ),
    ).toBeVisible();
    await retype('Purchase Price', '0');
    expect(screen.getByText(copy.noPrice)).toBeVisible();
    expect(screen.queryByText(copy.noLoan)).toBeNull();
    await retype('Interest Rate', 'abc');
    expect(container.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('reads its scenario and sends it as an investment purchase', async () => {
    const onSendScenario = jest.fn();
    renderTool({ query: '?rent=4200&price=520000&downpct=20', onSendScenario });
    await waitFor(
      () => expect(screen.getByRole('textbox', { name: 'Down payment in dollars' })).toHaveValue('104000'),
      {
        timeout: 5000,
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send This Scenario to a Loan Officer' }));
    await waitFor(() => expect(onSendScenario).toHaveBeenCalled(), { timeout: 5000 });
    expect(onSendScenario).toHaveBeenCalledWith(
      expect.objectContaining({
        tool: 'dscr',
        query: 'rent=4200&price=520000&downpct=20&rate=7.5&term=30&tax=9000&ins=4500&hoa=0',
        prefill: { propertyValue: 520000, downPayment: 104000, loanPurpose: 'investment', propertyType: 'investment' },
      }),
    );
  });

  it('renders in Spanish', () => {
    render(<DscrCalculator language="es" copy={uiCopy.es.dscr} applyHref="https://apply.example.com/" />);
    expect(screen.getByRole('textbox', { name: 'Alquiler mensual' })).toBeVisible();
    expect(screen.getByText('Alquiler necesario para 1.25')).toBeVisible();
  });

  it('has no axe violations', async () => {
    const { container } = renderTool({ onSendScenario: jest.fn() });
    expect(await axe(container)).toHaveNoViolations();
  });
});
