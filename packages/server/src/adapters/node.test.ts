import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { lockPathFor } from '../db/lock';
import { copyTemplate } from '../testing/databases';
import { FIXTURE_CONTENT, TEST_BUSINESS, prequalification } from '../testing/fixtures';
import { businessFromSiteConfig, nodeFunction, sharedServer } from './node';

describe('nodeFunction', () => {
  const dataDir = copyTemplate();
  const options = () => ({
    env: { DATA_DIR: dataDir, CONTENT_DIR: FIXTURE_CONTENT, LOG_LEVEL: 'silent', OUTBOX_DRAIN_INTERVAL_MS: '0' },
    siteDir: path.dirname(dataDir),
    business: TEST_BUSINESS,
  });
  let listener: http.Server;
  let base: string;

  beforeAll(async () => {
    const submit = nodeFunction('submit', options);
    const chat = nodeFunction('chat', options);
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
    expect(sharedServer(options)).toBe(
      sharedServer(() => {
        throw new Error('not called again');
      }),
    );
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
});
