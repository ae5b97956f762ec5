import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { uiCopy } from '../../copy';
import { AssetIncomeCalculator, type AssetIncomeCalculatorProps } from '.';

const copy = uiCopy.en.assetIncome;
const renderTool = (props: Partial<AssetIncomeCalculatorProps> = {}) =>
  render(<AssetIncomeCalculator language="en" copy={copy} applyHref="https://apply.example.com/" {...props} />);
const row = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
const retype = async (name: string, text: string) => {
  await userEvent.clear(screen.getByRole('textbox', { name }));
  if (text) await userEvent.paste(text);
};

// Interaction tests: each types into several fields, which takes a while on a busy machine.
jest.setTimeout(20_000);

describe('AssetIncomeCalculator', () => {
  it('starts from the asset-based article’s example: $10,278 from assets plus $3,200 is $13,478 at the low end', () => {
    renderTool();
    expect(row('Total assets')).toBe('$5,500,000');
    // Low end: 1,000,000 + 70% of 3,000,000 + 60% of 1,500,000 − 300,000; high end: 80% and 70%.
    expect(row('Eligible assets after closing')).toBe('$3,700,000 to $4,150,000');
    expect(row('Qualifying Monthly Income')).toBe('$13,478 to $14,728');
    expect(screen.getByText(/\$3,700,000 ÷ 360 = \$10,278 a month at the low end/)).toBeVisible();
    const table = screen.getByRole('table', { name: 'What counts from each kind of asset' });
    expect(within(table).getByRole('rowheader', { name: 'Investments' }).parentElement).toHaveTextContent(
      '$3,000,000$2,100,000 to $2,400,000',
    );
    expect(screen.getByText(/Usually counted at 60% to 70%/)).toBeVisible();
  });

  it('follows the article’s other example: 2,000,000 of cash over 360 months is $5,556', async () => {
    renderTool();
    for (const name of [
      'Investments',
      'Retirement Accounts',
      'Money for the Down Payment and Closing',
      'Other Monthly Income',
    ])
      await retype(name, '0');
    await retype('Cash', '2000000');
    expect(row('Qualifying Monthly Income')).toBe('$5,556');
  });

  it('handles empty balances, a zero term and letters without NaN', async () => {
    const { container } = renderTool();
    for (const name of ['Cash', 'Investments', 'Retirement Accounts']) await retype(name, '');
    expect(screen.getByText(copy.noAssets)).toBeVisible();
    await retype('Loan Term', '0');
    // Refused, not read as the shortest term.
    expect(screen.getByText('Enter a term from 10 years to 30 years.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Loan Term' })).toHaveValue('0');
    await retype('Business Cash', 'many');
    expect(container.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('reads its scenario and sends it', async () => {
    const onSendScenario = jest.fn();
    renderTool({ query: '?cash=800000&invest=0&retire=0&close=0&other=0&term=20', onSendScenario });
    await waitFor(() => expect(row('Qualifying Monthly Income')).toBe('$3,333'), { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Send This Scenario to a Loan Officer' }));
    await waitFor(() => expect(onSendScenario).toHaveBeenCalled(), { timeout: 5000 });
    expect(onSendScenario).toHaveBeenCalledWith(
      expect.objectContaining({
        tool: 'assetIncome',
        results: expect.objectContaining({ incomeLow: 3333.33, incomeHigh: 3333.33 }),
        prefill: { loanPurpose: 'purchase' },
      }),
    );
  });

  it('renders in Spanish', () => {
    render(<AssetIncomeCalculator language="es" copy={uiCopy.es.assetIncome} applyHref="https://apply.example.com/" />);
    expect(screen.getByRole('textbox', { name: 'Cuentas de retiro' })).toBeVisible();
    expect(screen.getByText('Ingreso mensual calificable', { selector: 'dt' })).toBeVisible();
  });

  it('has no axe violations', async () => {
    const { container } = renderTool({ onSendScenario: jest.fn() });
    expect(await axe(container)).toHaveNoViolations();
  });
});
