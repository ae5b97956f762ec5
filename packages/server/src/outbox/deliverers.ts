import type { Language } from '@broker/core';
import type { ServerConfig } from '../config';
import { lazyTransport, smtpFailure } from './mail';
import type { LeadForDelivery } from './message';
import { crmFieldsWithAttribution, leadEmail } from './message';

export type DeliveryResult =
  { ok: true; status?: number } | { ok: false; retry: boolean; status?: number; retryAfterMs?: number; error: string };

export interface Deliverer {
  deliver(lead: LeadForDelivery, kind: 'lead' | 'transcript'): Promise<DeliveryResult>;
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

/** Posts the lead to the CRM form endpoint as multipart form data (SPEC §7.3 field names). */
export function crmDeliverer(endpointUrl: string, timeoutMs: number, fetchImpl: typeof fetch = fetch): Deliverer {
  return {
    async deliver(lead) {
      const form = new FormData();
      for (const [name, value] of crmFieldsWithAttribution(lead)) form.append(name, value);
      let response: Response;
      try {
        response = await fetchImpl(endpointUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(timeoutMs) });
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
    },
  };
}

/**
 * Sends the broker an HTML + text e-mail about each lead through SMTP (nodemailer, loaded at run
 * time), in the broker's language, replying to the visitor.
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
        });
        return { ok: true };
      } catch (error) {
        return smtpFailure(error);
      }
    },
    close: () => transport.close(),
  };
}
