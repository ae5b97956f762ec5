import type { Meta, StoryObj } from '@storybook/react-vite';
import { termHtml } from '../Term/enhanceTerms';
import { Prose } from './Prose';

const meta = {
  title: 'Layout/Prose',
  component: Prose,
} satisfies Meta<typeof Prose>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ArticleBody: Story = {
  args: {
    html: `<h2>Budget for more than the down payment</h2>
<p>Closing costs usually run 2-5% of the price. Condo buyers should also budget monthly ${termHtml({ text: 'HOA', title: 'Homeowners Association', id: 'prose-hoa' })} dues of $300-800.</p>
<ul><li>Pre-approval letter</li><li>Two months of bank statements</li><li>Photo ID</li></ul>
<h3>Rates as of January 2025</h3>
<div role="region" aria-label="Table: Rates as of January 2025" tabindex="0" data-table-region=""><table><thead><tr><th>Loan</th><th>Typical rate</th></tr></thead><tbody><tr><td>Conventional</td><td>6.5-7.0%</td></tr><tr><td>FHA / VA</td><td>6.0-6.5%</td></tr></tbody></table></div>
<blockquote><p>Rates change daily; your rate depends on credit, down payment and property.</p></blockquote>`,
  },
};
