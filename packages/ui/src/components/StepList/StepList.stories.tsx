import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleContent } from '../../fixtures/content';
import { StepList } from './StepList';

const meta = {
  title: 'Components/StepList',
  component: StepList,
  args: { steps: sampleContent.en.steps },
} satisfies Meta<typeof StepList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const Spanish: Story = {
  tags: ['visual:narrow'],
  parameters: { lang: 'es' },
  args: { steps: sampleContent.es.steps },
};
