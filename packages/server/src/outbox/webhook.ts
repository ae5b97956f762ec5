import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Language } from '@broker/core';
import type { ServerConfig } from '../config';
import {
  automatedContactValue,
  brokerText,
  detailValues,
  doNotContactValue,
  fullName,
  miamiStamp,
} from '../broker/present';
import { sendDeadline } from './deadline';
import { parseRetryAfter, type Deliverer } from './deliverers';
import type { LeadForDelivery } from './message';

/** Header names of a webhook delivery (documented in the package README). */
export const WEBHOOK_HEADERS = {
  id: 'x-webhook-id',
  timestamp: 'x-webhook-timestamp',
  signature: 'x-webhook-signature',
} as const;

/** How old a delivery's timestamp may be when it is checked (seconds), either way. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * The JSON object posted for each lead (`schemaVersion` 2: version 1 had `consent.marketingTexts`
 * where version 2 has `consent.automatedContact`).
 */
export interface LeadWebhookBody {
  schemaVersion: 2;
  event: 'lead.created' | 'chat.transcript';
  /** The lead id: the same on every retry, so a receiver can drop repeats. */
  deliveryId: string;
  leadId: string;
  /** ISO 8601, UTC. */
  createdAt: string;
  /** `2026-11-23 09:05:00`, America/New_York. */
  createdAtMiami: string;
  form: LeadForDelivery['formType'];
  formLabel: string;
  language: string;
  page: string | null;
  firstName: string | null;
  lastName: string | null;
  fullName: string;
  email: string | null;
  phone: string | null;
  /** The form's answers as sent (option codes, amounts as numbers). */
  details: Record<string, unknown>;
  /** The same answers as the broker reads them (labels, dollars), in the broker's language. */
  detailLabels: Record<string, string>;
  attribution: Record<string, string>;
  consent: {
    version: string | null;
    sha256: string | null;
    language: string;
    /** Whether the optional box was ticked (for notices before 2026-11-27, their marketing-texts box). */
    automatedContact: boolean;
    /** The same as the broker reads it: agreed, with the wording's SHA-256, or no automated-contact consent. */
    automatedContactLabel: string;
    consentedAt: string;
    page: string | null;
    text: string;
  } | null;
  transcript: LeadForDelivery['transcript'];
  /**
   * The lead's contact points that are on the do-not-contact list, with the date asked (empty when
   * none is): answer this request and nothing beyond it. `doNotContactLabel` says the same in words.
   */
  doNotContact: Array<{ channel: 'email' | 'phone'; requestedAt: string }>;
  doNotContactLabel: string | null;
}

function leadWebhookBody(lead: LeadForDelivery, kind: 'lead' | 'transcript', language: Language): LeadWebhookBody {
  const consent = lead.consent;
  return {
    schemaVersion: 2,
    event: kind === 'transcript' ? 'chat.transcript' : 'lead.created',
    deliveryId: lead.id,
    leadId: lead.id,
    createdAt: lead.createdAt,
    createdAtMiami: miamiStamp(lead.createdAt),
    form: lead.formType,
    formLabel: brokerText(language).forms[lead.formType],
    language: lead.language,
    page: lead.source,
    firstName: lead.firstName,
    lastName: lead.lastName,
    fullName: fullName(lead),
    email: lead.email,
    phone: lead.phone,
    details: lead.payload,
    detailLabels: Object.fromEntries(detailValues(lead, language)),
    attribution: { ...(lead.attribution ?? {}) },
    consent: consent
      ? {
          version: consent.version,
          sha256: consent.sha256,
          language: consent.language,
          automatedContact: consent.automatedContact,
          automatedContactLabel: automatedContactValue(consent, language),
          consentedAt: consent.consentedAt,
          page: consent.page,
          text: consent.text,
        }
      : null,
    transcript: lead.transcript,
    doNotContact: lead.doNotContact.map(({ channel, requestedAt }) => ({ channel, requestedAt })),
    doNotContactLabel: doNotContactValue(lead, language) || null,
  };
}

/** `v1=` + hex HMAC-SHA256 of `<timestamp>.<body>` with the shared secret. */
export function signWebhook(secret: string, timestamp: number | string, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex')}`;
}

/**
 * Checks a received delivery: a fresh timestamp (within {@link WEBHOOK_TOLERANCE_SECONDS}) and a
 * matching signature over the raw body, compared in constant time. The reference for receivers.
 */
export function verifyWebhook(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  nowMs = Date.now(),
  toleranceSeconds = WEBHOOK_TOLERANCE_SECONDS,
): boolean {
  const header = (name: string) => {
    const value = headers[name] ?? headers[name.toLowerCase()];
    return Array.isArray(value) ? value[0] : value;
  };
  const timestamp = header(WEBHOOK_HEADERS.timestamp) ?? '';
  const signature = header(WEBHOOK_HEADERS.signature) ?? '';
  if (!/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, timestamp, rawBody));
  // Several signatures may be sent (space-separated) while a secret is being rotated.
  return signature.split(' ').some((candidate) => {
    const given = Buffer.from(candidate.trim());
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/**
 * Posts each lead as one JSON object to `LEAD_WEBHOOK_URL`, signed, with the lead id as delivery
 * id. 2xx is delivered; 408, 429, 5xx and network errors are retried by the outbox; redirects and
 * other 4xx are permanent (the address or the receiver's settings are wrong).
 */
export function webhookDeliverer(
  config: NonNullable<ServerConfig['webhook']>,
  language: Language,
  fetchImpl: typeof fetch = fetch,
  now: () => number = Date.now,
): Deliverer {
  return {
    async deliver(lead, kind, options = {}) {
      const body = JSON.stringify(leadWebhookBody(lead, kind, language));
      const timestamp = Math.floor(now() / 1000);
      const deadline = sendDeadline(config.timeoutMs, options.signal);
      try {
        let response: Response;
        try {
          response = await fetchImpl(config.url, {
            method: 'POST',
            redirect: 'manual',
            headers: {
              'content-type': 'application/json; charset=utf-8',
              'user-agent': 'broker-leads-webhook/1',
              [WEBHOOK_HEADERS.id]: lead.id,
              'idempotency-key': lead.id,
              [WEBHOOK_HEADERS.timestamp]: String(timestamp),
              [WEBHOOK_HEADERS.signature]: signWebhook(config.secret, timestamp, body),
            },
            body,
            signal: deadline.signal,
          });
        } catch (error) {
          return { ok: false, retry: true, error: `network: ${error instanceof Error ? error.name : 'Error'}` };
        }
        await response.arrayBuffer().catch(() => undefined);
        const status = response.status;
        if (status >= 200 && status < 300) return { ok: true, status };
        const retry = status === 429 || status === 408 || status >= 500;
        return {
          ok: false,
          retry,
          status,
          retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
          error: status >= 300 && status < 400 ? `HTTP ${status} redirect` : `HTTP ${status}`,
        };
      } finally {
        deadline.clear();
      }
    },
  };
}
