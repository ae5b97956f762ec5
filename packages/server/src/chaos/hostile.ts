import http from 'node:http';
import { contact, prequalification } from '../testing/fixtures';

/** One hostile request and what the site must do with it. */
export interface HostileCase {
  name: string;
  path: '/api/submit' | '/api/chat' | '/api/health';
  method?: string;
  headers?: Record<string, string>;
  /** Text or bytes sent as the body. */
  body?: string | Buffer;
  /** The answer must be this status; otherwise any 2xx or 4xx passes. */
  expect?: number;
}

const json = { 'content-type': 'application/json' };
const NUL = '\u0000';
const SURROGATES = ['\uD800', '\uDFFF', '\uDBFF\uDBFF', `a${NUL}\uDC00b`];

function submit(
  name: string,
  body: unknown,
  expectStatus?: number,
  headers: Record<string, string> = json,
): HostileCase {
  return {
    name,
    path: '/api/submit',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
    expect: expectStatus,
  };
}

function chat(name: string, body: unknown, expectStatus?: number): HostileCase {
  return { name, path: '/api/chat', headers: json, body: JSON.stringify(body), expect: expectStatus };
}

/**
 * The hostile inputs of the chaos suite (about 125): poison characters in every field, bodies that
 * are not JSON or not what they claim, header-level abuse, prototype keys, types that do not
 * match, a reused idempotency key, and the same for the chat. Text fields that only carry poison
 * characters must still be stored (200): stripping them loses nothing a person typed.
 */
