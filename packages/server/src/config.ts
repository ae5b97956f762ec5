import path from 'node:path';
import * as v from 'valibot';
import { CONSENT_RECORD_YEARS, DEFAULT_LEAD_RETENTION_MONTHS, type Language } from '@broker/core';
import type { KnowledgeData } from './chat/knowledge/types';

/** Opening hours of one group of days; `opens: null` means closed. ISO weekdays, 1 = Monday. */
export interface OfficeHours {
  days: readonly number[];
  opens: string | null;
  closes: string | null;
}

/** Business data the assistant and the e-mails quote, handed over by the site (its `site.config.ts`). */
export interface BusinessInfo {
  companyName: string;
  phone: { display: string; e164: string };
  email: string;
  /** One-line postal address. */
  address: string;
  nmls: string;
  applicationPortalUrl: string;
  hours: readonly OfficeHours[];
  /** Where visitors verify the licence. */
  nmlsConsumerAccessUrl?: string;
  /**
   * Figures that change yearly (the site configuration's `figures`), by name: the assistant's
   * answers quote them as {{name}} (an `amount`, as money) and {{name.field}}.
   */
  figures?: Readonly<Record<string, Readonly<Record<string, string | number>>>>;
}

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent'];

export interface RateLimit {
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
}

export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the first byte (port 465, `smtps://`); otherwise the connection must upgrade with STARTTLS. */
  secure: boolean;
  /**
   * Plain SMTP allowed, for a mail server on this machine only (`SMTP_INSECURE=true` with a
   * loopback host). Everywhere else TLS is required and certificates are verified.
   */
  insecure: boolean;
  user?: string;
  pass?: string;
}

/**
 * Where the server runs. `self`: one long-lived process (`npm start`, a container) that may use
 * the embedded store, drains on a timer and migrates on start. `netlify`: short-lived function
 * instances (the site's function adapters set it): PostgreSQL is required, a scheduled function
 * drains the outbox, and migrations are a deploy step (`npm run db:migrate`).
 */
export type Hosting = 'self' | 'netlify';
export const HOSTINGS: readonly Hosting[] = ['self', 'netlify'];

