import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { calculateMortgage, readScenario, SCENARIO_SPECS } from '@broker/core';
import { uiCopy } from '../../copy';
import { sampleFigures } from '../../fixtures/sample';
import { QuickEstimate, type QuickEstimateProps } from '.';

const copy = {
  heading: 'Estimate Your Payment',
  assumptions: 'Home insurance is counted at {{insurance}} a year.',
  openCalculator: 'Open this estimate in the full calculator',
};
const note = 'This calculator gives an estimate for illustration only.';

const renderEstimate = (props: Partial<QuickEstimateProps> = {}) =>
  render(
    <QuickEstimate
      language="en"
      copy={copy}
      calculator={uiCopy.en.calculator}
      figures={sampleFigures}
      note={note}
      calculatorHref="/calculator"
      {...props}
    />,
  );

const row = (label: string) => screen.queryByText(label, { selector: 'dt' })?.nextElementSibling?.textContent ?? null;
const box = (name: string) => screen.getByRole('textbox', { name });
const retype = async (name: string, text: string) => {
  await userEvent.clear(box(name));
  if (text) await userEvent.type(box(name), text);
};

jest.setTimeout(20_000);

describe('QuickEstimate', () => {
  it("works the payment out with core's calculator and the full calculator's assumptions", () => {
    renderEstimate();
    const expected = calculateMortgage({
      homePrice: 500000,
      downPayment: 100000,
      loanTerm: 30,
      interestRate: 6.5,
      propertyTax: 10000,
      homeInsurance: 2000,
      pmi: 0,
      hoa: 0,
    });
    expect(row('Principal & Interest')).toBe('$2,528');
    expect(row('Property Tax')).toBe('$833');
    expect(row('Total Monthly Payment')).toBe(`$${Math.round(expected.totalPayment).toLocaleString('en-US')}`);
    expect(
      screen.getByText(/about 2% of the price a year for a new owner \(2025 tax rates\).*counted at \$2,000 a year/),
    ).toBeVisible();
  });

  it("shows the calculator's disclaimer and the page's note", () => {
    renderEstimate();
    expect(screen.getByText(uiCopy.en.calculator.tool.disclaimer)).toBeVisible();
    expect(screen.getByText(note)).toBeVisible();
  });

  it('adds the estimated PMI below 20% down, named as an estimate', async () => {
    renderEstimate();
    expect(row('PMI (estimate, about 0.6% a year)')).toBeNull();
    await retype('Down Payment', '50000');
    expect(row('PMI (estimate, about 0.6% a year)')).toBe('$225');
  });

  it('hands the scenario to the full calculator in its address', async () => {
    renderEstimate();
    await retype('Home Price', '650000');
    await retype('Down Payment', '130000');
    await retype('Interest Rate', '7.25');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Loan Term' }), '15 years');
    const link = screen.getByRole('link', { name: copy.openCalculator });
    const [path, query = ''] = (link.getAttribute('href') ?? '').split('?');
    expect(path).toBe('/calculator');
    expect(readScenario(SCENARIO_SPECS.payment, query)).toEqual({
      price: 650000,
      down: 130000,
      term: 15,
      rate: 7.25,
      taxpct: 2,
    });
  });

  it('asks for a price instead of showing a payment without one, in the field and the result', async () => {
    renderEstimate();
    await retype('Home Price', '');
    expect(box('Home Price')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('To see the estimate, enter a valid value for Home Price.')).toBeVisible();
    expect(row('Total Monthly Payment')).toBeNull();
  });

  it('reads in Spanish on a Spanish page', () => {
    renderEstimate({ language: 'es', calculator: uiCopy.es.calculator });
    expect(screen.getByRole('combobox', { name: uiCopy.es.calculator.loanTerm })).toHaveDisplayValue('30 años');
    expect(screen.getByText(uiCopy.es.calculator.total, { selector: 'dt' })).toBeVisible();
  });

  it('has no accessibility violations', async () => {
    const { container } = renderEstimate();
    expect(await axe(container)).toHaveNoViolations();
  });
});
