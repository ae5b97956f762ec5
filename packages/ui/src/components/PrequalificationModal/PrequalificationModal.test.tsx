import { createApiClient, type PrequalificationFormField, type PrequalificationFormValues } from '@broker/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { useState } from 'react';
import { uiCopy } from '../../copy';
import { sampleConsent, samplePhone } from '../../fixtures/sample';
import type { FormDelivery, FormOutcome } from '../../hooks/useSubmission';
import { root } from '../../theme/global.css';
import { themeClass } from '../../theme/theme.css';
import { PrequalificationModal, SUCCESS_CLOSE_MS } from './PrequalificationModal';

type Outcome = FormOutcome<PrequalificationFormField>;

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => data.set(key, value),
  };
}

const complete: Partial<PrequalificationFormValues> = {
  firstName: 'Carlos',
  lastName: 'Rivera',
  email: 'carlos@example.com',
  phone: '305 555 0199',
  propertyType: 'condo',
  propertyValue: '450000',
  annualIncome: '120000',
  employmentStatus: 'self-employed',
  loanPurpose: 'purchase',
};

function Harness({
  onSubmit,
  language = 'en',
  initialValues = complete,
  onClosed = () => {},
}: {
  onSubmit: (values: PrequalificationFormValues) => Promise<Outcome>;
  language?: 'en' | 'es';
  initialValues?: Partial<PrequalificationFormValues>;
  onClosed?: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Get Your Rate Today
      </button>
      <PrequalificationModal
        language={language}
        open={open}
        onClose={() => {
          setOpen(false);
          onClosed();
        }}
        copy={uiCopy[language].prequalification}
        onSubmit={onSubmit}
        phone={samplePhone}
        initialValues={initialValues}
        consent={sampleConsent[language]}
      />
    </>
  );
}

const openDialog = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Get Your Rate Today' }));
  return screen.getByRole('dialog', { name: 'Get Pre-Qualified' });
};