export interface ServerConfig {
  hosting: Hosting;
  /** Apply pending migrations when the store opens; otherwise refuse to serve an outdated schema. */
  migrateOnStart: boolean;
  /** PostgreSQL connection string; when absent the embedded store (PGlite in `dataDir`) is used. */
  databaseUrl?: string;
  dataDir: string;
  /**
   * The assistant's knowledge, built from the site's pages at build time (`buildKnowledge`) and
   * imported by the functions. Without it the chat answers with the contact details only.
   */
  knowledge?: KnowledgeData;
  /** Origins allowed to POST from a browser. The request's own host is always allowed. */
  allowedOrigins: string[];
  /** Where the client's address (rate limits, consent records) comes from; see {@link ClientAddressSettings}. */
  clientAddress: ClientAddressSettings;
  /** PostgreSQL pool settings (ignored by the embedded store). */
  database: {
    poolMax: number;
    connectTimeoutMs: number;
    idleTimeoutMs: number;
    statementTimeoutMs: number;
  };
  health: {
    /** `/api/health` answers 503 when the oldest undelivered delivery is older than this. */
    maxPendingAgeMs: number;
    /** With `Authorization: Bearer <token>`, `/api/health` also shows the outbox counts. */
    token?: string;
  };
  limits: {
    /** Largest accepted request body, in bytes. */
    bodyBytes: number;
    /** How long a request body may take to arrive, in milliseconds (then 408, connection closed). */
    bodyTimeoutMs: number;
    /** Largest chat message, in characters. */
    chatMessageChars: number;
    submitPerAddress: RateLimit;
    chatPerAddress: RateLimit;
    chatPerSession: RateLimit;
    /** Messages (the visitor's and the assistant's) one chat session may hold. */
    chatSessionMessages: number;
    /** Characters of a transcript sent to the broker; older messages beyond it are left out. */
    transcriptChars: number;
    /** Characters of a spam submission kept (it is stored, never delivered). */
    spamPayloadChars: number;
  };
  spam: {
    /** A form sent sooner than this after it was opened is treated as automated. */
    minFillMs: number;
  };
  crm: { endpointUrl?: string; timeoutMs: number };
  email: {
    smtp?: SmtpSettings;
    /** The broker's inbox for leads. */
    to?: string;
    /** Sender of the lead and alert e-mails: `LEAD_EMAIL_FROM`, else the business e-mail address. */
    from: string;
    /** Where a dead-lettered delivery is reported (`ALERT_EMAIL_TO`, else `to`). */
    alertTo?: string;
    timeoutMs: number;
  };
  /** The JSON webhook every lead is posted to, signed with HMAC-SHA256. */
  webhook?: { url: string; secret: string; timeoutMs: number };
  /** The language of the broker's e-mails and export (labels, dates). */
  brokerLanguage: Language;
  /** Leads, chats and consent records older than this many months are purged (`npm run leads -- purge`, daily). */
  retentionMonths: number;
  /**
   * Years the minimal consent records and do-not-contact entries are kept (the privacy policy's
   * figure, `CONSENT_RECORD_YEARS`); the daily purge removes them after that.
   */
  consentRecordYears: number;
  outbox: {
    /** Attempts before a delivery is dead-lettered. */
    maxAttempts: number;
    baseDelayMs: number;
    maxDelayMs: number;
    /**
     * How long a claimed delivery stays reserved before another drain may retry it. Renewed while
     * its send runs; never shorter than {@link minimumLeaseMs} of the delivery timeouts.
     */
    leaseMs: number;
    /** A send still running after this long is given up (aborted) and retried later: twice the longest delivery timeout. */
    sendTimeoutMs: number;
    /** Periodic drain interval; 0 turns the timer off. */
    drainIntervalMs: number;
    /** Deliver a new lead right after answering (off in tests that drive the drain themselves). */
    deliverImmediately: boolean;
  };
  llm?: {
    url: string;
    apiKey?: string;
    model: string;
    timeoutMs: number;
    /** `max_completion_tokens` of the request. */
    maxCompletionTokens: number;
    /** Sent only when set: several current models reject any `temperature`. */
    temperature?: number;
  };
  business: BusinessInfo;
  logLevel: LogLevel;
  /** Open the loopback-only admin endpoint the CLI uses while this process holds the embedded store. */
  adminEndpoint: boolean;
}

/**
 * - `socket` (default): the address of the connection itself.
 * - `netlify` (the default with `HOSTING=netlify`): the `x-nf-client-connection-ip` header Netlify's
 *   edge sets (clients cannot forge it).
 * - `x-forwarded-for`: behind proxies that append to `X-Forwarded-For`, the right-most address not
 *   added by one of the `trustedHops` proxies (the left part of the header is the client's to write).
 */
export interface ClientAddressSettings {
  from: 'socket' | 'netlify' | 'x-forwarded-for';
  trustedHops: number;
}

const CLIENT_ADDRESS_SOURCES: readonly ClientAddressSettings['from'][] = ['socket', 'netlify', 'x-forwarded-for'];

export type Env = Record<string, string | undefined>;

export interface ConfigDefaults {
  /** The site's folder: the default data directory lives under it. */
  siteDir?: string;
  /** The business the site is for: the site hands over its own configuration. */
  business: BusinessInfo;
  knowledge?: KnowledgeData;
}

/**
 * A setting as written: trimmed, and absent when blank. An unset variable reads as blank (the empty
 * default), so it goes through the same steps and gets the same default.
 */
const setting = v.pipe(
  v.optional(v.string(), ''),
  v.transform((value) => value?.trim() || undefined),
);

