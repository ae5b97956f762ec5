import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Button } from '../Button/Button';
import { BayScene } from '../Scene/BayScene';
import { Hero } from './Hero';

describe('Hero', () => {
  it('gives the page its h1, lead and calls to action', () => {
    render(
      <main>
        <Hero
          heading="Refinance Your Miami Home"
          lead="Lower your payment or tap your equity."
          actions={
            <Button href="https://apply.example.com/" external>
              Start Your Refinance
            </Button>
          }
          before={<a href="/blog">Back to Blog</a>}
        />
      </main>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Refinance Your Miami Home');
    expect(screen.getByText('Lower your payment or tap your equity.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Your Refinance' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <main>
        <Hero heading="Calculadora de Hipoteca" lead="Estime su pago mensual." tone="warm" eyebrow="Herramientas" />
      </main>,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('puts side content after the text, in reading and keyboard order', async () => {
    const { container } = render(
      <main>
        <Hero
          heading="Miami Home Loans"
          lead="A Florida-licensed mortgage broker."
          actions={<Button href="/calculator">Calculate Payment</Button>}
          aside={
            <section aria-labelledby="estimate">
              <h2 id="estimate">Estimate Your Monthly Payment</h2>
              <a href="/calculator?price=500000">Open this estimate in the full calculator</a>
            </section>
          }
          afterAside={
            <section aria-labelledby="finder">
              <h2 id="finder">Find Your Loan Program</h2>
            </section>
          }
        />
      </main>,
    );
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Miami Home Loans',
      'Estimate Your Monthly Payment',
      'Find Your Loan Program',
    ]);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Calculate Payment',
      'Open this estimate in the full calculator',
    ]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('draws art only when given, hidden from assistive technology', async () => {
    const { container, rerender } = render(
      <main>
        <Hero heading="Miami Home Loans" lead="A Florida-licensed mortgage broker." />
      </main>,
    );
    expect(container.querySelector('svg')).toBeNull();
    rerender(
      <main>
        <Hero heading="Miami Home Loans" lead="A Florida-licensed mortgage broker." art={<BayScene />} />
      </main>,
    );
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('header')).toHaveTextContent(
      /^Miami Home LoansA Florida-licensed mortgage broker\.$/,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