describe('PrequalificationModal', () => {
  it('renders inside the brand theme and base typography, wherever its opener is mounted', async () => {
    const { container } = render(<Harness onSubmit={jest.fn()} language="es" />);
    await userEvent.click(screen.getByRole('button', { name: 'Get Your Rate Today' }));
    const dialog = screen.getByRole('dialog');
    expect(container).not.toContainElement(dialog);
    const host = dialog.parentElement!;
    expect(host).toHaveClass(themeClass, root);
    expect(host).toHaveAttribute('lang', 'es');
  });

  it('opens as a modal dialog, named and described, with focus on the first field', async () => {
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(<Harness onSubmit={jest.fn()} initialValues={{}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await openDialog();
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveAccessibleDescription(/loan officer will contact you within one business day/);
    expect(within(dialog).getByRole('textbox', { name: /First Name/ })).toHaveFocus();
    showModal.mockRestore();
  });

  it('fills in what a calculator sends each time it opens, keeps what was typed, and says what is attached', async () => {
    function Prefilled() {
      const [prefill, setPrefill] = useState<Partial<PrequalificationFormValues> | undefined>(undefined);
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Get Your Rate Today
          </button>
          <button
            type="button"
            onClick={() => {
              setPrefill({ propertyValue: 650000, downPayment: 65000, loanPurpose: 'purchase' });
              setOpen(true);
            }}
          >
            Send this scenario
          </button>
          <PrequalificationModal
            language="en"
            open={open}
            onClose={() => setOpen(false)}
            copy={uiCopy.en.prequalification}
            onSubmit={jest.fn()}
            phone={samplePhone}
            initialValues={prefill}
            attachment={prefill ? 'Your calculator figures are sent with this form.' : undefined}
            consent={sampleConsent.en}
          />
        </>
      );
    }
    render(<Prefilled />);
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /First Name/ }), 'Marta');
    expect(within(dialog).queryByText('Your calculator figures are sent with this form.')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send this scenario' }));
    expect(within(dialog).getByRole('textbox', { name: /First Name/ })).toHaveValue('Marta');
    expect(within(dialog).getByRole('spinbutton', { name: /Estimated Property Value/ })).toHaveValue(650000);
    expect(within(dialog).getByRole('spinbutton', { name: /Down Payment/ })).toHaveValue(65000);
    expect(within(dialog).getByRole('combobox', { name: /Loan Purpose/ })).toHaveValue('purchase');
    expect(within(dialog).getByText('Your calculator figures are sent with this form.')).toBeVisible();
  });

  it('asks for every field with the required rules of the specification', async () => {
    render(<Harness onSubmit={jest.fn()} initialValues={{}} />);
    const dialog = await openDialog();
    const required = (name: RegExp, role = 'textbox') => within(dialog).getByRole(role, { name });
    for (const name of [/First Name/, /Last Name/]) expect(required(name)).toBeRequired();
    expect(required(/Email Address/)).toHaveAttribute('type', 'email');
    expect(required(/Email Address/)).toBeRequired();
    expect(required(/Phone Number/)).toHaveAttribute('type', 'tel');
    expect(required(/Phone Number/)).toBeRequired();
    for (const name of [/Estimated Property Value/, /Annual Income/]) {
      expect(required(name, 'spinbutton')).toBeRequired();
      expect(required(name, 'spinbutton')).toHaveAttribute('min', '0');
    }
    expect(required(/Down Payment/, 'spinbutton')).not.toBeRequired();
    expect(required(/Down Payment/, 'spinbutton')).toHaveAttribute('min', '0');
    for (const name of [/Property Type/, /Employment Status/, /Loan Purpose/])
      expect(required(name, 'combobox')).toBeRequired();
    for (const name of [/Credit Score/, /Timeline/]) expect(required(name, 'combobox')).not.toBeRequired();
    for (const name of [/Monthly Debt Payments/, /Property Location/, /Additional Information/]) {
      expect(required(name)).not.toBeRequired();
    }
    const values = (name: RegExp) =>
      within(required(name, 'combobox'))
        .getAllByRole('option')
        .map((option) => option.getAttribute('value'))
        .slice(1);
    expect(values(/Property Type/)).toEqual(['single-family', 'condo', 'townhouse', 'multi-family', 'investment']);
    expect(values(/Credit Score/)).toEqual(['excellent', 'good', 'fair', 'poor', 'unknown']);
    expect(values(/Employment Status/)).toEqual(['employed', 'self-employed', 'business-owner', 'retired', 'other']);
    expect(values(/Loan Purpose/)).toEqual(['purchase', 'refinance', 'cash-out', 'investment']);
    expect(values(/Timeline/)).toEqual(['asap', '30-days', '60-days', '90-days', '6-months', 'just-looking']);
  });

  it('shows the contact notice by the submit button in the page language and sends the automated-contact box', async () => {
    const onSubmit = jest.fn(async (): Promise<Outcome> => ({ status: 'stored', leadId: 'lead-2' }));
    render(<Harness language="es" onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Get Your Rate Today' }));
    const dialog = screen.getByRole('dialog');
    const notice = within(dialog).getByText(/Al enviar, usted pide que Grove Harbor Mortgage/);
    expect(notice).not.toHaveTextContent(/automatizada|no es una condición/);
    expect(within(dialog).getByRole('link', { name: /Política de privacidad/ })).toHaveAttribute(
      'href',
      '/es/politica-privacidad',
    );
    const box = within(dialog).getByRole('checkbox', {
      name: /^Opcional: .* Este consentimiento no es una condición para obtener ningún préstamo o servicio\./,
    });
    expect(box).not.toBeChecked();
    expect(box).not.toBeRequired();
    await userEvent.click(box);
    const submit = within(dialog).getByRole('button', { name: uiCopy.es.prequalification.submit });
    expect(submit).toHaveAccessibleDescription(/^Al enviar, usted pide que Grove Harbor Mortgage .* Consulte nuestra /);
    await userEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ consentVersion: 'es-2026-11-27', automatedContact: true }),
    );
  });

  it('checks the fields with the server’s schema on submit, in the page’s language, without the browser’s bubbles', async () => {
    const fetch = jest.fn();
    const api = createApiClient({ fetch, storage: memoryStorage(), isOnline: () => true });
    render(
      <Harness
        language="es"
        initialValues={{ lastName: 'Rivera' }}
        onSubmit={(values) => api.submitPrequalification(values, { language: 'es', source: '/es/' })}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Get Your Rate Today' }));
    const dialog = screen.getByRole('dialog', { name: 'Solicite su precalificación' });
    expect(dialog.querySelector('form')).toHaveProperty('noValidate', true);
    const first = within(dialog).getByRole('textbox', { name: /^Nombre/ });
    const email = within(dialog).getByRole('textbox', { name: /^Correo electrónico/ });
    expect(first).toBeRequired();
    await userEvent.type(email, 'carlos@');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ver mis opciones de tasa' }));

    expect(await within(dialog).findByText('Escriba su nombre.')).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('Escriba su nombre.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/^Escriba un correo electrónico válido/);
    expect(first).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
    expect(email).toHaveValue('carlos@');
    expect(within(dialog).getByRole('textbox', { name: /^Apellido/ })).toHaveValue('Rivera');
  });

  it('submits, shows Submitting... disabled, thanks the visitor and closes after 3 seconds', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      let resolve!: (outcome: Outcome) => void;
      const onSubmit = jest.fn(() => new Promise<Outcome>((done) => (resolve = done)));
      const onClosed = jest.fn();
      render(<Harness onSubmit={onSubmit} onClosed={onClosed} />);
      await user.click(screen.getByRole('button', { name: 'Get Your Rate Today' }));
      const dialog = screen.getByRole('dialog');
      await user.type(within(dialog).getByRole('textbox', { name: /Additional Information/ }), 'Condo in Brickell');
      await user.click(within(dialog).getByRole('button', { name: 'Get My Rate Options' }));
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          ...complete,
          additionalInfo: 'Condo in Brickell',
          website: '',
          consentVersion: 'en-2026-11-27',
          automatedContact: false,
        }),
      );
      expect(within(dialog).getByRole('button', { name: 'Submitting...' })).toBeDisabled();

      await act(async () => resolve({ status: 'stored', leadId: 'lead-9' }));
      expect(within(dialog).getByRole('heading', { name: 'Thank You!' })).toHaveFocus();
      expect(dialog).toHaveTextContent('will contact you within one business day with your personalized rate quote');
      act(() => {
        jest.advanceTimersByTime(SUCCESS_CLOSE_MS - 1);
      });
      expect(onClosed).not.toHaveBeenCalled();
      act(() => {
        jest.advanceTimersByTime(1);
      });
      expect(onClosed).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows a real error with the phone number when the submission was neither stored nor queued', async () => {
    render(<Harness onSubmit={async () => ({ status: 'failed' })} />);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get My Rate Options' }));
    const status = within(dialog).getByRole('status');
    expect(status).toHaveTextContent(
      'There was an error submitting your form. Please try again or call us directly at (305) 555-0142.',
    );
    expect(within(status).getByRole('link', { name: samplePhone.display })).toHaveAttribute('href', samplePhone.href);
    expect(within(dialog).getByRole('textbox', { name: /First Name/ })).toHaveValue('Carlos');
    expect(within(dialog).getByRole('button', { name: 'Get My Rate Options' })).toBeEnabled();
  });

  it('moves focus to the error line when the submission fails, keeping what was typed', async () => {
    render(<Harness onSubmit={async () => ({ status: 'failed' })} />);
    const dialog = await openDialog();
    const notes = within(dialog).getByRole('textbox', { name: /Additional Information/ });
    await userEvent.type(notes, 'Condo in Brickell');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get My Rate Options' }));
    const status = within(dialog).getByRole('status');
    await within(status).findByText(/There was an error submitting your form/);
    expect(status).toHaveFocus();
    expect(status).toHaveAttribute('tabindex', '-1');
    expect(notes).toHaveValue('Condo in Brickell');
    expect(within(dialog).getByRole('textbox', { name: /First Name/ })).toHaveValue('Carlos');
  });

  it('says when the submission is saved to send later, and stays open', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(<Harness onSubmit={async () => ({ status: 'queued', reason: 'offline' })} />);
      await user.click(screen.getByRole('button', { name: 'Get Your Rate Today' }));
      await user.click(screen.getByRole('button', { name: 'Get My Rate Options' }));
      expect(await screen.findByRole('heading', { name: 'Saved on this device' })).toBeInTheDocument();
      const result = screen.getByRole('status');
      expect(result).toHaveTextContent(/You appear to be offline\./);
      expect(within(result).getByRole('link', { name: samplePhone.display })).toHaveAttribute('href', samplePhone.href);
      act(() => {
        jest.advanceTimersByTime(SUCCESS_CLOSE_MS * 2);
      });
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('blames the server, not the connection, when the server answers 503 while the browser is online', async () => {
    const api = createApiClient({
      fetch: async () => ({ status: 503, headers: { get: () => null }, json: async () => ({ ok: false }) }),
      storage: memoryStorage(),
      isOnline: () => true,
    });
    render(<Harness onSubmit={(values) => api.submitPrequalification(values, { language: 'en', source: '/' })} />);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get My Rate Options' }));
    const result = await within(dialog).findByRole('status');
    await within(result).findByText(/couldn't reach our office's system just now/);
    expect(result).not.toHaveTextContent(/offline/i);
    expect(result).toHaveTextContent("we'll keep trying to send it while this page is open");
    expect(within(result).getByRole('link', { name: samplePhone.display })).toHaveAttribute('href', 'tel:+13055550142');
    expect(api.pendingSubmissions()).toBe(1);
  });

  it('speaks Spanish about a server problem', async () => {
    render(<Harness language="es" onSubmit={async () => ({ status: 'queued', reason: 'server' })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Get Your Rate Today' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ver mis opciones de tasa' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'En este momento no pudimos comunicarnos con el sistema de nuestra oficina. Su información quedó guardada en este dispositivo y seguiremos intentando enviarla mientras esta página esté abierta. Si es urgente, llámenos al (305) 555-0142.',
    );
  });

  it('thanks the visitor when a later retry delivers the saved form, and then closes', async () => {
    let deliver!: (delivery: FormDelivery<PrequalificationFormField>) => void;
    const delivery = new Promise<FormDelivery<PrequalificationFormField>>((resolve) => {
      deliver = resolve;
    });
    const onClosed = jest.fn();
    render(<Harness onSubmit={async () => ({ status: 'queued', reason: 'offline', delivery })} onClosed={onClosed} />);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get My Rate Options' }));
    await within(dialog).findByRole('heading', { name: 'Saved on this device' });
    jest.useFakeTimers();
    try {
      await act(async () => deliver({ status: 'stored', leadId: 'lead-3' }));
      expect(within(dialog).getByRole('heading', { name: 'Thank You!' })).toHaveFocus();
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        "Your saved information has now been sent. We'll contact you within one business day with your personalized rate quote.",
      );
      expect(within(dialog).queryByText(/offline/)).not.toBeInTheDocument();
      act(() => {
        jest.advanceTimersByTime(SUCCESS_CLOSE_MS);
      });
      expect(onClosed).toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('brings the form back, says it was not sent and gives the phone number when a later retry is refused', async () => {
    let deliver!: (delivery: FormDelivery<PrequalificationFormField>) => void;
    const delivery = new Promise<FormDelivery<PrequalificationFormField>>((resolve) => {
      deliver = resolve;
    });
    render(<Harness onSubmit={async () => ({ status: 'queued', reason: 'server', delivery })} />);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get My Rate Options' }));
    await within(dialog).findByRole('heading', { name: 'Saved on this device' });
    await act(async () => deliver({ status: 'rejected', fieldErrors: { form: 'This form could not be sent.' } }));
    const status = within(dialog).getByRole('status');
    expect(status).toHaveTextContent(
      "Our office's system did not accept your saved information, so it was not sent. Please call us at (305) 555-0142.",
    );
    expect(status).not.toHaveTextContent(/highlighted/);
    expect(within(status).getByRole('link', { name: samplePhone.display })).toHaveAttribute('href', samplePhone.href);
    expect(within(dialog).getByRole('textbox', { name: /First Name/ })).toHaveValue('Carlos');
    expect(within(dialog).getByRole('textbox', { name: /First Name/ })).toHaveFocus();
  });

  it('says a refusal that names no visible field could not be accepted, with the phone number', async () => {
    render(
      <Harness
        onSubmit={async () => ({
          status: 'rejected',
          fieldErrors: { website: 'This form could not be sent. Reload the page and try again.' },
        })}
      />,
    );
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get My Rate Options' }));
    const status = within(dialog).getByRole('status');
    expect(status).toHaveTextContent(
      "Our office's system could not accept this form. Please call us at (305) 555-0142, or reload the page and try again.",
    );
    expect(status).not.toHaveTextContent(/highlighted/);
    expect(within(status).getByRole('link', { name: samplePhone.display })).toHaveAttribute('href', samplePhone.href);
    expect(status).toHaveFocus();
  });

  it('marks the fields the server refused', async () => {
    render(
      <Harness
        onSubmit={async () => ({ status: 'rejected', fieldErrors: { phone: 'Enter a valid phone number.' } })}
      />,
    );
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get My Rate Options' }));
    const phone = within(dialog).getByRole('textbox', { name: /Phone Number/ });
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(/Enter a valid phone number\./);
    expect(phone).toHaveFocus();
  });

  it('closes with the close button and returns focus to the opener', async () => {
    render(<Harness onSubmit={jest.fn()} />);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get Your Rate Today' })).toHaveFocus();
  });

  it('closes on Escape', async () => {
    render(<Harness onSubmit={jest.fn()} />);
    await openDialog();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get Your Rate Today' })).toHaveFocus();
  });

  it('closes on a click on the backdrop but not on a click inside', async () => {
    render(<Harness onSubmit={jest.fn()} />);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByText('Your finances'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    render(<Harness language="es" onSubmit={async () => ({ status: 'failed' })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Get Your Rate Today' }));
    const dialog = screen.getByRole('dialog', { name: 'Solicite su precalificación' });
    expect(dialog).toHaveAttribute('lang', 'es');
    expect(within(dialog).getByRole('option', { name: 'Trabajador Independiente' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ver mis opciones de tasa' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Hubo un error al enviar su formulario. Inténtelo de nuevo o llámenos directamente al (305) 555-0142.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no axe violations open, with an error, and after success', async () => {
    const outcomes: Outcome[] = [{ status: 'failed' }, { status: 'stored', leadId: null }];
    const { container } = render(<Harness onSubmit={async () => outcomes.shift()!} />);
    const dialog = await openDialog();
    expect(await axe(container)).toHaveNoViolations();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get My Rate Options' }));
    expect(await axe(container)).toHaveNoViolations();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get My Rate Options' }));
    expect(within(dialog).getByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });
});
