import type { Language } from '../routes';
import { CONVERSION_VALUES } from './events';
import {
  trackAdLead,
  trackCalculatorUse,
  trackChatEvent,
  trackConversion,
  trackFormSuccess,
  trackJourney,
  trackLead,
  trackProgramInterest,
} from './track';
import type { ChatEvent, JourneyStep, LeadForm } from './events';

function pageWindow() {
  return { gtag: jest.fn(), dataLayer: [] as unknown[], fbq: jest.fn() };
}

describe('tracking values', () => {
  it('uses the docs/behaviour.md §9 conversion values', () => {
    expect(CONVERSION_VALUES).toEqual({ prequalification: 15000, contact: 10000, chat_lead: 10000, calculator: 5000 });
  });
});

describe('trackLead', () => {
  it('reports a pre-qualification lead with its value', () => {
    const win = pageWindow();
    trackLead(win, { form: 'prequalification', language: 'en' });
    expect(win.gtag).toHaveBeenCalledWith('event', 'prequalification_form', {
      event_category: 'lead_generation',
      event_label: 'prequalification',
      language: 'en',
      value: 15000,
      currency: 'USD',
    });
    expect(win.dataLayer).toEqual([
      {
        event: 'prequalification_form',
        event_category: 'lead_generation',
        form_type: 'prequalification',
        language: 'en',
        value: 15000,
        currency: 'USD',
      },
    ]);
  });

  it('reports the Spanish contact form as contact_form_es in contact_inquiry', () => {
    const win = pageWindow();
    trackLead(win, { form: 'contact', language: 'es' });
    expect(win.gtag).toHaveBeenCalledWith(
      'event',
      'contact_form_es',
      expect.objectContaining({ event_category: 'contact_inquiry', value: 10000 }),
    );
    trackLead(win, { form: 'contact', language: 'en' });
    expect(win.gtag).toHaveBeenLastCalledWith(
      'event',
      'contact_form',
      expect.objectContaining({ event_category: 'contact_inquiry' }),
    );
  });
});

describe('trackConversion', () => {
  it('reports generate_lead, and an Ads conversion only for a well-formed target', () => {
    const win = pageWindow();
    trackConversion(win, {
      form: 'chat_lead',
      language: 'es',
      sendTo: 'AW-123456789/AbC-d_E',
      transactionId: 'uuid-0000001',
    });
    expect(win.gtag.mock.calls).toEqual([
      [
        'event',
        'generate_lead',
        { form_type: 'chat_lead', language: 'es', value: 10000, currency: 'USD', transaction_id: 'uuid-0000001' },
      ],
      [
        'event',
        'conversion',
        { send_to: 'AW-123456789/AbC-d_E', value: 10000, currency: 'USD', transaction_id: 'uuid-0000001' },
      ],
    ]);
    expect(win.dataLayer).toEqual([
      {
        event: 'conversion',
        form_type: 'chat_lead',
        language: 'es',
        value: 10000,
        currency: 'USD',
        transaction_id: 'uuid-0000001',
      },
    ]);

    const other = pageWindow();
    trackConversion(other, { form: 'contact', language: 'en', sendTo: 'javascript:alert(1)', transactionId: 'a b' });
    expect(other.gtag.mock.calls).toEqual([
      ['event', 'generate_lead', { form_type: 'contact', language: 'en', value: 10000, currency: 'USD' }],
    ]);
  });
});

describe('trackAdLead', () => {
  it('reports a Lead to the ad platform', () => {
    const win = pageWindow();
    trackAdLead(win, { form: 'prequalification', language: 'en' });
    expect(win.fbq).toHaveBeenCalledWith('track', 'Lead', {
      content_name: 'prequalification',
      value: 15000,
      currency: 'USD',
    });
  });
});

describe('trackJourney and trackCalculatorUse', () => {
  it('reports calculator use worth 5,000 with the page as its route key', () => {
    const win = pageWindow();
    trackCalculatorUse(win, { language: 'es', page: '/es/calculadora/?utm_source=x' });
    expect(win.gtag).toHaveBeenCalledWith('event', 'user_journey', {
      journey_step: 'calculator_used',
      language: 'es',
      page: 'calculator',
      value: 5000,
      currency: 'USD',
    });
    expect(win.dataLayer).toEqual([
      {
        event: 'user_journey',
        journey_step: 'calculator_used',
        language: 'es',
        page: 'calculator',
        value: 5000,
        currency: 'USD',
      },
    ]);
  });

  it('reports an unknown page as unknown, any article as article, and leaves out missing details', () => {
    const win = pageWindow();
    trackJourney(win, { step: 'application_opened', language: 'en', page: '/thanks/ana@example.com' });
    trackJourney(win, { step: 'application_opened', language: 'en', value: Number.NaN });
    trackJourney(win, { step: 'application_opened', language: 'es', page: '/es/articulos/guia-x/?n=ana' });
    expect(win.gtag.mock.calls).toEqual([
      ['event', 'user_journey', { journey_step: 'application_opened', language: 'en', page: 'unknown' }],
      ['event', 'user_journey', { journey_step: 'application_opened', language: 'en' }],
      ['event', 'user_journey', { journey_step: 'application_opened', language: 'es', page: 'article' }],
    ]);
  });
});