/** A whole number of at least `min` (milliseconds, counts), `fallback` when unset. */
function count(fallback: number, min?: number): v.GenericSchema<unknown, number>;
function count(fallback?: undefined, min?: number): v.GenericSchema<unknown, number | undefined>;
function count(fallback?: number, min = 0): v.GenericSchema<unknown, number | undefined> {
  return v.pipe(
    setting,
    v.transform((value) => (value === undefined ? fallback : Number(value))),
    v.optional(
      v.pipe(
        v.number('is not a number'),
        v.finite('is not a number'),
        v.minValue(min, min === 0 ? 'must not be negative' : `must be at least ${min}`),
        v.transform(Math.floor),
      ),
    ),
  );
}

function flag(fallback: boolean): v.GenericSchema<unknown, boolean>;
function flag(): v.GenericSchema<unknown, boolean | undefined>;
function flag(fallback?: boolean): v.GenericSchema<unknown, boolean | undefined> {
  return v.pipe(
    setting,
    v.transform((value) => (value === undefined ? fallback : /^(1|true|yes|on)$/i.test(value))),
  );
}

/** One of `options`, in any case. */
const oneOf = <T extends string>(options: readonly T[], message: string) =>
  v.pipe(
    setting,
    v.transform((value) => value?.toLowerCase()),
    v.optional(v.picklist(options, message)),
  );

/**
 * Every environment variable the server reads, each parsed on its own; a refused one names itself
 * and its value. The settings that depend on others are worked out by {@link loadConfig}.
 */
const EnvSchema = v.object({
  SITE_DIR: setting,
  SITE_URL: setting,
  ALLOWED_ORIGINS: v.pipe(
    setting,
    v.transform((value) => (value ?? '').split(',').flatMap((origin) => originOf(origin.trim()) ?? [])),
  ),
  NODE_ENV: setting,
  CONTEXT: setting,
  HOSTING: oneOf(HOSTINGS, `must be one of ${HOSTINGS.join(', ')}`),
  MIGRATE_ON_START: flag(),
  ADMIN_ENDPOINT: flag(),
  DATABASE_URL: setting,
  DATA_DIR: setting,
  DATABASE_POOL_MAX: count(undefined, 1),
  DATABASE_CONNECT_TIMEOUT_MS: count(5000),
  DATABASE_IDLE_TIMEOUT_MS: count(10_000),
  DATABASE_STATEMENT_TIMEOUT_MS: count(15_000),
  CLIENT_ADDRESS_FROM: oneOf(CLIENT_ADDRESS_SOURCES, `must be one of ${CLIENT_ADDRESS_SOURCES.join(', ')}`),
  TRUST_PROXY: flag(false),
  TRUSTED_PROXY_HOPS: count(1, 1),
  HEALTH_MAX_PENDING_AGE_MS: count(30 * 60_000),
  HEALTH_TOKEN: setting,
  BODY_TIMEOUT_MS: count(10_000),
  RATE_LIMIT_SUBMIT_MAX: count(10),
  RATE_LIMIT_SUBMIT_WINDOW_MS: count(10 * 60_000),
  RATE_LIMIT_CHAT_MAX: count(60),
  RATE_LIMIT_CHAT_WINDOW_MS: count(10 * 60_000),
  RATE_LIMIT_CHAT_SESSION_MAX: count(30),
  RATE_LIMIT_CHAT_SESSION_WINDOW_MS: count(10 * 60_000),
  SPAM_MIN_FILL_MS: count(3000),
  CRM_ENDPOINT_URL: setting,
  CRM_TIMEOUT_MS: count(10_000),
  SMTP_URL: setting,
  SMTP_HOST: setting,
  SMTP_PORT: count(undefined, 1),
  SMTP_SECURE: flag(),
  SMTP_INSECURE: flag(false),
  SMTP_USER: setting,
  SMTP_PASS: setting,
  SMTP_TIMEOUT_MS: count(15_000),
  LEAD_EMAIL_TO: setting,
  LEAD_EMAIL_FROM: setting,
  ALERT_EMAIL_TO: setting,
  LEAD_WEBHOOK_URL: setting,
  LEAD_WEBHOOK_SECRET: v.optional(v.string()),
  LEAD_WEBHOOK_TIMEOUT_MS: count(10_000),
  BROKER_LANGUAGE: oneOf(['en', 'es'] as const, 'must be en or es'),
  LEAD_RETENTION_MONTHS: count(DEFAULT_LEAD_RETENTION_MONTHS, 1),
  OUTBOX_MAX_ATTEMPTS: count(10),
  OUTBOX_BASE_DELAY_MS: count(30_000),
  OUTBOX_MAX_DELAY_MS: count(60 * 60_000),
  OUTBOX_LEASE_MS: count(2 * 60_000),
  OUTBOX_DRAIN_INTERVAL_MS: count(),
  OUTBOX_DELIVER_IMMEDIATELY: flag(true),
  LLM_API_URL: setting,
  LLM_API_KEY: setting,
  LLM_MODEL: setting,
  LLM_TIMEOUT_MS: count(8000),
  LLM_MAX_COMPLETION_TOKENS: count(400),
  LLM_TEMPERATURE: v.pipe(
    setting,
    v.transform((value) => (value === undefined ? undefined : Number(value))),
    v.optional(
      v.pipe(
        v.number('must be between 0 and 2'),
        v.minValue(0, 'must be between 0 and 2'),
        v.maxValue(2, 'must be between 0 and 2'),
      ),
    ),
  ),
  // An unknown level logs at `info` rather than stopping the server.
  LOG_LEVEL: v.pipe(
    setting,
    v.transform((value) => LOG_LEVELS.find((level) => level === value?.toLowerCase()) ?? 'info'),
  ),
});

