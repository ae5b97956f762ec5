import type { SmtpSettings } from '../config';

export interface MailTransport {
  sendMail(message: object): Promise<unknown>;
  close(): void;
}

/**
 * nodemailer's SMTP options for the settings. TLS is required: implicit (`secure`) or an upgrade
 * with STARTTLS that must succeed (`requireTLS`), certificates verified; only `insecure` settings
 * (a mail server on this machine, see `loadConfig`) may talk plain SMTP.
 */
function transportOptions(smtp: SmtpSettings, timeoutMs: number): Record<string, unknown> {
  return {
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    requireTLS: !smtp.secure && !smtp.insecure,
    ignoreTLS: smtp.insecure,
    tls: { rejectUnauthorized: true, minVersion: 'TLSv1.2' },
    auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  };
}

/**
 * A lazily created nodemailer transport. Imported eagerly into each bundle (webpack for the Gatsby
 * Functions, esbuild for the scheduled function), so a packaged function needs no node_modules.
 */
export function lazyTransport(smtp: SmtpSettings | undefined, timeoutMs: number) {
  let transport: Promise<MailTransport> | undefined;
  return {
    get(): Promise<MailTransport> {
      transport ??= (async () => {
        const mod = (await import(/* webpackMode: "eager" */ 'nodemailer')) as unknown as {
          default?: { createTransport(options: object): MailTransport };
          createTransport?(options: object): MailTransport;
        };
        const createTransport = mod.createTransport ?? mod.default?.createTransport;
        if (!createTransport || !smtp) throw new Error('SMTP is not configured');
        return createTransport(transportOptions(smtp, timeoutMs));
      })();
      return transport;
    },
    async close(): Promise<void> {
      if (transport) (await transport.catch(() => undefined))?.close();
    },
  };
}

export interface SendFailure {
  ok: false;
  retry: boolean;
  status?: number;
  error: string;
}

/** An SMTP error as a delivery result: 5xx replies are permanent, everything else may pass later. */
export function smtpFailure(error: unknown): SendFailure {
  const code = (error as { responseCode?: unknown }).responseCode;
  const responseCode = typeof code === 'number' ? code : undefined;
  const permanent = responseCode !== undefined && responseCode >= 500;
  const errCode = (error as { code?: unknown }).code;
  return {
    ok: false,
    retry: !permanent,
    status: responseCode,
    error: responseCode ? `SMTP ${responseCode}` : `smtp: ${typeof errCode === 'string' ? errCode : 'error'}`,
  };
}
