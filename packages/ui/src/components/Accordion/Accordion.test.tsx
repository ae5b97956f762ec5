import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { sampleContent } from '../../fixtures/content';
import { Accordion } from './Accordion';

const faq = sampleContent.en.faq;
const question = (index: number) => screen.getByRole('button', { name: faq[index]!.question });

describe('Accordion', () => {
  it('puts each question button in a heading, wired to its answer region', () => {
    render(<Accordion items={faq} />);
    const button = question(0);
    expect(button.closest('h3')).not.toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!);
    expect(panel).toHaveAttribute('role', 'region');
    expect(panel).toHaveAttribute('aria-labelledby', button.id);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('opens one answer at a time and closes the open one when clicked again', async () => {
    const onChange = jest.fn();
    render(<Accordion items={faq} onChange={onChange} />);
    await userEvent.click(question(0));
    expect(screen.getByRole('region', { name: faq[0].question })).toHaveTextContent(faq[0].answer);

    await userEvent.click(question(2));
    expect(question(0)).toHaveAttribute('aria-expanded', 'false');
    expect(question(2)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('region')).toHaveLength(1);

    await userEvent.click(question(2));
    expect(question(2)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(onChange.mock.calls).toEqual([[0], [2], [null]]);
  });

  it('works from the keyboard: Enter and Space toggle, arrows, Home and End move', async () => {
    render(<Accordion items={faq} />);
    await userEvent.tab();
    expect(question(0)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(question(0)).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(question(1)).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(question(1)).toHaveAttribute('aria-expanded', 'true');
    expect(question(0)).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{End}');
    expect(question(faq.length - 1)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(question(0)).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(question(faq.length - 1)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(question(0)).toHaveFocus();
  });

  it('can start with one answer open', () => {
    render(<Accordion items={sampleContent.es.faq} defaultOpenIndex={1} />);
    expect(screen.getByRole('region', { name: sampleContent.es.faq[1].question })).toBeInTheDocument();
  });

  it('has no axe violations closed or open', async () => {
    const { container } = render(<Accordion items={faq} />);
    expect(await axe(container)).toHaveNoViolations();
    await userEvent.click(question(3));
    expect(await axe(container)).toHaveNoViolations();
  });
});
