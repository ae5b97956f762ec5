import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { crmDeliverer, type Deliverer, type DeliveryResult } from './deliverers';
import type { LeadForDelivery } from './message';
import { webhookDeliverer } from './webhook';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const lead: LeadForDelivery = {
  id: '7d0c2f8e-4b1a-4c3e-9f61-2a5b8c9d0e1f',
  createdAt: '2026-11-20T15:00:00.000Z',
  formType: 'contact',
  status: 'received',
  language: 'en',
  source: '/contact',
  firstName: 'Ana',
  lastName: 'Pérez',
  email: 'ana@example.com',
  phone: '3055550100',
  payload: { loanType: 'purchase', message: 'Hello' },
  attribution: null,
  consent: null,
  deliveries: [],
  transcript: [],
  doNotContact: [],
};

/** A receiver that takes every request in and never answers. */
async function hangingReceiver() {
  const server = http.createServer(() => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The send's result, or 'still hanging' when it has not ended within `ms`. */
async function within(ms: number, send: Promise<DeliveryResult>): Promise<DeliveryResult | 'still hanging'> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<'still hanging'>((resolve) => (timer = setTimeout(() => resolve('still hanging'), ms)));
  try {
    return await Promise.race([send, limit]);
  } finally {
    clearTimeout(timer);
  }
}

const SECRET = 'a-webhook-secret-of-at-least-32-characters';

const deliverers: [string, (url: string, timeoutMs: number) => Deliverer][] = [
  ['CRM', (url, timeoutMs) => crmDeliverer(url, timeoutMs)],
  ['webhook', (url, timeoutMs) => webhookDeliverer({ url, secret: SECRET, timeoutMs }, 'en')],
];

describe.each(deliverers)('The %s sender’s timeout', (_name, make) => {
  let receiver: Awaited<ReturnType<typeof hangingReceiver>>;

  beforeEach(async () => {
    receiver = await hangingReceiver();
  });
  afterEach(async () => {
    await receiver.close();
  });

  it('fires even when the garbage collector runs while the receiver hangs', async () => {
    const deliverer = make(receiver.url, 200);
    // The outbox always passes its own signal, which it aborts only when it gives up on the send.
    const outbox = new AbortController();
    const sends = Array.from({ length: 5 }, () => deliverer.deliver(lead, 'lead', { signal: outbox.signal }));
    for (let i = 0; i < 10; i += 1) {
      await sleep(20);
      collectGarbage();
    }
    const results = await Promise.all(sends.map((send) => within(3000, send)));
    expect(results).toEqual(Array.from({ length: 5 }, () => expect.objectContaining({ ok: false, retry: true })));
    outbox.abort();
  });

  it('ends the send as soon as the outbox aborts it', async () => {
    const deliverer = make(receiver.url, 60_000);
    const outbox = new AbortController();
    const send = deliverer.deliver(lead, 'lead', { signal: outbox.signal });
    await sleep(50);
    outbox.abort();
    expect(await within(3000, send)).toMatchObject({ ok: false, retry: true });
  });
});
