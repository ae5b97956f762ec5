import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '../../theme/vars.css';
import { ICON_NAMES, Icon } from '.';

const meta = {
  title: 'Components/Icon',
  component: Icon,
  parameters: { layout: 'padded' },
  args: { name: 'house' },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon name the content may use, at 2rem in the primary colour. */
export const AllIcons: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
        gap: '1rem',
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {ICON_NAMES.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: '0.25rem', fontSize: '0.8125rem' }}>
          <span style={{ fontSize: '2rem', color: vars.color.primary }}>
            <Icon name={name} />
          </span>
          {name}
        </li>
      ))}
    </ul>
  ),
};
