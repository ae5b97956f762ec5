import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { uiCopy } from '../../copy';
import { samplePortal } from '../../fixtures/sample';
import { PointsCalculator } from './PointsCalculator';

const meta = {
  title: 'Calculators/Points and Buydowns',
  component: PointsCalculator,
  args: {
    language: 'en',
    copy: uiCopy.en.points,
    applyHref: samplePortal,
    figures: { rate: 6.25 },
    onSendScenario: () => undefined,
  },
} satisfies Meta<typeof PointsCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One point on $400,000, kept seven years. */
export const Defaults: Story = {};

/** Sold within two years: the points never pay back. */
export const SoldEarly: Story = {
  tags: ['visual:narrow'],
  args: { query: '?keep=2' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/before the points pay for themselves/, undefined, { timeout: 10000 });
  },
};

export const Spanish: Story = {
  tags: ['visual:narrow'],
  parameters: { lang: 'es' },
  args: { language: 'es', copy: uiCopy.es.points },
};