export function hostileCases(): HostileCase[] {
  const cases: HostileCase[] = [];
  const form = prequalification();
  const textFields = ['first_name', 'last_name', 'propertyLocation', 'monthlyDebt', 'additionalInfo'];
  for (const field of Object.keys(form)) {
    const original = String(form[field] ?? '');
    cases.push(
      submit(
        `NUL in ${field}`,
        prequalification({ [field]: `${original.slice(0, 2)}${NUL}${original.slice(2)}` }),
        textFields.includes(field) ? 200 : undefined,
      ),
    );
    cases.push(
      submit(
        `unpaired surrogate in ${field}`,
        prequalification({ [field]: `${original}${SURROGATES[cases.length % SURROGATES.length]}` }),
        textFields.includes(field) ? 200 : undefined,
      ),
    );
  }
  for (const field of ['first_name', 'last_name', 'email', 'phone', 'message']) {
    cases.push(submit(`NUL and surrogates in contact ${field}`, contact({ [field]: `x${NUL}\uD83D${NUL}y` })));
  }
  cases.push(
    submit(
      'CR LF header injection in the name',
      prequalification({ first_name: 'Eve\r\nBcc: attacker@evil.example' }),
      200,
    ),
    submit('bare CR and LF in the location', prequalification({ propertyLocation: 'Brickell\rSubject: x\n' }), 200),
    submit('escape sequences and DEL in the name', prequalification({ last_name: 'Smith\u001b[2J\u007f\u0085' }), 200),
    submit('line and paragraph separators', prequalification({ first_name: 'Ana\u2028Bcc: x\u2029' }), 200),
  );
  // Not JSON, or not what the headers say.
  cases.push(
    submit('small multipart form', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n', 415, {
      'content-type': 'multipart/form-data; boundary=x',
    }),
    submit('malformed multipart form', '--x\r\nbroken', 415, { 'content-type': 'multipart/form-data; boundary=x' }),
    submit('url-encoded form', 'first_name=Ana&email=a%40b.example', 415, {
      'content-type': 'application/x-www-form-urlencoded',
    }),
    submit('plain text', 'hello', 415, { 'content-type': 'text/plain' }),
    submit('no content type', JSON.stringify(form), 415, {}),
    submit('XML', '<lead/>', 415, { 'content-type': 'application/xml' }),
    submit('JSON with a charset', JSON.stringify(prequalification()), 200, {
      'content-type': 'application/json; charset=utf-8',
    }),
    submit('truncated JSON', '{"formType":"Contact",', 400),
    submit('trailing comma', '{"formType":"Contact",}', 400),
    submit('JSON null', 'null', 400),
    submit('JSON array', '[]', 400),
    submit('JSON string', '"lead"', 400),
    submit('JSON number', '1e999', 400),
    submit('empty body', '', 400),
    submit('byte order mark', `\uFEFF${JSON.stringify(prequalification())}`),
    {
      name: 'invalid UTF-8 bytes',
      path: '/api/submit',
      headers: json,
      body: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]),
      expect: 400,
    },
    submit('nested 5,000 deep', `${'['.repeat(5000)}${']'.repeat(5000)}`, 400),
    submit(
      'deeply nested field',
      { ...prequalification(), additionalInfo: JSON.parse(`${'['.repeat(2000)}${']'.repeat(2000)}`) },
      400,
    ),
    submit('body over 16 KB', prequalification({ additionalInfo: 'x'.repeat(20_000) }), 413),
    submit('declared length over the limit', JSON.stringify(prequalification()), 413, {
      ...json,
      'content-length-override': '1',
    }),
  );
  // Keys and types that do not belong.
  cases.push(
    submit('__proto__ key', `{"__proto__":{"admin":true},${JSON.stringify(prequalification()).slice(1)}`),
    submit('constructor key', { ...prequalification(), constructor: { prototype: { admin: true } } }),
    submit('formType toString', { formType: 'toString' }, 400),
    submit('formType constructor with honeypot', { formType: 'constructor', website: 'x' }, 400),
    submit('unknown formType', { ...prequalification(), formType: 'Newsletter' }, 400),
    submit('formType as a number', { ...prequalification(), formType: 1 }, 400),
  );
  for (const field of [
    'first_name',
    'email',
    'phone',
    'propertyValue',
    'language',
    'ts',
    'idempotencyKey',
    'startedAt',
  ]) {
    cases.push(submit(`${field} as an array`, prequalification({ [field]: ['a', 'b'] }), 400));
    cases.push(submit(`${field} as an object`, prequalification({ [field]: { value: 'a' } }), 400));
  }
  cases.push(
    submit('negative amount', prequalification({ propertyValue: -1 }), 400),
    submit('enormous amount', prequalification({ propertyValue: '9'.repeat(30) }), 400),
    submit(
      'spam with a nested payload',
      {
        ...prequalification({ website: 'http://spam.example' }),
        junk: JSON.parse(`${'['.repeat(1000)}1${']'.repeat(1000)}`),
      },
      200,
    ),
  );
  const reused = prequalification();
  cases.push(
    submit('first use of an idempotency key', reused, 200),
    submit('idempotency key reused with another body', { ...reused, first_name: 'Mallory' }, 422),
    submit('idempotency key resent with the same body', reused, 200),
  );
  // Methods, origins.
  cases.push(
    { name: 'GET on submit', path: '/api/submit', method: 'GET', expect: 405 },
    { name: 'PUT on submit', path: '/api/submit', method: 'PUT', headers: json, body: '{}', expect: 405 },
    { name: 'DELETE on chat', path: '/api/chat', method: 'DELETE', expect: 405 },
    { name: 'POST on health', path: '/api/health', method: 'POST', headers: json, body: '{}', expect: 405 },
    submit('cross-site origin', prequalification(), 403, { ...json, origin: 'https://evil.example' }),
    submit('origin of another scheme', prequalification(), 403, {
      ...json,
      origin: 'ftp://www.grove.example',
      host: 'www.grove.example',
    }),
    submit('origin of the same host and another port', prequalification(), 403, {
      ...json,
      origin: 'http://127.0.0.1:1',
    }),
    submit('Sec-Fetch-Site cross-site', prequalification(), 403, { ...json, 'sec-fetch-site': 'cross-site' }),
  );
  // The chat.
  cases.push(
    chat('NUL in a chat message', { message: `hola${NUL}`, sessionId: null, userInfo: null }, 200),
    chat('unpaired surrogate in a chat message', { message: 'casa \uD83C', sessionId: null, userInfo: null }, 200),
    chat('only control characters', { message: '\u0000\u0001\u0002', sessionId: null, userInfo: null }, 400),
    chat('message over 2,000 characters', { message: 'a'.repeat(2001), sessionId: null, userInfo: null }, 413),
    chat(
      'a stored session id instead of a token',
      { message: 'hi', sessionId: '1c716d60-bcbf-4b81-9a30-05f451586743', userInfo: null },
      200,
    ),
    chat(
      'a forged session token',
      { message: 'hi', sessionId: `${'a'.repeat(32)}_${'B'.repeat(32)}`, userInfo: null },
      200,
    ),
    chat('a session id too long', { message: 'hi', sessionId: 'a'.repeat(101), userInfo: null }, 400),
    chat('a session id with a NUL', { message: 'hi', sessionId: `abc${NUL}`, userInfo: null }, 200),
    chat(
      'lead capture without the lead',
      { message: 'LEAD_CAPTURED', sessionId: null, userInfo: null, action: 'lead_capture' },
      400,
    ),
    chat(
      'lead capture with NUL in the name',
      {
        message: 'LEAD_CAPTURED',
        sessionId: null,
        userInfo: {
          name: `Rosa${NUL} Díaz\r\nBcc: x`,
          email: 'rosa@example.com',
          phone: '(305) 555-0100',
          propertyType: 'second-home',
        },
        action: 'lead_capture',
      },
      200,
    ),
    chat('unknown action', { message: 'hi', sessionId: null, userInfo: null, action: 'drop_tables' }, 400),
    chat('userInfo as a string', { message: 'hi', sessionId: null, userInfo: 'me' }, 400),
    chat('message as an object', { message: { text: 'hi' }, sessionId: null, userInfo: null }, 400),
    chat(
      'prototype keys in userInfo',
      { message: 'hi', sessionId: null, userInfo: JSON.parse('{"__proto__":{"x":1}}') },
      400,
    ),
  );
  return cases;
}

