import { CHAT_MESSAGE_MAX_LENGTH, isChatMessageTooLong, validateChatRequest } from './chat';

const lead = {
  name: 'María Pérez',
  email: 'maria@example.com',
  phone: '786-555-0199',
  propertyType: 'second-home',
  loanAmount: '350,000',
  creditScore: 'good',
  timeline: '90-days',
};

describe('validateChatRequest', () => {
  it('accepts a first message with no session and no lead', () => {
    expect(validateChatRequest({ message: '  What is a DSCR loan?  ', sessionId: null, userInfo: null }, 'en')).toEqual(
      {
        success: true,
        output: {
          message: 'What is a DSCR loan?',
          sessionId: null,
          userInfo: null,
          action: undefined,
          language: undefined,
          source: undefined,
          consentVersion: undefined,
          automatedContact: false,
          attribution: undefined,
        },
      },
    );
  });

  it('fills a left-out session and lead with null', () => {
    const result = validateChatRequest({ message: 'Hola', language: 'es' }, 'es');
    expect(result.success && result.output).toMatchObject({ sessionId: null, userInfo: null, language: 'es' });
  });

  it('accepts a lead capture and reads the loan amount', () => {
    const result = validateChatRequest(
      { message: 'LEAD_CAPTURED', sessionId: 'sess_42-abc', userInfo: lead, action: 'lead_capture' },
      'en',
    );
    expect(result.success && result.output.userInfo).toEqual({ ...lead, loanAmount: 350000 });
  });

  it('accepts a lead capture with its page, consent notice, marketing box and attribution', () => {
    const result = validateChatRequest(
      {
        message: 'LEAD_CAPTURED',
        sessionId: 'abc',
        userInfo: lead,
        action: 'lead_capture',
        language: 'es',
        source: '/es/hipoteca-brickell',
        consentVersion: 'es-2026-11-23',
        automatedContact: true,
        attribution: { utm_source: 'google', gclid: 'abc' },
      },
      'es',
    );
    expect(result.success && result.output).toMatchObject({
      source: '/es/hipoteca-brickell',
      consentVersion: 'es-2026-11-23',
      automatedContact: true,
      attribution: { utm_source: 'google', gclid: 'abc' },
    });
    expect(validateChatRequest({ message: 'x', sessionId: 'abc', userInfo: null, consentVersion: 'v1' }, 'en')).toEqual(
      {
        success: false,
        fieldErrors: { consentVersion: 'This form could not be sent. Reload the page and try again.' },
      },
    );
  });

  it('accepts a lead with only the required fields', () => {
    const { loanAmount: _l, creditScore: _c, timeline: _t, ...required } = lead;
    const result = validateChatRequest({ message: 'x', sessionId: 'abc', userInfo: required }, 'en');
    expect(result.success && result.output.userInfo).toEqual({
      ...required,
      loanAmount: null,
      creditScore: '',
      timeline: '',
    });
  });

  it('rejects a blank message and one over the limit', () => {
    expect(validateChatRequest({ message: '   ', sessionId: null, userInfo: null }, 'es')).toEqual({
      success: false,
      fieldErrors: { message: 'Escriba un mensaje.' },
    });
    expect(
      validateChatRequest({ message: 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1), sessionId: null, userInfo: null }, 'en'),
    ).toEqual({ success: false, fieldErrors: { message: 'Use at most 2,000 characters.' } });
    expect(
      validateChatRequest(
        { message: ` ${'a'.repeat(CHAT_MESSAGE_MAX_LENGTH)} `, sessionId: null, userInfo: null },
        'en',
      ).success,
    ).toBe(true);
  });

  it('reports lead fields under userInfo', () => {
    const result = validateChatRequest(
      { message: 'x', sessionId: null, userInfo: { ...lead, name: '', email: 'maria', propertyType: 'boat' } },
      'en',
    );
    expect(result).toEqual({
      success: false,
      fieldErrors: {
        'userInfo.name': 'Enter your name.',
        'userInfo.email': 'Enter a valid e-mail address, such as name@example.com.',
        'userInfo.propertyType': 'Choose a property type.',
      },
    });
  });

  it('requires the lead for a lead capture, and only known actions and session ids', () => {
    expect(
      validateChatRequest({ message: 'LEAD_CAPTURED', sessionId: 'abc', userInfo: null, action: 'lead_capture' }, 'en'),
    ).toEqual({
      success: false,
      fieldErrors: { userInfo: 'This form could not be sent. Reload the page and try again.' },
    });
    const result = validateChatRequest({ message: 'x', sessionId: 'a b', userInfo: null, action: 'delete' }, 'en');
    expect(result.success === false && Object.keys(result.fieldErrors).sort()).toEqual(['action', 'sessionId']);
  });
});

describe('isChatMessageTooLong', () => {
  it('measures the trimmed message against the limit', () => {
    expect(isChatMessageTooLong('a'.repeat(CHAT_MESSAGE_MAX_LENGTH))).toBe(false);
    expect(isChatMessageTooLong(`${'a'.repeat(CHAT_MESSAGE_MAX_LENGTH)}   `)).toBe(false);
    expect(isChatMessageTooLong('a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1))).toBe(true);
    expect(isChatMessageTooLong(undefined)).toBe(false);
  });
});
