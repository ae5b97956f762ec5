import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { affordabilityRange } from '@broker/core';
import { uiCopy } from '../../copy';
import { sampleFigures } from '../../fixtures/sample';
import { AffordabilityCalculator, type AffordabilityCalculatorProps } from '.';

const copy = uiCopy.en.affordability;
const figures = { ...sampleFigures, rate: 6.5 };
const base = {
  annualIncome: 100000,
  monthlyDebts: 500,
  downPayment: 40000,
  interestRate: 6.5,
  loanTerm: 30,
  propertyTaxRate: 2,
  homeInsurance: 4000,
  hoa: 0,
  pmiRate: 0.6,
};
const usd = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;

const renderTool = (props: Partial<AffordabilityCalculatorProps> = {}) =>
  render(
    <AffordabilityCalculator
      language="en"
      copy={copy}
      applyHref="https://apply.example.com/"
      figures={figures}
      {...props}
    />,
  );
const level = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;
const retype = async (name: string, text: string) => {
  const box = screen.getByRole('textbox', { name });
  await userEvent.clear(box);
  if (text) await userEvent.paste(text);
};

// Interaction tests: each types into several fields, which takes a while on a busy machine.
jest.setTimeout(20_000);

describe('AffordabilityCalculator', () => {
  it('shows the price at 28/36, 43% and 50% of income, with the loan and payment of each', () => {
    renderTool();
    const [comfortable, qualified, maximum] = affordabilityRange(base);
    expect(level('Comfortable: the 28/36 rule')).toHaveTextContent(usd(comfortable!.maxHomePrice));
    expect(level('Comfortable: the 28/36 rule')).toHaveTextContent(usd(comfortable!.loanAmount));
    expect(level('Stretch: 43% debt-to-income')).toHaveTextContent(usd(qualified!.maxHomePrice));
    expect(level('Maximum: 50% debt-to-income')).toHaveTextContent(usd(maximum!.maxHomePrice));
    expect(comfortable!.maxHomePrice).toBeLessThan(qualified!.maxHomePrice);
    expect(
      screen.getByText(/At the comfortable level, \$2,333 a month goes to housing \(28% of your gross monthly income/),
    ).toBeVisible();
    expect(screen.getByText(/PMI of about 0\.6% of the loan a year is included/)).toBeVisible();
  });

  it('explains when other debts set the budget, and when they leave nothing', async () => {
    renderTool();
    await retype('Monthly Debt Payments', '1500');
    expect(screen.getByText(/Your other debts set this budget/)).toBeVisible();
    await retype('Monthly Debt Payments', '4000');
    expect(screen.getByText(/already take 36% or more of your income/)).toBeVisible();
    expect(level('Comfortable: the 28/36 rule')).toHaveTextContent('$0');
  });

  it('handles an empty income, letters and a huge number without NaN', async () => {
    const { container } = renderTool();
    await retype('Annual Income (before taxes)', '');
    expect(screen.getByText('This field is empty: the estimate needs a value here.')).toBeVisible();
    expect(
      screen.getByText('To see the estimate, enter a valid value for Annual Income (before taxes).'),
    ).toBeVisible();
    expect(container.querySelector('ol')).toBeNull();
    await retype('Annual Income (before taxes)', '0');
    expect(screen.getByText(copy.noIncome)).toBeVisible();
    await retype('Down Payment', 'lots');
    expect(screen.getByRole('textbox', { name: 'Down Payment' })).toHaveAttribute('aria-invalid', 'true');
    await retype('Annual Income (before taxes)', '9999999999999');
    expect(screen.getByText(/The most this calculator uses here is \$1,000,000,000/)).toBeVisible();
    await retype('Interest Rate', '0');
    expect(container.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('reads and writes its scenario, and sends it with the comfortable price', async () => {
    const onQueryChange = jest.fn();
    const onSendScenario = jest.fn();
    renderTool({ query: '?income=150000&debts=800&down=90000', onQueryChange, onSendScenario });
    await waitFor(
      () => expect(screen.getByRole('textbox', { name: 'Annual Income (before taxes)' })).toHaveValue('150000'),
      { timeout: 5000 },
    );
    await retype('HOA Fees (per month)', '250');
    await waitFor(() => expect(onQueryChange).toHaveBeenCalled(), { timeout: 5000 });
    expect(onQueryChange).toHaveBeenLastCalledWith(
      'income=150000&debts=800&down=90000&rate=6.5&term=30&taxpct=2&ins=4000&hoa=250',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send This Scenario to a Loan Officer' }));
    const [comfortable] = affordabilityRange({
      ...base,
      annualIncome: 150000,
      monthlyDebts: 800,
      downPayment: 90000,
      hoa: 250,
    });
    await waitFor(() => expect(onSendScenario).toHaveBeenCalled(), { timeout: 5000 });
    expect(onSendScenario).toHaveBeenCalledWith(
      expect.objectContaining({
        tool: 'affordability',
        results: expect.objectContaining({ comfortablePrice: comfortable!.maxHomePrice }),
        prefill: { propertyValue: comfortable!.maxHomePrice, downPayment: 90000, loanPurpose: 'purchase' },
      }),
    );
  });

  it('renders in Spanish', () => {
    render(
      <AffordabilityCalculator language="es" copy={uiCopy.es.affordability} applyHref="https://apply.example.com/" />,
    );
    expect(screen.getByRole('heading', { name: 'Cómodo: la regla 28/36' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Ingreso anual (antes de impuestos)' })).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Cuánta casa puede comprar' })).getAllByRole('listitem'),
    ).toHaveLength(3);
  });

  it('has no axe violations', async () => {
    const { container } = renderTool({ onSendScenario: jest.fn() });
    expect(await axe(container)).toHaveNoViolations();
  });
});
