import path from 'node:path';
import { loadConfig } from './config';
import { TEST_BUSINESS } from './testing/fixtures';
import { createLogger, scrub } from './logger';

describe('loadConfig', () => {
  it('defaults to the embedded store under the site folder, with no knowledge unless the site passes it', () => {
    const config = loadConfig({}, { siteDir: '/srv/site', business: TEST_BUSINESS });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('/srv/site/.data/pglite'));
    expect(config.knowledge).toBeUndefined();
    expect(config.limits.bodyBytes).toBe(16 * 1024);
    expect(config.limits.chatMessageChars).toBe(2000);
    expect(config.business).toBe(TEST_BUSINESS);
    expect(config.crm.endpointUrl).toBeUndefined();
    expect(config.email.smtp).toBeUndefined();
    expect(config.llm).toBeUndefined();
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig(
      {
        DATABASE_URL: 'postgres://db/leads',
        DATA_DIR: '/var/lib/broker',
        CRM_ENDPOINT_URL: 'https://crm.example/forms/1',
        SMTP_HOST: 'smtp.example',
        SMTP_PORT: '465',
        SMTP_USER: 'u',
        SMTP_PASS: 'p',
        LEAD_EMAIL_TO: 'broker@example.com',
        LEAD_EMAIL_FROM: 'site@example.com',
        ALLOWED_ORIGINS: 'https://a.example, https://b.example/path',
        SITE_URL: 'https://www.example.com/',
        RATE_LIMIT_SUBMIT_MAX: '3',
        RATE_LIMIT_SUBMIT_WINDOW_MS: '1000',
        LLM_API_URL: 'https://llm.example/v1',
        LLM_API_KEY: 'k',
        LLM_MODEL: 'm',
        LOG_LEVEL: 'WARN',
        TRUST_PROXY: 'true',
      },
      { siteDir: '/srv/site', business: TEST_BUSINESS },
    );
    expect(config.databaseUrl).toBe('postgres://db/leads');
    expect(config.dataDir).toBe('/var/lib/broker');
    expect(config.crm.endpointUrl).toBe('https://crm.example/forms/1');
    expect(config.email).toMatchObject({
      to: 'broker@example.com',
      from: 'site@example.com',
      smtp: { host: 'smtp.example', port: 465, user: 'u', pass: 'p' },
    });
    expect(config.allowedOrigins).toEqual(['https://a.example', 'https://b.example', 'https://www.example.com']);
    expect(config.limits.submitPerAddress).toEqual({ max: 3, windowMs: 1000 });
    expect(config.llm).toMatchObject({ url: 'https://llm.example/v1', apiKey: 'k', model: 'm' });
    expect(config.logLevel).toBe('warn');
    expect(config.trustProxy).toBe(true);
  });

  it('rejects a number that is not one', () => {
    expect(() => loadConfig({ RATE_LIMIT_CHAT_MAX: 'many' }, { business: TEST_BUSINESS })).toThrow(/many/);
  });
});

describe('loadConfig on Netlify', () => {
  it('requires DATABASE_URL, naming it', () => {
    expect(() => loadConfig({ HOSTING: 'netlify' }, { business: TEST_BUSINESS })).toThrow(
      /DATABASE_URL is required on Netlify/,
    );
    expect(() => loadConfig({ HOSTING: 'netlify', DATABASE_URL: '  ' }, { business: TEST_BUSINESS })).toThrow(
      /DATABASE_URL/,
    );
  });

  it('drains from the schedule, not a timer, and leaves migrations to the deploy', () => {
    const config = loadConfig(
      { HOSTING: 'netlify', DATABASE_URL: 'postgres://db.example/site' },
      { business: TEST_BUSINESS },
    );
    expect(config.hosting).toBe('netlify');
    expect(config.outbox.drainIntervalMs).toBe(0);
    expect(config.migrateOnStart).toBe(false);
    expect(config.adminEndpoint).toBe(false);
  });

  it('keeps the long-lived process defaults elsewhere, and refuses an unknown host', () => {
    const config = loadConfig({}, { business: TEST_BUSINESS });
    expect(config.hosting).toBe('self');
    expect(config.migrateOnStart).toBe(true);
    expect(config.outbox.drainIntervalMs).toBe(60_000);
    expect(() => loadConfig({ HOSTING: 'vercel' }, { business: TEST_BUSINESS })).toThrow(
      /HOSTING must be one of self, netlify/,
    );
  });
});

describe('Logger', () => {
  it('writes one JSON line per event at or above its level, with e-mail addresses and phone numbers masked', () => {
    const lines: string[] = [];
    const logger = createLogger('info', (l) => lines.push(l));
    logger.debug('hidden');
    logger.info('shown', {
      leadId: '1c716d60-bcbf-4b81-9a30-05f451586743',
      error: 'rejected ana@example.com at +1 (305) 555-0142',
    });
    expect(lines).toHaveLength(1);
    const record = JSON.parse(lines[0]!);
    expect(record).toMatchObject({ level: 'info', event: 'shown', leadId: '1c716d60-bcbf-4b81-9a30-05f451586743' });
    expect(record.error).toBe('rejected [email] at [number]');
  });

  it('leaves ids and dates alone', () => {
    expect(scrub('lead 1c716d60-bcbf-4b81-9a30-05f451586743 outbox 42')).toBe(
      'lead 1c716d60-bcbf-4b81-9a30-05f451586743 outbox 42',
    );
  });
});
