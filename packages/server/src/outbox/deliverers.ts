import type { ServerConfig, SmtpSettings } from '../config';
import type { LeadForDelivery } from './message';
import { crmFields, leadEmail } from './message';

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
      for (const [name, value] of crmFields(lead)) form.append(name, value);
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

interface MailTransport {
  sendMail(message: object): Promise<unknown>;
  close(): void;
}

function transportOptions(smtp: SmtpSettings, timeoutMs: number): object {
  const timeouts = { connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs };
  if (smtp.url) return { url: smtp.url, ...timeouts };
  return {
    host: smtp.host,
    port: smtp.port ?? 587,
    secure: smtp.secure ?? smtp.port === 465,
    auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
    ...timeouts,
  };
}

/** Sends the broker an e-mail through SMTP (nodemailer, loaded at run time). */
export function emailDeliverer(config: ServerConfig['email']): Deliverer {
  let transport: Promise<MailTransport> | undefined;
  const getTransport = () =>
    (transport ??= (async () => {
      const mod = (await import(/* webpackMode: "eager" */ 'nodemailer')) as unknown as {
        default?: { createTransport(options: object): MailTransport };
        createTransport?(options: object): MailTransport;
      };
      const createTransport = mod.createTransport ?? mod.default?.createTransport;
      if (!createTransport || !config.smtp) throw new Error('SMTP is not configured');
      return createTransport(transportOptions(config.smtp, config.timeoutMs));
    })());
  return {
    async deliver(lead, kind) {
      const { subject, text } = leadEmail(lead, kind);
      try {
        const mailer = await getTransport();
        await mailer.sendMail({
          from: config.from,
          to: config.to,
          replyTo: lead.email ?? undefined,
          subject,
          text,
        });
        return { ok: true };
      } catch (error) {
        const code = (error as { responseCode?: unknown }).responseCode;
        const responseCode = typeof code === 'number' ? code : undefined;
        // SMTP 5xx replies are permanent (bad recipient, rejected message); everything else may pass later.
        const permanent = responseCode !== undefined && responseCode >= 500;
        const errCode = (error as { code?: unknown }).code;
        return {
          ok: false,
          retry: !permanent,
          status: responseCode,
          error: responseCode ? `SMTP ${responseCode}` : `smtp: ${typeof errCode === 'string' ? errCode : 'error'}`,
        };
      }
    },
    async close() {
      if (transport) (await transport.catch(() => undefined))?.close();
    },
  };
}