describe('trackChatEvent', () => {
  it('reports chat events, the lead form with its value', () => {
    const win = pageWindow();
    trackChatEvent(win, { event: 'chat_message_sent', language: 'en' });
    trackChatEvent(win, { event: 'lead_form_submitted', language: 'es' });
    trackChatEvent(win, { event: 'prequalify_clicked', language: 'en' });
    expect(win.gtag.mock.calls).toEqual([
      ['event', 'chat_message_sent', { event_category: 'chat', language: 'en' }],
      ['event', 'lead_form_submitted', { event_category: 'chat', language: 'es', value: 10000, currency: 'USD' }],
      ['event', 'prequalify_clicked', { event_category: 'chat', language: 'en' }],
    ]);
    expect(win.dataLayer).toHaveLength(3);
  });
});

describe('trackProgramInterest', () => {
  it('reports the program by its route key', () => {
    const win = pageWindow();
    trackProgramInterest(win, { program: 'dscrLoans', language: 'en' });
    expect(win.gtag).toHaveBeenCalledWith('event', 'loan_program_interest', {
      event_category: 'engagement',
      event_label: 'dscrLoans',
      language: 'en',
    });
    expect(win.dataLayer).toEqual([
      { event: 'loan_program_interest', event_category: 'engagement', event_label: 'dscrLoans', language: 'en' },
    ]);
  });
});

describe('trackFormSuccess', () => {
  it('reports the lead, the conversion, the journey step and the ad-platform lead', () => {
    const win = pageWindow();
    trackFormSuccess(win, { form: 'contact', language: 'es', page: '/es/contacto' });
    expect(win.gtag.mock.calls.map((c) => c[1])).toEqual(['contact_form_es', 'generate_lead', 'user_journey']);
    expect(win.gtag.mock.calls[2]?.[2]).toEqual({ journey_step: 'contact_submitted', language: 'es', page: 'contact' });
    expect(win.fbq).toHaveBeenCalledTimes(1);
    expect(win.dataLayer).toHaveLength(3);
  });
});

describe('tracking hooks', () => {
  const everyTracker = (win: object | null | undefined) => {
    trackFormSuccess(win, { form: 'prequalification', language: 'en' });
    trackCalculatorUse(win, { language: 'en' });
    trackChatEvent(win, { event: 'chat_opened', language: 'en' });
    trackProgramInterest(win, { program: 'jumboLoans', language: 'es' });
  };

  it('does nothing when the page has no hooks or no window', () => {
    expect(() => everyTracker({})).not.toThrow();
    expect(() => everyTracker(undefined)).not.toThrow();
    expect(() => everyTracker(null)).not.toThrow();
    expect(() => everyTracker({ gtag: 'not a function', dataLayer: {}, fbq: 42 })).not.toThrow();
  });

  it('keeps going when a hook throws', () => {
    const win = {
      gtag: () => {
        throw new Error('blocked');
      },
      dataLayer: [] as unknown[],
      fbq: jest.fn(),
    };
    everyTracker(win);
    expect(win.dataLayer.length).toBeGreaterThan(0);
    expect(win.fbq).toHaveBeenCalled();
  });

  it('never passes personal data, even from untyped callers', () => {
    const win = pageWindow();
    const personal = 'ana.garcia@example.com';
    const phone = '3055550123';
    const sneaky = `${personal} ${phone}`;
    trackFormSuccess(win, {
      form: 'contact',
      language: sneaky as Language,
      page: `/contact?email=${personal}`,
      sendTo: sneaky,
      transactionId: sneaky,
    });
    trackFormSuccess(win, { form: sneaky as LeadForm, language: 'en' });
    trackLead(win, { form: sneaky as LeadForm, language: 'en' });
    trackConversion(win, { form: sneaky as LeadForm, language: 'en' });
    trackAdLead(win, { form: sneaky as LeadForm, language: 'en' });
    trackJourney(win, { step: sneaky as JourneyStep, language: 'en' });
    trackChatEvent(win, { event: sneaky as ChatEvent, language: sneaky as Language });
    trackProgramInterest(win, { program: sneaky, language: 'en' });

    const sent = JSON.stringify([win.gtag.mock.calls, win.dataLayer, win.fbq.mock.calls]);
    expect(win.gtag).toHaveBeenCalled();
    expect(sent).not.toContain('@');
    expect(sent).not.toContain(phone);
    expect(sent.toLowerCase()).not.toContain('garcia');
  });
});
