import { validateContact, validatePrequalification, type FieldErrors } from '../validation';
import { createIdempotencyKey } from './idempotencyKey';
import {
  contactFormErrors,
  prequalificationFormErrors,
  toContactPayload,
  toPrequalificationPayload,
  type ContactFormField,
  type ContactFormValues,
  type PrequalificationFormField,
  type PrequalificationFormValues,
  type SubmissionContext,
} from './payloads';
import type { QueuedDelivery, QueueReason, SubmissionQueue, SubmitOutcome } from './submissionQueue';

/** What finally became of a queued form submission, field errors keyed by the form's own names. */
export type FormDelivery<Field extends string> =
  Extract<QueuedDelivery, { status: 'stored' }> | { status: 'rejected'; fieldErrors: FieldErrors<Field> };

/** A form submission's outcome with its field errors keyed by the form's own field names. */
export type FormSubmitOutcome<Field extends string> = (
  | Exclude<SubmitOutcome, { status: 'rejected' } | { status: 'queued' }>
  | { status: 'rejected'; fieldErrors: FieldErrors<Field> }
  | { status: 'queued'; reason: QueueReason; delivery: Promise<FormDelivery<Field>> }
) & {
  /** Pass it back in the context to retry this same submission after `failed`. */
  idempotencyKey: string;
};

/** The queue's outcome with field errors (now, or on a later delivery) renamed for the form. */
function forForm<Field extends string>(
  outcome: SubmitOutcome,
  idempotencyKey: string,
  rename: (errors: FieldErrors) => FieldErrors<Field>,
): FormSubmitOutcome<Field> {
  if (outcome.status === 'rejected')
    return { status: 'rejected', fieldErrors: rename(outcome.fieldErrors), idempotencyKey };
  if (outcome.status === 'queued') {
    const delivery = outcome.delivery.then((settled): FormDelivery<Field> =>
      settled.status === 'rejected' ? { status: 'rejected', fieldErrors: rename(settled.fieldErrors) } : settled,
    );
    return { status: 'queued', reason: outcome.reason, delivery, idempotencyKey };
  }
  return { ...outcome, idempotencyKey };
}

export interface SubmitFormOptions {
  /** Source of idempotency keys; `crypto.randomUUID` by default. */
  randomUUID?: () => string;
  now?: () => number;
}

function stamp(context: SubmissionContext, options: SubmitFormOptions) {
  return {
    idempotencyKey: context.idempotencyKey ?? createIdempotencyKey(options.randomUUID),
    ts: new Date((options.now ?? Date.now)()).toISOString(),
  };
}

/**
 * Builds the pre-qualification payload (docs/behaviour.md §7.2) with a fresh idempotency key and the time,
 * checks it with the shared schema, and hands it to the queue. Field errors use the form's names.
 * A calculator scenario that fails its check is left out rather than holding the lead back.
 */
export async function submitPrequalification(
  queue: SubmissionQueue,
  values: PrequalificationFormValues,
  context: SubmissionContext,
  options: SubmitFormOptions = {},
): Promise<FormSubmitOutcome<PrequalificationFormField>> {
  const { idempotencyKey, ts } = stamp(context, options);
  let payload = toPrequalificationPayload(values, context, { idempotencyKey, ts });
  let check = validatePrequalification(payload, context.language);
  if (!check.success && payload.scenario && Object.keys(check.fieldErrors).every((field) => field === 'scenario')) {
    // The attached scenario is a courtesy to the loan officer: a bad one never blocks the lead.
    const { scenario: _dropped, ...withoutScenario } = payload;
    payload = withoutScenario;
    check = validatePrequalification(payload, context.language);
  }
  if (!check.success) {
    return { status: 'rejected', fieldErrors: prequalificationFormErrors(check.fieldErrors), idempotencyKey };
  }
  return forForm(await queue.submit(payload), idempotencyKey, prequalificationFormErrors);
}

/** Like {@link submitPrequalification} for the contact form; the full name is split in two. */
export async function submitContact(
  queue: SubmissionQueue,
  values: ContactFormValues,
  context: SubmissionContext,
  options: SubmitFormOptions = {},
): Promise<FormSubmitOutcome<ContactFormField>> {
  const { idempotencyKey, ts } = stamp(context, options);
  const payload = toContactPayload(values, context, { idempotencyKey, ts });
  const check = validateContact(payload, context.language);
  if (!check.success) return { status: 'rejected', fieldErrors: contactFormErrors(check.fieldErrors), idempotencyKey };
  return forForm(await queue.submit(payload), idempotencyKey, contactFormErrors);
}
