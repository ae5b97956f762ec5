import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { uiCopy } from '../../copy';
import { sampleFigures } from '../../fixtures/sample';
import { CashToCloseCalculator, type CashToCloseCalculatorProps } from '.';

const copy = uiCopy.en.cashToClose;
const renderTool = (props: Partial<CashToCloseCalculatorProps> = {}) =>
  render(
    <CashToCloseCalculator
      language="en"
      copy={copy}
      applyHref="https://apply.example.com/"
      figures={{ rate: 6.25, propertyTax: sampleFigures.propertyTax }}
      {...props}
    />,
  );
const row = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
const section = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

jest.setTimeout(20_000);

describe('CashToCloseCalculator', () => {
  it('starts from a Miami-Dade condo and lays its costs out in the Loan Estimate’s sections', () => {
    renderTool({ figures: { rate: 6.25, propertyTax: { percent: 2, year: 2026 } } });
    // The figures of core's worked example (floridaCashToClose.test.ts), in whole dollars.
    expect(row(copy.closingCosts)).toBe('$19,601');
    expect(row(copy.taxCredit)).toBe('−\u2060$2,604');
    expect(row(copy.cashToClose)).toBe('$16,998');
    expect(
      within(section(copy.sections.canShop)).getByText(copy.lines.lendersPolicy).nextElementSibling,
    ).toHaveTextContent('$2,325');
    expect(
      within(section(copy.sections.other)).getByText(copy.lines.ownersPolicy).nextElementSibling,
    ).toHaveTextContent('$275');
    expect(screen.getByText('Prepaid interest (16 days)')).toBeVisible();
    expect(screen.getByText('Property tax (10 months)')).toBeVisible();
  });

  it('follows Palm Beach’s customs when the county changes, and says they are negotiable', async () => {
    renderTool();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: copy.county }), 'palmBeach');
    expect(screen.getByRole('combobox', { name: copy.owner })).toHaveValue('seller');
    expect(
      screen.getByText('Usual in Palm Beach: Seller. The contract can say otherwise.', {
        selector: `#${screen.getByRole('combobox', { name: copy.owner }).id}-hint`,
      }),
    ).toBeVisible();
    expect(screen.queryByText(copy.lines.ownersPolicy)).toBeNull();
    // The loan policy at its full premium, as the Loan Estimate shows it; the buyer pays $25 of it.
    expect(
      within(section(copy.sections.canShop)).getByText(copy.lines.lendersPolicy).nextElementSibling,
    ).toHaveTextContent('$2,325');
    expect(row(copy.titleDiscount)).toBe('−\u2060$2,300');
  });

  it('adds the deed tax and Miami-Dade’s surtax when the buyer pays them on a duplex', async () => {
    renderTool();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: copy.home }), 'other');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: copy.deed }), 'buyer');
    const taxes = section(copy.sections.taxes);
    expect(within(taxes).getByText(copy.lines.deedStamps).nextElementSibling).toHaveTextContent('$3,000');
    expect(within(taxes).getByText(copy.lines.deedSurtax).nextElementSibling).toHaveTextContent('$2,250');
  });

  it('repays the seller for a closing after the November bill', async () => {
    renderTool({ query: '?month=11&day=20' });
    expect(await screen.findByText(copy.taxDebit)).toBeVisible();
  });

  it('waits for a price instead of computing from nothing', async () => {
    renderTool();
    await userEvent.clear(screen.getByRole('textbox', { name: copy.price }));
    expect(screen.getByText(/Purchase Price/, { selector: '[data-unavailable]' })).toBeVisible();
  });

  it('says which day it uses when the day typed is past the month’s end, in both languages', async () => {
    // The address's scenario is read once its code has loaded.
    const { unmount } = renderTool({ query: 'month=2&day=31' });
    const day = screen.getByLabelText(copy.day, { exact: false });
    await waitFor(() => expect(day).toHaveValue('31'));
    expect(day).toHaveAccessibleDescription('That month has 28 days: the figures use February 28.');
    unmount();
    render(
      <CashToCloseCalculator
        language="es"
        copy={uiCopy.es.cashToClose}
        applyHref="https://apply.example.com/"
        query="month=4&day=31"
      />,
    );
    const diaDelCierre = screen.getByLabelText(uiCopy.es.cashToClose.day, { exact: false });
    await waitFor(() => expect(diaDelCierre).toHaveValue('31'));
    expect(diaDelCierre).toHaveAccessibleDescription('Ese mes tiene 30 días: el cálculo usa el 30 de abril.');
  });

  it('says nothing of the kind for a day the month has', async () => {
    renderTool({ query: 'month=2&day=28' });
    const day = screen.getByLabelText(copy.day, { exact: false });
    await waitFor(() => expect(day).toHaveValue('28'));
    expect(day).not.toHaveAccessibleDescription(/That month has/);
  });

  it('has no accessibility violations, in English and in Spanish', async () => {
    const { container, unmount } = renderTool();
    expect(await axe(container)).toHaveNoViolations();
    unmount();
    const spanish = render(
      <CashToCloseCalculator language="es" copy={uiCopy.es.cashToClose} applyHref="https://apply.example.com/" />,
    );
    expect(screen.getByText(uiCopy.es.cashToClose.cashToClose)).toBeVisible();
    expect(await axe(spanish.container)).toHaveNoViolations();
  });
});
