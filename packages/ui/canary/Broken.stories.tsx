import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

/**
 * Two stories that must fail the story test run (src/storyTests.test.ts): a field with no label
 * (the accessibility check) and a play function whose expectation does not hold.
 */
const meta = { title: 'Canary', render: () => <input type="text" /> } satisfies Meta;
export default meta;

export const MissingLabel: StoryObj<typeof meta> = {};

export const FailingPlay: StoryObj<typeof meta> = {
  render: () => (
    <label>
      Name <input type="text" />
    </label>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Name' })).toHaveValue('typed');
  },
};
