import { validateContact } from './contact';

const base = {
  formType: 'Contact',
  first_name: 'John',
  last_name: 'Paul Smith',
  email: 'john@example.com',
  phone: '',
  loanType: '',
  message: 'Do you work with first-time buyers?',
  language: 'en',
  source: '/contact',
  ts: '2025-01-15T14:03:00.000Z',
  idempotencyKey: 'Kq3_mZ8-xY2',
};

describe('validateContact', () => {
  it('accepts a payload with only the required fields filled in', () => {
    const result = validateContact({ ...base, last_name: '', message: '' }, 'en');
    expect(result).toEqual({
      success: true,
      output: {
        ...base,
        last_name: '',
        message: '',
        website: '',
        startedAt: undefined,
        consentVersion: undefined,
        automatedContact: false,
        attribution: undefined,
      },
    });
  });

  it('accepts a phone, a loan type and consent when given', () => {
    const result = validateContact(
      {
        ...base,
        phone: '+1 305 555 0123',
        loanType: 'cash-out',
        consentVersion: 'es-2026-11-23',
        language: 'es',
        source: '/es/contacto',
      },
      'es',
    );
    expect(result.success && result.output).toMatchObject({
      phone: '+1 305 555 0123',
      loanType: 'cash-out',
      consentVersion: 'es-2026-11-23',
      automatedContact: false,
    });
  });

  it('reads the box a page published before 2026-11-27 sent as `marketingTexts`', () => {
    const legacy = validateContact({ ...base, consentVersion: 'en-2026-11-23', marketingTexts: true }, 'en');
    expect(legacy.success && legacy.output).toMatchObject({ consentVersion: 'en-2026-11-23', automatedContact: true });
    expect(legacy.success && 'marketingTexts' in legacy.output).toBe(false);
    const current = validateContact({ ...base, consentVersion: 'en-2026-11-27', automatedContact: false }, 'en');
    expect(current.success && current.output).toMatchObject({ automatedContact: false });
  });

  it('requires a name and a valid e-mail, in the page language', () => {
    const result = validateContact({ ...base, first_name: '', email: 'john at example' }, 'es');
    expect(result).toEqual({
      success: false,
      fieldErrors: {
        first_name: 'Escriba su nombre completo.',
        email: 'Escriba un correo electrónico válido, por ejemplo nombre@ejemplo.com.',
      },
    });
  });

  it('asks for the full name the form’s one name field takes, not for a first name', () => {
    // The full name is split into first_name and last_name: an empty one leaves first_name empty.
    expect(validateContact({ ...base, first_name: '', last_name: '' }, 'en')).toEqual({
      success: false,
      fieldErrors: { first_name: 'Enter your full name.' },
    });
    expect(validateContact({ ...base, first_name: '', last_name: '' }, 'es')).toEqual({
      success: false,
      fieldErrors: { first_name: 'Escriba su nombre completo.' },
    });
  });

  it('checks an optional phone only when one is given', () => {
    const result = validateContact({ ...base, phone: '555' }, 'en');
    expect(result).toEqual({
      success: false,
      fieldErrors: { phone: 'Enter a valid phone number, such as (305) 555-0123 or +34 612 345 678.' },
    });
  });

  it('bounds the message and only accepts listed loan types', () => {
    const result = validateContact({ ...base, message: 'x'.repeat(5001), loanType: 'boat' }, 'en');
    expect(result).toEqual({
      success: false,
      fieldErrors: {
        message: 'Use at most 5,000 characters.',
        loanType: 'Choose a loan type from the list.',
      },
    });
  });

  it('refuses a pre-qualification payload', () => {
    const result = validateContact({ ...base, formType: 'Pre-qualification' }, 'en');
    expect(result.success).toBe(false);
  });
});