/** Sends one case over a fresh connection; status 0 when the connection failed. */
export function sendCase(base: string, c: HostileCase): Promise<number> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { ...(c.headers ?? {}) };
    const body = c.body === undefined ? undefined : Buffer.isBuffer(c.body) ? c.body : Buffer.from(c.body);
    if (headers['content-length-override']) {
      delete headers['content-length-override'];
      headers['content-length'] = String(1024 * 1024 * 1024);
    } else if (body) {
      headers['content-length'] = String(body.length);
    }
    const request = http.request(`${base}${c.path}`, { method: c.method ?? 'POST', headers, agent: false });
    request.setTimeout(15_000, () => request.destroy());
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      response.on('error', () => undefined);
      response.resume();
      resolve(response.statusCode ?? 0);
      response.on('end', () => request.destroy());
    });
    request.on('error', () => {
      if (!answered) resolve(0);
    });
    if (body && headers['content-length'] === String(body.length)) request.end(body);
    else if (body) request.write(body);
    else request.end();
  });
}

/**
 * Streams a 1 GB multipart upload (or until the site answers); resolves with the status, and the
 * bytes written by then.
 */
export function hugeUpload(base: string, contentType: string): Promise<{ status: number; written: number }> {
  return new Promise((resolve) => {
    const request = http.request(`${base}/api/submit`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': contentType, 'content-length': String(1024 * 1024 * 1024) },
    });
    const chunk = Buffer.alloc(256 * 1024, 'a');
    let written = 0;
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      response.on('error', () => undefined);
      response.resume();
      resolve({ status: response.statusCode ?? 0, written });
      request.destroy();
    });
    request.on('error', () => {
      if (!answered) resolve({ status: 0, written });
    });
    const pump = () => {
      while (!answered && written < 1024 * 1024 * 1024) {
        written += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', pump);
          return;
        }
      }
    };
    pump();
  });
}
