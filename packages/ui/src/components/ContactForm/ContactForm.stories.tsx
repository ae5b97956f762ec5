import type { ContactFormValues } from '@broker/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { uiCopy } from '../../copy';
import { sampleConsent, samplePhone } from '../../fixtures/sample';
import { ContactForm, type ContactFormProps } from './ContactForm';

const filled: ContactFormValues = {
  name: 'Maria Garcia',
  email: 'maria@example.com',
  phone: '(305) 555-0100',
  loanType: 'refinance',
  message: 'I would like to compare refinance options for my condo in Brickell.',
};

const filledEs: ContactFormValues = {
  ...filled,
  name: 'María García',
  message: 'Quisiera comparar opciones de refinanciamiento para mi condominio en Brickell.',
};

/** A submission that never answers: the form stays in its sending state. */
const never: ContactFormProps['onSubmit'] = () => new Promise(() => {});

const meta = {
  title: 'Forms/ContactForm',
  component: ContactForm,
  args: { copy: uiCopy.en.contactForm, phone: samplePhone, onSubmit: never, consent: sampleConsent.en },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const send =
  (label: string): Story['play'] =>
  async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: label }));
  };

export const Empty: Story = {};

export const EmptySpanish: Story = {
  tags: ['visual:narrow'],
  parameters: { lang: 'es' },
  args: { copy: uiCopy.es.contactForm, consent: sampleConsent.es },
};

export const Sending: Story = { args: { initialValues: filled }, play: send('Send Message') };

export const SendingSpanish: Story = {
  tags: ['visual:skip'],
  parameters: { lang: 'es' },
  args: { copy: uiCopy.es.contactForm, consent: sampleConsent.es, initialValues: filledEs },
  play: send('Enviar mensaje'),
};

export const Sent: Story = {
  args: { initialValues: filled, onSubmit: async () => ({ status: 'stored', leadId: 'lead-123' }) },
  play: send('Send Message'),
};

export const SentSpanish: Story = {
  tags: ['visual:skip'],
  parameters: { lang: 'es' },
  args: {
    copy: uiCopy.es.contactForm,
    consent: sampleConsent.es,
    initialValues: filledEs,
    onSubmit: async () => ({ status: 'stored', leadId: 'lead-123' }),
  },
  play: send('Enviar mensaje'),
};

export const QueuedOffline: Story = {
  args: { initialValues: filled, onSubmit: async () => ({ status: 'queued' }) },
  play: send('Send Message'),
};

export const Failed: Story = {
  args: { initialValues: filled, onSubmit: async () => ({ status: 'failed' }) },
  play: send('Send Message'),
};

export const FailedSpanish: Story = {
  tags: ['visual:narrow'],
  parameters: { lang: 'es' },
  args: {
    copy: uiCopy.es.contactForm,
    consent: sampleConsent.es,
    initialValues: filledEs,
    onSubmit: async () => ({ status: 'failed' }),
  },
  play: send('Enviar mensaje'),
};

export const RejectedField: Story = {
  args: {
    initialValues: { ...filled, email: 'maria@example' },
    onSubmit: async () => ({
      status: 'rejected',
      fieldErrors: { email: 'Enter a valid e-mail address, such as name@example.com.' },
    }),
  },
  play: send('Send Message'),
};
