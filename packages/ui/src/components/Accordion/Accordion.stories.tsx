import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleContent } from '../../fixtures/content';
import { Accordion } from './Accordion';

const meta = {
  title: 'Components/Accordion',
  component: Accordion,
  args: { items: sampleContent.en.faq },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllClosed: Story = { tags: ['visual:narrow'] };

export const OneOpen: Story = { args: { defaultOpenIndex: 1 } };

export const OneOpenSpanish: Story = {
  tags: ['visual:narrow'],
  parameters: { lang: 'es' },
  args: { items: sampleContent.es.faq, defaultOpenIndex: 0 },
};
