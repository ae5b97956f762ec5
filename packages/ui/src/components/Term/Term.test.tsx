import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { installTermEscape, termClassNames, termHtml } from './enhanceTerms';
import { Term } from './Term';

const isShown = (tooltip: HTMLElement) => getComputedStyle(tooltip).visibility === 'visible';

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

describe('installTermEscape', () => {
  it('hides the focused term on Escape until focus leaves, and can be removed', () => {
    document.body.innerHTML = `<p>${termHtml({ text: 'LTV', title: 'Loan-to-Value', id: 't-ltv' })}</p>`;
    const uninstall = installTermEscape(document);
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
