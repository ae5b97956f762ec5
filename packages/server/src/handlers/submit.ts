import { randomUUID } from 'node:crypto';
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
import { insertLead, type FormType, type NewLead } from '../store';
import { errorAnswer, isObject, limited, readPost, validationAnswer } from './common';

const FORM_TYPES: Record<string, FormType> = { 'Pre-qualification': 'prequalification', Contact: 'contact' };

function spamReason(body: Record<string, unknown>, minFillMs: number): string | undefined {
  if (typeof body.website === 'string' && body.website.trim() !== '') return 'honeypot';
  // Both times come from the visitor's clock, so a skewed clock does not matter.
  const sent = typeof body.ts === 'string' ? Date.parse(body.ts) : NaN;
  if (typeof body.startedAt === 'number' && Number.isFinite(sent) && sent - body.startedAt < minFillMs)
    return 'too_fast';
  return undefined;
}

/** A bot's submission is kept (bounded, it passed the size check) but never forwarded. */
function spamLead(body: Record<string, unknown>, formType: FormType, reason: string): NewLead {
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
    payload: body,
    deliveries: [],
  };
}

/**
 * POST /api/submit: the pre-qualification and contact forms (SPEC §7.2). Answers 200 with the
 * lead id only once the lead and its deliveries are stored; deliveries start after the answer.
 */
export async function handleSubmit(request: HandlerRequest, runtime: Runtime): Promise<HandlerResponse> {
  const read = readPost(request, runtime);
  if (!read.ok) return read.response;
  const body = read.body;
  const language: Language = languageOfBody(body);
  const address = clientAddress(request, runtime.config.trustProxy);
  const tooMany = await limited(runtime, 'submit', address, runtime.config.limits.submitPerAddress, language);
  if (tooMany) return tooMany;
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
    lead = spamLead(body, formType, spam);
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
      marketingTexts,
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
        : consentRecord(consentVersion, marketingTexts, {
            companyName: runtime.config.business.companyName,
            page: valid.source,
            ipAddress: address,
          }),
      attribution,
      deliveries: spam ? [] : runtime.destinations,
    };
  }

  const stored = await insertLead(runtime.db, lead, runtime.now());
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