type ParsedEnv = v.InferOutput<typeof EnvSchema>;

/** The environment parsed by {@link EnvSchema}; the first refused setting stops the server, named with its value. */
function parseEnv(env: Env): ParsedEnv {
  const result = v.safeParse(EnvSchema, env);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const name = String(issue.path?.[0]?.key ?? 'A setting');
  throw new Error(`${name} ${issue.message}, not "${env[name] ?? ''}"`);
}

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

const originOf = (text: string) => parseUrl(text)?.origin;

/** `NODE_ENV=production`, or Netlify's production context. */
function isProduction(env: ParsedEnv): boolean {
  return env.NODE_ENV === 'production' || env.CONTEXT === 'production';
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i;
/** Domains that can never receive or vouch for mail (RFC 2606, RFC 6761, mDNS). */
const UNROUTABLE = /(^|\.)(localhost|local|test|invalid|example|example\.(com|net|org))$/i;
const ADDRESS = /^(?:[^<>]*<)?\s*([^\s<>@]+@([^\s<>@]+))\s*>?$/;

/**
 * An e-mail setting must be an address (`name@domain` or `Name <name@domain>`); in production,
 * not one at a domain that cannot send or receive mail, such as `localhost` or the sample
 * `.example` domain of the site configuration.
 */
function checkAddress(name: string, value: string, production: boolean, fromBusiness: boolean): void {
  const match = ADDRESS.exec(value.trim());
  const source = fromBusiness ? `${name} is not set and the site's e-mail address` : name;
  if (!match) throw new Error(`${source} is not an e-mail address: "${value}"`);
  if (production && UNROUTABLE.test(match[2] ?? '')) {
    throw new Error(
      `${source} (${match[1]}) is not deliverable in production: set ${name} to an address at the broker's own domain`,
    );
  }
}

/**
 * SMTP from `SMTP_URL` (`smtp://user:pass@host:587`, `smtps://…:465`) or `SMTP_HOST` and friends.
 * TLS is required: implicit on 465 or with `SMTP_SECURE=true`, else STARTTLS must succeed.
 * `SMTP_INSECURE=true` allows plain SMTP, and only to a mail server on this machine.
 */
function smtpSettings(env: ParsedEnv): SmtpSettings | undefined {
  let { SMTP_HOST: host, SMTP_PORT: port, SMTP_SECURE: secure, SMTP_USER: user, SMTP_PASS: pass } = env;
  if (env.SMTP_URL) {
    const url = parseUrl(env.SMTP_URL);
    if (!url) throw new Error('SMTP_URL is not a URL (expected smtp://user:password@host:port or smtps://…)');
    if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
      throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${url.protocol}//`);
    }
    host = url.hostname;
    port = url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587;
    secure = url.protocol === 'smtps:';
    user = url.username ? decodeURIComponent(url.username) : user;
    pass = url.password ? decodeURIComponent(url.password) : pass;
  }
  if (!host) return undefined;
  const insecure = env.SMTP_INSECURE;
  if (insecure && !LOOPBACK.test(host)) {
    throw new Error(`SMTP_INSECURE is only for a mail server on this machine; ${host} must be reached over TLS`);
  }
  const finalPort = port ?? (secure ? 465 : 587);
  return { host, port: finalPort, secure: secure ?? finalPort === 465, insecure, user, pass };
}

