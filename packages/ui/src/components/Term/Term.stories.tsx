import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import { userEvent } from 'storybook/test';
import { Prose } from '../Prose/Prose';
import { installTermTooltips, termHtml } from './enhanceTerms';
import { Term } from './Term';

const meta = {
  title: 'Components/Term',
  component: Term,
  args: { title: 'Homeowners Association', children: 'HOA' },
  decorators: [
    // Room for the tooltip above the text, below the band the site's fixed header covers (the
    // theme's scroll-padding-top), where a tooltip is placed under its term instead.
    (Story) => (
      <div style={{ paddingTop: 160, paddingBottom: 72, maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Term>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InText: Story = {
  render: (args) => (
    <p>
      Budget for the monthly <Term {...args} /> dues and the <Term title="Private Mortgage Insurance">PMI</Term> premium
      when you compare condos.
    </p>
  ),
};

/** Focused with the keyboard: the full name is shown and announced as the description. */
export const Focused: Story = {
  ...InText,
  play: async () => {
    await userEvent.tab();
  },
};

export const FocusedSpanish: Story = {
  tags: ['visual:narrow'],
  parameters: { lang: 'es' },
  args: { title: 'Línea de crédito sobre el valor acumulado de la vivienda', children: 'HELOC' },
  render: (args) => (
    <p>
      Un <Term {...args} /> le permite usar el valor acumulado de su casa sin refinanciar su primera hipoteca.
    </p>
  ),
  play: async () => {
    await userEvent.tab();
  },
};

/** Escape hides the tooltip while the term keeps focus. */
export const DismissedWithEscape: Story = {
  ...InText,
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
  },
};

/** The same markup produced as HTML for server-rendered articles, with the tooltip handlers installed. */
export const ServerRenderedHtml: Story = {
  render: function Render() {
    // Installed as the story commits, so the play function's focus always finds the handlers.
    useLayoutEffect(() => installTermTooltips(document), []);
    return (
      <Prose
        html={`<p>Lenders check your ${termHtml({ text: 'DSCR', title: 'Debt Service Coverage Ratio', id: 'term-dscr' })} before approving a rental loan.</p>`}
      />
    );
  },
  play: async () => {
    await userEvent.tab();
  },
};
