import * as v from 'valibot';
import type { Language } from '../routes';
import {
  amountField,
  choiceField,
  consentFields,
  emailField,
  FIELD_LIMITS,
  hasConsentText,
  honeypotField,
  idempotencyKeyField,
  languageField,
  optionalAmountField,
  optionalChoiceField,
  optionalText,
  phoneField,
  requiredText,
  sourceField,
  startedAtField,
  timestampField,
} from './fields';
import { CREDIT_SCORES, EMPLOYMENT_STATUSES, LOAN_PURPOSES, PROPERTY_TYPES, TIMELINES } from './options';
import { languageOrDefault, toFieldErrors, type ValidationResult } from './result';

/**
 * The pre-qualification payload sent to `/api/submit` (SPEC §7.2), plus the idempotency key, the
 * honeypot `website`, `startedAt` and optional consent. Amounts arrive as text or numbers and come
 * out as numbers (`downPayment` is `null` when left empty); texts come out trimmed.
 */
export const prequalificationSchema = v.pipe(
  v.object({
    formType: v.literal('Pre-qualification', 'invalid'),
    first_name: requiredText(FIELD_LIMITS.name),
    last_name: requiredText(FIELD_LIMITS.name),
    email: emailField,
    phone: phoneField,
    propertyType: choiceField(PROPERTY_TYPES),
    propertyValue: amountField,
    downPayment: optionalAmountField,
    creditScore: optionalChoiceField(CREDIT_SCORES),
    annualIncome: amountField,
    employmentStatus: choiceField(EMPLOYMENT_STATUSES),
    propertyLocation: optionalText(FIELD_LIMITS.propertyLocation),
    loanPurpose: choiceField(LOAN_PURPOSES),
    timeline: optionalChoiceField(TIMELINES),
    monthlyDebt: optionalText(FIELD_LIMITS.monthlyDebt),
    additionalInfo: optionalText(FIELD_LIMITS.longText),
    language: languageField,
    source: sourceField,
    ts: timestampField,
    idempotencyKey: idempotencyKeyField,
    website: honeypotField,
    startedAt: startedAtField,
    ...consentFields,
  }),
  v.forward(v.partialCheck([['consent'], ['consentText']], hasConsentText, 'required'), ['consentText']),
);

/** What the browser sends. */
export type PrequalificationPayload = v.InferInput<typeof prequalificationSchema>;
/** What the server keeps once the payload passed validation. */
export type ValidPrequalification = v.InferOutput<typeof prequalificationSchema>;
export type PrequalificationField = keyof PrequalificationPayload | 'form';

/** Validates a pre-qualification payload, with messages in `lang`. */
export function validatePrequalification(
  input: unknown,
  lang: Language,
): ValidationResult<ValidPrequalification, PrequalificationField> {
  const result = v.safeParse(prequalificationSchema, input);
  if (result.success) return { success: true, output: result.output };
  return { success: false, fieldErrors: toFieldErrors(result.issues, languageOrDefault(lang)) };
}
