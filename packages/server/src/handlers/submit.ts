import { createHash, randomUUID } from 'node:crypto';
import {
  IDEMPOTENCY_KEY_PATTERN,
  messageFor,
  validateContact,
  validatePrequalification,
  type Language,
} from '@broker/core';
import type { Runtime } from '../context';
import { languageOfBody, say } from '../http/messages';
import { clientAddress, json } from '../http/respond';
import type { HandlerRequest, HandlerResponse } from '../http/types';
import { consentRecord, unpublishedConsent } from '../consent';
import { IdempotencyConflictError, insertLead, RateLimitedError, type FormType, type NewLead } from '../store';
import { bucket, errorAnswer, isObject, overLimit, rateLimitedAnswer, readPost, validationAnswer } from './common';

const FORM_TYPES: Record<string, FormType> = { 'Pre-qualification': 'prequalification', Contact: 'contact' };

function spamReason(body: Record<string, unknown>, minFillMs: number): string | undefined {
  if (typeof body.website === 'string' && body.website.trim() !== '') return 'honeypot';
  // Both times come from the visitor's clock, so a skewed clock does not matter.
  const sent = typeof body.ts === 'string' ? Date.parse(body.ts) : NaN;
  if (typeof body.startedAt === 'number' && Number.isFinite(sent) && sent - body.startedAt < minFillMs)
    return 'too_fast';
  return undefined;
}

/**
 * A bot's submission is kept but never forwarded, and only in a bounded form: the top-level text,
 * number and yes/no values, each cut to 300 characters, up to `maxChars` in all. Nested values are
 * left out (their count is kept as `omitted`).
 */
function spamPayload(body: Record<string, unknown>, maxChars: number): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  let size = 2;
  let omitted = 0;
  for (const [key, value] of Object.entries(body)) {
    const item = typeof value === 'string' ? value.slice(0, 300) : value;
    const plain = item === null || ['string', 'number', 'boolean'].includes(typeof item);
    const cost = key.length + JSON.stringify(item ?? null).length + 4;
    if (!plain || key.length > 100 || size + cost > maxChars) {
      omitted += 1;
      continue;
    }
    Object.defineProperty(kept, key, { value: item, enumerable: true, writable: true, configurable: true });
    size += cost;
  }
  return omitted > 0 ? { ...kept, omitted } : kept;
}

function spamLead(body: Record<string, unknown>, formType: FormType, reason: string, maxChars: number): NewLead {
  const key =
    typeof body.idempotencyKey === 'string' && IDEMPOTENCY_KEY_PATTERN.test(body.idempotencyKey)
      ? body.idempotencyKey
      : `spam-${randomUUID()}`;
  const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 300) : undefined);
  return {
    idempotencyKey: key,
    formType,
    status: 'spam',
    spamReason: reason,
    language: languageOfBody(body),
    source: text(body.source),
    firstName: text(body.first_name),
    lastName: text(body.last_name),
    email: text(body.email),
    phone: text(body.phone),
    payload: spamPayload(body, maxChars),
    deliveries: [],
  };
}

async function isStored(runtime: Runtime, body: unknown): Promise<boolean> {
  const key = isObject(body) ? body.idempotencyKey : undefined;
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) return false;
  const rows = await runtime.db.query('SELECT 1 FROM leads WHERE idempotency_key = $1', [key]);
  return rows.length > 0;
}

/** JSON with object keys in order, so equal content gives equal text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * What makes two submissions the same: everything stored about the lead except the time the
 * browser stamped on it and the address it came from (a resend from the browser's queue may
 * carry a later time, from another network).
 */
function requestDigest(lead: NewLead): string {
  const { ts: _ts, ...payload } = lead.payload;
  const content = {
    formType: lead.formType,
    status: lead.status,
    language: lead.language,
    source: lead.source,
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    payload,
    consent: lead.consent
      ? { version: lead.consent.version, text: lead.consent.text, automatedContact: lead.consent.automatedContact }
      : null,
    attribution: lead.attribution ?? null,
  };
  return createHash('sha256').update(canonical(content)).digest('base64url');
}

