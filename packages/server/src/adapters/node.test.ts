import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
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

  it("survives a request built as Gatsby's Netlify adapter builds it, once its body has been read", async () => {
    // gatsby-adapter-netlify 1.4.0 copies IncomingMessage's methods onto a plain Readable; on
    // Node 24 its destroy at the end of the body throws and the stream emits that as 'error'.
    const req = Object.assign(new Readable(), http.IncomingMessage.prototype, {
      method: 'POST',
      url: '/api/chat',
      headers: { host: 'site.example', 'content-type': 'application/json' },
    });
    const chat = nodeFunction('chat', () => ({ ...options(), knowledge }));
    const answer = new Promise<{ status: number; body: string }>((resolve) => {
      const res = {
        statusCode: 0,
        setHeader: () => res,
        end: (body = '') => resolve({ status: res.statusCode, body }),
      };
      // As Gatsby's body parser does: read to the end, stop listening, call the function at 'end'.
      const chunks: Buffer[] = [];
      const collect = (chunk: Buffer) => chunks.push(chunk);
      req.on('data', collect);
      req.once('end', () => {
        req.off('data', collect);
        void chat(Object.assign(req, { body: Buffer.concat(chunks) }), res);
      });
    });
    req.push(JSON.stringify({ message: 'What are your office hours?', sessionId: null, userInfo: null }));
    req.push(null);
    const { status, body } = await answer;
    await new Promise((resolve) => setImmediate(resolve));
    expect(status).toBe(200);
    expect(body).toMatch(/Monday–Friday/);
    expect(req.destroyed).toBe(true);
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

/**
 * Sends a body that never ends (up to 256 MB) until the server answers; resolves with the answer's
 * status and how much had been written by then.
 */
function endlessUpload(url: string, headers: Record<string, string>, prefix = '') {
  return new Promise<{ status: number; written: number }>((resolve, reject) => {
    // `agent: false` sends `Connection: close`, the case where a server is quickest to hang up.
    const request = http.request(url, { method: 'POST', headers, agent: false });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let written = 0;
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      response.resume();
      resolve({ status: response.statusCode ?? 0, written });
      request.destroy();
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    if (prefix) {
      request.write(prefix);
      written += prefix.length;
    }
    const pump = () => {
      while (!answered && written < 256 * 1024 * 1024) {
        written += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', pump);
          return;
        }
      }
      if (!answered) request.end();
    };
    pump();
  });
}

describe('nodeFunction reading the request itself', () => {
  const dataDir = copyTemplate();
  const options = () => ({
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'silent', OUTBOX_DRAIN_INTERVAL_MS: '0', BODY_TIMEOUT_MS: '500' },
    siteDir: path.dirname(dataDir),
    business: TEST_BUSINESS,
  });
  let raw: http.Server;
  let url: string;

  beforeAll(async () => {
    const submit = nodeFunction('submit', options);
    raw = http.createServer((req, res) => void submit(req, res));
    await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(raw.address() as AddressInfo).port}/api/submit`;
  });
  afterAll(async () => {
    raw.closeAllConnections();
    await new Promise((resolve) => raw.close(resolve));
    await sharedServer(options).close();
    delete (globalThis as unknown as Record<symbol, unknown>)[Symbol.for('@broker/server/shared')];
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(lockPathFor(dataDir), { force: true });
  });

  it('reads a JSON body from the stream when no framework did', async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(prequalification()),
    });
    expect(response.status).toBe(200);
  });

  it('refuses a multipart upload from its headers, without reading it', async () => {
    const answer = await endlessUpload(url, { 'content-type': 'multipart/form-data; boundary=x' });
    expect(answer.status).toBe(415);
    expect(answer.written).toBeLessThan(8 * 1024 * 1024);
  });

  it('closes the connection of a refused upload soon after answering, so the client stops sending', async () => {
    const answer = await uploadUntilClosed(url);
    expect(answer.status).toBe(415);
    expect(answer.closedAfterMs).toBeLessThan(5000);
  });

  it('refuses a body declared larger than the limit before reading it', async () => {
    const answer = await endlessUpload(url, {
      'content-type': 'application/json',
      'content-length': String(1024 * 1024 * 1024),
    });
    expect(answer.status).toBe(413);
    expect(answer.written).toBeLessThan(8 * 1024 * 1024);
  });

  it('answers 408 and closes the connection when the body does not arrive in time', async () => {
    const answer = await stalledBody(url);
    expect(answer.status).toBe(408);
    expect(answer.closed).toBe(true);
  });

  it('stops reading an undeclared body at the limit and answers 413', async () => {
    const answer = await endlessUpload(url, { 'content-type': 'application/json' }, '{"first_name":"');
    expect(answer.status).toBe(413);
    expect(answer.written).toBeLessThan(8 * 1024 * 1024);
  });
});

/** Sends the start of a declared body, then nothing; resolves with the answer once the connection closes. */
function stalledBody(url: string) {
  return new Promise<{ status: number; closed: boolean }>((resolve) => {
    const request = http.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '100' },
    });
    let status = 0;
    request.on('response', (response) => {
      status = response.statusCode ?? 0;
      response.resume();
      response.on('close', () => resolve({ status, closed: true }));
    });
    request.on('error', () => resolve({ status, closed: true }));
    request.write('{"first_name":');
  });
}

/** Keeps sending after the answer; resolves once the server has closed the connection. */
function uploadUntilClosed(url: string) {
  return new Promise<{ status: number; closedAfterMs: number }>((resolve) => {
    const request = http.request(url, { method: 'POST', headers: { 'content-type': 'text/plain' } });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let status = 0;
    let answeredAt = 0;
    request.on('response', (response) => {
      status = response.statusCode ?? 0;
      answeredAt = Date.now();
      response.resume();
    });
    const closed = () => resolve({ status, closedAfterMs: Date.now() - answeredAt });
    request.on('error', closed);
    request.on('close', closed);
    const pump = () => {
      while (!request.destroyed && request.write(chunk));
      if (!request.destroyed) request.once('drain', pump);
    };
    pump();
  });
}

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
