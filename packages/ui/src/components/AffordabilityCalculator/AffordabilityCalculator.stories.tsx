import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { uiCopy } from '../../copy';
import { sampleFigures, samplePortal } from '../../fixtures/sample';
import { AffordabilityCalculator } from './AffordabilityCalculator';

const meta = {
  title: 'Calculators/Affordability',
  component: AffordabilityCalculator,
  args: {
    language: 'en',
    copy: uiCopy.en.affordability,
    applyHref: samplePortal,
    figures: { ...sampleFigures, rate: 6.5 },
    note: 'Lenders also look at your credit, reserves and the property.',
    onSendScenario: () => undefined,
  },
} satisfies Meta<typeof AffordabilityCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** $100,000 a year, $500 of debts, $40,000 down: the three price levels. */
export const Defaults: Story = {};

/** Large debts: they set the budget, and the comfortable level leaves nothing for housing. */
export const DebtsTooHigh: Story = {
  args: { query: '?income=60000&debts=1900&down=20000' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/already take 36% or more/, undefined, { timeout: 10000 });
  },
};

/** No income and letters in a field: messages, and zeros rather than NaN. */
export const InputProblems: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Annual Income (before taxes)' }));
    const down = canvas.getByRole('textbox', { name: 'Down Payment' });
    await userEvent.clear(down);
    await userEvent.type(down, 'ten thousand');
    // No figures from an income that is not there: the results ask for one.
    await expect(
      canvas.getByText('To see the estimate, enter a valid value for Annual Income (before taxes).'),
    ).toBeVisible();
  },
};

export const Spanish: Story = {
  tags: ['visual:narrow'],
  parameters: { lang: 'es' },
  args: { language: 'es', copy: uiCopy.es.affordability, note: undefined },
};
