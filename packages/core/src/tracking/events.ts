import type { Language } from '../routes';

/** The leads the site reports. */
export const LEAD_FORMS = ['prequalification', 'contact', 'chat_lead'] as const;
export type LeadForm = (typeof LEAD_FORMS)[number];

/** Conversion values in US dollars (docs/behaviour.md §9). */
export const CONVERSION_VALUES = {
  prequalification: 15000,
  contact: 10000,
  chat_lead: 10000,
  calculator: 5000,
} as const;

export const CURRENCY = 'USD';

/** Analytics event name and category of each lead; the Spanish contact form has its own (docs/behaviour.md §7.3). */
export const LEAD_EVENTS: Record<LeadForm, Record<Language, { name: string; category: string }>> = {
  prequalification: {
    en: { name: 'prequalification_form', category: 'lead_generation' },
    es: { name: 'prequalification_form', category: 'lead_generation' },
  },
  contact: {
    en: { name: 'contact_form', category: 'contact_inquiry' },
    es: { name: 'contact_form_es', category: 'contact_inquiry' },
  },
  chat_lead: {
    en: { name: 'chat_lead', category: 'lead_generation' },
    es: { name: 'chat_lead', category: 'lead_generation' },
  },
};

/** Steps of the visitor's journey the site reports. */
export const JOURNEY_STEPS = [
  'calculator_used',
  'prequalification_submitted',
  'contact_submitted',
  'chat_lead_submitted',
  'application_opened',
] as const;
export type JourneyStep = (typeof JOURNEY_STEPS)[number];

/** Chat widget events (docs/behaviour.md §7.3). */
export const CHAT_EVENTS = ['chat_opened', 'chat_message_sent', 'lead_form_submitted', 'prequalify_clicked'] as const;
export type ChatEvent = (typeof CHAT_EVENTS)[number];
