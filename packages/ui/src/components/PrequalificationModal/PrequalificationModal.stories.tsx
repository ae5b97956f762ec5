import type { PrequalificationFormValues } from '@broker/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { userEvent, waitFor, within } from 'storybook/test';
import { uiCopy } from '../../copy';
import { sampleConsent, samplePhone } from '../../fixtures/sample';
import { Button } from '../Button/Button';
import { PrequalificationModal, type PrequalificationModalProps } from './PrequalificationModal';

const filled: Partial<PrequalificationFormValues> = {
  firstName: 'Carlos',
  lastName: 'Rivera',
  email: 'carlos@example.com',
  phone: '(305) 555-0199',
  propertyType: 'condo',
  propertyValue: '450000',
  downPayment: '90000',
  creditScore: 'good',
  annualIncome: '120000',
  employmentStatus: 'self-employed',
  propertyLocation: 'Brickell',
  loanPurpose: 'purchase',
  timeline: '60-days',
};

const never: PrequalificationModalProps['onSubmit'] = () => new Promise(() => {});

/** Keeps `open` in state so the close button, Escape and the backdrop work in the canvas. */
function Demo(props: PrequalificationModalProps) {
  const [open, setOpen] = useState(props.open);
  useEffect(() => setOpen(props.open), [props.open]);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {props.language === 'es' ? 'Obtenga Su Tasa Hoy' : 'Get Your Rate Today'}
      </Button>
      <PrequalificationModal {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const meta = {
  title: 'Forms/PrequalificationModal',
  component: PrequalificationModal,
  tags: ['visual:viewport'],
  render: (args) => <Demo {...args} />,
  args: {
    language: 'en',
    open: true,
    onClose: () => {},
    copy: uiCopy.en.prequalification,
    onSubmit: never,
    phone: samplePhone,
    consent: sampleConsent.en,
  },
} satisfies Meta<typeof PrequalificationModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Scrolls to the submit button and clicks it, as a visitor would; unless the submission never
 * answers, waits for the outcome and brings it into view.
 */
const submit =
  (label: string, settles = true): Story['play'] =>
  async ({ canvasElement }) => {
    const dialog = canvasElement.ownerDocument.querySelector('dialog');
    if (!dialog) return;
    // The dialog opens in an effect after the first render; wait for it.
    const button = await within(dialog).findByRole('button', { name: label });
    button.scrollIntoView({ block: 'center' });
    await userEvent.click(button);
    if (!settles) {
      button.scrollIntoView({ block: 'end' });
      return;
    }
    const status = await waitFor(() => {
      const found = within(dialog)
        .getAllByRole('status')
        .find((element) => element.textContent);
      if (!found) throw new Error('no outcome yet');
      return found;
    });
    status.scrollIntoView({ block: 'end' });
  };

const spanish = { language: 'es', copy: uiCopy.es.prequalification, consent: sampleConsent.es } as const;

/** Closed: only the button that opens it. */
export const Closed: Story = { tags: ['!visual:viewport', 'visual:skip'], args: { open: false } };

export const Open: Story = {};

export const OpenSpanish: Story = { tags: ['visual:narrow'], parameters: { lang: 'es' }, args: spanish };

export const Submitting: Story = {
  tags: ['visual:narrow'],
  args: { initialValues: filled },
  play: submit('Get My Rate Options', false),
};

/** Rendered without the demo state, so the 3-second auto-close does not hide it in the canvas. */
export const Success: Story = {
  tags: ['visual:wide'],
  render: (args) => <PrequalificationModal {...args} />,
  args: { initialValues: filled, onSubmit: async () => ({ status: 'stored', leadId: 'lead-1' }) },
  play: submit('Get My Rate Options'),
};

export const SuccessSpanish: Story = {
  render: (args) => <PrequalificationModal {...args} />,
  tags: ['visual:narrow'],
  parameters: { lang: 'es' },
  args: { ...spanish, initialValues: filled, onSubmit: async () => ({ status: 'stored', leadId: 'lead-1' }) },
  play: submit('Ver mis opciones de tasa'),
};

/** The browser is offline: the form waits on this device until the connection is back. */
export const QueuedOffline: Story = {
  tags: ['visual:narrow'],
  args: { initialValues: filled, onSubmit: async () => ({ status: 'queued', reason: 'offline' }) },
  play: submit('Get My Rate Options'),
};

/** Online, but the server failed (5xx, 429, refused connection): saved, retried while the page is open. */
export const QueuedServerError: Story = {
  tags: ['visual:narrow'],
  args: { initialValues: filled, onSubmit: async () => ({ status: 'queued', reason: 'server' }) },
  play: submit('Get My Rate Options'),
};

export const QueuedServerErrorSpanish: Story = {
  tags: ['visual:narrow'],
  parameters: { lang: 'es' },
  args: { ...spanish, initialValues: filled, onSubmit: async () => ({ status: 'queued', reason: 'server' }) },
  play: submit('Ver mis opciones de tasa'),
};

/** A saved form that a retry delivers shortly after: the result changes to the thanks. */
export const SentAfterRetry: Story = {
  tags: ['visual:narrow'],
  render: (args) => <PrequalificationModal {...args} />,
  args: {
    initialValues: filled,
    onSubmit: async () => ({
      status: 'queued',
      reason: 'server',
      delivery: new Promise((resolve) => setTimeout(() => resolve({ status: 'stored', leadId: 'lead-9' }), 200)),
    }),
  },
  play: async (context) => {
    await submit('Get My Rate Options')?.(context);
    const dialog = context.canvasElement.ownerDocument.querySelector('dialog');
    if (dialog) await within(dialog).findByText(/has now been sent/);
  },
};

/** A refusal that names no field the visitor can see: no field to check, the phone number instead. */
export const NotAccepted: Story = {
  tags: ['visual:narrow'],
  args: {
    initialValues: filled,
    onSubmit: async () => ({
      status: 'rejected',
      fieldErrors: { form: 'This form could not be sent. Reload the page and try again.' },
    }),
  },
  play: submit('Get My Rate Options'),
};

export const Failed: Story = {
  tags: ['visual:narrow'],
  args: { initialValues: filled, onSubmit: async () => ({ status: 'failed' }) },
  play: submit('Get My Rate Options'),
};

export const FailedSpanish: Story = {
  tags: ['visual:narrow'],
  parameters: { lang: 'es' },
  args: { ...spanish, initialValues: filled, onSubmit: async () => ({ status: 'failed' }) },
  play: submit('Ver mis opciones de tasa'),
};
