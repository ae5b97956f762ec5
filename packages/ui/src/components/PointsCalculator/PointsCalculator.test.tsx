import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { uiCopy } from '../../copy';
import { PointsCalculator, type PointsCalculatorProps } from '.';

const copy = uiCopy.en.points;
const renderTool = (props: Partial<PointsCalculatorProps> = {}) =>
  render(
    <PointsCalculator
      language="en"
      copy={copy}
      applyHref="https://apply.example.com/"
      figures={{ rate: 7 }}
      {...props}
    />,
  );
const row = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
const retype = async (name: string, text: string) => {
  await userEvent.clear(screen.getByRole('textbox', { name }));
  if (text) await userEvent.paste(text);
};

jest.setTimeout(20_000);

describe('PointsCalculator', () => {
  it('works the published 1.5-point example: $6,000 paid back after 46 months', async () => {
    renderTool();
    await retype(copy.points, '1.5');
    await retype(copy.rateWithPoints, '6.5');
    expect(row(copy.cost)).toBe('$6,000');
    expect(row(copy.payment)).toBe('$2,661APR 7.000% (points only)');
    expect(row(copy.paymentWithPoints)).toMatch(/^\$2,528APR 6\.6\d\d% \(points only\)$/);
    expect(row(copy.saving)).toBe('$133');
    expect(row(copy.breakEven)).toBe('46 months');
    expect(screen.getByText(/pay for themselves after 46 months, within the 7 years/)).toBeVisible();
  });

  it('shows a 2-1 and a 1-0 buydown by year with their funds, and the same cash kept off the loan', async () => {
    renderTool();
    await retype(copy.loan, '600000');
    const table = screen.getByRole('table', { name: copy.buydownCaption });
    const cells = (name: string) =>
      within(table).getByRole('rowheader', { name }).parentElement!.querySelectorAll('td');
    // Each cell: the payment, and under it the rate it is worked at.
    const figures = (name: string) =>
      [...cells(name)].map((cell) => [cell.firstChild?.textContent, cell.querySelector('span')?.textContent]);
    expect(figures('Year 1')).toEqual([
      ['$3,221', '5%'],
      ['$3,597', '6%'],
    ]);
    expect(figures('Year 2')).toEqual([
      ['$3,597', '6%'],
      ['$3,992', '7%'],
    ]);
    expect([...cells(copy.fund)].map((cell) => cell.textContent)).toEqual(['$13,985', '$4,734']);
    expect(screen.getByText(/The 2-1 buydown's \$13,985, taken off the price/)).toHaveTextContent('$93 a month');
  });

  it('says when the points buy no lower payment, and counts no more years than the term', async () => {
    renderTool({ query: '?rate=6.25&pointsrate=6.25&term=15&keep=30' });
    expect(await screen.findByText(copy.noSaving)).toBeVisible();
    expect(row('Saved less the cost, after 15 years')).toBe('−\u2060$4,000');
    // Fixed rate, 180 payments, and each buydown's schedule.
    expect(screen.getByText(/fixed-rate loan with 180 monthly payments/)).toHaveTextContent(
      /2-1 buydown: 12 payments of \$[\d,]+; 12 payments of \$[\d,]+; 156 payments of \$[\d,]+\./,
    );
  });

  it('says when the loan will be gone before the points pay back', async () => {
    renderTool();
    await retype(copy.keep, '2');
    expect(screen.getByText(copy.doesNotPay)).toBeVisible();
    expect(row('Saved less the cost, after 2 years')).toMatch(/^−/);
  });

  it('has no accessibility violations, in English and in Spanish', async () => {
    const { container, unmount } = renderTool();
    expect(await axe(container)).toHaveNoViolations();
    unmount();
    const spanish = render(
      <PointsCalculator language="es" copy={uiCopy.es.points} applyHref="https://apply.example.com/" />,
    );
    expect(screen.getByText(uiCopy.es.points.buydownHeading)).toBeVisible();
    expect(await axe(spanish.container)).toHaveNoViolations();
  });
});
