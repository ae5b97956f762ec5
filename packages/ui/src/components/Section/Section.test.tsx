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
