import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { uiCopy } from '../../copy';
import { sampleContent } from '../../fixtures/content';
import { ANNOUNCE_DELAY_MS, Calculator, type CalculatorProps } from './Calculator';

const copy = uiCopy.en.calculator;

const renderCalculator = (props: Partial<CalculatorProps> = {}) =>
  render(
    <Calculator
      language="en"
      copy={copy}
      applyHref="https://apply.example.com/"
      explanations={{ heading: 'What Makes Up Your Payment', items: sampleContent.en.explanations }}
      {...props}
    />,
  );

/** The amount shown in the breakdown row labelled `label`, or null when the row is absent. */
const row = (label: string) => {
  const term = screen.queryByText(label, { selector: 'dt' });
  return term ? (term.nextElementSibling?.textContent ?? '') : null;
};

describe('Calculator', () => {
  it('starts from the default inputs and shows the monthly breakdown in whole dollars', () => {
    renderCalculator();
    expect(screen.getByRole('textbox', { name: 'Home Price' })).toHaveValue('500000');
    expect(screen.getByRole('textbox', { name: 'Down Payment' })).toHaveValue('100000');
    expect(screen.getByRole('slider', { name: 'Loan Term' })).toHaveValue('30');
    expect(screen.getByRole('slider', { name: 'Interest Rate' })).toHaveValue('6.5');
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

    await userEvent.clear(screen.getByRole('textbox', { name: 'PMI (per year)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'PMI (per year)' }), '1200');
    await userEvent.clear(screen.getByRole('textbox', { name: 'HOA Fees (per month)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'HOA Fees (per month)' }), '350');
    expect(row('PMI')).toBe('$100');
    expect(row('HOA Fees')).toBe('$350');
    expect(row('Total Monthly Payment')).toBe('$3,645');
  });

  it('recomputes on every change, reading empty or non-numeric text as 0', async () => {
    const onCalculate = jest.fn();
    renderCalculator({ onCalculate });
    const price = screen.getByRole('textbox', { name: 'Home Price' });
    await userEvent.clear(price);
    expect(row('Principal & Interest')).toBe('$0');
    await userEvent.type(price, 'abc');
    expect(row('Total Monthly Payment')).toBe('$667');
    await userEvent.clear(price);
    await userEvent.type(price, '$600,000');
    expect(screen.getByText(copy.loanAmount, { exact: false })).toHaveTextContent('$500,000');
    expect(onCalculate).toHaveBeenLastCalledWith(
      expect.objectContaining({ homePrice: 600000, downPayment: 100000 }),
      expect.objectContaining({ loanAmount: 500000 }),
    );
  });

  it('shows no principal and interest when the down payment covers the price', async () => {
    renderCalculator();
    const down = screen.getByRole('textbox', { name: 'Down Payment' });
    await userEvent.clear(down);
    await userEvent.type(down, '650000');
    expect(row('Principal & Interest')).toBe('$0');
    expect(screen.getByText(copy.loanAmount, { exact: false })).toHaveTextContent('$0');
  });

  it('keeps each slider and its number field in step within 15-30 years and 3-10%', async () => {
    renderCalculator();
    const termSlider = screen.getByRole('slider', { name: 'Loan Term' });
    const termField = screen.getByRole('spinbutton', { name: 'Loan term in years' });
    expect(termSlider).toHaveAttribute('min', '15');
    expect(termSlider).toHaveAttribute('max', '30');
    expect(termSlider).toHaveAttribute('step', '1');
    fireEvent.change(termSlider, { target: { value: '15' } });
    expect(termField).toHaveValue(15);
    expect(termSlider).toHaveAttribute('aria-valuetext', '15 years');

    const rateSlider = screen.getByRole('slider', { name: 'Interest Rate' });
    const rateField = screen.getByRole('spinbutton', { name: 'Interest rate in percent' });
    expect(rateSlider).toHaveAttribute('min', '3');
    expect(rateSlider).toHaveAttribute('max', '10');
    expect(rateSlider).toHaveAttribute('step', '0.1');
    await userEvent.clear(rateField);
    await userEvent.type(rateField, '7.2');
    expect(rateSlider).toHaveValue('7.2');
    expect(row('Principal & Interest')).toBe('$3,640');

    await userEvent.clear(rateField);
    await userEvent.type(rateField, '12');
    await userEvent.tab();
    expect(rateField).toHaveValue(10);
  });

  it('announces the new total politely once typing pauses', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderCalculator();
      const status = screen.getByRole('status');
      expect(status).toHaveAttribute('aria-live', 'polite');
      expect(status).toHaveTextContent('');
      const hoa = screen.getByRole('textbox', { name: 'HOA Fees (per month)' });
      await user.clear(hoa);
      await user.type(hoa, '100');
      expect(status).toHaveTextContent('');
      act(() => {
        jest.advanceTimersByTime(ANNOUNCE_DELAY_MS);
      });
      expect(status).toHaveTextContent('Estimated total monthly payment: $3,295');
    } finally {
      jest.useRealTimers();
    }
  });

  it('links to the application portal in a new tab and shows the four explanations', () => {
    renderCalculator();
    const apply = screen.getByRole('link', { name: 'Apply Now' });
    expect(apply).toHaveAttribute('target', '_blank');
    expect(apply).toHaveAttribute('rel', 'noopener noreferrer');
    const explanations = screen.getByRole('region', { name: 'What Makes Up Your Payment' });
    expect(within(explanations).getAllByRole('article')).toHaveLength(4);
  });

  it('renders Spanish labels and amounts', () => {
    render(<Calculator language="es" copy={uiCopy.es.calculator} applyHref="https://apply.example.com/" />);
    expect(screen.getByRole('textbox', { name: 'Precio de la vivienda' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aplicar Ahora' })).toBeInTheDocument();
    expect(row('Pago mensual total')).toMatch(/3,195/);
  });

  it('has no axe violations', async () => {
    const { container } = renderCalculator({ initialInputs: { pmi: 1200, hoa: 250 } });
    expect(await axe(container)).toHaveNoViolations();
  });
});
