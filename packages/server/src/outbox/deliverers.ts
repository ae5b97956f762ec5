import type { Language } from '@broker/core';
import type { ServerConfig } from '../config';
import { sendDeadline } from './deadline';
import { lazyTransport, smtpFailure } from './mail';
import type { LeadForDelivery } from './message';
import { crmFieldsWithAttribution, leadEmail } from './message';

export type DeliveryResult =
  { ok: true; status?: number } | { ok: false; retry: boolean; status?: number; retryAfterMs?: number; error: string };

export interface DeliverOptions {
  /** Aborted when the outbox gives up on this send (its deadline passed, or its lease was taken over). */
  signal?: AbortSignal;
}

export interface Deliverer {
  deliver(lead: LeadForDelivery, kind: 'lead' | 'transcript', options?: DeliverOptions): Promise<DeliveryResult>;
  close?(): Promise<void> | void;
}

/** `Retry-After` as seconds or an HTTP date, in milliseconds from now. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** The CRM form field that carries the delivery id (the lead id), the same on every attempt. */
const CRM_DELIVERY_ID_FIELD = 'lead_id';

/**
 * Posts the lead to the CRM form endpoint as multipart form data (docs/behaviour.md §7.3 field names), plus
 * its delivery id: the lead id, in the `lead_id` field and the `Idempotency-Key` header, the same
 * on every attempt, so the CRM (or a step in front of it) can drop a repeat.
 */
export function crmDeliverer(endpointUrl: string, timeoutMs: number, fetchImpl: typeof fetch = fetch): Deliverer {
  return {
    async deliver(lead, _kind, options = {}) {
      const form = new FormData();
      for (const [name, value] of crmFieldsWithAttribution(lead)) form.append(name, value);
      form.append(CRM_DELIVERY_ID_FIELD, lead.id);
      const deadline = sendDeadline(timeoutMs, options.signal);
      try {
        let response: Response;
        try {
          response = await fetchImpl(endpointUrl, {
            method: 'POST',
            body: form,
            headers: { 'Idempotency-Key': lead.id },
            signal: deadline.signal,
          });
        } catch (error) {
          const name = error instanceof Error ? error.name : 'Error';
          return { ok: false, retry: true, error: `network: ${name}` };
        }
        // The body is not needed; drain it so the connection can be reused.
        await response.arrayBuffer().catch(() => undefined);
        if (response.ok) return { ok: true, status: response.status };
        const status = response.status;
        const retry = status === 429 || status === 408 || status >= 500;
        return {
          ok: false,
          retry,
          status,
          retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
          error: `HTTP ${status}`,
        };
      } finally {
        deadline.clear();
      }
    },
  };
}

/** The domain of the sender's address, for Message-IDs; a reserved name when it has none. */
function senderDomain(from: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from.trim());
  return match?.[1]?.toLowerCase() ?? 'leads.invalid';
}

/**
 * The e-mail's Message-ID: derived from the lead id and the kind of e-mail, so every attempt to
 * send the same e-mail carries the same one and a repeat can be recognised.
 */
export function deliveryMessageId(leadId: string, kind: 'lead' | 'transcript' | 'alert', from: string): string {
  return `<${leadId}.${kind}@${senderDomain(from)}>`;
}

/**
 * Sends the broker an HTML + text e-mail about each lead through SMTP (nodemailer, loaded at run
 * time), in the broker's language, replying to the visitor; one Message-ID per lead and kind.
 */
export function emailDeliverer(config: ServerConfig['email'], language: Language = 'en'): Deliverer {
  const transport = lazyTransport(config.smtp, config.timeoutMs);
  return {
    async deliver(lead, kind) {
      const { subject, text, html } = leadEmail(lead, kind, language);
      try {
        const mailer = await transport.get();
        await mailer.sendMail({
          from: config.from,
          to: config.to,
          replyTo: lead.email ?? undefined,
          subject,
          text,
          html,
          messageId: deliveryMessageId(lead.id, kind, config.from),
          headers: { 'X-Lead-Id': lead.id },
        });
        return { ok: true };
      } catch (error) {
        return smtpFailure(error);
      }
    },
    close: () => transport.close(),
  };
}
