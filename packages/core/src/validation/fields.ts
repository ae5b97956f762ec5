import * as v from 'valibot';
import { readAmount } from '../mortgage/parseAmount';
import { LANGUAGES } from '../routes';
import { isPhoneNumber } from './isPhoneNumber';
import { MAX_FORM_AMOUNT } from './messages';
import { CONSENT_VERSION_PATTERN, IDEMPOTENCY_KEY_PATTERN } from './patterns';

/** Upper bounds of every text field, in characters after trimming. */
export const FIELD_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  propertyLocation: 200,
  monthlyDebt: 200,
  longText: 5000,
  source: 300,
  amountText: 30,
  honeypot: 500,
} as const;

export function requiredText(max: number) {
  return v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(max, 'too_long'));
}

export function optionalText(max: number) {
  return v.optional(v.pipe(v.string('invalid'), v.trim(), v.maxLength(max, 'too_long')), '');
}

export function emailField() {
  return v.pipe(
    v.string('required'),
    v.trim(),
    v.nonEmpty('required'),
    v.maxLength(FIELD_LIMITS.email, 'too_long'),
    v.email('invalid'),
  );
}

export function phoneField() {
  return v.pipe(
    v.string('required'),
    v.trim(),
    v.nonEmpty('required'),
    v.maxLength(FIELD_LIMITS.phone, 'too_long'),
    v.check(isPhoneNumber, 'invalid'),
  );
}

export function optionalPhoneField() {
  return v.optional(
    v.pipe(
      v.string('invalid'),
      v.trim(),
      v.maxLength(FIELD_LIMITS.phone, 'too_long'),
      v.check((text) => text === '' || isPhoneNumber(text), 'invalid'),
    ),
    '',
  );
}

export function choiceField<const T extends readonly string[]>(options: T) {
  return v.picklist(options, 'required');
}

/** A choice that may be left empty (`''`, the select's placeholder). */
export function optionalChoiceField<const T extends readonly string[]>(options: T) {
  return v.optional(v.picklist([...options, ''] as [...T, ''], 'invalid'), '');
}

/** Reads a form amount: `null` for empty text, else the number or what is wrong with it. */
function readFormAmount(raw: string | number): number | null | 'invalid' | 'too_large' {
  if (typeof raw === 'string' && raw.trim() === '') return null;
  const value = typeof raw === 'number' ? raw : raw.length <= FIELD_LIMITS.amountText ? readAmount(raw) : undefined;
  if (value === undefined || !Number.isFinite(value) || value < 0) return 'invalid';
  return value > MAX_FORM_AMOUNT ? 'too_large' : value;
}

/**
 * A non-negative dollar amount, sent as a number or as the text typed (read with
 * `readAmount`); the output is the number.
 */
export function amountField() {
  return v.pipe(
    v.union([v.string(), v.number()], 'required'),
    v.rawTransform<string | number, number>(({ dataset, addIssue, NEVER }) => {
      const value = readFormAmount(dataset.value);
      if (typeof value === 'number') return value;
      addIssue({ message: value ?? 'required' });
      return NEVER;
    }),
  );
}

/** Like {@link amountField}, but missing or empty text gives `null`. */
export function optionalAmountField() {
  return v.optional(
    v.pipe(
      v.union([v.string(), v.number()], 'invalid'),
      v.rawTransform<string | number, number | null>(({ dataset, addIssue, NEVER }) => {
        const value = readFormAmount(dataset.value);
        if (typeof value !== 'string') return value;
        addIssue({ message: value });
        return NEVER;
      }),
    ),
    '',
  );
}

export function languageField() {
  return v.picklist(LANGUAGES, 'invalid');
}

/** The page path the form was sent from. */
export function sourceField() {
  return v.pipe(
    v.string('invalid'),
    v.trim(),
    v.startsWith('/', 'invalid'),
    v.maxLength(FIELD_LIMITS.source, 'too_long'),
  );
}

/** ISO 8601 time the browser sent the form, e.g. `new Date().toISOString()`. */
export function timestampField() {
  return v.pipe(v.string('invalid'), v.isoTimestamp('invalid'));
}

export function idempotencyKeyField() {
  return v.pipe(v.string('invalid'), v.regex(IDEMPOTENCY_KEY_PATTERN, 'invalid'));
}

/**
 * The hidden field people never fill in. Any text is accepted (cut to a bounded length) so the
 * server can keep a filled-in submission as spam rather than answer an error the bot learns from.
 */
export function honeypotField() {
  return v.optional(
    v.pipe(
      v.string('invalid'),
      v.transform((text) => text.slice(0, FIELD_LIMITS.honeypot)),
    ),
    '',
  );
}

/** When the form was shown, in milliseconds since 1970; lets the server spot inhumanly fast sending. */
export function startedAtField() {
  return v.optional(v.pipe(v.number('invalid'), v.integer('invalid'), v.minValue(0, 'invalid')));
}

/**
 * The consent notice shown next to the submit button, by version (the server stores its exact
 * words and refuses a version never published), and whether the visitor ticked the optional
 * automated-contact box (unticked by default). Only the version's shape is checked here, so the
 * wording stays out of every page that merely validates a form.
 */
export function consentFields() {
  return {
    consentVersion: v.optional(v.pipe(v.string('invalid'), v.regex(CONSENT_VERSION_PATTERN, 'invalid'))),
    automatedContact: v.optional(v.boolean('invalid'), false),
  };
}

/** The automated-contact box sits under a notice: it cannot be ticked without one. */
export function hasConsentNotice(input: { consentVersion?: string | undefined; automatedContact: boolean }): boolean {
  return !input.automatedContact || input.consentVersion !== undefined;
}

/**
 * Pages published before the wordings of 2026-11-27 sent the box as `marketingTexts`, and a
 * submission queued by such a page (offline, or open across a release) still arrives that way: it
 * is read as the box it was, so a ticked box is not lost (its notice version tells which box).
 */
export function withLegacyConsentBox(input: unknown): unknown {
  if (!input || typeof input !== 'object' || !('marketingTexts' in input) || 'automatedContact' in input) return input;
  const { marketingTexts, ...rest } = input as Record<string, unknown>;
  return { ...rest, automatedContact: marketingTexts };
}
