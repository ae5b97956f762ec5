import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { amortizationSchedule, extraPaymentSavings, monthlyPayment } from '@broker/core';
import { uiCopy } from '../../copy';
import { sampleContent } from '../../fixtures/content';
import { sampleFigures } from '../../fixtures/sample';
import { ANNOUNCE_DELAY_MS, Calculator, type CalculatorProps } from '.';

const copy = uiCopy.en.calculator;

const renderCalculator = (props: Partial<CalculatorProps> = {}) =>
  render(
    <Calculator
      language="en"
      copy={copy}
      applyHref="https://apply.example.com/"
      explanations={{ heading: 'What Makes Up Your Payment', items: sampleContent.en.explanations }}
      figures={sampleFigures}
      firstPayment={{ year: 2027, month: 1 }}
      {...props}
    />,
  );

/** The amount shown in the breakdown row labelled `label`, or null when the row is absent. */
const row = (label: string) => {
  const term = screen.queryByText(label, { selector: 'dt' });
  return term ? (term.nextElementSibling?.textContent ?? '') : null;
};
const box = (name: string) => screen.getByRole('textbox', { name });
const retype = async (name: string, text: string) => {
  await userEvent.clear(box(name));
  if (text) await userEvent.paste(text);
};

// Interaction tests: each types into several fields, which takes a while on a busy machine.
jest.setTimeout(20_000);

