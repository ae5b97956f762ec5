import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { uiCopy } from '../../copy';
import { sampleRateExamples } from '../../fixtures/rateExamples';
import { RateExample, describePayments, dollars, dollarsAndCents, percent } from './RateExample';

const en = uiCopy.en.rateExample;
const es = uiCopy.es.rateExample;

function rowOf(name: string) {
  return screen.getByRole('row', { name: new RegExp(`^${name}`) });
}

describe('RateExample', () => {
  it('shows the assumptions, the APR and the payments of one loan, with the disclosures', () => {
    render(<RateExample {...sampleRateExamples.foreignNationalBrickell!.en} copy={en} />);
    const table = screen.getByRole('table', { name: 'Worked example: a $600,000 Brickell condo bought from abroad' });
    expect(within(table).getByRole('rowheader', { name: 'Annual percentage rate (APR)' })).toBeInTheDocument();
    expect(rowOf('Home price')).toHaveTextContent('$600,000');
    expect(rowOf('Down payment')).toHaveTextContent('$180,000 (30%)');
    expect(rowOf('Loan amount')).toHaveTextContent('$420,000.00');
    expect(rowOf('Term')).toHaveTextContent('30 years, fixed rate');
    expect(rowOf('Interest rate')).toHaveTextContent('7.75%');
    expect(rowOf('Points')).toHaveTextContent('1 ($4,200)');
    expect(rowOf('Credit score assumed')).toHaveTextContent('No US score');
    expect(rowOf('Annual percentage rate')).toHaveTextContent('7.905%');
    expect(rowOf('Monthly principal and interest')).toHaveTextContent('$3,008.93');
    expect(rowOf('Payments')).toHaveTextContent('359 payments of $3,008.93 and 1 of $3,011.20');
    expect(rowOf('Estimated monthly housing payment')).toHaveTextContent('$5,008.93');
    expect(
      screen.getByText(/our rate sheet of November 2026 comes with its points and lender fees/),
    ).toBeInTheDocument();
    expect(screen.getByText(/actual payment obligation will be greater/)).toBeInTheDocument();
    expect(screen.getByText(/international credit references instead of a US credit score/)).toBeInTheDocument();
    expect(screen.queryByRole('columnheader')).not.toBeInTheDocument();
  });

  it('compares loans in columns, each headed by its label', () => {
    render(<RateExample {...sampleRateExamples.jumboCoralGables!.en} copy={en} />);
    expect(screen.getByRole('columnheader', { name: '30-year fixed' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '15-year fixed' })).toBeInTheDocument();
    const apr = within(rowOf('Annual percentage rate')).getAllByRole('cell');
    expect(apr.map((cell) => cell.textContent)).toEqual(['6.516%', '5.901%']);
    expect(within(rowOf('Term')).getAllByRole('cell')[1]).toHaveTextContent('15 years, fixed rate');
  });

  it('shows mortgage insurance and says how it is charged', () => {
    render(<RateExample {...sampleRateExamples.standardPrograms!.en} copy={en} />);
    expect(
      within(rowOf('Mortgage insurance'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$194.00', '$179.01']);
    expect(rowOf('Upfront premium')).toHaveTextContent('$6,755.00');
    const payments = within(rowOf('Payments')).getAllByRole('cell');
    expect(payments[0]).toHaveTextContent('141 payments of $2,582.98, 218 of $2,388.98 and 1 of $2,391.77');
    expect(payments[1]).toHaveTextContent(/^360 monthly payments, from \$2,533.77 down to \$2,366.45/);
    expect(
      screen.getByText(/0.6% of the loan amount a year, until the balance is scheduled to reach 78%/),
    ).toBeInTheDocument();
    expect(screen.getByText(/0.55% of the average balance, for the life of the loan/)).toBeInTheDocument();
  });

  it('spells out an interest-only loan and its last payment', () => {
    render(<RateExample {...sampleRateExamples.fixFlipNorthMiami!.en} copy={en} />);
    expect(rowOf('Term')).toHaveTextContent('6 months, interest only');
    expect(rowOf('Monthly interest payment')).toHaveTextContent('$3,850.00');
    expect(rowOf('Renovation budget')).toHaveTextContent('$80,000');
    expect(rowOf('Payments')).toHaveTextContent('5 payments of $3,850.00 and 1 of $443,850.00');
  });

  it('speaks Spanish with the Spanish copy', () => {
    render(<RateExample {...sampleRateExamples.foreignNationalBrickell!.es} copy={es} />);
    expect(rowOf('Tasa de porcentaje anual')).toHaveTextContent('7.905%');
    expect(rowOf('Pagos')).toHaveTextContent('359 pagos de $3,008.93 y 1 de $3,011.20');
    expect(screen.getByText(/hoja de tasas de noviembre de 2026 va con sus puntos/)).toBeInTheDocument();
  });

  it('lets keyboard users reach the scrollable table, and has no axe violations', async () => {
    const { container } = render(
      <main>
        <RateExample {...sampleRateExamples.standardPrograms!.es} copy={es} />
      </main>,
    );
    const region = screen.getByRole('region', { name: 'Ejemplo: una casa de $400,000 con un pago inicial pequeño' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('RateExample formatting', () => {
  it('writes money and percentages as the site does', () => {
    expect(dollars(1500000)).toBe('$1,500,000');
    expect(dollarsAndCents(443850)).toBe('$443,850.00');
    expect(dollarsAndCents(2388.985)).toBe('$2,388.99');
    expect(percent(6.5)).toBe('6.5%');
    expect(percent(5.875)).toBe('5.875%');
    expect(percent(100 / 3, 1)).toBe('33.3%');
  });

  it('describes payment runs in words', () => {
    expect(describePayments([{ count: 360, amount: 1000 }], en)).toBe('360 payments of $1,000.00');
    expect(
      describePayments(
        [
          { count: 12, amount: 1100 },
          { count: 12, amount: 1090 },
          { count: 12, amount: 1080 },
          { count: 12, amount: 1070 },
        ],
        en,
      ),
    ).toBe('48 monthly payments, from $1,100.00 down to $1,070.00 as the mortgage insurance falls with the balance');
  });
});
