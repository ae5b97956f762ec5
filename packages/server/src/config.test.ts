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
      alertTo: 'broker@example.com',
      smtp: { host: 'smtp.example', port: 465, secure: true, insecure: false, user: 'u', pass: 'p' },
    });
    expect(config.allowedOrigins).toEqual(['https://a.example', 'https://b.example', 'https://www.example.com']);
    expect(config.limits.submitPerAddress).toEqual({ max: 3, windowMs: 1000 });
    expect(config.llm).toMatchObject({ url: 'https://llm.example/v1', apiKey: 'k', model: 'm' });
    expect(config.logLevel).toBe('warn');
    expect(config.clientAddress).toEqual({ from: 'x-forwarded-for', trustedHops: 1 });
  });

  it('reads SMTP from a URL and requires TLS, except for a mail server on this machine', () => {
    const business = { business: TEST_BUSINESS };
    expect(loadConfig({ SMTP_URL: 'smtp://me%40x.com:s%3Acret@mail.example:2525' }, business).email.smtp).toEqual({
      host: 'mail.example',
      port: 2525,
      secure: false,
      insecure: false,
      user: 'me@x.com',
      pass: 's:cret',
    });
    expect(loadConfig({ SMTP_URL: 'smtps://mail.example' }, business).email.smtp).toMatchObject({
      port: 465,
      secure: true,
    });
    expect(
      loadConfig({ SMTP_HOST: '127.0.0.1', SMTP_PORT: '1025', SMTP_INSECURE: 'true' }, business).email.smtp,
    ).toMatchObject({
      insecure: true,
    });
    expect(() => loadConfig({ SMTP_HOST: 'mail.example', SMTP_INSECURE: 'true' }, business)).toThrow(/over TLS/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' }, business)).toThrow(/smtp:\/\//);
  });

  it('sends from LEAD_EMAIL_FROM or the business address, never a localhost default, and refuses undeliverable ones in production', () => {
    const business = { business: TEST_BUSINESS };
    expect(loadConfig({ SMTP_HOST: 'mail.example' }, business).email.from).toBe(TEST_BUSINESS.email);
    expect(loadConfig({}, business).email.from).not.toMatch(/localhost/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', SMTP_HOST: 'mail.example', LEAD_EMAIL_TO: 'b@broker.com' }, business),
    ).toThrow(/LEAD_EMAIL_FROM is not set.*not deliverable in production/);
    expect(() =>
      loadConfig({ CONTEXT: 'production', SMTP_HOST: 'mail.example', LEAD_EMAIL_FROM: 'leads@localhost' }, business),
    ).toThrow(/LEAD_EMAIL_FROM \(leads@localhost\) is not deliverable/);
    expect(() => loadConfig({ SMTP_HOST: 'mail.example', LEAD_EMAIL_FROM: 'not an address' }, business)).toThrow(
      /not an e-mail address/,
    );
    const production = loadConfig(
      {
        NODE_ENV: 'production',
        SMTP_HOST: 'mail.example',
        LEAD_EMAIL_FROM: 'Grove Harbor Website <leads@groveharbor.com>',
        LEAD_EMAIL_TO: 'broker@groveharbor.com',
        ALERT_EMAIL_TO: 'it@groveharbor.com',
      },
      business,
    );
    expect(production.email).toMatchObject({
      from: 'Grove Harbor Website <leads@groveharbor.com>',
      alertTo: 'it@groveharbor.com',
    });
  });

  it('requires a long secret and HTTPS for the webhook', () => {
    const business = { business: TEST_BUSINESS };
    const secret = 'x'.repeat(32);
    expect(
      loadConfig({ LEAD_WEBHOOK_URL: 'https://hooks.example/catch/1', LEAD_WEBHOOK_SECRET: secret }, business).webhook,
    ).toEqual({
      url: 'https://hooks.example/catch/1',
      secret,
      timeoutMs: 10_000,
    });
    expect(() => loadConfig({ LEAD_WEBHOOK_URL: 'https://hooks.example/1' }, business)).toThrow(/LEAD_WEBHOOK_SECRET/);
    expect(() =>
      loadConfig({ LEAD_WEBHOOK_URL: 'https://hooks.example/1', LEAD_WEBHOOK_SECRET: 'short' }, business),
    ).toThrow(/at least 32/);
    expect(() =>
      loadConfig({ LEAD_WEBHOOK_URL: 'http://hooks.example/1', LEAD_WEBHOOK_SECRET: secret }, business),
    ).toThrow(/https/);
    expect(
      loadConfig({ LEAD_WEBHOOK_URL: 'http://127.0.0.1:8080/h', LEAD_WEBHOOK_SECRET: secret }, business).webhook?.url,
    ).toBe('http://127.0.0.1:8080/h');
  });

  it('reads the broker language and the retention period', () => {
    const business = { business: TEST_BUSINESS };
    expect(loadConfig({}, business)).toMatchObject({ brokerLanguage: 'en', retentionMonths: 24 });
    expect(loadConfig({ BROKER_LANGUAGE: 'ES', LEAD_RETENTION_MONTHS: '36' }, business)).toMatchObject({
      brokerLanguage: 'es',
      retentionMonths: 36,
    });
    expect(() => loadConfig({ BROKER_LANGUAGE: 'fr' }, business)).toThrow(/en or es/);
    expect(() => loadConfig({ LEAD_RETENTION_MONTHS: '0' }, business)).toThrow(/at least 1/);
  });

  it('refuses a setting that is not what it must be, naming it and its value', () => {
    expect(() => loadConfig({ RATE_LIMIT_CHAT_MAX: 'many' }, { business: TEST_BUSINESS })).toThrow(
      'RATE_LIMIT_CHAT_MAX is not a number, not "many"',
    );
    expect(() => loadConfig({ OUTBOX_MAX_ATTEMPTS: '-3' }, { business: TEST_BUSINESS })).toThrow(
      'OUTBOX_MAX_ATTEMPTS must not be negative, not "-3"',
    );
    expect(() => loadConfig({ TRUSTED_PROXY_HOPS: '0' }, { business: TEST_BUSINESS })).toThrow(/at least 1/);
    expect(() => loadConfig({ LLM_TEMPERATURE: '3' }, { business: TEST_BUSINESS })).toThrow(
      'LLM_TEMPERATURE must be between 0 and 2, not "3"',
    );
    // Blank is unset: the default applies.
    expect(loadConfig({ OUTBOX_MAX_ATTEMPTS: ' ' }, { business: TEST_BUSINESS }).outbox.maxAttempts).toBe(10);
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
    // The visitor's address is the one Netlify's edge writes, not the socket's (Netlify's own).
    expect(config.clientAddress.from).toBe('netlify');
  });

  it('keeps the long-lived process defaults elsewhere, and refuses an unknown host', () => {
    const config = loadConfig({}, { business: TEST_BUSINESS });
    expect(config.hosting).toBe('self');
    expect(config.migrateOnStart).toBe(true);
    expect(config.outbox.drainIntervalMs).toBe(60_000);
    expect(config.clientAddress.from).toBe('socket');
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
