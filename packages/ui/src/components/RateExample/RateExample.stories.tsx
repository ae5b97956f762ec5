import type { Meta, StoryObj } from '@storybook/react-vite';
import { uiCopy } from '../../copy';
import { sampleRateExamples } from '../../fixtures/rateExamples';
import { RateExample } from './RateExample';

const meta = {
  title: 'Components/RateExample',
  component: RateExample,
  parameters: { layout: 'padded' },
  args: { ...sampleRateExamples.jumboCoralGables!.en, copy: uiCopy.en.rateExample },
} satisfies Meta<typeof RateExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two terms of a jumbo loan with taxes and insurance: the housing payment rows appear. */
export const TwoScenarios: Story = {};

/** Conventional with private mortgage insurance next to FHA, whose insurance falls every year. */
export const MortgageInsurance: Story = {
  args: { ...sampleRateExamples.standardPrograms!.en, copy: uiCopy.en.rateExample },
};

/** A short interest-only loan with points: the principal is due with the last payment. */
export const InterestOnly: Story = {
  args: { ...sampleRateExamples.fixFlipNorthMiami!.en, copy: uiCopy.en.rateExample },
};

/** Spanish, one scenario, a borrower without a US credit score, on a narrow screen. */
export const Spanish: Story = {
  tags: ['visual:narrow'],
  parameters: { lang: 'es' },
  args: { ...sampleRateExamples.foreignNationalBrickell!.es, copy: uiCopy.es.rateExample },
};
