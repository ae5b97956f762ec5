import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { uiCopy } from '../../copy';
import { sampleFigures, samplePortal } from '../../fixtures/sample';
import { CashToCloseCalculator } from './CashToCloseCalculator';

const meta = {
  title: 'Calculators/Cash to Close',
  component: CashToCloseCalculator,
  args: {
    language: 'en',
    copy: uiCopy.en.cashToClose,
    applyHref: samplePortal,
    figures: { rate: 6.25, propertyTax: sampleFigures.propertyTax },
    onSendScenario: () => undefined,
  },
} satisfies Meta<typeof CashToCloseCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A $500,000 Miami-Dade condo with a $450,000 loan, closing on June 15. */
export const Defaults: Story = {};

/** Palm Beach: the seller pays the owner's policy by custom, so the buyer's loan policy is the $25 charge. */
export const PalmBeach: Story = {
  tags: ['visual:narrow'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'County' }), 'palmBeach');
    await expect(canvas.getByRole('combobox', { name: "Owner's Title Policy Paid By" })).toHaveValue('seller');
    await expect(canvas.queryByText("Title – owner's title policy (optional)")).toBeNull();
  },
};

/** A closing after the November bill: the buyer repays the seller's tax for the rest of the year. */
export const AfterTheTaxBill: Story = {
  tags: ['visual:narrow'],
  args: { query: '?month=12&day=10' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText("Your share of this year's property tax, repaid to the seller", undefined, {
      timeout: 10000,
    });
  },
};

export const Spanish: Story = {
  tags: ['visual:narrow'],
  parameters: { lang: 'es' },
  args: { language: 'es', copy: uiCopy.es.cashToClose },
};
