import path from 'node:path';
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

export interface RateLimit {
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
}

export interface SmtpSettings {
  /** `smtp://user:pass@host:port` or `smtps://…`; wins over the separate fields. */
  url?: string;
  host?: string;
  port?: number;
  secure?: boolean;
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
  /** Use the first `X-Forwarded-For` address as the client address (only behind a trusted proxy). */
  trustProxy: boolean;
  limits: {
    /** Largest accepted request body, in bytes. */
    bodyBytes: number;
    /** Largest chat message, in characters. */
    chatMessageChars: number;
    submitPerAddress: RateLimit;
    chatPerAddress: RateLimit;
    chatPerSession: RateLimit;
  };
  spam: {
    /** A form sent sooner than this after it was opened is treated as automated. */
    minFillMs: number;
  };
  crm: { endpointUrl?: string; timeoutMs: number };
  email: { smtp?: SmtpSettings; to?: string; from: string; timeoutMs: number };
  outbox: {
    /** Attempts before a delivery is dead-lettered. */
    maxAttempts: number;
    baseDelayMs: number;
    maxDelayMs: number;
    /** How long a claimed delivery stays reserved before another drain may retry it. */
    leaseMs: number;
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

export type Env = Record<string, string | undefined>;

export interface ConfigDefaults {
  /** The site's folder: the default data directory lives under it. */
  siteDir?: string;
  /** The business the site is for: the site hands over its own configuration. */
  business: BusinessInfo;
  knowledge?: KnowledgeData;
}

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new Error(`Expected a non-negative number, got "${value}"`);
  return Math.floor(n);
}

function temperature(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || n > 2) throw new Error(`LLM_TEMPERATURE must be between 0 and 2, got "${value}"`);
  return n;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === '') return fallback;
  return /^(1|true|yes|on)$/i.test(value.trim());
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

function rateLimit(env: Env, prefix: string, max: number, windowMs: number): RateLimit {
  return { max: int(env[`${prefix}_MAX`], max), windowMs: int(env[`${prefix}_WINDOW_MS`], windowMs) };
}

const LOG_LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent'];

/**
 * Builds the settings from an environment-like object. The site reads `globalThis.process.env`
 * once at run time and hands it here; tests pass plain objects.
 */
export function loadConfig(env: Env, defaults: ConfigDefaults): ServerConfig {
  const siteDir = path.resolve(env.SITE_DIR ?? defaults.siteDir ?? process.cwd());
  const siteOrigin = env.SITE_URL ? originOf(env.SITE_URL) : undefined;
  const allowedOrigins = [
    ...list(env.ALLOWED_ORIGINS)
      .map(originOf)
      .filter((o): o is string => Boolean(o)),
    ...(siteOrigin ? [siteOrigin] : []),
  ];
  const smtp: SmtpSettings | undefined =
    env.SMTP_URL || env.SMTP_HOST
      ? {
          url: env.SMTP_URL || undefined,
          host: env.SMTP_HOST || undefined,
          port: env.SMTP_PORT ? int(env.SMTP_PORT, 587) : undefined,
          secure: env.SMTP_SECURE ? bool(env.SMTP_SECURE, false) : undefined,
          user: env.SMTP_USER || undefined,
          pass: env.SMTP_PASS || undefined,
        }
      : undefined;
  const logLevel = (env.LOG_LEVEL ?? 'info').toLowerCase() as LogLevel;
  const hosting = (env.HOSTING || 'self').trim().toLowerCase() as Hosting;
  if (!HOSTINGS.includes(hosting))
    throw new Error(`HOSTING must be one of ${HOSTINGS.join(', ')}, got "${env.HOSTING}"`);
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (hosting === 'netlify' && !databaseUrl) {
    throw new Error(
      'DATABASE_URL is required on Netlify: functions cannot keep the embedded store. Set DATABASE_URL to the ' +
        'PostgreSQL connection string in the site’s environment variables (docs/deploy.md).',
    );
  }
  const serverless = hosting === 'netlify';
  return {
    hosting,
    migrateOnStart: bool(env.MIGRATE_ON_START, !serverless),
    databaseUrl,
    dataDir: path.resolve(siteDir, env.DATA_DIR ?? '.data/pglite'),
    knowledge: defaults.knowledge,
    allowedOrigins,
    trustProxy: bool(env.TRUST_PROXY, false),
    limits: {
      bodyBytes: 16 * 1024,
      chatMessageChars: 2000,
      submitPerAddress: rateLimit(env, 'RATE_LIMIT_SUBMIT', 10, 10 * 60_000),
      chatPerAddress: rateLimit(env, 'RATE_LIMIT_CHAT', 60, 10 * 60_000),
      chatPerSession: rateLimit(env, 'RATE_LIMIT_CHAT_SESSION', 30, 10 * 60_000),
    },
    spam: { minFillMs: int(env.SPAM_MIN_FILL_MS, 3000) },
    crm: { endpointUrl: env.CRM_ENDPOINT_URL || undefined, timeoutMs: int(env.CRM_TIMEOUT_MS, 10_000) },
    email: {
      smtp,
      to: env.LEAD_EMAIL_TO || undefined,
      from: env.LEAD_EMAIL_FROM || 'leads@localhost',
      timeoutMs: int(env.SMTP_TIMEOUT_MS, 15_000),
    },
    outbox: {
      maxAttempts: int(env.OUTBOX_MAX_ATTEMPTS, 10),
      baseDelayMs: int(env.OUTBOX_BASE_DELAY_MS, 30_000),
      maxDelayMs: int(env.OUTBOX_MAX_DELAY_MS, 60 * 60_000),
      leaseMs: int(env.OUTBOX_LEASE_MS, 2 * 60_000),
      // Functions are frozen between requests: there a scheduled function drains instead of a timer.
      drainIntervalMs: int(env.OUTBOX_DRAIN_INTERVAL_MS, serverless ? 0 : 60_000),
      deliverImmediately: bool(env.OUTBOX_DELIVER_IMMEDIATELY, true),
    },
    llm: env.LLM_API_URL
      ? {
          url: env.LLM_API_URL,
          apiKey: env.LLM_API_KEY || undefined,
          model: env.LLM_MODEL || 'gpt-4o-mini',
          timeoutMs: int(env.LLM_TIMEOUT_MS, 8000),
          maxCompletionTokens: int(env.LLM_MAX_COMPLETION_TOKENS, 400),
          temperature: temperature(env.LLM_TEMPERATURE),
        }
      : undefined,
    business: defaults.business,
    logLevel: LOG_LEVELS.includes(logLevel) ? logLevel : 'info',
    adminEndpoint: bool(env.ADMIN_ENDPOINT, !serverless),
  };
}
