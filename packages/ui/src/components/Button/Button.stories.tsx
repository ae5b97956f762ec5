import type { Meta, StoryObj } from '@storybook/react-vite';
import { uiCopy } from '../../copy';
import { Button } from './Button';

const meta = {
  title: 'Layout/Button',
  component: Button,
  args: { children: 'Apply Now', variant: 'primary' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <Button variant="primary">{uiCopy.en.header.apply}</Button>
      <Button variant="secondary">Get Your Rate Today</Button>
      <Button variant="outline">Calculate Payment</Button>
      <Button variant="primary" disabled>
        Submitting...
      </Button>
      <Button variant="secondary" size="small">
        Small
      </Button>
      <Button variant="primary" size="large">
        Large
      </Button>
    </div>
  ),
};

export const AsExternalLink: Story = {
  args: { href: 'https://apply.example.com/', external: true, variant: 'secondary', children: 'Apply Now' },
};

export const OnNavySpanish: Story = {
  tags: ['visual:narrow'],
  parameters: { lang: 'es' },
  render: () => (
    <div style={{ background: '#0b2545', padding: 24, display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button variant="primary" tone="inverse">
        {uiCopy.es.header.apply}
      </Button>
      <Button variant="outline" tone="inverse" href="/es/calculadora">
        Calcular Pago
      </Button>
    </div>
  ),
};
