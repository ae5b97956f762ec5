import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { uiCopy } from '../../copy';
import { samplePortal } from '../../fixtures/sample';
import { AssetIncomeCalculator } from './AssetIncomeCalculator';

const meta = {
  title: 'Calculators/Asset-Based Income',
  component: AssetIncomeCalculator,
  args: { language: 'en', copy: uiCopy.en.assetIncome, applyHref: samplePortal, onSendScenario: () => undefined },
} satisfies Meta<typeof AssetIncomeCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The asset-based article's worked example: a retired couple in Palmetto Bay. */
export const ArticleExample: Story = {};

/** All in cash: one figure, not a range (the article's 2,000,000 ÷ 360 = 5,556). */
export const CashOnly: Story = {
  tags: ['visual:narrow'],
  args: { query: '?cash=2000000&invest=0&retire=0&business=0&close=0&other=0' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByText('$5,556', undefined, { timeout: 10000 });
  },
};

/** Nothing entered. */
export const NoAssets: Story = {
  tags: ['visual:narrow'],
  args: { query: '?cash=0&invest=0&retire=0&business=0&close=0&other=0' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/Enter your balances/, undefined, { timeout: 10000 });
  },
};

export const Spanish: Story = {
  tags: ['visual:narrow'],
  parameters: { lang: 'es' },
  args: { language: 'es', copy: uiCopy.es.assetIncome },
};
