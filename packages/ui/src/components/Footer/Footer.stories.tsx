import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { uiCopy } from '../../copy';
import { sampleFooter } from '../../fixtures/sample';
import { Footer } from './Footer';

const meta = {
  title: 'Components/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: { ...sampleFooter.en, copy: uiCopy.en.footer },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const Spanish: Story = {
  tags: ['visual:narrow'],
  parameters: { lang: 'es' },
  args: { ...sampleFooter.es, copy: uiCopy.es.footer },
};

/** Keyboard focus on "NMLS" shows its full name. */
export const NmlsTooltipShown: Story = {
  tags: ['visual:narrow'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    while (!canvas.getByText('NMLS').matches(':focus')) await userEvent.tab();
  },
};
