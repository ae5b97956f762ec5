import * as v from 'valibot';
import { LANGUAGES, type Language } from '../routes';
import {
  choiceField,
  emailField,
  FIELD_LIMITS,
  optionalAmountField,
  optionalChoiceField,
  consentFields,
  hasConsentNotice,
  withLegacyConsentBox,
  phoneField,
  requiredText,
  sourceField,
} from './fields';
import { attributionField } from './attribution';
import { CHAT_CREDIT_SCORES, CHAT_PROPERTY_TYPES, TIMELINES } from './options';
import { amountMessages, choiceMessages, type FieldMessages } from './messages';
import { languageOrDefault, toFieldErrors, type ValidationResult } from './result';

const MESSAGES: FieldMessages = {
  propertyType: choiceMessages('Choose a property type.', 'Elija un tipo de propiedad.'),
  creditScore: choiceMessages(
    'Choose a credit score range from the list.',
    'Elija un rango de puntaje de crédito de la lista.',
  ),
  timeline: choiceMessages('Choose a timeline from the list.', 'Elija un plazo de la lista.'),
  loanAmount: amountMessages(
    ['Enter the loan amount.', 'Enter the loan amount in dollars, such as 350000, or leave it empty.'],
    ['Escriba el monto del préstamo.', 'Escriba el monto del préstamo en dólares, por ejemplo 350000, o déjelo vacío.'],
  ),
};

/** Longest chat message, in UTF-16 code units after trimming; the server answers 413 beyond it. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;

export const CHAT_ACTIONS = ['end_conversation', 'lead_capture'] as const;
export type ChatAction = (typeof CHAT_ACTIONS)[number];

/** The fixed message of the end-of-conversation call (docs/behaviour.md §7.1). */
export const CHAT_END_MESSAGE = 'END_CONVERSATION';
/** The fixed message of the lead-capture call (docs/behaviour.md §7.1). */
export const CHAT_LEAD_MESSAGE = 'LEAD_CAPTURED';

/** The chat's lead form (docs/behaviour.md §3): name, e-mail, phone and property type are required. */
export const chatLeadSchema = v.object({
  name: requiredText(FIELD_LIMITS.name),
  email: emailField(),
  phone: phoneField(),
  propertyType: choiceField(CHAT_PROPERTY_TYPES),
  loanAmount: optionalAmountField(),
  creditScore: optionalChoiceField(CHAT_CREDIT_SCORES),
  timeline: optionalChoiceField(TIMELINES),
});

/**
 * A call to `/api/chat` (docs/behaviour.md §7.1). `sessionId` and `userInfo` may be null or left out;
 * `language` (optional) is the page's language, so the assistant answers in it. A lead-capture call
 * must carry the lead, and may carry the page (`source`), the consent notice's version with the
 * automated-contact box and the visit's attribution, as the forms do.
 */
export const chatRequestSchema = v.pipe(
  v.object({
    message: v.pipe(
      v.string('required'),
      v.trim(),
      v.nonEmpty('required'),
      v.maxLength(CHAT_MESSAGE_MAX_LENGTH, 'too_long'),
    ),
    sessionId: v.nullish(v.pipe(v.string('invalid'), v.regex(/^[A-Za-z0-9_-]{1,100}$/, 'invalid')), null),
    userInfo: v.nullish(chatLeadSchema, null),
    action: v.optional(v.picklist(CHAT_ACTIONS, 'invalid')),
    language: v.optional(v.picklist(LANGUAGES, 'invalid')),
    /** With a lead capture: the page the chat was on. */
    source: v.optional(sourceField()),
    ...consentFields(),
    attribution: attributionField(),
  }),
  v.forward(v.partialCheck([['consentVersion'], ['automatedContact']], hasConsentNotice, 'invalid'), [
    'automatedContact',
  ]),
  v.forward(
    v.partialCheck(
      [['action'], ['userInfo']],
      (input) => input.action !== 'lead_capture' || input.userInfo !== null,
      'required',
    ),
    ['userInfo'],
  ),
);

export type ChatLead = v.InferInput<typeof chatLeadSchema>;
export type ValidChatLead = v.InferOutput<typeof chatLeadSchema>;
export type ChatRequest = v.InferInput<typeof chatRequestSchema>;
export type ValidChatRequest = v.InferOutput<typeof chatRequestSchema>;
export type ChatRequestField =
  Exclude<keyof ChatRequest, 'userInfo'> | 'userInfo' | `userInfo.${keyof ChatLead}` | 'form';

/** The chat function's answer (docs/behaviour.md §7.1). */
export interface ChatAnswer {
  response: string;
  sessionId: string;
  /** The visitor typed contact details or asked to be called: open the contact form with these. */
  contactForm?: { name?: string; email?: string; phone?: string };
}

/** Validates a chat request, with messages in `lang`. */
export function validateChatRequest(
  input: unknown,
  lang: Language,
): ValidationResult<ValidChatRequest, ChatRequestField> {
  const result = v.safeParse(chatRequestSchema, withLegacyConsentBox(input));
  if (result.success) return { success: true, output: result.output };
  return { success: false, fieldErrors: toFieldErrors(result.issues, languageOrDefault(lang), MESSAGES) };
}

/** Whether a request's message is over the limit, which the server answers with 413. */
export function isChatMessageTooLong(message: unknown): boolean {
  return typeof message === 'string' && message.trim().length > CHAT_MESSAGE_MAX_LENGTH;
}
