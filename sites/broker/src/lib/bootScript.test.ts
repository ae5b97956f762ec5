/** @jest-environment jsdom */
import { bootScript, paintFirst } from './bootScript';

type ObserverCallback = (list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void;

const added = () => [...document.body.querySelectorAll('script')].map((script) => script.getAttribute('src'));

describe('bootScript', () => {
  let observers: ObserverCallback[];
  const disconnect = jest.fn();

  beforeEach(() => {
    document.body.innerHTML = '';
    observers = [];
    disconnect.mockClear();
    jest.useFakeTimers();
    const FakeObserver = function (this: unknown, callback: ObserverCallback) {
      observers.push(callback);
      return { observe: () => undefined, disconnect };
    } as unknown as typeof PerformanceObserver;
    Object.defineProperty(FakeObserver, 'supportedEntryTypes', { value: ['paint'] });
    (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver = FakeObserver;
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
  });

  const run = (script: string) => new Function(script)();
  const paint = (name: string) =>
    observers.forEach((callback) =>
      callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, { disconnect }),
    );

  it('adds the scripts, async and in order, once the first content is painted', () => {
    run(bootScript(['/runtime.js', '/app.js']));
    expect(added()).toEqual([]);
    paint('first-paint');
    expect(added()).toEqual([]);
    paint('first-contentful-paint');
    expect(added()).toEqual(['/runtime.js', '/app.js']);
    expect([...document.body.querySelectorAll('script')].every((script) => script.async)).toBe(true);
    expect(disconnect).toHaveBeenCalled();
  });

  it('adds them only once, also when the fallback timer fires afterwards', () => {
    run(bootScript(['/app.js'], 3000));
    paint('first-contentful-paint');
    jest.advanceTimersByTime(3000);
    expect(added()).toEqual(['/app.js']);
  });

  it('adds them after the fallback delay when nothing is painted (a background tab)', () => {
    run(bootScript(['/app.js'], 3000));
    jest.advanceTimersByTime(2999);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added()).toEqual(['/app.js']);
  });

  it('adds them at once where the browser has no paint timing', () => {
    delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
    run(bootScript(['/app.js']));
    expect(added()).toEqual(['/app.js']);
  });
});

describe('paintFirst', () => {
  const page = (scripts: string) =>
    `<html><head></head><body><div id="___gatsby"></div><script id="gatsby-script-loader">window.pagePath="/";</script>${scripts}</body></html>`;

  it('replaces the async script tags by the boot script, where the first one was', () => {
    const html = page(
      '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script><!-- slice-end -->',
    );
    const result = paintFirst(html);
    expect(result).not.toMatch(/<script src=/);
    expect(result).toContain('<script id="gatsby-script-loader">window.pagePath="/";</script><script id="boot">(');
    expect(result).toContain(
      '["/webpack-runtime-1.js","/framework-2.js","/app-3.js"],3000)</script><!-- slice-end -->',
    );
  });

  it('leaves a page without async scripts unchanged', () => {
    const html = page('<script type="application/ld+json">{}</script>');
    expect(paintFirst(html)).toBe(html);
  });
});
