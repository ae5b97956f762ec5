import * as v from 'valibot';
import type { Language } from '../routes';
import { attributionField } from './attribution';
import {
  amountField,
  choiceField,
  consentFields,
  emailField,
  FIELD_LIMITS,
  hasConsentNotice,
  withLegacyConsentBox,
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
import { amountMessages, choiceMessages, type FieldMessages } from './messages';
import { scenarioField } from './scenario';
import { languageOrDefault, toFieldErrors, type ValidationResult } from './result';

const MESSAGES: FieldMessages = {
  propertyType: choiceMessages('Choose a property type.', 'Elija un tipo de propiedad.'),
  creditScore: choiceMessages(
    'Choose a credit score range from the list.',
    'Elija un rango de puntaje de crédito de la lista.',
  ),
  employmentStatus: choiceMessages('Choose your employment status.', 'Elija su situación laboral.'),
  loanPurpose: choiceMessages('Choose the purpose of the loan.', 'Elija el propósito del préstamo.'),
  timeline: choiceMessages('Choose a timeline from the list.', 'Elija un plazo de la lista.'),
  propertyValue: amountMessages(
    ['Enter the property value.', 'Enter the property value in dollars, such as 450000.'],
    ['Escriba el valor de la propiedad.', 'Escriba el valor de la propiedad en dólares, por ejemplo 450000.'],
  ),
  annualIncome: amountMessages(
    ['Enter your annual income.', 'Enter your annual income in dollars, such as 85000.'],
    ['Escriba su ingreso anual.', 'Escriba su ingreso anual en dólares, por ejemplo 85000.'],
  ),
  downPayment: amountMessages(
    ['Enter the down payment.', 'Enter the down payment in dollars, such as 90000, or leave it empty.'],
    ['Escriba el pago inicial.', 'Escriba el pago inicial en dólares, por ejemplo 90000, o déjelo vacío.'],
  ),
};

/**
 * The pre-qualification payload sent to `/api/submit` (docs/behaviour.md §7.2), plus the idempotency key, the
 * honeypot `website`, `startedAt`, the consent notice's version with the
 * automated-contact box, the visit's attribution and a calculator `scenario` (all optional). Amounts arrive as text or numbers and come
 * out as numbers (`downPayment` is `null` when left empty); texts come out trimmed.
 */
export const prequalificationSchema = v.pipe(
  v.object({
    formType: v.literal('Pre-qualification', 'invalid'),
    first_name: requiredText(FIELD_LIMITS.name),
    last_name: requiredText(FIELD_LIMITS.name),
    email: emailField(),
    phone: phoneField(),
    propertyType: choiceField(PROPERTY_TYPES),
    propertyValue: amountField(),
    downPayment: optionalAmountField(),
    creditScore: optionalChoiceField(CREDIT_SCORES),
    annualIncome: amountField(),
    employmentStatus: choiceField(EMPLOYMENT_STATUSES),
    propertyLocation: optionalText(FIELD_LIMITS.propertyLocation),
    loanPurpose: choiceField(LOAN_PURPOSES),
    timeline: optionalChoiceField(TIMELINES),
    monthlyDebt: optionalText(FIELD_LIMITS.monthlyDebt),
    additionalInfo: optionalText(FIELD_LIMITS.longText),
    language: languageField(),
    source: sourceField(),
    ts: timestampField(),
    idempotencyKey: idempotencyKeyField(),
    website: honeypotField(),
    startedAt: startedAtField(),
    /** The calculator scenario the visitor sent along, if any. */
    scenario: scenarioField(),
    ...consentFields(),
    attribution: attributionField(),
  }),
  v.forward(v.partialCheck([['consentVersion'], ['automatedContact']], hasConsentNotice, 'invalid'), [
    'automatedContact',
  ]),
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
  const result = v.safeParse(prequalificationSchema, withLegacyConsentBox(input));
  if (result.success) return { success: true, output: result.output };
  return { success: false, fieldErrors: toFieldErrors(result.issues, languageOrDefault(lang), MESSAGES) };
}
