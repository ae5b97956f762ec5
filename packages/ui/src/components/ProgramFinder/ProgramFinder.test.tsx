import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { ProgramFinder, type ProgramFinderOption } from '.';

const options: ProgramFinderOption[] = [
  { id: 'buy', label: 'Buy a home', text: 'Loans to buy.', href: '/buy-home', linkLabel: 'Home purchase loans' },
  { id: 'refinance', label: 'Refinance', text: 'A new loan.', href: '/refinance', linkLabel: 'Refinance options' },
  { id: 'doctor', label: 'I am a doctor', text: 'For physicians.', href: '/doctor', linkLabel: 'Physician loans' },
];

describe('ProgramFinder', () => {
  it('shows the first choice and a link to its program page', () => {
    render(<ProgramFinder heading="Find your loan" legend="I want to" options={options} />);
    expect(screen.getByRole('radio', { name: 'Buy a home' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Home purchase loans' })).toHaveAttribute('href', '/buy-home');
  });

  it('moves between choices with the arrow keys and shows the chosen one', async () => {
    render(<ProgramFinder heading="Find your loan" legend="I want to" options={options} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Buy a home' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'I am a doctor' })).toBeChecked();
    expect(screen.getByText('For physicians.')).toBeVisible();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Physician loans' })).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Home purchase loans' })).toBeNull();
  });

  it('names the group of choices', () => {
    render(<ProgramFinder heading="Find your loan" legend="I want to" options={options} />);
    expect(screen.getByRole('group', { name: 'I want to' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Find your loan' })).toBeVisible();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<ProgramFinder heading="Find your loan" legend="I want to" options={options} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
