import type { Meta, StoryObj } from '@storybook/react-vite';
import { uiCopy } from '../../copy';
import { sampleFigures, samplePortal } from '../../fixtures/sample';
import { Button } from '../Button/Button';
import { ProgramFinder } from '../ProgramFinder/ProgramFinder';
import { QuickEstimate } from '../QuickEstimate/QuickEstimate';
import { BayScene } from '../Scene/BayScene';
import { BrickellScene } from '../Scene/BrickellScene';
import { CoralGablesScene } from '../Scene/CoralGablesScene';
import { Hero } from './Hero';

const meta = {
  title: 'Layout/Hero',
  component: Hero,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  args: {
    heading: 'Miami Home Loans, Shopped Across Multiple Lenders',
    lead: 'A Florida-licensed mortgage broker in Coconut Grove comparing programs from a range of wholesale lenders, in English or Spanish.',
    actions: (
      <>
        <Button href={samplePortal} external variant="secondary" tone="inverse" size="large">
          {uiCopy.en.header.apply}
        </Button>
        <Button href="/calculator" variant="outline" tone="inverse" size="large">
          Calculate Payment
        </Button>
      </>
    ),
  },
};

export const HomeSpanish: Story = {
  tags: ['visual:narrow'],
  parameters: { lang: 'es' },
  args: {
    heading: 'Su hipoteca en Miami, comparada entre varios prestamistas',
    lead: 'Un broker hipotecario con licencia en Florida, con oficina en Coconut Grove, que compara programas de distintos prestamistas, en español o en inglés.',
    actions: (
      <>
        <Button href="/es/comprar-casa" variant="secondary" tone="inverse" size="large">
          Obtener Pre-aprobación
        </Button>
        <Button href="/es/calculadora" variant="outline" tone="inverse" size="large">
          Calcular Pago
        </Button>
      </>
    ),
  },
};

/** An article opening on the warm tone, with a back link and metadata. */
export const Article: Story = {
  args: {
    tone: 'warm',
    before: <a href="/blog">← Back to Blog</a>,
    eyebrow: 'Refinancing',
    heading: 'Rate-and-Term Refinancing',
    lead: 'Lower your rate, change your term, or both, without taking cash out.',
    children: <p>December 2024 · 8 min read</p>,
  },
};

/**
 * A storefront's first screen: the text and a program finder on the left, a payment estimate on
 * the right from 1000 px (`aside`, then `afterAside`); one column, in that order, on phones.
 */
export const WithTools: Story = {
  args: {
    ...Home.args,
    aside: (
      <QuickEstimate
        language="en"
        copy={{
          heading: 'Estimate Your Monthly Payment',
          assumptions:
            'Home insurance is counted at {{insurance}} a year; flood insurance and HOA dues are not included.',
          openCalculator: 'Open this estimate in the full calculator',
        }}
        calculator={uiCopy.en.calculator}
        figures={sampleFigures}
        calculatorHref="/calculator"
      />
    ),
    afterAside: (
      <ProgramFinder
        heading="Find Your Loan Program"
        legend="What brings you here?"
        options={[
          {
            id: 'buy',
            label: 'Buying a home',
            text: 'Conventional, FHA, VA and USDA loans, step by step.',
            href: '/buy-home',
            linkLabel: 'Explore home purchase loans',
          },
          {
            id: 'refinance',
            label: 'Refinancing',
            text: 'Lower the rate, change the term or take cash out.',
            href: '/refinance',
            linkLabel: 'See refinance options',
          },
          {
            id: 'invest',
            label: 'Investing in rentals',
            text: 'DSCR loans qualify on the rent.',
            href: '/articles/dscr-investment-loans-miami',
            linkLabel: 'Read about DSCR loans',
          },
        ]}
      />
    ),
  },
};

/** The bay along the bottom of the band: the band keeps the drawing's height free under the text. */
export const WithArt: Story = {
  args: { ...Home.args, art: <BayScene /> },
};

export const WithArtSpanish: Story = {
  tags: ['visual:narrow'],
  parameters: { lang: 'es' },
  args: { ...HomeSpanish.args, art: <CoralGablesScene /> },
};

/** Art under side content: the estimate and the finder end above the drawing at every width. */
export const WithToolsAndArt: Story = {
  args: { ...WithTools.args, art: <BrickellScene /> },
};
