import http from 'node:http';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json<T = Record<string, unknown>>(): T;
}

/** One request on a fresh connection from a chosen loopback address (a "client address"). */
export function request(
  base: string,
  method: string,
  pathname: string,
  options: { body?: unknown; headers?: Record<string, string>; from?: string } = {},
): Promise<Answer> {
  const url = new URL(pathname, base);
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method,
        agent: false,
        localAddress: options.from,
        headers: {
          ...(body ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) });
        });
      },
    );
    req.on('error', reject);
    req.setTimeout(60_000, () => req.destroy(new Error(`${method} ${pathname} timed out`)));
    req.end(body);
  });
}

let sequence = 0;
const key = (label: string) => `netlify-${label}-${process.pid}-${(sequence += 1)}`;

function times() {
  const ts = new Date().toISOString();
  return { ts, startedAt: Date.parse(ts) - 60_000 };
}

const emailName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export function contactLead(lastName: string) {
  return {
    formType: 'Contact',
    first_name: 'Marisol',
    last_name: lastName,
    email: `marisol.${emailName(lastName)}@example.com`,
    phone: '(305) 555-0188',
    loanType: 'purchase',
    message: 'We would like to buy a condo in Brickell next spring.',
    language: 'en',
    source: '/contact',
    idempotencyKey: key('contact'),
    website: '',
    ...times(),
  };
}

export function prequalificationLead(lastName: string) {
  return {
    formType: 'Pre-qualification',
    first_name: 'Julián',
    last_name: lastName,
    email: `julian.${emailName(lastName)}@example.com`,
    phone: '(786) 555-0123',
    propertyType: 'single-family',
    propertyValue: '650000',
    downPayment: '130000',
    creditScore: 'good',
    annualIncome: '145000',
    employmentStatus: 'self-employed',
    propertyLocation: 'Coral Gables',
    loanPurpose: 'purchase',
    timeline: '60-days',
    monthlyDebt: '900',
    additionalInfo: '',
    language: 'es',
    source: '/es',
    idempotencyKey: key('prequal'),
    website: '',
    ...times(),
  };
}
