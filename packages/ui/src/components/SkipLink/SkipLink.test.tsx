import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { SkipLink } from './SkipLink';

describe('SkipLink', () => {
  it('is the first thing the keyboard reaches and points at the main content', async () => {
    render(
      <>
        <SkipLink label="Saltar al contenido principal" />
        <a href="/es">Inicio</a>
        <main id="main-content">Contenido</main>
      </>,
    );
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Saltar al contenido principal' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '#main-content');
  });

  it('has no axe violations', async () => {
    const { container } = render(<SkipLink label="Skip to main content" targetId="content" />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
