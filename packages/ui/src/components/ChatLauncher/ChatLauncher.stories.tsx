import type { Meta, StoryObj } from '@storybook/react-vite';
import { uiCopy } from '../../copy';
import { ChatLauncher } from './ChatLauncher';

const meta = {
  title: 'Widgets/ChatLauncher',
  component: ChatLauncher,
  tags: ['visual:viewport'],
  parameters: { layout: 'fullscreen' },
  args: { open: false, label: uiCopy.en.chatLauncher, onClick: () => {} },
} satisfies Meta<typeof ChatLauncher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const OpenSpanish: Story = {
  tags: ['visual:narrow'],
  parameters: { lang: 'es' },
  args: { open: true, label: uiCopy.es.chatLauncher },
};
