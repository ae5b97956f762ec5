import { CAMPAIGN_PARAMS, CLICK_ID_PARAMS } from '../attribution/fields';
import type { Language } from '../routes';

const ATTRIBUTION_FIELDS = [...CAMPAIGN_PARAMS, ...CLICK_ID_PARAMS, 'landingPage', 'referrer'];

/**
 * What went wrong with a field. Schemas report these codes as their issue messages, so one schema
 * serves both languages; {@link messageFor} turns a code into words.
 */
export type IssueCode = 'required' | 'invalid' | 'too_long' | 'too_large';

export const ISSUE_CODES: readonly IssueCode[] = ['required', 'invalid', 'too_long', 'too_large'];

/** Per-field wording for the `required` and `invalid` codes, in both languages. */
export type FieldMessages = Readonly<Record<string, Record<Language, Partial<Record<'required' | 'invalid', string>>>>>;

const TECHNICAL: Record<Language, string> = {
  en: 'This form could not be sent. Reload the page and try again.',
  es: 'No se pudo enviar este formulario. Vuelva a cargar la página e inténtelo de nuevo.',
};

const GENERIC: Record<Language, Record<'required' | 'invalid', string>> = {
  en: { required: 'This field is required.', invalid: 'Check this field.' },
  es: { required: 'Este campo es obligatorio.', invalid: 'Revise este campo.' },
};

/** Wording for a choice: the same sentence whether nothing or an unknown value was chosen. */
export function choiceMessages(en: string, es: string): FieldMessages[string] {
  return { en: { required: en, invalid: en }, es: { required: es, invalid: es } };
}

/** Wording for an amount: [missing, not an amount] in each language. */
export function amountMessages(en: [string, string], es: [string, string]): FieldMessages[string] {
  return { en: { required: en[0], invalid: en[1] }, es: { required: es[0], invalid: es[1] } };
}

/** Fields several forms share; each schema adds its own (see `validatePrequalification`). */
const COMMON_FIELDS: FieldMessages = {
  first_name: { en: { required: 'Enter your first name.' }, es: { required: 'Escriba su nombre.' } },
  last_name: { en: { required: 'Enter your last name.' }, es: { required: 'Escriba su apellido.' } },
  name: { en: { required: 'Enter your name.' }, es: { required: 'Escriba su nombre.' } },
  email: {
    en: {
      required: 'Enter your e-mail address.',
      invalid: 'Enter a valid e-mail address, such as name@example.com.',
    },
    es: {
      required: 'Escriba su correo electrónico.',
      invalid: 'Escriba un correo electrónico válido, por ejemplo nombre@ejemplo.com.',
    },
  },
  phone: {
    en: {
      required: 'Enter your phone number.',
      invalid: 'Enter a valid phone number, such as (305) 555-0123 or +34 612 345 678.',
    },
    es: {
      required: 'Escriba su número de teléfono.',
      invalid: 'Escriba un número de teléfono válido, por ejemplo (305) 555-0123 o +34 612 345 678.',
    },
  },
  message: { en: { required: 'Type a message.' }, es: { required: 'Escriba un mensaje.' } },
};

/** Fields a person never types; a problem there means the page is out of date or tampered with. */
const TECHNICAL_FIELDS = new Set([
  'form',
  'formType',
  'language',
  'source',
  'ts',
  'idempotencyKey',
  'website',
  'startedAt',
  'consentVersion',
  'automatedContact',
  'attribution',
  ...ATTRIBUTION_FIELDS,
  'scenario',
  'sessionId',
  'userInfo',
  'action',
]);

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/** The largest amount the forms accept, in dollars. */
export const MAX_FORM_AMOUNT = 1_000_000_000;

/**
 * The message shown next to `field` (the last part of its path, e.g. `email` for `userInfo.email`)
 * for an issue `code`, in `lang`. `limit` is the issue's requirement (the maximum length); `fields`
 * holds the wording of a form's own fields.
 */
export function messageFor(
  field: string,
  code: IssueCode,
  lang: Language,
  limit?: unknown,
  fields: FieldMessages = {},
): string {
  if (TECHNICAL_FIELDS.has(field)) return TECHNICAL[lang];
  if (code === 'too_long') {
    const max = new Intl.NumberFormat(LOCALES[lang]).format(typeof limit === 'number' ? limit : 0);
    return lang === 'es' ? `Use como máximo ${max} caracteres.` : `Use at most ${max} characters.`;
  }
  if (code === 'too_large') {
    const max = new Intl.NumberFormat(LOCALES[lang]).format(MAX_FORM_AMOUNT);
    return lang === 'es' ? `Escriba una cantidad menor de $${max}.` : `Enter an amount below $${max}.`;
  }
  return (fields[field] ?? COMMON_FIELDS[field])?.[lang][code] ?? GENERIC[lang][code];
}
