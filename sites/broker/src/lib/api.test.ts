/** @jest-environment jsdom */
import { SUBMISSION_QUEUE_KEY, type ApiClient, type ContactFormValues } from '@broker/core';

const values: ContactFormValues = {
  name: 'Ana Pérez',
  email: 'ana@example.com',
  phone: '',
  loanType: '',
  message: 'Quisiera hablar de un refinanciamiento.',
};
const context = { language: 'es', source: '/es/contacto' } as const;

function answer(status: number, body: unknown = { ok: status < 300, leadId: 'lead_1' }) {
  return { status, headers: { get: () => null }, json: async () => body } as unknown as Response;
}

/** A fresh copy of the module (its client is a singleton) over the given fetch. */
async function freshClient(fetch: jest.Mock): Promise<ApiClient> {
  window.fetch = fetch;
  let client: ApiClient | undefined;
  await jest.isolateModulesAsync(async () => {
    client = (await import('./api')).apiClient();
  });
  if (!client) throw new Error('no client');
  return client;
}

describe('apiClient', () => {
  let onLine: jest.SpyInstance<boolean>;
  beforeEach(() => {
    jest.useFakeTimers();
    window.localStorage.clear();
    onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
  });
  afterEach(() => {
    jest.useRealTimers();
    onLine.mockRestore();
  });

  it('blames the server for a 503 while online and resends after 5 s, then 10 s, until it is stored', async () => {
    const fetch = jest
      .fn()
      .mockResolvedValueOnce(answer(503, { ok: false }))
      .mockResolvedValueOnce(answer(500, { ok: false }))
      .mockResolvedValueOnce(answer(201));
    const outcome = await (await freshClient(fetch)).submitContact(values, context);
    expect(outcome).toMatchObject({ status: 'queued', reason: 'server' });
    await jest.advanceTimersByTimeAsync(5_000);
    expect(fetch).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(9_999);
    expect(fetch).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(3);
    if (outcome.status !== 'queued') throw new Error('expected queued');
    await expect(outcome.delivery).resolves.toEqual({ status: 'stored', leadId: 'lead_1' });
    expect(window.localStorage.getItem(SUBMISSION_QUEUE_KEY)).toBe('[]');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('says offline only when the browser is, and resends as soon as it is back online', async () => {
    onLine.mockReturnValue(false);
    const fetch = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(answer(201));
    const outcome = await (await freshClient(fetch)).submitContact(values, context);
    expect(outcome).toMatchObject({ status: 'queued', reason: 'offline' });
    await jest.advanceTimersByTimeAsync(120_000);
    expect(fetch).toHaveBeenCalledTimes(1);

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(2);
    if (outcome.status !== 'queued') throw new Error('expected queued');
    await expect(outcome.delivery).resolves.toMatchObject({ status: 'stored' });
  });
});
