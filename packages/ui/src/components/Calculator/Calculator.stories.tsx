import type { Meta, StoryObj } from '@storybook/react-vite';
import { uiCopy } from '../../copy';
import { sampleContent } from '../../fixtures/content';
import { samplePortal } from '../../fixtures/sample';
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
  },
} satisfies Meta<typeof Calculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults of SPEC §9: $500,000 home, $100,000 down, 30 years at 6.5%. */
export const Defaults: Story = {};

/** PMI and HOA above zero: their rows appear. */
export const WithPmiAndHoa: Story = {
  args: {
    explanations: undefined,
    note: undefined,
    initialInputs: { homePrice: 650000, downPayment: 65000, interestRate: 6.9, pmi: 2400, hoa: 450 },
  },
};

export const Spanish: Story = {
  tags: ['visual:narrow'],
  parameters: { lang: 'es' },
  args: {
    language: 'es',
    copy: uiCopy.es.calculator,
    explanations: undefined,
    note: 'Esta calculadora ofrece una estimación solo con fines ilustrativos. No es una oferta de préstamo ni una cotización de tasa.',
    initialInputs: { hoa: 380 },
  },
};
