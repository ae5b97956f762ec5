import {
  contactFormErrors,
  prequalificationFormErrors,
  splitName,
  toContactPayload,
  toPrequalificationPayload,
  type PrequalificationFormValues,
} from './payloads';

const stamp = { idempotencyKey: 'key-12345678', ts: '2025-01-15T14:03:00.000Z' };

describe('splitName', () => {
  it.each([
    ['John Smith', 'John', 'Smith'],
    ['  María  José   García López ', 'María', 'José García López'],
    ['Cher', 'Cher', ''],
    ['', '', ''],
  ])('splits %j into first word and the rest', (name, first, last) => {
    expect(splitName(name)).toEqual({ first_name: first, last_name: last });
  });
});

describe('payload builders', () => {
  const values: PrequalificationFormValues = {
    firstName: 'Ana',
    lastName: 'García',
    email: 'ana@example.com',
    phone: '305-555-0123',
    propertyType: 'condo',
    propertyValue: '450000',
    downPayment: '',
    creditScore: '',
    annualIncome: 120000,
    monthlyDebt: '',
    employmentStatus: 'employed',
    propertyLocation: 'Brickell',
    loanPurpose: 'purchase',
    timeline: 'asap',
    additionalInfo: '',
  };

  it('maps the pre-qualification form to the docs/behaviour.md §7.2 field names', () => {
    expect(toPrequalificationPayload(values, { language: 'en', source: '/brickell-mortgage' }, stamp)).toEqual({
      formType: 'Pre-qualification',
      first_name: 'Ana',
      last_name: 'García',
      email: 'ana@example.com',
      phone: '305-555-0123',
      propertyType: 'condo',
      propertyValue: '450000',
      downPayment: '',
      creditScore: '',
      annualIncome: 120000,
      employmentStatus: 'employed',
      propertyLocation: 'Brickell',
      loanPurpose: 'purchase',
      timeline: 'asap',
      monthlyDebt: '',
      additionalInfo: '',
      language: 'en',
      source: '/brickell-mortgage',
      ts: stamp.ts,
      idempotencyKey: stamp.idempotencyKey,
      website: '',
    });
  });

  it('attaches a calculator scenario when the form carries one', () => {
    const scenario = {
      tool: 'dscr' as const,
      url: '/calculator/dscr?rent=3000',
      inputs: { monthlyRent: 3000 },
      results: { ratio: 1.11 },
    };
    expect(
      toPrequalificationPayload({ ...values, scenario }, { language: 'en', source: '/calculator' }, stamp),
    ).toMatchObject({ scenario, loanPurpose: 'purchase' });
    expect(toPrequalificationPayload(values, { language: 'en', source: '/' }, stamp)).not.toHaveProperty('scenario');
  });

  it('carries the honeypot, the start time, the consent notice, the marketing box and attribution when present', () => {
    const payload = toContactPayload(
      {
        name: 'Luis Alberto Pérez',
        email: 'l@example.com',
        phone: '',
        loanType: '',
        message: 'Hola',
        website: 'x',
        consentVersion: 'es-2026-11-23',
      },
      {
        language: 'es',
        source: '/es/contacto',
        startedAt: 1736949700000,
        attribution: { utm_source: 'google', gclid: 'abc', landingPage: '/es' },
      },
      stamp,
    );
    expect(payload).toEqual({
      formType: 'Contact',
      first_name: 'Luis',
      last_name: 'Alberto Pérez',
      email: 'l@example.com',
      phone: '',
      loanType: '',
      message: 'Hola',
      language: 'es',
      source: '/es/contacto',
      ts: stamp.ts,
      idempotencyKey: stamp.idempotencyKey,
      website: 'x',
      startedAt: 1736949700000,
      consentVersion: 'es-2026-11-23',
      automatedContact: false,
      attribution: { utm_source: 'google', gclid: 'abc', landingPage: '/es' },
    });
  });

  it('keys field errors by the form’s own field names', () => {
    expect(prequalificationFormErrors({ first_name: 'a', last_name: 'b', email: 'c' })).toEqual({
      firstName: 'a',
      lastName: 'b',
      email: 'c',
    });
    expect(contactFormErrors({ first_name: 'Enter your first name.', last_name: 'Too long', phone: 'p' })).toEqual({
      name: 'Enter your first name.',
      phone: 'p',
    });
  });
});
