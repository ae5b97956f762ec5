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

/** The browser is offline: the message waits on this device until the connection is back. */
export const QueuedOffline: Story = {
  args: { initialValues: filled, onSubmit: async () => ({ status: 'queued', reason: 'offline' }) },
  play: send('Send Message'),
};

/** Online, but the server failed (5xx, 429, refused connection): saved, retried while the page is open. */
export const QueuedServerError: Story = {
  args: { initialValues: filled, onSubmit: async () => ({ status: 'queued', reason: 'server' }) },
  play: send('Send Message'),
};

export const QueuedServerErrorSpanish: Story = {
  tags: ['visual:narrow'],
  parameters: { lang: 'es' },
  args: {
    copy: uiCopy.es.contactForm,
    consent: sampleConsent.es,
    initialValues: filledEs,
    onSubmit: async () => ({ status: 'queued', reason: 'server' }),
  },
  play: send('Enviar mensaje'),
};

/** A saved message that a retry delivers shortly after: the notice changes to say it was sent. */
export const SentAfterRetry: Story = {
  tags: ['visual:narrow'],
  args: {
    initialValues: filled,
    onSubmit: async () => ({
      status: 'queued',
      reason: 'server',
      delivery: new Promise((resolve) => setTimeout(() => resolve({ status: 'stored', leadId: 'lead-9' }), 200)),
    }),
  },
  play: async (context) => {
    await send('Send Message')?.(context);
    await within(context.canvasElement).findByText(/has now been sent/);
  },
};

/** A saved message that a retry gets refused: the notice says it was not sent, with the phone number. */
export const RefusedAfterRetry: Story = {
  tags: ['visual:narrow'],
  args: {
    initialValues: filled,
    onSubmit: async () => ({
      status: 'queued',
      reason: 'server',
      delivery: new Promise((resolve) => setTimeout(() => resolve({ status: 'rejected', fieldErrors: {} }), 200)),
    }),
  },
  play: async (context) => {
    await send('Send Message')?.(context);
    await within(context.canvasElement).findByText(/did not accept your saved message/);
  },
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

/** A refusal that names no field (e.g. a page out of date): no field to check, the phone number instead. */
export const NotAccepted: Story = {
  tags: ['visual:narrow'],
  args: {
    initialValues: filled,
    onSubmit: async () => ({
      status: 'rejected',
      fieldErrors: { form: 'This form could not be sent. Reload the page and try again.' },
    }),
  },
  play: send('Send Message'),
};

export const NotAcceptedSpanish: Story = {
  tags: ['visual:narrow'],
  parameters: { lang: 'es' },
  args: {
    copy: uiCopy.es.contactForm,
    consent: sampleConsent.es,
    initialValues: filledEs,
    onSubmit: async () => ({
      status: 'rejected',
      fieldErrors: { form: 'No se pudo enviar este formulario. Vuelva a cargar la página e inténtelo de nuevo.' },
    }),
  },
  play: send('Enviar mensaje'),
};
