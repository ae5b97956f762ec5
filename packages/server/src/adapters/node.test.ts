import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { lockPathFor } from '../db/lock';
import { copyTemplate } from '../testing/databases';
import { TEST_BUSINESS, prequalification } from '../testing/fixtures';
import { fixtureKnowledge } from '../testing/knowledge';
import type { KnowledgeData } from '../chat/knowledge/types';
import { businessFromSiteConfig, nodeFunction, sharedServer } from './node';

describe('nodeFunction', () => {
  const dataDir = copyTemplate();
  let knowledge: KnowledgeData | undefined;
  const options = () => ({
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'silent', OUTBOX_DRAIN_INTERVAL_MS: '0' },
    siteDir: path.dirname(dataDir),
    business: TEST_BUSINESS,
  });
  let listener: http.Server;
  let base: string;

  beforeAll(async () => {
    knowledge = await fixtureKnowledge();
    // As on the site: only the chat function hands over the knowledge.
    const submit = nodeFunction('submit', options);
    const chat = nodeFunction('chat', () => ({ ...options(), knowledge }));
    listener = http.createServer(async (req, res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const request = Object.assign(req, { body: Buffer.concat(chunks) });
      await (req.url === '/api/chat' ? chat : submit)(request, res);
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => listener.close(resolve));
    await sharedServer(options).close();
    delete (globalThis as unknown as Record<symbol, unknown>)[Symbol.for('@broker/server/shared')];
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(lockPathFor(dataDir), { force: true });
  });

  it('serves the handlers over Node http, one server shared by every function', async () => {
    // The submit function creates the shared server first, without knowledge.
    const response = await fetch(`${base}/api/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(prequalification()),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const chat = await fetch(`${base}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'What are your office hours?', sessionId: null, userInfo: null }),
    });
    expect(((await chat.json()) as { response: string }).response).toMatch(/Monday–Friday/);
    expect(sharedServer(options)).toBe(sharedServer(() => ({ ...options(), knowledge })));
  });

  it('measures the raw body itself', async () => {
    const response = await fetch(`${base}/api/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(prequalification({ additionalInfo: 'x'.repeat(20_000) })),
    });
    expect(response.status).toBe(413);
  });
});

describe('businessFromSiteConfig', () => {
  it('reads the site configuration shape', () => {
    const business = businessFromSiteConfig({
      ...TEST_BUSINESS,
      address: { street: '1 Main St', locality: 'Coconut Grove', region: 'FL', postalCode: '33133' },
    });
    expect(business.address).toBe('1 Main St, Coconut Grove, FL 33133');
    expect(business.hours).toBe(TEST_BUSINESS.hours);
  });

  it('keeps the scalar fields of each yearly figure', () => {
    const business = businessFromSiteConfig({
      ...TEST_BUSINESS,
      address: { street: '1 Main St', locality: 'Coconut Grove', region: 'FL', postalCode: '33133' },
      figures: { conformingLoanLimit: { amount: 832_750, year: 2026, area: 'Miami-Dade County', nested: { a: 1 } } },
    });
    expect(business.figures).toEqual({
      conformingLoanLimit: { amount: 832_750, year: 2026, area: 'Miami-Dade County' },
    });
  });
});