describe('Calculator', () => {
  it('starts from the default inputs and shows the monthly breakdown in whole dollars', () => {
    renderCalculator();
    expect(box('Home Price')).toHaveValue('500000');
    expect(box('Down payment in dollars')).toHaveValue('100000');
    expect(box('Down payment as a percent of the price')).toHaveValue('20');
    expect(screen.getByRole('slider', { name: 'Loan Term' })).toHaveValue('30');
    expect(screen.getByRole('slider', { name: 'Interest Rate' })).toHaveValue('6.5');
    expect(box('Property tax as a percent of the price')).toHaveValue('1.2');
    expect(screen.getByText(copy.loanAmount, { exact: false })).toHaveTextContent('$400,000');
    expect(row('Principal & Interest')).toBe('$2,528');
    expect(row('Property Tax')).toBe('$500');
    expect(row('Home Insurance')).toBe('$167');
    expect(row('Total Monthly Payment')).toBe('$3,195');
  });

  it('shows the PMI and HOA rows only when above 0, and adds HOA as a monthly amount', async () => {
    renderCalculator();
    expect(row('PMI')).toBeNull();
    expect(row('HOA Fees')).toBeNull();
    await retype('PMI (per year)', '1200');
    await retype('HOA Fees (per month)', '350');
    expect(row('PMI')).toBe('$100');
    expect(row('HOA Fees')).toBe('$350');
    expect(row('Total Monthly Payment')).toBe('$3,645');
    expect(screen.getByText(copy.pmiNotNeeded)).toBeInTheDocument();
  });

  it('keeps the down payment in dollars and in percent in step, led by the box typed in', async () => {
    renderCalculator();
    await retype('Down payment as a percent of the price', '10');
    expect(box('Down payment in dollars')).toHaveValue('50000');
    expect(screen.getByText(copy.loanAmount, { exact: false })).toHaveTextContent('$450,000');
    // The percent leads now: a new price keeps 10%.
    await retype('Home Price', '600000');
    expect(box('Down payment in dollars')).toHaveValue('60000');
    await retype('Down payment in dollars', '90000');
    await retype('Home Price', '450000');
    expect(box('Down payment as a percent of the price')).toHaveValue('20');
    expect(box('Down payment in dollars')).toHaveValue('90000');
  });

  it('takes the property tax as a percent of the price, with the county hint', async () => {
    renderCalculator();
    expect(
      screen.getByText(/Miami-Dade: about 2% of the price a year for a new owner \(2025 tax rates\)/),
    ).toBeVisible();
    await retype('Property tax as a percent of the price', '2');
    expect(box('Property tax in dollars per year')).toHaveValue('10000');
    expect(row('Property Tax')).toBe('$833');
  });

  it('keeps each slider and its box in step: whole years, and rates in eighths of a point', async () => {
    renderCalculator();
    const termSlider = screen.getByRole('slider', { name: 'Loan Term' });
    expect(termSlider).toHaveAttribute('min', '15');
    expect(termSlider).toHaveAttribute('max', '30');
    fireEvent.change(termSlider, { target: { value: '15' } });
    expect(box('Loan term in years')).toHaveValue('15');
    expect(termSlider).toHaveAttribute('aria-valuetext', '15 years');

    await retype('Loan term in years', '22.5');
    expect(screen.getByText('Whole numbers only here, so it uses 23 years.')).toBeVisible();
    expect(termSlider).toHaveValue('23');
    await userEvent.tab();
    expect(box('Loan term in years')).toHaveValue('23');
    expect(screen.queryByText(/Whole numbers only/)).toBeNull();

    // A term below the range is refused, never replaced by 15 years.
    for (const text of ['0', '', '-5', 'abc', '10']) {
      await retype('Loan term in years', text);
      await userEvent.tab();
      expect(box('Loan term in years')).toHaveValue(text);
      expect(screen.getByText('Enter a term from 15 years to 30 years.')).toBeVisible();
      expect(screen.getByText(copy.noTerm, { selector: 'p' })).toBeVisible();
      expect(row('Principal & Interest')).toBeNull();
      expect(row('Total Monthly Payment')).toBeNull();
    }
    await retype('Loan term in years', '23');
    expect(screen.queryByText(copy.noTerm, { selector: 'p' })).toBeNull();
    expect(row('Principal & Interest')).not.toBeNull();

    const rateSlider = screen.getByRole('slider', { name: 'Interest Rate' });
    await retype('Interest rate in percent', '7.25');
    expect(rateSlider).toHaveValue('7.25');
    expect(rateSlider).toHaveAttribute('aria-valuetext', '7.25%');
    // A keyboard step nudges the thumb; the rate moves to the next eighth in that direction.
    fireEvent.change(rateSlider, { target: { value: '7.251' } });
    expect(box('Interest rate in percent')).toHaveValue('7.375');
    fireEvent.change(rateSlider, { target: { value: '7.374' } });
    expect(box('Interest rate in percent')).toHaveValue('7.25');
    await retype('Interest rate in percent', '7.3');
    expect(rateSlider).toHaveValue('7.3');
    expect(row('Principal & Interest')).toBe(`$${Math.round(monthlyPayment(400000, 7.3, 23)).toLocaleString('en-US')}`);
  });

  it('rests the term slider at its minimum while the box holds a refused term, and a key on it puts a valid term back', async () => {
    renderCalculator();
    const termSlider = screen.getByRole('slider', { name: 'Loan Term' });
    await retype('Loan term in years', '0');
    expect(termSlider).toHaveValue('15');
    expect(termSlider).toHaveAttribute('aria-valuetext', '15 years');
    // Home leaves the thumb where it is (no change event): the box still takes the value shown.
    fireEvent.keyDown(termSlider, { key: 'Home' });
    expect(box('Loan term in years')).toHaveValue('15');
    expect(box('Loan term in years')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(copy.noTerm, { selector: 'p' })).toBeNull();
    expect(row('Total Monthly Payment')).not.toBeNull();
    // With a valid term in the box, keys leave the box to the slider's own change.
    fireEvent.keyDown(termSlider, { key: 'End' });
    expect(box('Loan term in years')).toHaveValue('15');
    // Letters too: the first key on the slider adopts the minimum, then the thumb moves from there.
    await retype('Loan term in years', 'abc');
    fireEvent.keyDown(termSlider, { key: 'ArrowRight' });
    fireEvent.change(termSlider, { target: { value: '16' } });
    expect(box('Loan term in years')).toHaveValue('16');
    // A key that does not move a slider changes nothing.
    await retype('Loan term in years', '0');
    fireEvent.keyDown(termSlider, { key: 'a' });
    expect(box('Loan term in years')).toHaveValue('0');
  });

  it('says what is wrong with a field and never shows NaN or Infinity', async () => {
    const { container } = renderCalculator();
    await retype('Home Price', 'abc');
    expect(screen.getByText('Enter a number using digits, such as 250000. Until then this counts as 0.')).toBeVisible();
    expect(box('Home Price')).toHaveAttribute('aria-invalid', 'true');
    // No figures from a price that is not there: the results ask for one.
    expect(screen.getByText('To see the estimate, enter a valid value for Home Price.')).toBeVisible();
    expect(row('Total Monthly Payment')).toBeNull();
    await retype('Home Price', '0');
    expect(screen.getByText(copy.noPrice)).toBeVisible();
    await retype('Home Price', '');
    expect(screen.getByText('This field is empty: the estimate needs a value here.')).toBeVisible();
    await retype('Home Price', '-300000');
    expect(screen.getByText('Amounts can’t be negative, so this counts as 0.')).toBeVisible();
    await retype('Home Price', '99999999999999');
    expect(
      screen.getByText('The most this calculator uses here is $1,000,000,000, so it uses $1,000,000,000.'),
    ).toBeVisible();
    await retype('Interest rate in percent', '0');
    expect(screen.getByText(copy.zeroRate)).toBeVisible();
    expect(row('Principal & Interest')).toBe(
      `$${Math.round(monthlyPayment(999_900_000, 0, 30)).toLocaleString('en-US')}`,
    );
    await retype('Interest rate in percent', '40');
    expect(screen.getByText('The most this calculator uses here is 25%, so it uses 25%.')).toBeVisible();
    expect(container.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('shows no loan when the down payment covers the price', async () => {
    renderCalculator();
    await retype('Down payment in dollars', '650000');
    expect(row('Principal & Interest')).toBe('$0');
    expect(screen.getByText(copy.noLoan)).toBeVisible();
    expect(box('Down payment as a percent of the price')).toHaveValue('130');
  });

  it('includes the PMI estimate under 20% down until the visitor enters a figure, and shows when it ends', async () => {
    renderCalculator();
    await retype('Down payment as a percent of the price', '10');
    // 450,000 borrowed: 0.36%-0.84% a year is 135-315 a month; the middle, 0.6%, is in the total.
    expect(await screen.findByText(/Estimated PMI for this loan: \$135 to \$315 a month/)).toBeVisible();
    expect(box('PMI (per year)')).toHaveValue('2700');
    expect(row('PMI (estimate, about 0.6% a year)')).toBe('$225');
    expect(row('PMI')).toBeNull();
    expect(row('Total Monthly Payment')).toBe('$3,736');
    // A lower down payment moves the estimate with the loan.
    await retype('Down payment as a percent of the price', '5');
    expect(box('PMI (per year)')).toHaveValue('2850');
    expect(row('PMI (estimate, about 0.6% a year)')).toBe('$238');

    // The visitor's own figure, or 0, replaces it; the estimate can be put back.
    await retype('PMI (per year)', '1800');
    expect(row('PMI')).toBe('$150');
    expect(row('PMI (estimate, about 0.6% a year)')).toBeNull();
    await retype('PMI (per year)', '0');
    expect(row('PMI')).toBeNull();
    expect(row('PMI (estimate, about 0.6% a year)')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Use the middle of the estimate ($2,850 a year)' }));
    expect(row('PMI (estimate, about 0.6% a year)')).toBe('$238');
    await retype('Down payment as a percent of the price', '10');
    expect(row('PMI (estimate, about 0.6% a year)')).toBe('$225');
    const timeline = await screen.findByRole('heading', { name: 'When PMI Ends' });
    const panel = timeline.parentElement as HTMLElement;
    const balances = amortizationSchedule({ loanAmount: 450000, interestRate: 6.5, loanTerm: 30 }).map(
      (r) => r.balance,
    );
    const at80 = balances.findIndex((b) => b <= 400000) + 1;
    expect(within(panel).getByText('You can ask to cancel it (80% of the price)').nextElementSibling).toHaveTextContent(
      `payment ${at80}`,
    );
    expect(
      within(panel).getByText('It ends at the latest (midpoint of the term)').nextElementSibling,
    ).toHaveTextContent('payment 180, December 2041');
  });

  it('loads the schedule on request: totals, the extra-payment saving, the chart and a yearly or monthly table', async () => {
    renderCalculator();
    await userEvent.click(screen.getByRole('button', { name: 'Show the Schedule and Chart' }));
    const section = screen.getByRole('region', { name: 'Amortization Schedule' });
    await within(section).findByText('Total Interest');
    expect(row('Total Interest')).toBe('$510,180');
    expect(row('Last Payment')).toBe('December 2056');
    // The schedule is a result too: the disclaimer follows it.
    expect(within(section).getByText(copy.tool.disclaimer)).toBeVisible();
    expect(within(section).getByRole('img', { name: /Principal and interest paid each year/ })).toBeInTheDocument();
    expect(
      within(section).getByRole('table', { name: 'Amortization by year' }).querySelectorAll('tbody tr'),
    ).toHaveLength(30);

    await retype('Extra Payment Toward Principal (per month)', '200');
    const saving = extraPaymentSavings({ loanAmount: 400000, interestRate: 6.5, loanTerm: 30, extraPayment: 200 });
    expect(
      within(section).getByText(
        new RegExp(
          `^Paying \\$200 more a month pays the loan off .* sooner, in .*, and saves \\$${Math.round(saving.interestSaved).toLocaleString('en-US')} of interest\\.$`,
        ),
      ),
    ).toBeVisible();
    expect(row('Number of Payments')).toBe(String(saving.months));
    expect(within(section).getByText('Balance without the extra payment')).toBeVisible();

    await userEvent.click(within(section).getByRole('button', { name: 'Month' }));
    expect(within(section).getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
    const monthly = within(section).getByRole('table', { name: 'Amortization by month' });
    expect(monthly.querySelectorAll('tbody tr')).toHaveLength(saving.months);
    expect(within(monthly).getByRole('rowheader', { name: '1' }).parentElement).toHaveTextContent('Jan 2027');
  });

  it('applies a scenario from the address and reports each change as a query string', async () => {
    const onQueryChange = jest.fn();
    const { rerender } = renderCalculator({ onQueryChange });
    expect(onQueryChange).not.toHaveBeenCalled();
    rerender(
      <Calculator
        language="en"
        copy={copy}
        applyHref="https://apply.example.com/"
        figures={sampleFigures}
        firstPayment={{ year: 2027, month: 1 }}
        onQueryChange={onQueryChange}
        query="?price=650000&downpct=10&rate=6.875&taxpct=2&hoa=450&bogus=1"
      />,
    );
    await waitFor(() => expect(box('Home Price')).toHaveValue('650000'), { timeout: 5000 });
    expect(box('Down payment in dollars')).toHaveValue('65000');
    expect(box('Property tax in dollars per year')).toHaveValue('13000');
    expect(box('Interest rate in percent')).toHaveValue('6.875');
    expect(row('HOA Fees')).toBe('$450');
    await retype('HOA Fees (per month)', '500');
    await waitFor(() => expect(onQueryChange).toHaveBeenCalled(), { timeout: 5000 });
    expect(onQueryChange).toHaveBeenLastCalledWith(
      // The PMI holds the estimate, so the scenario leaves it for the calculator to estimate again.
      'price=650000&downpct=10&term=30&rate=6.875&taxpct=2&ins=2000&hoa=500',
    );
  });

  it('refuses a term of 0 from the address instead of opening at 15 years', async () => {
    render(
      <Calculator language="en" copy={copy} applyHref="https://apply.example.com/" query="?price=400000&term=0" />,
    );
    await waitFor(() => expect(box('Home Price')).toHaveValue('400000'), { timeout: 5000 });
    expect(box('Loan term in years')).toHaveValue('0');
    expect(screen.getByText('Enter a term from 15 years to 30 years.')).toBeVisible();
    expect(screen.getByText(copy.noTerm, { selector: 'p' })).toBeVisible();
  });

  it('sends the scenario with what the pre-qualification form can be filled with', async () => {
    const onSendScenario = jest.fn();
    renderCalculator({ onSendScenario });
    await retype('HOA Fees (per month)', '300');
    await userEvent.click(screen.getByRole('button', { name: 'Send This Scenario to a Loan Officer' }));
    await waitFor(() => expect(onSendScenario).toHaveBeenCalled(), { timeout: 5000 });
    expect(onSendScenario).toHaveBeenCalledWith({
      tool: 'payment',
      query: 'price=500000&down=100000&term=30&rate=6.5&tax=6000&ins=2000&hoa=300',
      inputs: expect.objectContaining({ homePrice: 500000, downPayment: 100000, hoa: 300, extraPayment: 0 }),
      results: expect.objectContaining({ loanAmount: 400000, principalInterest: 2528.27, totalPayment: 3494.94 }),
      prefill: { propertyValue: 500000, downPayment: 100000, loanPurpose: 'purchase' },
    });
    expect(screen.getByRole('button', { name: 'Send This Scenario to a Loan Officer' })).toHaveAccessibleDescription(
      copy.tool.sendScenarioHint,
    );
  });

  it('announces the new total politely once typing pauses', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderCalculator();
      const status = screen.getByRole('status');
      expect(status).toHaveAttribute('aria-live', 'polite');
      expect(status).toHaveTextContent('');
      await user.clear(box('HOA Fees (per month)'));
      await user.type(box('HOA Fees (per month)'), '100');
      expect(status).toHaveTextContent('');
      act(() => {
        jest.advanceTimersByTime(ANNOUNCE_DELAY_MS);
      });
      expect(status).toHaveTextContent('Estimated total monthly payment: $3,295');
    } finally {
      jest.useRealTimers();
    }
  });

  it('links to the application portal in a new tab, prints, and shows the disclaimer and explanations', () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderCalculator({ note: 'Flood insurance is not included.' });
    const apply = screen.getByRole('link', { name: 'Apply Now' });
    expect(apply).toHaveAttribute('target', '_blank');
    expect(apply).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(copy.tool.disclaimer)).toBeVisible();
    expect(screen.getByText('Flood insurance is not included.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Print This Summary' }));
    expect(print).toHaveBeenCalled();
    const explanations = screen.getByRole('region', { name: 'What Makes Up Your Payment' });
    expect(within(explanations).getAllByRole('article')).toHaveLength(4);
    print.mockRestore();
  });

  it('renders Spanish labels and amounts', () => {
    render(<Calculator language="es" copy={uiCopy.es.calculator} applyHref="https://apply.example.com/" />);
    expect(screen.getByRole('textbox', { name: 'Precio de la vivienda' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Pago inicial' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aplicar Ahora' })).toBeInTheDocument();
    expect(row('Pago mensual total')).toMatch(/3,195/);
  });

  it('has no axe violations, with the PMI timeline and the schedule shown', async () => {
    const { container } = renderCalculator({ initialInputs: { downPayment: 50000, pmi: 1800, hoa: 250 } });
    await screen.findByRole('heading', { name: 'When PMI Ends' });
    await userEvent.click(screen.getByRole('button', { name: 'Show the Schedule and Chart' }));
    await screen.findByText('Total Interest');
    expect(await axe(container)).toHaveNoViolations();
  });
});
