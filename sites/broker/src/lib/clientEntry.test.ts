/** @jest-environment jsdom */
import { ATTRIBUTION_STORAGE_KEY } from '@broker/core/attribution';
import { startClientEntry, storeVisitAttribution } from './clientEntry';

const stored = () => JSON.parse(window.sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY) ?? 'null') as unknown;

describe('startClientEntry', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/?utm_source=newsletter');
  });

  it('lets Gatsby go on only in a later task, and stores the landing page and campaign when idle', async () => {
    jest.useFakeTimers();
    let settled = false;
    const entry = startClientEntry().then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    // The visitor moves on before the browser is idle: the landing address is the one read at start.
    window.history.replaceState(null, '', '/contact');
    jest.advanceTimersByTime(0);
    await entry;
    expect(settled).toBe(true);
    expect(stored()).toBeNull();
    jest.advanceTimersByTime(200);
    expect(stored()).toMatchObject({ utm_source: 'newsletter', landingPage: '/' });
    jest.useRealTimers();
  });

  it('stores the visit at once when a lead needs it, and only once', () => {
    jest.useFakeTimers();
    void startClientEntry();
    storeVisitAttribution();
    expect(stored()).toMatchObject({ landingPage: '/' });
    window.sessionStorage.clear();
    jest.advanceTimersByTime(200);
    expect(stored()).toBeNull();
    jest.useRealTimers();
  });

  it('stores the visit when the page is left before the browser was idle', () => {
    jest.useFakeTimers();
    void startClientEntry();
    window.dispatchEvent(new Event('pagehide'));
    expect(stored()).toMatchObject({ utm_source: 'newsletter' });
    jest.useRealTimers();
  });

  it('goes on when storage is blocked', async () => {
    const blocked = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    const entry = startClientEntry();
    storeVisitAttribution();
    await expect(entry).resolves.toBeUndefined();
    blocked.mockRestore();
  });
});
