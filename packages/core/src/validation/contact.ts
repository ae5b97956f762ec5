import * as v from 'valibot';
import type { Language } from '../routes';
import { attributionField } from './attribution';
import {
  consentFields,
  emailField,
  FIELD_LIMITS,
  hasConsentNotice,
  withLegacyConsentBox,
  honeypotField,
  idempotencyKeyField,
  languageField,
  optionalChoiceField,
  optionalPhoneField,
  optionalText,
  requiredText,
  sourceField,
  startedAtField,
  timestampField,
} from './fields';
import { CONTACT_LOAN_TYPES } from './options';
import { choiceMessages, type FieldMessages } from './messages';
import { languageOrDefault, toFieldErrors, type ValidationResult } from './result';

const MESSAGES: FieldMessages = {
  // One full-name field fills both name parts: an empty one asks for the full name, as its label does.
  first_name: { en: { required: 'Enter your full name.' }, es: { required: 'Escriba su nombre completo.' } },
  loanType: choiceMessages('Choose a loan type from the list.', 'Elija un tipo de préstamo de la lista.'),
};

/**
 * The contact payload sent to `/api/submit` (docs/behaviour.md §7.2): the full name split into `first_name`
 * (first word, required) and `last_name` (the rest, may be empty), plus the idempotency key, the
 * honeypot `website`, `startedAt`, the consent notice's version with the
 * automated-contact box, and the visit's attribution (all optional). Phone, loan type and message are optional.
 */
export const contactSchema = v.pipe(
  v.object({
    formType: v.literal('Contact', 'invalid'),
    first_name: requiredText(FIELD_LIMITS.name),
    last_name: optionalText(FIELD_LIMITS.name),
    email: emailField(),
    phone: optionalPhoneField(),
    loanType: optionalChoiceField(CONTACT_LOAN_TYPES),
    message: optionalText(FIELD_LIMITS.longText),
    language: languageField(),
    source: sourceField(),
    ts: timestampField(),
    idempotencyKey: idempotencyKeyField(),
    website: honeypotField(),
    startedAt: startedAtField(),
    ...consentFields(),
    attribution: attributionField(),
  }),
  v.forward(v.partialCheck([['consentVersion'], ['automatedContact']], hasConsentNotice, 'invalid'), [
    'automatedContact',
  ]),
);

export type ContactPayload = v.InferInput<typeof contactSchema>;
export type ValidContact = v.InferOutput<typeof contactSchema>;
export type ContactField = keyof ContactPayload | 'form';

/** Validates a contact payload, with messages in `lang`. */
export function validateContact(input: unknown, lang: Language): ValidationResult<ValidContact, ContactField> {
  const result = v.safeParse(contactSchema, withLegacyConsentBox(input));
  if (result.success) return { success: true, output: result.output };
  return { success: false, fieldErrors: toFieldErrors(result.issues, languageOrDefault(lang), MESSAGES) };
}
