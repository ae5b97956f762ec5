import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { uiCopy } from '../../copy';
import { sampleContent } from '../../fixtures/content';
import { sampleFigures, samplePortal } from '../../fixtures/sample';
import { Calculator } from './Calculator';

const note =
  'This calculator gives an estimate for illustration only. It is not a loan offer, a rate quote or a commitment to lend.';

const meta = {
  title: 'Components/Calculator',
  component: Calculator,
  args: {
    language: 'en',
    copy: uiCopy.en.calculator,
    applyHref: samplePortal,
    explanations: { heading: 'What Makes Up Your Payment', items: sampleContent.en.explanations },
    note,
    figures: sampleFigures,
    firstPayment: { year: 2027, month: 1 },
    onSendScenario: () => undefined,
  },
} satisfies Meta<typeof Calculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults of docs/behaviour.md §9: $500,000 home, $100,000 down, 30 years at 6.5%. */
export const Defaults: Story = {};

/** 10% down: the PMI estimate, its button, and when PMI ends (loaded after the first view). */
export const WithPmiAndHoa: Story = {
  args: {
    explanations: undefined,
    note: undefined,
    initialInputs: { homePrice: 650000, downPayment: 65000, interestRate: 6.875, pmi: 2400, hoa: 450 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'When PMI Ends' });
    // The schedule loads by itself once it comes near the viewport, which depends on when the PMI
    // section appeared above it: opened here, the story always shows both.
    const show = canvas.queryByRole('button', { name: 'Show the Schedule and Chart' });
    if (show) await userEvent.click(show);
    await canvas.findByText('Total Interest', undefined, { timeout: 10000 });
  },
};

/** Problems in the fields: letters, a negative amount, a rate above 25%, a term that is not whole. */
export const InputProblems: Story = {
  args: { explanations: undefined, query: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const type = async (name: string, text: string) => {
      const box = canvas.getByRole('textbox', { name });
      await userEvent.clear(box);
      await userEvent.type(box, text);
    };
    await type('Home Price', 'abc');
    await type('Down payment in dollars', '-5000');
    await type('Interest rate in percent', '40');
    await type('Loan term in years', '22.5');
    await expect(canvas.getByText(/Whole numbers only/)).toBeVisible();
  },
};

/** The down payment covers the price, at a 0% rate: no loan, and the page says so. */
export const NoLoan: Story = {
  args: { explanations: undefined, initialInputs: { downPayment: 600000, interestRate: 0 } },
};

/** A shared address with an extra payment: the schedule, chart and savings load at once. */
export const ScheduleWithExtraPayment: Story = {
  args: { explanations: undefined, note: undefined, query: '?price=450000&down=45000&rate=6.5&extra=250&pmi=1800' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Total Interest', undefined, { timeout: 10000 });
  },
};

/** The monthly view of the schedule. */
export const MonthlySchedule: Story = {
  tags: ['visual:wide'],
  args: { explanations: undefined, note: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show the Schedule and Chart' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Month' }, { timeout: 10000 }));
    await expect(canvas.getByRole('table', { name: 'Amortization by month' })).toBeVisible();
  },
};

export const Spanish: Story = {
  tags: ['visual:narrow'],
  parameters: { lang: 'es' },
  args: {
    language: 'es',
    copy: uiCopy.es.calculator,
    explanations: undefined,
    note: 'Esta calculadora ofrece un estimado solo con fines ilustrativos. No es una oferta de préstamo ni una cotización de tasa.',
    initialInputs: { hoa: 380, downPayment: 40000 },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Cuándo termina el PMI' });
  },
};

/** The Spanish schedule (chart labels and table headings). */
export const SpanishSchedule: Story = {
  tags: ['visual:narrow'],
  parameters: { lang: 'es' },
  args: {
    language: 'es',
    copy: uiCopy.es.calculator,
    explanations: undefined,
    note: undefined,
    query: '?extra=150',
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Intereses totales', undefined, { timeout: 10000 });
  },
};
