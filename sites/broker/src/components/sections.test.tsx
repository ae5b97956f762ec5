/** @jest-environment jsdom */
import * as React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { FaqSection, ProgramsSection, ProofSection } from './sections';
import { trackProgramClick } from './tracking';
import es from '@broker/ui/locales/es/translation.json';
import { PageStringsProvider } from '../lib/pageStrings';

const spanishPage = {
  data: { locales: { edges: [{ node: { language: 'es', ns: 'translation', data: JSON.stringify(es) } }] } },
  pageContext: { language: 'es' },
};
const wrapper = ({ children }: { children: React.ReactNode }) => (
  <PageStringsProvider props={spanishPage}>{children}</PageStringsProvider>
);

jest.mock('./tracking', () => ({ trackProgramClick: jest.fn() }));

describe('ProgramsSection', () => {
  it('records interest in a program by the route key of its article when its card is clicked', () => {
    render(
      <ProgramsSection
        language="es"
        block={{
          heading: 'Programas',
          items: [
            {
              program: 'dscr',
              to: 'dscrLoans',
              href: '/es/articulos/prestamos-dscr-inversion-miami',
              icon: 'building',
              title: 'DSCR',
              text: 'Para inversionistas.',
            },
            {
              program: 'bank-statement',
              to: 'bankStatementLoans',
              href: '/es/articulos/prestamos-estados-cuenta-miami',
              icon: 'file-text',
              title: 'Estados de cuenta',
              text: 'x',
            },
          ],
        }}
      />,
      { wrapper },
    );
    const links = screen.getAllByRole('link');
    expect(links[1]?.getAttribute('href')).toBe('/es/articulos/prestamos-estados-cuenta-miami');
    fireEvent.click(links[0]!);
    expect(trackProgramClick).toHaveBeenCalledWith('dscrLoans', 'es');
  });
});

describe('FaqSection', () => {
  it('ends an answer with its link, at the address the build gave it', () => {
    render(
      <FaqSection
        block={{
          heading: 'Preguntas frecuentes',
          items: [
            {
              question: '¿Cuánto necesito de pago inicial?',
              answer: 'Depende del préstamo.',
              link: { label: 'Ver el ejemplo', to: 'buyHome', href: '/es/comprar-casa' },
            },
            { question: '¿Cuánto tarda la preaprobación?', answer: 'De 24 a 48 horas.' },
          ],
        }}
      />,
      { wrapper },
    );
    const links = screen.getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Ver el ejemplo', '/es/comprar-casa'],
    ]);
  });
});

describe('ProofSection', () => {
  it('links the review pages the broker configured, even with no other fact set', () => {
    render(
      <ProofSection
        heading="Licensed, Local and Independent"
        items={[]}
        reviewsOn="Read our reviews on"
        reviewProfiles={[
          { site: 'Google', url: 'https://g.page/r/example' },
          { site: 'Zillow', url: 'https://www.zillow.com/lender-profile/example/' },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Google' }).getAttribute('href')).toBe('https://g.page/r/example');
    expect(screen.getByRole('link', { name: 'Zillow' }).getAttribute('href')).toBe(
      'https://www.zillow.com/lender-profile/example/',
    );
    expect(screen.getByText(/Read our reviews on/).textContent).toBe('Read our reviews on Google · Zillow');
  });

  it('shows nothing when the broker set neither facts nor review pages', () => {
    const { container } = render(<ProofSection heading="Proof" items={[]} reviewsOn="Read our reviews on" />);
    expect(container.innerHTML).toBe('');
  });
});
