import { validatePrequalification, type PrequalificationPayload } from './prequalification';

function payload(overrides: Partial<Record<keyof PrequalificationPayload, unknown>> = {}) {
  return {
    formType: 'Pre-qualification',
    first_name: 'Ana',
    last_name: 'García López',
    email: 'ana@example.com',
    phone: '(305) 555-0123',
    propertyType: 'condo',
    propertyValue: '450000',
    downPayment: '90000',
    creditScore: 'good',
    annualIncome: '120000',
    employmentStatus: 'self-employed',
    propertyLocation: 'Brickell',
    loanPurpose: 'purchase',
    timeline: '60-days',
    monthlyDebt: 'about $800',
    additionalInfo: '',
    language: 'es',
    source: '/es',
    ts: '2025-01-15T14:03:00.000Z',
    idempotencyKey: '0b6c2c9e-6a5f-4a43-9d0e-0f8f3c1d2a77',
    ...overrides,
  };
}

function errorsOf(input: unknown, lang: 'en' | 'es' = 'en') {
  const result = validatePrequalification(input, lang);
  if (result.success) throw new Error('expected the payload to be rejected');
  return result.fieldErrors;
}

describe('validatePrequalification', () => {
  it('accepts a complete payload and returns numbers for the amounts', () => {
    const result = validatePrequalification(payload(), 'es');
    expect(result).toEqual({
      success: true,
      output: expect.objectContaining({
        first_name: 'Ana',
        propertyValue: 450000,
        downPayment: 90000,
        annualIncome: 120000,
        monthlyDebt: 'about $800',
        website: '',
      }),
    });
  });

  it('accepts amounts sent as numbers or as typed text', () => {
    const result = validatePrequalification(
      payload({ propertyValue: 725000.5, downPayment: '$145,000', annualIncome: '250.000,00' }),
      'en',
    );
    expect(result.success && result.output).toMatchObject({
      propertyValue: 725000.5,
      downPayment: 145000,
      annualIncome: 250000,
    });
  });

  it('trims texts and fills left-out optional fields', () => {
    const {
      downPayment: _d,
      creditScore: _c,
      propertyLocation: _p,
      timeline: _t,
      monthlyDebt: _m,
      additionalInfo: _a,
      ...required
    } = payload({ first_name: '  Ana  ', email: ' ana@example.com ' });
    const result = validatePrequalification(required, 'en');
    expect(result.success && result.output).toMatchObject({
      first_name: 'Ana',
      email: 'ana@example.com',
      downPayment: null,
      creditScore: '',
      propertyLocation: '',
      timeline: '',
      monthlyDebt: '',
      additionalInfo: '',
    });
  });

  it('treats an empty down payment as not given', () => {
    const result = validatePrequalification(payload({ downPayment: '  ' }), 'en');
    expect(result.success && result.output.downPayment).toBeNull();
  });

  it('drops fields the schema does not know', () => {
    const result = validatePrequalification({ ...payload(), ssn: '123-45-6789' }, 'en');
    expect(result.success && 'ssn' in result.output).toBe(false);
  });

  it('names every missing required field, in English', () => {
    expect(
      errorsOf({
        formType: 'Pre-qualification',
        language: 'en',
        source: '/',
        ts: '2025-01-15T14:03:00Z',
        idempotencyKey: 'abcdefgh',
      }),
    ).toEqual({
      first_name: 'Enter your first name.',
      last_name: 'Enter your last name.',
      email: 'Enter your e-mail address.',
      phone: 'Enter your phone number.',
      propertyType: 'Choose a property type.',
      propertyValue: 'Enter the property value.',
      annualIncome: 'Enter your annual income.',
      employmentStatus: 'Choose your employment status.',
      loanPurpose: 'Choose the purpose of the loan.',
    });
  });

  it('names the same fields in Spanish', () => {
    const errors = errorsOf(
      payload({
        first_name: ' ',
        email: 'ana@',
        phone: '12',
        propertyType: '',
        propertyValue: '',
        annualIncome: 'mucho',
      }),
      'es',
    );
    expect(errors).toEqual({
      first_name: 'Escriba su nombre.',
      email: 'Escriba un correo electrónico válido, por ejemplo nombre@ejemplo.com.',
      phone: 'Escriba un número de teléfono válido, por ejemplo (305) 555-0123 o +34 612 345 678.',
      propertyType: 'Elija un tipo de propiedad.',
      propertyValue: 'Escriba el valor de la propiedad.',
      annualIncome: 'Escriba su ingreso anual en dólares, por ejemplo 85000.',
    });
  });

  it('rejects negative, non-numeric and implausibly large amounts', () => {
    expect(errorsOf(payload({ propertyValue: -1, downPayment: 'lots', annualIncome: 5e9 }))).toEqual({
      propertyValue: 'Enter the property value in dollars, such as 450000.',
      downPayment: 'Enter the down payment in dollars, such as 90000, or leave it empty.',
      annualIncome: 'Enter an amount below $1,000,000,000.',
    });
    expect(errorsOf(payload({ propertyValue: Number.POSITIVE_INFINITY, annualIncome: '1'.repeat(31) }))).toEqual({
      propertyValue: 'Enter the property value in dollars, such as 450000.',
      annualIncome: 'Enter your annual income in dollars, such as 85000.',
    });
    expect(errorsOf(payload({ propertyValue: true, annualIncome: null }))).toEqual({
      propertyValue: 'Enter the property value.',
      annualIncome: 'Enter your annual income.',
    });
  });

  it('only accepts the listed options', () => {
    expect(
      errorsOf(
        payload({
          propertyType: 'castle',
          creditScore: '850',
          employmentStatus: 'astronaut',
          loanPurpose: 'fun',
          timeline: 'tomorrow',
        }),
      ),
    ).toEqual({
      propertyType: 'Choose a property type.',
      creditScore: 'Choose a credit score range from the list.',
      employmentStatus: 'Choose your employment status.',
      loanPurpose: 'Choose the purpose of the loan.',
      timeline: 'Choose a timeline from the list.',
    });
  });

  it('bounds every text field', () => {
    const errors = errorsOf(
      payload({
        first_name: 'a'.repeat(101),
        last_name: 'a'.repeat(101),
        email: `${'a'.repeat(250)}@example.com`,
        phone: `305 555 0123${' '.repeat(10)}x${'1'.repeat(20)}`,
        propertyLocation: 'a'.repeat(201),
        monthlyDebt: 'a'.repeat(201),
        additionalInfo: 'a'.repeat(5001),
        source: `/${'a'.repeat(300)}`,
      }),
      'es',
    );
    expect(errors).toEqual({
      first_name: 'Use como máximo 100 caracteres.',
      last_name: 'Use como máximo 100 caracteres.',
      email: 'Use como máximo 254 caracteres.',
      phone: 'Use como máximo 30 caracteres.',
      propertyLocation: 'Use como máximo 200 caracteres.',
      monthlyDebt: 'Use como máximo 200 caracteres.',
      additionalInfo: 'Use como máximo 5,000 caracteres.',
      source: 'No se pudo enviar este formulario. Vuelva a cargar la página e inténtelo de nuevo.',
    });
  });

  it('asks to check a free-text field that is not text', () => {
    expect(errorsOf(payload({ monthlyDebt: 800 }))).toEqual({ monthlyDebt: 'Check this field.' });
    expect(errorsOf(payload({ propertyLocation: ['Brickell'] }), 'es')).toEqual({
      propertyLocation: 'Revise este campo.',
    });
  });

  it('accepts texts exactly at their bounds', () => {
    const result = validatePrequalification(
      payload({ first_name: 'a'.repeat(100), additionalInfo: `  ${'a'.repeat(5000)}  ` }),
      'en',
    );
    expect(result.success).toBe(true);
  });

  it('checks the fields a person never types', () => {
    expect(
      errorsOf(
        payload({
          formType: 'Contact',
          language: 'fr',
          source: 'home',
          ts: 'yesterday',
          idempotencyKey: 'short',
          startedAt: -5,
        }),
      ),
    ).toEqual({
      formType: 'This form could not be sent. Reload the page and try again.',
      language: 'This form could not be sent. Reload the page and try again.',
      source: 'This form could not be sent. Reload the page and try again.',
      ts: 'This form could not be sent. Reload the page and try again.',
      idempotencyKey: 'This form could not be sent. Reload the page and try again.',
      startedAt: 'This form could not be sent. Reload the page and try again.',
    });
    expect(errorsOf(payload({ idempotencyKey: 'has spaces in it' }))).toHaveProperty('idempotencyKey');
    expect(errorsOf(payload({ idempotencyKey: 'a'.repeat(101) }))).toHaveProperty('idempotencyKey');
    expect(errorsOf(payload({ startedAt: 1.5 }))).toHaveProperty('startedAt');
  });

  it('keeps a filled-in honeypot so the server can store the submission as spam', () => {
    const result = validatePrequalification(
      payload({ website: 'http://spam.example'.repeat(100), startedAt: 1736949780000 }),
      'en',
    );
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.output.website.startsWith('http://spam.example')).toBe(true);
    expect(result.output.website).toHaveLength(500);
    expect(result.output.startedAt).toBe(1736949780000);
  });

  it('accepts a published consent notice version with the marketing box, and nothing else', () => {
    const result = validatePrequalification(payload({ consentVersion: 'en-2026-11-23', automatedContact: true }), 'en');
    expect(result.success && result.output).toMatchObject({ consentVersion: 'en-2026-11-23', automatedContact: true });
    const unticked = validatePrequalification(payload({ consentVersion: 'es-2026-11-23' }), 'es');
    expect(unticked.success && unticked.output).toMatchObject({ automatedContact: false });
    const technical = 'This form could not be sent. Reload the page and try again.';
    expect(errorsOf(payload({ consentVersion: 'fr-2020-01-01' }))).toEqual({ consentVersion: technical });
    expect(errorsOf(payload({ consentVersion: 'en-2026-11-23; drop' }))).toEqual({ consentVersion: technical });
    expect(errorsOf(payload({ automatedContact: true }))).toEqual({ automatedContact: technical });
    expect(errorsOf(payload({ consentVersion: 'en-2026-11-23', automatedContact: 'yes' }))).toEqual({
      automatedContact: technical,
    });
  });

  it('accepts bounded attribution and drops unknown keys', () => {
    const attribution = {
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'brickell',
      utm_term: 'condo loan',
      utm_content: 'ad-2',
      gclid: 'abc',
      fbclid: 'f'.repeat(500),
      msclkid: 'm1',
      landingPage: '/brickell-mortgage',
      referrer: 'https://www.google.com',
    };
    const result = validatePrequalification(payload({ attribution: { ...attribution, email: 'x@example.com' } }), 'en');
    expect(result.success && result.output.attribution).toEqual(attribution);
  });

  it('rejects attribution over its bounds or of the wrong shape', () => {
    const technical = 'This form could not be sent. Reload the page and try again.';
    expect(errorsOf(payload({ attribution: { utm_campaign: 'x'.repeat(201) } }))).toEqual({
      'attribution.utm_campaign': technical,
    });
    expect(errorsOf(payload({ attribution: { gclid: 'x'.repeat(501) } }))).toEqual({
      'attribution.gclid': technical,
    });
    expect(errorsOf(payload({ attribution: { referrer: 'https://www.google.com/search?q=me' } }))).toEqual({
      'attribution.referrer': technical,
    });
    expect(errorsOf(payload({ attribution: { landingPage: 'brickell' } }))).toEqual({
      'attribution.landingPage': technical,
    });
    expect(errorsOf(payload({ attribution: { utm_source: 'a\u0000b' } }))).toEqual({
      'attribution.utm_source': technical,
    });
    expect(errorsOf(payload({ attribution: 'google' }))).toEqual({ attribution: technical });
  });

  it('answers a non-object under "form"', () => {
    expect(errorsOf('first_name=Ana')).toEqual({
      form: 'This form could not be sent. Reload the page and try again.',
    });
    expect(errorsOf(null, 'es')).toEqual({
      form: 'No se pudo enviar este formulario. Vuelva a cargar la página e inténtelo de nuevo.',
    });
  });

  it('falls back to English for an unknown language', () => {
    expect(errorsOf(payload({ first_name: '' }), 'fr' as 'en')).toEqual({ first_name: 'Enter your first name.' });
  });
});
