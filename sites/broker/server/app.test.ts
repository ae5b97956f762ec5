import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { HandlerRequest, HandlerResponse } from '@broker/server';
import { createSiteServer, type ApiHandlers } from './app';

const HEADERS = `/*
  cache-control: public, max-age=0, must-revalidate
  content-security-policy: default-src 'self'
  x-frame-options: DENY
/static/*
  cache-control: public, max-age=31536000, immutable
`;
const REDIRECTS = `/es/articulos/prestamos-inversion-dscr-miami  /es/articulos/prestamos-dscr-inversion-miami  301!
/api/submit  /.netlify/functions/submit-js  200
/api/health  /.netlify/functions/health-js  200
/es/*  /es/404  404
`;
const page = (title: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title></head><body>${'x'.repeat(4000)}</body></html>`;

/** The handlers' limits, as the site passes them. */
const LIMITS = { bodyLimit: 16 * 1024, bodyTimeoutMs: 10_000 };

let publicDir: string;
beforeAll(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-public-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, file), text);
  };
  write('_headers', HEADERS);
  write('_redirects', REDIRECTS);
  write('index.html', page('Home'));
  write('about.html', page('About'));
  write('es.html', page('Inicio'));
  write('es/articulos/prestamos-dscr-inversion-miami.html', page('DSCR'));
  write('404.html', page('Not found / No encontrada'));
  write('es/404.html', page('Página no encontrada'));
  write('static/font.woff2', 'font');
});
afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));

function recordingApi(answer: Partial<HandlerResponse> = {}) {
  const seen: HandlerRequest[] = [];
  const handler = async (request: HandlerRequest): Promise<HandlerResponse> => {
    seen.push(request);
    return {
      status: 200,
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
      body: '{"ok":true}',
      ...answer,
    };
  };
  const api: ApiHandlers = { submit: handler, health: handler, chat: handler };
  return { api, seen };
}

describe('createSiteServer', () => {
  it('serves a page at its address with the host’s headers, compressed for browsers that ask', async () => {
    const app = await createSiteServer({ ...LIMITS, publicDir, api: recordingApi().api });
    const res = await app.inject({ url: '/about', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<title>About</title>');
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(res.headers['content-security-policy']).toBe("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    const again = await app.inject({ url: '/about', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect((await app.inject({ url: '/' })).body).toContain('<title>Home</title>');
    expect((await app.inject({ url: '/es' })).body).toContain('<title>Inicio</title>');
    await app.close();
  });

  it('caches hashed assets for a year', async () => {
    const app = await createSiteServer({ ...LIMITS, publicDir, api: recordingApi().api });
    const res = await app.inject({ url: '/static/font.woff2' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await app.close();
  });

  it('answers 301 for the redirects of the build and for a trailing slash, keeping the query', async () => {
    const app = await createSiteServer({ ...LIMITS, publicDir, api: recordingApi().api });
    const moved = await app.inject({ url: '/es/articulos/prestamos-inversion-dscr-miami?utm=x' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/es/articulos/prestamos-dscr-inversion-miami?utm=x');
    expect(moved.headers['x-frame-options']).toBe('DENY');
    const slash = await app.inject({ url: '/about/' });
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe('/about');
    await app.close();
  });

  it('answers unknown paths, and the host’s own files, with the 404 page and status 404', async () => {
    const app = await createSiteServer({ ...LIMITS, publicDir, api: recordingApi().api });
    for (const url of ['/no-such-page', '/_headers', '/_redirects', '/static/', '/../etc/passwd']) {
      const res = await app.inject({ url });
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.body).toContain('Not found / No encontrada');
      expect(res.headers['content-security-policy']).toBe("default-src 'self'");
    }
    expect((await app.inject({ method: 'POST', url: '/about', payload: 'x' })).statusCode).toBe(405);
    await app.close();
  });

  it('answers unknown Spanish paths with the Spanish not-found page, and pages that exist as they are', async () => {
    const app = await createSiteServer({ ...LIMITS, publicDir, api: recordingApi().api });
    for (const url of ['/es/no-existe', '/es/articulos/no-existe', '/es/articulos/']) {
      const res = await app.inject({ url });
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.body).toContain('Página no encontrada');
    }
    const article = await app.inject({ url: '/es/articulos/prestamos-dscr-inversion-miami' });
    expect(article.statusCode).toBe(200);
    expect((await app.inject({ url: '/esperanza' })).body).toContain('Not found / No encontrada');
    await app.close();
  });

  it('refuses to start when a not-found page the rules name is missing', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-public-'));
    try {
      fs.writeFileSync(path.join(dir, '404.html'), page('Not found'));
      fs.writeFileSync(path.join(dir, '_headers'), HEADERS);
      fs.writeFileSync(path.join(dir, '_redirects'), '/es/*  /es/404  404\n');
      await expect(createSiteServer({ ...LIMITS, publicDir: dir, api: recordingApi().api })).rejects.toThrow(/es\/404/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs the API handlers with the raw body and the socket address, and keeps their headers', async () => {
    const { api, seen } = recordingApi({ status: 201 });
    const app = await createSiteServer({ ...LIMITS, publicDir, api });
    const res = await app.inject({
      method: 'POST',
      url: '/api/submit',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      payload: '{"formType":"Contact"}',
      remoteAddress: '127.0.0.7',
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toBe("default-src 'self'");
    expect(seen).toHaveLength(1);
    expect(Buffer.isBuffer(seen[0]!.body)).toBe(true);
    expect(String(seen[0]!.body)).toBe('{"formType":"Contact"}');
    expect(seen[0]!.ip).toBe('127.0.0.7');
    expect(seen[0]!.method).toBe('POST');
    // The scheme of the connection, for the handlers' same-origin check on a plain-http host.
    expect(seen[0]!.protocol).toBe('http');
    // Only the functions of the build are served.
    expect((await app.inject({ method: 'POST', url: '/api/chat', payload: '{}' })).statusCode).toBe(405);
    await app.close();
  });

  it('refuses a body over its limit with a JSON answer', async () => {
    const app = await createSiteServer({ ...LIMITS, publicDir, api: recordingApi().api, bodyLimit: 1024 });
    const res = await app.inject({
      method: 'POST',
      url: '/api/submit',
      headers: { 'content-type': 'application/json' },
      payload: 'x'.repeat(4096),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ ok: false, error: 'too_large', errors: {} });
    await app.close();
  });

  it('refuses a body declared over the limit from its headers, before any of it is sent', async () => {
    const { api, seen } = recordingApi();
    const app = await createSiteServer({ ...LIMITS, publicDir, api });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    // Headers only: the answer must not wait for a body that never comes.
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request({
        host: '127.0.0.1',
        port,
        path: '/api/submit',
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(1024 * 1024) },
      });
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      request.flushHeaders();
    });
    expect(status).toBe(413);
    expect(seen).toHaveLength(0);
    await app.close();
  });

  it('answers 408 and closes the connection when a body does not arrive in time', async () => {
    const { api, seen } = recordingApi();
    const app = await createSiteServer({ ...LIMITS, bodyTimeoutMs: 300, publicDir, api });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const answer = await new Promise<{ status: number; closed: boolean }>((resolve) => {
      const request = http.request({
        host: '127.0.0.1',
        port,
        path: '/api/submit',
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
    expect(answer).toEqual({ status: 408, closed: true });
    expect(seen).toHaveLength(0);
    await app.close();
  });

  it('will not start on a build routing to a function it does not run', async () => {
    const { api } = recordingApi();
    await expect(createSiteServer({ ...LIMITS, publicDir, api: { submit: api.submit! } })).rejects.toThrow(
      /\/api\/health/,
    );
  });

  it('finishes requests in flight when it closes, and accepts no new connection', async () => {
    let release: () => void = () => undefined;
    let entered: () => void = () => undefined;
    const handling = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const slow: ApiHandlers = {
      ...recordingApi().api,
      submit: () =>
        new Promise<HandlerResponse>((resolve) => {
          release = () => resolve({ status: 200, headers: { 'Cache-Control': 'no-store' }, body: '{"ok":true}' });
          entered();
        }),
    };
    const app = await createSiteServer({ ...LIMITS, publicDir, api: slow });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const inFlight = fetch(`http://127.0.0.1:${port}/api/submit`, { method: 'POST', body: '{}' });
    await handling;
    const closing = app.close();
    while (app.server.listening) await new Promise((resolve) => setTimeout(resolve, 10));
    const fresh = await new Promise<string>((resolve) => {
      http
        .get({ host: '127.0.0.1', port, path: '/about', agent: false }, (res) => resolve(`answered ${res.statusCode}`))
        .on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(fresh).toBe('ECONNREFUSED');
    release();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true });
    await closing;
  });
});
