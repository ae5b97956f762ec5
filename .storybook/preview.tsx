import type { Preview } from '@storybook/react-vite';
import { ThemeRoot } from '@broker/ui/components/ThemeRoot';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    options: { storySort: { order: ['Theme', 'Layout', 'Components', 'Forms', 'Widgets'] } },
  },
  decorators: [
    (Story, context) => (
      <ThemeRoot lang={(context.parameters.lang as string | undefined) ?? 'en'}>
        <Story />
      </ThemeRoot>
    ),
  ],
};

export default preview;