/** `LEAD_WEBHOOK_URL` needs `LEAD_WEBHOOK_SECRET` (32+ characters) and HTTPS, except on this machine. */
function webhookSettings(env: ParsedEnv): ServerConfig['webhook'] {
  const url = env.LEAD_WEBHOOK_URL;
  if (!url) return undefined;
  const parsed = parseUrl(url);
  if (!parsed) throw new Error('LEAD_WEBHOOK_URL is not a URL');
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && LOOPBACK.test(parsed.hostname))) {
    throw new Error('LEAD_WEBHOOK_URL must be an https:// address (plain http only to this machine)');
  }
  const secret = env.LEAD_WEBHOOK_SECRET ?? '';
  if (secret.length < 32) {
    throw new Error('LEAD_WEBHOOK_SECRET must be set, at least 32 characters (e.g. `openssl rand -hex 32`)');
  }
  return { url, secret, timeoutMs: env.LEAD_WEBHOOK_TIMEOUT_MS };
}

/**
 * The shortest outbox lease for these delivery timeouts: twice the longest, plus a second, so it
 * outlasts the send deadline (also twice the longest) even before any renewal.
 */
function minimumLeaseMs(...timeoutsMs: number[]): number {
  return 2 * Math.max(0, ...timeoutsMs) + 1000;
}

/**
 * Builds the settings from an environment-like object. The site reads `globalThis.process.env`
 * once at run time and hands it here; tests pass plain objects.
 */
