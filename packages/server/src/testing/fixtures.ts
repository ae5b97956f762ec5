import path from 'node:path';
import { loadConfig, type BusinessInfo, type ServerConfig } from '../config';
import type { HandlerRequest, HandlerResponse } from '../http/types';
import type { Logger } from '../logger';

/** The business of the server's tests (the site hands over its real configuration). */
export const TEST_BUSINESS: BusinessInfo = {
  companyName: 'Grove Harbor Mortgage',
  phone: { display: '(305) 555-0142', e164: '+13055550142' },
  email: 'hello@groveharbormortgage.example',
  address: '3480 Main Highway, Suite 200, Coconut Grove, FL 33133',
  nmls: '2104587',
  applicationPortalUrl: 'https://apply.groveharbormortgage.example/',
  hours: [
    { days: [1, 2, 3, 4, 5], opens: '09:00', closes: '18:00' },
    { days: [6], opens: '10:00', closes: '16:00' },
    { days: [7], opens: null, closes: null },
  ],
  nmlsConsumerAccessUrl: 'https://www.nmlsconsumeraccess.org/EntityDetails.aspx/COMPANY/2104587',
  // A yearly figure that is not the site's: answers that quote it prove they read the configuration.
  figures: {
    conformingLoanLimit: { amount: 901_234, year: 2031, area: 'Test County', effective: '2031-01-01', source: 'test' },
  },
};

export const FIXTURE_CONTENT = path.join(__dirname, '../chat/__fixtures__/content');

/** Settings for handler tests: test business data, no timers, deliveries driven by the test. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  const base = loadConfig({ LOG_LEVEL: 'silent' }, { siteDir: path.join(__dirname, '..'), business: TEST_BUSINESS });
  return {
    ...base,
    outbox: { ...base.outbox, drainIntervalMs: 0, deliverImmediately: false, baseDelayMs: 1000, maxAttempts: 3 },
    ...overrides,
  };
}

/** A logger that keeps every line, to assert on what was (and was not) logged. */
export function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const write =
    (level: string) =>
    (event: string, fields: Record<string, unknown> = {}) => {
      lines.push(JSON.stringify({ level, event, ...fields }));
    };
  return { lines, debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

let counter = 0;

function idempotencyKey(): string {
  counter += 1;
  return `key-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
}

export function prequalification(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const ts = new Date().toISOString();
  return {
    formType: 'Pre-qualification',
    first_name: 'Marisol',
    last_name: 'Quintero-Vega',
    email: 'marisol.quintero@example.com',
    phone: '(305) 555-0199',
    propertyType: 'condo',
    propertyValue: '650000',
    downPayment: '130000',
    creditScore: 'good',
    annualIncome: '145000',
    employmentStatus: 'self-employed',
    propertyLocation: 'Brickell',
    loanPurpose: 'purchase',
    timeline: '60-days',
    monthlyDebt: '900',
    additionalInfo: 'Looking at a two-bedroom unit',
    language: 'en',
    source: '/',
    ts,
    idempotencyKey: idempotencyKey(),
    website: '',
    startedAt: Date.parse(ts) - 45_000,
    ...overrides,
  };
}

export function contact(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const ts = new Date().toISOString();
  return {
    formType: 'Contact',
    first_name: 'Teodoro',
    last_name: 'Alcántara',
    email: 'teo.alcantara@example.com',
    phone: '786-555-0123',
    loanType: 'refinance',
    message: 'Quisiera saber si me conviene refinanciar',
    language: 'es',
    source: '/es/contacto',
    ts,
    idempotencyKey: idempotencyKey(),
    website: '',
    startedAt: Date.parse(ts) - 30_000,
    ...overrides,
  };
}

export function post(body: unknown, headers: Record<string, string> = {}, ip = '203.0.113.7'): HandlerRequest {
  return {
    method: 'POST',
    url: '/api/test',
    headers: { 'content-type': 'application/json', host: 'localhost:9000', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ip,
  };
}

export function parse(response: HandlerResponse): Record<string, unknown> {
  return JSON.parse(response.body) as Record<string, unknown>;
}

/**
 * The chat session's id as stored, from the token `/api/chat` answers with (the id's 32 hex digits,
 * then its signature).
 */
export function storedChatSessionId(token: unknown): string {
  const hex = String(token).slice(0, 32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
