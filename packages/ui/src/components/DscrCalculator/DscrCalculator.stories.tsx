import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { uiCopy } from '../../copy';
import { sampleFigures, samplePortal } from '../../fixtures/sample';
import { DscrCalculator } from './DscrCalculator';

const meta = {
  title: 'Calculators/DSCR',
  component: DscrCalculator,
  args: {
    language: 'en',
    copy: uiCopy.en.dscr,
    applyHref: samplePortal,
    figures: { rate: 7.5, propertyTax: sampleFigures.propertyTax },
    onSendScenario: () => undefined,
  },
} satisfies Meta<typeof DscrCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A $450,000 rental with 25% down renting for $3,500. */
export const Defaults: Story = {};

/** Rent below the payment: under the 1.0 minimum, negative cash flow. */
export const BelowMinimum: Story = {
  args: { query: '?rent=2600' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/below the 1.00 minimum/, undefined, { timeout: 10000 });
  },
};

/** No rent entered yet. */
export const NoRent: Story = {
  tags: ['visual:narrow'],
  args: { query: '?rent=0' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Enter the monthly rent to see the ratio.', undefined, { timeout: 10000 });
  },
};

/** A down payment above the price: no loan, and the ratio counts tax, insurance and HOA alone. */
export const NoLoan: Story = {
  tags: ['visual:narrow'],
  args: { query: '?down=500000' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/Your down payment covers the price/, undefined, { timeout: 10000 });
  },
};

export const Spanish: Story = {
  tags: ['visual:narrow'],
  parameters: { lang: 'es' },
  args: { language: 'es', copy: uiCopy.es.dscr },
};
