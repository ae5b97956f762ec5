import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { uiCopy } from '../../copy';
import { samplePortal } from '../../fixtures/sample';
import { RefinanceCalculator } from './RefinanceCalculator';

const meta = {
  title: 'Calculators/Refinance',
  component: RefinanceCalculator,
  args: {
    language: 'en',
    copy: uiCopy.en.refinance,
    applyHref: samplePortal,
    figures: { newRate: 6.25 },
    onSendScenario: () => undefined,
  },
} satisfies Meta<typeof RefinanceCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rate and term: 7.25% with 27 years left to 6.25% for 30 years, $6,000 of closing costs. */
export const RateAndTerm: Story = {};

/** Cash out $100,000 on a $600,000 home: the new loan-to-value and the 80% limit. */
export const CashOut: Story = {
  args: { query: '?mode=cash&cash=100000' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/keeps the loan at 80% of the value/, undefined, { timeout: 10000 });
  },
};

/** Cash beyond the 80% limit. */
export const CashOverLimit: Story = {
  tags: ['visual:narrow'],
  args: { query: '?mode=cash&cash=250000' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/more than the usual cash-out limit/, undefined, { timeout: 10000 });
  },
};

/** A higher new rate: no break-even, the payment rises. */
export const NoBreakEven: Story = {
  tags: ['visual:wide'],
  args: { query: '?newrate=8.5&newterm=30' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('none: the payment does not go down', undefined, { timeout: 10000 });
  },
};

/** No closing costs: the saving starts with the first payment. */
export const NoClosingCosts: Story = {
  tags: ['visual:narrow'],
  args: { query: '?costs=0' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/the saving starts with the first payment/, undefined, { timeout: 10000 });
  },
};

export const Spanish: Story = {
  tags: ['visual:narrow'],
  parameters: { lang: 'es' },
  args: { language: 'es', copy: uiCopy.es.refinance },
};
