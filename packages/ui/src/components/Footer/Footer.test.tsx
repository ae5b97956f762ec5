import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { uiCopy } from '../../copy';
import { sampleFooter } from '../../fixtures/sample';
import { Footer } from './Footer';

describe('Footer', () => {
  it('shows the address, a phone link and an e-mail link', () => {
    render(<Footer {...sampleFooter.en} copy={uiCopy.en.footer} />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('3480 Main Highway, Suite 200')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '(305) 555-0142' })).toHaveAttribute('href', 'tel:+13055550142');
    expect(within(footer).getByRole('link', { name: 'hello@groveharbormortgage.example' })).toHaveAttribute(
      'href',
      'mailto:hello@groveharbormortgage.example',
    );
  });

  it('links the three legal pages in a named navigation', () => {
    render(<Footer {...sampleFooter.en} copy={uiCopy.en.footer} />);
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(
      within(legal)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/privacy-policy', '/terms-of-service', '/disclaimer']);
  });

  it('opens social profiles and NMLS Consumer Access in a new tab without opener access', () => {
    render(<Footer {...sampleFooter.en} copy={uiCopy.en.footer} />);
    for (const name of [/Facebook/, /LinkedIn/, /Instagram/, /NMLS Consumer Access/]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(expect.stringContaining('opens in a new tab'));
    }
  });

  it('prints the licensing, Equal Housing, disclaimer and copyright lines', () => {
    render(<Footer {...sampleFooter.en} copy={uiCopy.en.footer} />);
    expect(screen.getByText(/Florida-licensed mortgage broker business/)).toHaveTextContent('#2104587');
    expect(screen.getByText('Equal Housing Opportunity')).toBeInTheDocument();
    expect(screen.getByText(/Not all borrowers will qualify/)).toBeInTheDocument();
    expect(screen.getByText(/© 2025 Grove Harbor Mortgage\. All rights reserved\./)).toBeInTheDocument();
  });

  it('explains "NMLS" in a tooltip reachable by keyboard', async () => {
    render(<Footer {...sampleFooter.en} copy={uiCopy.en.footer} />);
    const term = screen.getByText('NMLS');
    while (document.activeElement !== term) await userEvent.tab();
    expect(term).toHaveAccessibleDescription('Nationwide Multistate Licensing System');
  });

  it('renders Spanish copy', () => {
    render(<Footer {...sampleFooter.es} copy={uiCopy.es.footer} />);
    expect(screen.getByRole('heading', { name: 'Contacto' })).toBeInTheDocument();
    expect(screen.getByText('Igualdad de Oportunidades en la Vivienda')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
      'href',
      '/es/politica-privacidad',
    );
    expect(screen.getByText(/Todos los derechos reservados/)).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Footer {...sampleFooter.en} copy={uiCopy.en.footer} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