/**
 * POST /api/submit: the pre-qualification and contact forms (docs/behaviour.md §7.2). Answers 200 with the
 * lead id only once the lead and its deliveries are stored; deliveries start after the answer.
 */
export async function handleSubmit(request: HandlerRequest, runtime: Runtime): Promise<HandlerResponse> {
  const read = readPost(request, runtime);
  if (!read.ok) return read.response;
  const body = read.body;
  const language: Language = languageOfBody(body);
  const address = clientAddress(request, runtime.config.clientAddress);
  const limit = runtime.config.limits.submitPerAddress;
  // Checked first, counted only once the lead is stored: a visitor fixing a mistake is not punished,
  // and a resend of a lead already stored (its answer was lost) still gets its answer.
  const tooMany = await overLimit(runtime, 'submit', address, limit, language);
  if (tooMany && !(await isStored(runtime, body))) return tooMany;
  if (!isObject(body)) return errorAnswer(400, 'malformed', language, runtime);
  // Own keys only: a `formType` of "toString" or "constructor" must not reach Object.prototype.
  const formType =
    typeof body.formType === 'string' && Object.hasOwn(FORM_TYPES, body.formType)
      ? FORM_TYPES[body.formType]
      : undefined;
  if (!formType) {
    return validationAnswer({ formType: say('formType', language) });
  }

  const spam = spamReason(body, runtime.config.spam.minFillMs);
  let lead: NewLead;
  if (spam === 'honeypot') {
    lead = spamLead(body, formType, spam, runtime.config.limits.spamPayloadChars);
  } else {
    const result =
      formType === 'prequalification' ? validatePrequalification(body, language) : validateContact(body, language);
    if (!result.success) {
      runtime.logger.info('submit.invalid', { formType, fields: Object.keys(result.fieldErrors).join(',') });
      return validationAnswer(result.fieldErrors);
    }
    const valid = result.output;
    if (unpublishedConsent(valid.consentVersion)) {
      return validationAnswer({ consentVersion: messageFor('consentVersion', 'invalid', language) });
    }
    const {
      idempotencyKey,
      website: _website,
      startedAt: _startedAt,
      consentVersion,
      automatedContact,
      attribution,
      ...fields
    } = valid;
    lead = {
      idempotencyKey,
      formType,
      status: spam ? 'spam' : 'received',
      spamReason: spam,
      language: valid.language,
      source: valid.source,
      firstName: valid.first_name,
      lastName: valid.last_name || undefined,
      email: valid.email,
      phone: valid.phone || undefined,
      payload: fields,
      consent: spam
        ? undefined
        : consentRecord(consentVersion, automatedContact, {
            companyName: runtime.config.business.companyName,
            page: valid.source,
            ipAddress: address,
          }),
      attribution,
      deliveries: spam ? [] : runtime.destinations,
    };
    lead.requestDigest = requestDigest(lead);
  }

  let stored: { id: string; created: boolean };
  try {
    stored = await insertLead(runtime.db, lead, runtime.now(), { rate: { bucket: bucket('submit', address), limit } });
  } catch (error) {
    if (error instanceof RateLimitedError) return rateLimitedAnswer(runtime, 'submit', language, error.retryAfter);
    if (error instanceof IdempotencyConflictError) {
      runtime.logger.warn('submit.idempotency_conflict', { formType });
      return errorAnswer(422, 'idempotencyConflict', language, runtime);
    }
    throw error;
  }
  runtime.logger.info(stored.created ? 'submit.stored' : 'submit.replayed', {
    leadId: stored.id,
    formType,
    status: lead.status,
    spamReason: lead.spamReason,
    consent: lead.consent?.version,
    attributed: Boolean(lead.attribution),
  });
  if (
    stored.created &&
    lead.status === 'received' &&
    runtime.config.outbox.deliverImmediately &&
    lead.deliveries.length > 0
  ) {
    runtime.background('deliver', () => runtime.outbox.drain({ leadId: stored.id }));
  }
  // `leadId` repeats `id` for the clients of @broker/core.
  return json(200, { ok: true, id: stored.id, leadId: stored.id });
}
