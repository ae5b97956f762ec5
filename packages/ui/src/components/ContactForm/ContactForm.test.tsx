import type { ContactFormField, ContactFormValues } from '@broker/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { uiCopy } from '../../copy';
import { sampleConsent, samplePhone } from '../../fixtures/sample';
import type { FormOutcome } from '../../hooks/useSubmission';
import { ContactForm } from './ContactForm';

type Outcome = FormOutcome<ContactFormField>;

function deferred() {
  let resolve!: (outcome: Outcome) => void;
  const promise = new Promise<Outcome>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const renderForm = (onSubmit: (values: ContactFormValues) => Promise<Outcome>, language: 'en' | 'es' = 'en') =>
  render(
    <ContactForm
      copy={uiCopy[language].contactForm}
      onSubmit={onSubmit}
      phone={samplePhone}
      consent={sampleConsent[language]}
    />,
  );

async function fillIn() {
  await userEvent.type(screen.getByRole('textbox', { name: /Full Name/ }), 'Maria Garcia Lopez');
  await userEvent.type(screen.getByRole('textbox', { name: /Email Address/ }), 'maria@example.com');
  await userEvent.type(screen.getByRole('textbox', { name: 'Phone Number' }), '305 555 0100');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Loan Type' }), 'cash-out');
  await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Thinking about a cash-out refinance.');
}

describe('ContactForm', () => {
  it('leaves empty required fields to the browser’s own check', async () => {
    const onSubmit = jest.fn();
    renderForm(onSubmit);
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /Full Name/ })).toBeInvalid();
  });

  it('shows the call/text consent notice by the submit button, with an optional unticked marketing box', async () => {
    const onSubmit = jest.fn(async (): Promise<Outcome> => ({ status: 'stored', leadId: 'lead-1' }));
    renderForm(onSubmit, 'es');
    const notice = screen.getByText(/Al enviar, usted acepta que Grove Harbor Mortgage/);
    expect(notice).toHaveTextContent('Responda STOP');
    const link = screen.getByRole('link', { name: /Política de privacidad/ });
    expect(link).toHaveAttribute('href', '/es/politica-privacidad');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName('Política de privacidad (se abre en una pestaña nueva)');
    const submit = screen.getByRole('button', { name: 'Enviar mensaje' });
    expect(submit).toHaveAccessibleDescription(/^Al enviar, usted acepta que Grove Harbor Mortgage .* Responda STOP /);
    const marketing = screen.getByRole('checkbox', { name: /mensajes de texto de mercadeo/ });
    expect(marketing).not.toBeChecked();
    expect(marketing).not.toBeRequired();
    await userEvent.type(screen.getByRole('textbox', { name: /Nombre Completo/ }), 'Ana Díaz');
    await userEvent.type(screen.getByRole('textbox', { name: /Correo Electrónico/ }), 'ana@example.com');
    await userEvent.click(marketing);
    await userEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ consentVersion: 'es-2026-11-23', marketingTexts: true }),
    );
    // Stored: the form is cleared, the box unticked again.
    expect(await screen.findByRole('checkbox', { name: /mensajes de texto de mercadeo/ })).not.toBeChecked();
  });

  it('labels the fields, marks name and e-mail as required and offers the loan types', () => {
    renderForm(jest.fn());
    expect(screen.getByRole('textbox', { name: /Full Name/ })).toBeRequired();
    const email = screen.getByRole('textbox', { name: /Email Address/ });
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: 'Phone Number' })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Phone Number' })).toHaveAttribute('type', 'tel');
    const options = screen.getAllByRole('option').map((option) => [option.getAttribute('value'), option.textContent]);
    expect(options).toEqual([
      ['', 'Select a loan type'],
      ['purchase', 'Home Purchase'],
      ['refinance', 'Refinance'],
      ['cash-out', 'Cash-Out Refinance'],
      ['investment', 'Investment Property'],
      ['other', 'Other'],
    ]);
  });

  it('sends the values, shows Sending... while waiting, then thanks and clears the form', async () => {
    const pending = deferred();
    const onSubmit = jest.fn(() => pending.promise);
    renderForm(onSubmit);
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Maria Garcia Lopez',
      email: 'maria@example.com',
      phone: '305 555 0100',
      loanType: 'cash-out',
      message: 'Thinking about a cash-out refinance.',
      website: '',
      marketingTexts: false,
      consentVersion: 'en-2026-11-23',
    });
    const button = screen.getByRole('button', { name: 'Sending...' });
    expect(button).toBeDisabled();

    pending.resolve({ status: 'stored', leadId: 'lead-1' });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you for your message! We will get back to you soon.',
    );
    expect(screen.getByRole('textbox', { name: /Full Name/ })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('says honestly when the message was only saved to be sent later, and keeps what was written', async () => {
    renderForm(async () => ({ status: 'queued' }));
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(/saved on this device/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).not.toHaveValue('');
  });

  it('keeps the values and offers the phone number when the message could not be sent', async () => {
    renderForm(async () => ({ status: 'failed' }));
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    const status = screen.getByRole('status');
    expect(await screen.findByText(/could not be sent/)).toBeInTheDocument();
    expect(status).toHaveAttribute('data-tone', 'error');
    expect(screen.getByRole('link', { name: samplePhone.display })).toHaveAttribute('href', samplePhone.href);
    expect(screen.getByRole('textbox', { name: /Full Name/ })).toHaveValue('Maria Garcia Lopez');
  });

  it('treats a submit function that throws as a failure', async () => {
    renderForm(async () => {
      throw new Error('boom');
    });
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(/could not be sent/)).toBeInTheDocument();
  });

  it('shows the server’s field errors on their fields and focuses the first one', async () => {
    renderForm(async () => ({
      status: 'rejected',
      fieldErrors: { email: 'Enter a valid e-mail address, such as name@example.com.' },
    }));
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    const email = await screen.findByRole('textbox', { name: /Email Address/ });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/Enter a valid e-mail address/);
    expect(email).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Please check the highlighted fields');
    expect(screen.getByRole('textbox', { name: /Full Name/ })).toHaveValue('Maria Garcia Lopez');
  });

  it('speaks Spanish', async () => {
    renderForm(async () => ({ status: 'stored', leadId: null }), 'es');
    await userEvent.type(screen.getByRole('textbox', { name: /Nombre Completo/ }), 'Ana');
    await userEvent.type(screen.getByRole('textbox', { name: /Dirección de Correo Electrónico/ }), 'ana@example.com');
    expect(screen.getByRole('option', { name: 'Refinanciamiento de Efectivo' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(
      await screen.findByText('¡Gracias por su mensaje! Nos pondremos en contacto con usted pronto.'),
    ).toBeInTheDocument();
  });

  it('has no axe violations when idle or showing errors', async () => {
    const { container } = renderForm(async () => ({ status: 'rejected', fieldErrors: { name: 'Enter your name.' } }));
    expect(await axe(container)).toHaveNoViolations();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText(/Enter your name\./);
    expect(await axe(container)).toHaveNoViolations();
  });
});
