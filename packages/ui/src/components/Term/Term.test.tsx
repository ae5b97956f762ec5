import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { installTermTooltips, placeTooltip, termClassNames, termHtml } from './enhanceTerms';
import { Term } from './Term';

const isShown = (tooltip: HTMLElement) => getComputedStyle(tooltip).display !== 'none';

describe('Term', () => {
  it('is focusable and described by its full name', async () => {
    render(
      <p>
        Monthly <Term title="Homeowners Association">HOA</Term> dues
      </p>,
    );
    await userEvent.tab();
    const term = screen.getByText('HOA');
    expect(term).toHaveFocus();
    expect(term).toHaveAccessibleDescription('Homeowners Association');
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent('Homeowners Association');
  });

  it('hides the tooltip on Escape and re-arms it after focus leaves', async () => {
    render(
      <p>
        <Term title="Private Mortgage Insurance">PMI</Term> <button type="button">next</button>
      </p>,
    );
    await userEvent.tab();
    const term = screen.getByText('PMI');
    expect(term).not.toHaveAttribute('data-dismissed');
    await userEvent.keyboard('{Escape}');
    expect(term).toHaveAttribute('data-dismissed');
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    expect(term).toHaveFocus();
    expect(term).not.toHaveAttribute('data-dismissed');
  });

  it('dismisses a hovered tooltip with Escape even without focus', async () => {
    render(<Term title="Adjustable-Rate Mortgage">ARM</Term>);
    const term = screen.getByText('ARM');
    await userEvent.hover(term);
    await userEvent.keyboard('{Escape}');
    expect(term).toHaveAttribute('data-dismissed');
    await userEvent.unhover(term);
    expect(term).not.toHaveAttribute('data-dismissed');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <p>
        A <Term title="Home Equity Line of Credit">HELOC</Term> works like a credit card.
      </p>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('termHtml', () => {
  it('produces the same structure as <Term> with escaped text', () => {
    const html = termHtml({ text: 'HOA', title: 'Homeowners <Association> & "dues"', id: 'term-hoa-1' });
    document.body.innerHTML = `<p>${html}</p>`;
    const trigger = document.querySelector(`.${termClassNames.trigger}`);
    expect(trigger).toHaveAttribute('tabindex', '0');
    expect(trigger).toHaveAccessibleDescription('Homeowners <Association> & "dues"');
    expect(document.querySelector(`.${termClassNames.root} > [role="tooltip"]`)).toHaveClass(termClassNames.tooltip);
  });

  it('passes axe', async () => {
    document.body.innerHTML = `<main><p>Lenders check the ${termHtml({ text: 'DSCR', title: 'Debt Service Coverage Ratio', id: 't1' })}.</p></main>`;
    expect(await axe(document.body)).toHaveNoViolations();
  });
});

describe('installTermTooltips', () => {
  it('hides the focused term on Escape until focus leaves, and can be removed', () => {
    document.body.innerHTML = `<p>${termHtml({ text: 'LTV', title: 'Loan-to-Value', id: 't-ltv' })}</p>`;
    const uninstall = installTermTooltips(document);
    const trigger = document.querySelector<HTMLElement>(`.${termClassNames.trigger}`)!;
    const tooltip = document.getElementById('t-ltv')!;
    trigger.focus();
    expect(isShown(tooltip)).toBe(true);
    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(trigger).toHaveAttribute('data-dismissed');
    expect(isShown(tooltip)).toBe(false);
    trigger.blur();
    expect(trigger).not.toHaveAttribute('data-dismissed');

    uninstall();
    trigger.focus();
    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(trigger).not.toHaveAttribute('data-dismissed');
  });
});

describe('placeTooltip', () => {
  const box = (left: number, top: number, width = 200, height = 40) =>
    ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top }) as DOMRect;

  function tooltipAt(rect: DOMRect) {
    document.body.innerHTML = `<p>${termHtml({ text: 'FHA', title: 'Federal Housing Administration', id: 't-fha' })}</p>`;
    const tooltip = document.getElementById('t-fha')!;
    tooltip.getBoundingClientRect = () => rect;
    return tooltip;
  }

  beforeEach(() => {
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: 375 });
    document.documentElement.style.scrollPaddingTop = '96px';
  });

  it('leaves a tooltip that fits where it is, above its term', () => {
    const tooltip = tooltipAt(box(80, 300));
    placeTooltip(tooltip);
    expect(tooltip.style.getPropertyValue('--term-shift')).toBe('0px');
    expect(tooltip).not.toHaveAttribute('data-placement');
  });

  it('shifts a tooltip that would cross the right or the left edge back inside, 8 px from it', () => {
    const right = tooltipAt(box(250, 300));
    placeTooltip(right);
    expect(right.style.getPropertyValue('--term-shift')).toBe('-83px');
    const left = tooltipAt(box(-40, 300));
    placeTooltip(left);
    expect(left.style.getPropertyValue('--term-shift')).toBe('48px');
  });

  it('places it below its term when the space above is under the fixed header', () => {
    const tooltip = tooltipAt(box(80, 60));
    placeTooltip(tooltip);
    expect(tooltip).toHaveAttribute('data-placement', 'below');
  });

  it('places the tooltip of a hovered or focused server-rendered term', () => {
    const tooltip = tooltipAt(box(300, 300));
    const uninstall = installTermTooltips(document);
    fireEvent.focusIn(document.querySelector(`.${termClassNames.trigger}`)!);
    expect(tooltip.style.getPropertyValue('--term-shift')).toBe('-133px');
    uninstall();
  });
});
