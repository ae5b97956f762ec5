/** @jest-environment jsdom */
import { ATTRIBUTION_STORAGE_KEY } from '@broker/core/attribution';
import { afterFirstPaint, startClientEntry, storeVisitAttribution } from './clientEntry';

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

describe('afterFirstPaint', () => {
  type Callback = (
    list: { getEntriesByName: (name: string) => unknown[] },
    observer: { disconnect: () => void },
  ) => void;
  let report: Callback | undefined;
  const disconnect = jest.fn();
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(callback: Callback) {
      report = callback;
    }
    observe() {}
    disconnect = disconnect;
  }
  const paint = (name: string) => report!({ getEntriesByName: (n) => (n === name ? [{}] : []) }, { disconnect });

  beforeEach(() => {
    jest.useFakeTimers();
    (window as unknown as { PerformanceObserver: unknown }).PerformanceObserver = FakeObserver;
  });
  afterEach(() => {
    delete (window as unknown as { PerformanceObserver?: unknown }).PerformanceObserver;
    jest.useRealTimers();
  });

  it('goes on in the task after the first contentful paint, not after an earlier paint', async () => {
    let settled = false;
    const painted = afterFirstPaint().then(() => {
      settled = true;
    });
    paint('first-paint');
    jest.advanceTimersByTime(0);
    await Promise.resolve();
    expect(settled).toBe(false);
    paint('first-contentful-paint');
    expect(disconnect).toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    await painted;
    expect(settled).toBe(true);
  });

  it('goes on after the fallback when nothing paints (a background tab)', async () => {
    let settled = false;
    const painted = afterFirstPaint(3000).then(() => {
      settled = true;
    });
    jest.advanceTimersByTime(2999);
    await Promise.resolve();
    expect(settled).toBe(false);
    jest.advanceTimersByTime(1);
    await painted;
    expect(settled).toBe(true);
  });
});
