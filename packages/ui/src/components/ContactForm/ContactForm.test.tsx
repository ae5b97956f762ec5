import { createApiClient, type ContactFormField, type ContactFormValues } from '@broker/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { uiCopy } from '../../copy';
import { sampleConsent, samplePhone } from '../../fixtures/sample';
import type { FormDelivery, FormOutcome } from '../../hooks/useSubmission';
import { ContactForm } from './ContactForm';

type Outcome = FormOutcome<ContactFormField>;

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => data.set(key, value),
  };
}

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
  it('checks the fields with the server’s schema on submit, in the page’s language, without the browser’s bubbles', async () => {
    const fetch = jest.fn();
    const api = createApiClient({ fetch, storage: memoryStorage(), isOnline: () => true });
    const { container } = renderForm(
      (values) => api.submitContact(values, { language: 'es', source: '/es/contacto' }),
      'es',
    );
    expect(container.querySelector('form')).toHaveProperty('noValidate', true);
    const name = screen.getByRole('textbox', { name: /Nombre Completo/ });
    const email = screen.getByRole('textbox', { name: /Dirección de Correo Electrónico/ });
    // Still announced as required, and as an e-mail field.
    expect(name).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    await userEvent.type(email, 'ana@');
    await userEvent.type(screen.getByRole('textbox', { name: 'Número de teléfono' }), '305 555 0100');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));

    expect(await screen.findByText('Escriba su nombre completo.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Escriba su nombre completo.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/^Escriba un correo electrónico válido/);
    expect(name).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Revise los campos marcados e inténtelo de nuevo.');
    // Nothing was sent and nothing typed was lost.
    expect(fetch).not.toHaveBeenCalled();
    expect(email).toHaveValue('ana@');
    expect(screen.getByRole('textbox', { name: 'Número de teléfono' })).toHaveValue('305 555 0100');
  });

  it('shows the contact notice by the submit button, and a separate optional unticked automated-contact box', async () => {
    const onSubmit = jest.fn(async (): Promise<Outcome> => ({ status: 'stored', leadId: 'lead-1' }));
    renderForm(onSubmit, 'es');
    const notice = screen.getByText(/Al enviar, usted pide que Grove Harbor Mortgage/);
    expect(notice).toHaveTextContent('sobre su consulta');
    expect(notice).not.toHaveTextContent(/automatizada|STOP|no es una condición/);
    const link = screen.getByRole('link', { name: /Política de privacidad/ });
    expect(link).toHaveAttribute('href', '/es/politica-privacidad');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName('Política de privacidad (se abre en una pestaña nueva)');
    const submit = screen.getByRole('button', { name: 'Enviar mensaje' });
    expect(submit).toHaveAccessibleDescription(/^Al enviar, usted pide que Grove Harbor Mortgage .* Consulte nuestra /);
    const box = screen.getByRole('checkbox', { name: /^Opcional: acepto .* tecnología automatizada .* Responda STOP/ });
    expect(box).not.toBeChecked();
    expect(box).not.toBeRequired();
    await userEvent.type(screen.getByRole('textbox', { name: /Nombre Completo/ }), 'Ana Díaz');
    await userEvent.type(screen.getByRole('textbox', { name: /Correo Electrónico/ }), 'ana@example.com');
    // Reached and ticked by keyboard: the link, then the box.
    link.focus();
    await userEvent.tab();
    expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
    await userEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ consentVersion: 'es-2026-11-27', automatedContact: true }),
    );
    // Stored: the form is cleared, the box unticked again.
    expect(await screen.findByRole('checkbox', { name: /tecnología automatizada/ })).not.toBeChecked();
  });

  it('sends a lead without the automated-contact box ticked', async () => {
    const onSubmit = jest.fn(async (): Promise<Outcome> => ({ status: 'stored', leadId: 'lead-1' }));
    renderForm(onSubmit);
    expect(screen.getByRole('checkbox', { name: /automated technology/ })).not.toBeChecked();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ consentVersion: 'en-2026-11-27', automatedContact: false }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for your message!');
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
      automatedContact: false,
      consentVersion: 'en-2026-11-27',
    });
    const button = screen.getByRole('button', { name: 'Sending...' });
    expect(button).toBeDisabled();

    pending.resolve({ status: 'stored', leadId: 'lead-1' });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you for your message! We will get back to you soon.',
    );
    expect(screen.getByRole('textbox', { name: /Full Name/ })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    // Focus moves from the disabled button to the thank-you, which is read out.
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    expect(screen.getByRole('status')).toHaveAttribute('tabindex', '-1');
  });

  it('says honestly when the message was only saved to be sent later, and keeps what was written', async () => {
    renderForm(async () => ({ status: 'queued', reason: 'offline' }));
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    const status = screen.getByRole('status');
    expect(await screen.findByText(/saved on this device/)).toBeInTheDocument();
    expect(status).toHaveTextContent(/^You appear to be offline\./);
    expect(status).toHaveFocus();
    expect(status).toHaveTextContent("If it's urgent, call us at (305) 555-0142.");
    expect(within(status).getByRole('link', { name: samplePhone.display })).toHaveAttribute('href', samplePhone.href);
    expect(screen.getByRole('textbox', { name: 'Message' })).not.toHaveValue('');
  });

  it('blames the server, not the connection, when the server answers 503 while the browser is online', async () => {
    const api = createApiClient({
      fetch: async () => ({ status: 503, headers: { get: () => null }, json: async () => ({ ok: false }) }),
      storage: memoryStorage(),
      isOnline: () => true,
    });
    renderForm((values) => api.submitContact(values, { language: 'en', source: '/contact' }));
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    const status = screen.getByRole('status');
    expect(await within(status).findByText(/couldn't reach our office's system/)).toBeInTheDocument();
    expect(status).not.toHaveTextContent(/offline/i);
    expect(status).toHaveTextContent("we'll keep trying to send it while this page is open");
    expect(within(status).getByRole('link', { name: samplePhone.display })).toHaveAttribute('href', 'tel:+13055550142');
    expect(api.pendingSubmissions()).toBe(1);
  });

  it('says the message was sent when a later retry delivers it, and clears the form', async () => {
    let deliver!: (delivery: FormDelivery<ContactFormField>) => void;
    const delivery = new Promise<FormDelivery<ContactFormField>>((resolve) => {
      deliver = resolve;
    });
    renderForm(async () => ({ status: 'queued', reason: 'offline', delivery }));
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    const status = screen.getByRole('status');
    await within(status).findByText(/You appear to be offline/);
    // By the time a resend is answered the visitor may be elsewhere: focus stays where it is.
    const elsewhere = screen.getByRole('textbox', { name: /Full Name/ });
    elsewhere.focus();
    await act(async () => deliver({ status: 'stored', leadId: 'lead-7' }));
    expect(elsewhere).toHaveFocus();
    expect(status).toHaveTextContent('Your saved message has now been sent. Thank you! We will get back to you soon.');
    expect(status).not.toHaveTextContent(/offline|saved on this device/);
    expect(status).toHaveAttribute('data-tone', 'success');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it('says so, with the phone number, when a later retry is refused', async () => {
    let deliver!: (delivery: FormDelivery<ContactFormField>) => void;
    const delivery = new Promise<FormDelivery<ContactFormField>>((resolve) => {
      deliver = resolve;
    });
    renderForm(async () => ({ status: 'queued', reason: 'server', delivery }), 'es');
    await userEvent.type(screen.getByRole('textbox', { name: /Nombre Completo/ }), 'Ana');
    await userEvent.type(screen.getByRole('textbox', { name: /Dirección de Correo Electrónico/ }), 'ana@example');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    const status = screen.getByRole('status');
    await within(status).findByText(/seguiremos intentando enviarlo/);
    await act(async () =>
      deliver({ status: 'rejected', fieldErrors: { email: 'Escriba un correo electrónico válido.' } }),
    );
    expect(status).toHaveTextContent(
      'El sistema de nuestra oficina no aceptó su mensaje guardado, así que no se envió. Por favor, llámenos al (305) 555-0142. Revise los campos marcados e inténtelo de nuevo.',
    );
    expect(within(status).getByRole('link', { name: samplePhone.display })).toHaveAttribute('href', samplePhone.href);
    expect(screen.getByRole('textbox', { name: /Dirección de Correo Electrónico/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('textbox', { name: /Nombre Completo/ })).toHaveValue('Ana');
  });

  it('ignores a later delivery of an earlier submission once the form was sent again', async () => {
    let deliver!: (delivery: FormDelivery<ContactFormField>) => void;
    const delivery = new Promise<FormDelivery<ContactFormField>>((resolve) => {
      deliver = resolve;
    });
    const onSubmit = jest
      .fn<Promise<Outcome>, [ContactFormValues]>()
      .mockResolvedValueOnce({ status: 'queued', reason: 'server', delivery })
      .mockResolvedValueOnce({ status: 'failed' });
    renderForm(onSubmit);
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText(/couldn't reach our office's system/);
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText(/could not be sent/);
    await act(async () => deliver({ status: 'stored', leadId: 'lead-7' }));
    expect(screen.getByRole('status')).toHaveTextContent(/could not be sent/);
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

  it('says a refusal that names no visible field could not be accepted, with the phone number', async () => {
    renderForm(async () => ({
      status: 'rejected',
      fieldErrors: { form: 'This form could not be sent. Reload the page and try again.' },
    }));
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(
      "Our office's system could not accept this message. Please call us at (305) 555-0142, or reload the page and try again.",
    );
    expect(status).not.toHaveTextContent(/highlighted/);
    expect(within(status).getByRole('link', { name: samplePhone.display })).toHaveAttribute('href', samplePhone.href);
    expect(screen.queryAllByRole('textbox').filter((box) => box.getAttribute('aria-invalid') === 'true')).toEqual([]);
    // No field to go to: the line with the phone number takes the focus the disabled button lost.
    expect(status).toHaveFocus();
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