export function loadConfig(raw: Env, defaults: ConfigDefaults): ServerConfig {
  const env = parseEnv(raw);
  const siteDir = path.resolve(env.SITE_DIR ?? defaults.siteDir ?? process.cwd());
  const siteOrigin = env.SITE_URL ? originOf(env.SITE_URL) : undefined;
  const allowedOrigins = [...(env.ALLOWED_ORIGINS ?? []), ...(siteOrigin ? [siteOrigin] : [])];
  const production = isProduction(env);
  const smtp = smtpSettings(env);
  const emailTo = env.LEAD_EMAIL_TO;
  const from = env.LEAD_EMAIL_FROM ?? defaults.business.email;
  if (smtp) {
    for (const [name, address] of [
      ['LEAD_EMAIL_FROM', from],
      ['LEAD_EMAIL_TO', emailTo],
      ['ALERT_EMAIL_TO', env.ALERT_EMAIL_TO],
    ] as const) {
      if (address) checkAddress(name, address, production, name === 'LEAD_EMAIL_FROM' && !env.LEAD_EMAIL_FROM);
    }
  }
  const hosting = env.HOSTING ?? 'self';
  const databaseUrl = env.DATABASE_URL;
  if (hosting === 'netlify' && !databaseUrl) {
    throw new Error(
      'DATABASE_URL is required on Netlify: functions cannot keep the embedded store. Set DATABASE_URL to the ' +
        'PostgreSQL connection string in the site’s environment variables (docs/deploy.md).',
    );
  }
  const serverless = hosting === 'netlify';
  const webhook = webhookSettings(env);
  const deliveryTimeouts = [env.CRM_TIMEOUT_MS, env.SMTP_TIMEOUT_MS, webhook?.timeoutMs ?? 0];
  return {
    hosting,
    migrateOnStart: env.MIGRATE_ON_START ?? !serverless,
    databaseUrl,
    dataDir: path.resolve(siteDir, env.DATA_DIR ?? '.data/pglite'),
    knowledge: defaults.knowledge,
    allowedOrigins,
    clientAddress: {
      // TRUST_PROXY=true, the earlier setting, means one proxy that appends to X-Forwarded-For. On
      // Netlify the edge's own header is the default: the socket there is Netlify's, not the visitor's.
      from: env.CLIENT_ADDRESS_FROM ?? (env.TRUST_PROXY ? 'x-forwarded-for' : serverless ? 'netlify' : 'socket'),
      trustedHops: env.TRUSTED_PROXY_HOPS,
    },
    database: {
      // A function instance serves one request at a time: two connections are plenty there.
      poolMax: env.DATABASE_POOL_MAX ?? (serverless ? 2 : 5),
      connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      idleTimeoutMs: env.DATABASE_IDLE_TIMEOUT_MS,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    },
    health: {
      maxPendingAgeMs: env.HEALTH_MAX_PENDING_AGE_MS,
      token: env.HEALTH_TOKEN,
    },
    limits: {
      bodyBytes: 16 * 1024,
      bodyTimeoutMs: env.BODY_TIMEOUT_MS,
      chatMessageChars: 2000,
      submitPerAddress: { max: env.RATE_LIMIT_SUBMIT_MAX, windowMs: env.RATE_LIMIT_SUBMIT_WINDOW_MS },
      chatPerAddress: { max: env.RATE_LIMIT_CHAT_MAX, windowMs: env.RATE_LIMIT_CHAT_WINDOW_MS },
      chatPerSession: { max: env.RATE_LIMIT_CHAT_SESSION_MAX, windowMs: env.RATE_LIMIT_CHAT_SESSION_WINDOW_MS },
      chatSessionMessages: 200,
      transcriptChars: 50_000,
      spamPayloadChars: 4000,
    },
    spam: { minFillMs: env.SPAM_MIN_FILL_MS },
    crm: { endpointUrl: env.CRM_ENDPOINT_URL, timeoutMs: env.CRM_TIMEOUT_MS },
    email: { smtp, to: emailTo, from, alertTo: env.ALERT_EMAIL_TO ?? emailTo, timeoutMs: env.SMTP_TIMEOUT_MS },
    webhook,
    brokerLanguage: env.BROKER_LANGUAGE ?? 'en',
    retentionMonths: env.LEAD_RETENTION_MONTHS,
    consentRecordYears: CONSENT_RECORD_YEARS,
    outbox: {
      maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
      baseDelayMs: env.OUTBOX_BASE_DELAY_MS,
      maxDelayMs: env.OUTBOX_MAX_DELAY_MS,
      // A lease shorter than a send could expire while the send is still running (it is renewed
      // while in flight, but a frozen process cannot renew): keep it over twice the longest timeout.
      leaseMs: Math.max(env.OUTBOX_LEASE_MS, minimumLeaseMs(...deliveryTimeouts)),
      sendTimeoutMs: 2 * Math.max(...deliveryTimeouts),
      // Functions are frozen between requests: there a scheduled function drains instead of a timer.
      drainIntervalMs: env.OUTBOX_DRAIN_INTERVAL_MS ?? (serverless ? 0 : 60_000),
      deliverImmediately: env.OUTBOX_DELIVER_IMMEDIATELY,
    },
    llm: env.LLM_API_URL
      ? {
          url: env.LLM_API_URL,
          apiKey: env.LLM_API_KEY,
          model: env.LLM_MODEL ?? 'gpt-4o-mini',
          timeoutMs: env.LLM_TIMEOUT_MS,
          maxCompletionTokens: env.LLM_MAX_COMPLETION_TOKENS,
          temperature: env.LLM_TEMPERATURE,
        }
      : undefined,
    business: defaults.business,
    logLevel: env.LOG_LEVEL ?? 'info',
    adminEndpoint: env.ADMIN_ENDPOINT ?? !serverless,
  };
}
