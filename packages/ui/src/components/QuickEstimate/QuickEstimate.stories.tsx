import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { uiCopy } from '../../copy';
import { sampleFigures } from '../../fixtures/sample';
import { QuickEstimate } from './QuickEstimate';

const meta = {
  title: 'Components/QuickEstimate',
  component: QuickEstimate,
  args: {
    language: 'en',
    copy: {
      heading: 'Estimate Your Monthly Payment',
      lead: 'Change the price, down payment or rate and the estimate follows.',
      assumptions: 'Home insurance is counted at {{insurance}} a year; flood insurance and HOA dues are not included.',
      openCalculator: 'Open this estimate in the full calculator',
    },
    calculator: uiCopy.en.calculator,
    figures: sampleFigures,
    note: 'This calculator gives an estimate for illustration only. It is not a loan offer, a rate quote or a commitment to lend.',
    calculatorHref: '/calculator',
  },
} satisfies Meta<typeof QuickEstimate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The payment calculator's defaults. */
export const Defaults: Story = {};

/** 10% down: the PMI estimate joins the total, and the link carries the scenario. */
export const TenPercentDown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const down = canvas.getByRole('textbox', { name: 'Down Payment' });
    await userEvent.clear(down);
    await userEvent.type(down, '50000');
    await expect(canvas.getByText(/PMI \(estimate/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open this estimate in the full calculator' })).toHaveAttribute(
      'href',
      expect.stringContaining('down=50000'),
    );
  },
};

export const Spanish: Story = {
  args: {
    language: 'es',
    calculator: uiCopy.es.calculator,
    copy: {
      heading: 'Calcule su pago mensual',
      assumptions:
        'El seguro de vivienda se calcula en {{insurance}} al año; no incluye seguro contra inundaciones ni cuotas de HOA.',
      openCalculator: 'Abrir este cálculo en la calculadora completa',
    },
    calculatorHref: '/es/calculadora',
    note: 'Esta calculadora ofrece solo un estimado con fines ilustrativos. No es una oferta de préstamo, una cotización de tasa ni un compromiso de préstamo.',
  },
};
