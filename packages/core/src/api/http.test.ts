import { isRejection, postJson } from './http';
import { testServer } from '../testing/testServer';

describe('postJson', () => {
  it('POSTs JSON and reads the answer', async () => {
    const server = testServer({ status: 201, body: { ok: true }, headers: { 'Retry-After': '5' } });
    const outcome = await postJson(server.fetch, '/api/submit', { a: 1 });
    expect(outcome).toEqual({ kind: 'answer', status: 201, body: { ok: true }, readable: true, retryAfter: '5' });
    expect(server.calls[0]?.init).toEqual({
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: '{"a":1}',
      credentials: 'same-origin',
    });
  });

  it('asks for keepalive when told to', async () => {
    const server = testServer({ status: 200, body: {} });
    await postJson(server.fetch, '/api/chat', {}, { keepalive: true });
    expect(server.calls[0]?.init.keepalive).toBe(true);
  });

  it('reports an unreadable body without throwing', async () => {
    const server = testServer({ status: 502, text: '<html>Bad gateway</html>' });
    expect(await postJson(server.fetch, '/api/chat', {})).toEqual({
      kind: 'answer',
      status: 502,
      body: undefined,
      readable: false,
      retryAfter: null,
    });
  });

  it('turns a rejected fetch into a network failure', async () => {
    const server = testServer('offline');
    expect(await postJson(server.fetch, '/api/chat', {})).toEqual({ kind: 'network' });
  });

  it('gives up on a call that takes too long', async () => {
    const server = testServer('hang');
    expect(await postJson(server.fetch, '/api/chat', {}, { timeoutMs: 10 })).toEqual({ kind: 'network' });
  });

  it('reads a response without headers', async () => {
    const outcome = await postJson(() => Promise.resolve({ status: 204, json: () => Promise.resolve(null) }), '/x', {});
    expect(outcome).toMatchObject({ status: 204, retryAfter: null });
  });
});

describe('isRejection', () => {
  it('treats only validation answers as final', () => {
    expect([400, 413, 422].every(isRejection)).toBe(true);
    expect([401, 403, 404, 408, 409, 429, 500, 503].some(isRejection)).toBe(false);
  });
});
