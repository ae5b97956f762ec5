import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Section } from './Section';

describe('Section', () => {
  it('is a region named by its h2 heading', () => {
    render(
      <Section heading="Frequently Asked Questions" lead="Straight answers." tone="warm">
        <p>Body</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    expect(region).toHaveAttribute('data-tone', 'warm');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Frequently Asked Questions');
    expect(region).toHaveTextContent('Straight answers.');
  });

  it('carries the page title as its h1 where the page has no hero', () => {
    render(<Section headingLevel={1} heading="We couldn’t find that page" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We couldn’t find that page');
    expect(screen.getByRole('region', { name: 'We couldn’t find that page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('is an unnamed section without a heading', () => {
    render(
      <Section id="quick-apply">
        <p>Body</p>
      </Section>,
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(document.getElementById('quick-apply')).toHaveTextContent('Body');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <main>
        <Section heading="Obtenga Su Tasa Hoy" tone="inverse" eyebrow="Comprar casa">
          <p>Texto</p>
        </Section>
      </main>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
