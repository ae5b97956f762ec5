import { ARTICLE_PREFIX, LANGUAGES, normalizePath, routeOf, type Language } from '../routes';
import { IDEMPOTENCY_KEY_PATTERN } from '../validation/patterns';
import {
  CHAT_EVENTS,
  CONVERSION_VALUES,
  CURRENCY,
  JOURNEY_STEPS,
  LEAD_EVENTS,
  LEAD_FORMS,
  type ChatEvent,
  type JourneyStep,
  type LeadForm,
} from './events';
import { emit } from './hooks';

/*
 * Every tracker takes the page's window (or anything holding gtag/dataLayer/fbq) and only values
 * from fixed lists: no names, e-mail addresses, phone numbers or messages can reach a hook. Values
 * outside the lists are dropped or replaced at run time too, since callers may be untyped.
 */

type Win = object | null | undefined;

export interface LeadEvent {
  form: LeadForm;
  language: Language;
}

function lang(language: unknown): Language {
  return language === 'es' ? 'es' : 'en';
}

function isLeadForm(form: unknown): form is LeadForm {
  return LEAD_FORMS.some((f) => f === form);
}

/** A content key as the site names its pages (`dscrLoans`): never free text. */
const CONTENT_KEY = /^[a-z][A-Za-z0-9-]{0,79}$/;

/**
 * A page as its route key (any article as `article`), never as the raw path (which could carry a
 * query or typed text).
 */
function pageKey(page: string | undefined): string | undefined {
  if (page === undefined) return undefined;
  const path = normalizePath(page);
  if (LANGUAGES.some((language) => path.startsWith(ARTICLE_PREFIX[language]))) return 'article';
  return routeOf(path)?.key ?? 'unknown';
}

/** Reports a received lead to analytics and the tag manager (the Spanish contact form as `contact_form_es`). */
export function trackLead(win: Win, { form, language }: LeadEvent): void {
  if (!isLeadForm(form)) return;
  const l = lang(language);
  const { name, category } = LEAD_EVENTS[form][l];
  const value = CONVERSION_VALUES[form];
  emit(win, {
    gtag: ['event', name, { event_category: category, event_label: form, language: l, value, currency: CURRENCY }],
    dataLayer: { event: name, event_category: category, form_type: form, language: l, value, currency: CURRENCY },
  });
}

export interface ConversionEvent extends LeadEvent {
  /** Google Ads conversion target, `AW-123456789/AbCdEf`. */
  sendTo?: string;
  /** The submission's idempotency key, so a resent lead is counted once. */
  transactionId?: string;
}

/** Reports the conversion with its value: GA4's `generate_lead`, and an Ads `conversion` when a target is given. */
export function trackConversion(win: Win, { form, language, sendTo, transactionId }: ConversionEvent): void {
  if (!isLeadForm(form)) return;
  const l = lang(language);
  const value = CONVERSION_VALUES[form];
  const id =
    transactionId !== undefined && IDEMPOTENCY_KEY_PATTERN.test(transactionId) ? { transaction_id: transactionId } : {};
  emit(win, {
    gtag: ['event', 'generate_lead', { form_type: form, language: l, value, currency: CURRENCY, ...id }],
    dataLayer: { event: 'conversion', form_type: form, language: l, value, currency: CURRENCY, ...id },
  });
  if (sendTo !== undefined && /^AW-\d+\/[\w-]+$/.test(sendTo)) {
    emit(win, { gtag: ['event', 'conversion', { send_to: sendTo, value, currency: CURRENCY, ...id }] });
  }
}

/** Reports the lead to the ad platform (`fbq('track', 'Lead')`). */
export function trackAdLead(win: Win, { form }: LeadEvent): void {
  if (!isLeadForm(form)) return;
  emit(win, { fbq: ['track', 'Lead', { content_name: form, value: CONVERSION_VALUES[form], currency: CURRENCY }] });
}

export interface JourneyEvent {
  step: JourneyStep;
  language: Language;
  /** The page's path; reported as its route key. */
  page?: string;
  /** Dollar value of the step, when it has one. */
  value?: number;
}

/** Reports a step of the visitor's journey. */
export function trackJourney(win: Win, { step, language, page, value }: JourneyEvent): void {
  if (!JOURNEY_STEPS.some((s) => s === step)) return;
  const details = {
    journey_step: step,
    language: lang(language),
    ...(page !== undefined ? { page: pageKey(page) } : {}),
    ...(typeof value === 'number' && Number.isFinite(value) ? { value, currency: CURRENCY } : {}),
  };
  emit(win, { gtag: ['event', 'user_journey', details], dataLayer: { event: 'user_journey', ...details } });
}

/** Reports that the calculator was used (worth 5,000, docs/behaviour.md §9); call it once per page view. */
export function trackCalculatorUse(win: Win, { language, page }: { language: Language; page?: string }): void {
  trackJourney(win, { step: 'calculator_used', language, page, value: CONVERSION_VALUES.calculator });
}

/** Reports a chat widget event; a submitted lead form carries the chat-lead value. */
export function trackChatEvent(win: Win, { event, language }: { event: ChatEvent; language: Language }): void {
  if (!CHAT_EVENTS.some((e) => e === event)) return;
  const value = event === 'lead_form_submitted' ? { value: CONVERSION_VALUES.chat_lead, currency: CURRENCY } : {};
  const details = { event_category: 'chat', language: lang(language), ...value };
  emit(win, { gtag: ['event', event, details], dataLayer: { event, ...details } });
}

/** Reports a click on an alternative loan program (docs/behaviour.md §2.4), by the program article's key. */
export function trackProgramInterest(win: Win, { program, language }: { program: string; language: Language }): void {
  const label = CONTENT_KEY.test(program) ? program : 'other';
  const details = { event_category: 'engagement', event_label: label, language: lang(language) };
  emit(win, {
    gtag: ['event', 'loan_program_interest', details],
    dataLayer: { event: 'loan_program_interest', ...details },
  });
}

const SUBMITTED_STEP: Record<LeadForm, JourneyStep> = {
  prequalification: 'prequalification_submitted',
  contact: 'contact_submitted',
  chat_lead: 'chat_lead_submitted',
};

/**
 * Everything docs/behaviour.md §7.3 reports once a lead is stored or queued: the lead, the conversion, the
 * journey step and the ad-platform lead.
 */
export function trackFormSuccess(win: Win, event: ConversionEvent & { page?: string }): void {
  if (!isLeadForm(event.form)) return;
  trackLead(win, event);
  trackConversion(win, event);
  trackJourney(win, { step: SUBMITTED_STEP[event.form], language: event.language, page: event.page });
  trackAdLead(win, event);
}
