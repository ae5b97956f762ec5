/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { useScenarioAddress } from './scenarioAddress';

const navigate = jest.fn();
jest.mock('gatsby', () => ({ navigate: (to: string) => navigate(to) }));

let report: ReturnType<typeof useScenarioAddress> | undefined;
function Probe() {
  report = useScenarioAddress();
  return null;
}

const CANONICAL = 'https://www.example.com/calculator/dscr';
let root: Root | undefined;

/** A tool page as the server renders it: the canonical link and the language toggle without a query. */
function mountAt(address: string) {
  window.history.replaceState(null, '', address);
  document.head.innerHTML = `<link rel="canonical" href="${CANONICAL}">`;
  document.body.innerHTML =
    '<header><a hreflang="es" href="/es/calculadora/dscr">Español</a><a href="/calculator">Calculator</a></header><div id="app"></div>';
  root = createRoot(document.getElementById('app')!);
  act(() => root!.render(<Probe />));
}

const toggle = () => document.querySelector<HTMLAnchorElement>('a[hreflang]')!;

describe('useScenarioAddress', () => {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    act(() => root?.unmount());
    jest.useRealTimers();
    navigate.mockReset();
  });

  it('hands the calculator the address’s query and carries it to the language toggle only', () => {
    mountAt('/calculator/dscr?rent=3200&price=450000');
    expect(report?.query).toBe('?rent=3200&price=450000');
    expect(toggle().getAttribute('href')).toBe('/es/calculadora/dscr?rent=3200&price=450000');
    expect(document.querySelector('a[href^="/calculator"]')?.getAttribute('href')).toBe('/calculator');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(CANONICAL);
  });

  it('rewrites the address once typing pauses, without a history entry, and keeps the canonical bare', () => {
    mountAt('/calculator/dscr');
    expect(report?.query).toBe('');
    expect(toggle().getAttribute('href')).toBe('/es/calculadora/dscr');
    const entries = window.history.length;
    act(() => report!.onQueryChange('rent=3000'));
    act(() => report!.onQueryChange('rent=3500&price=500000'));
    expect(window.location.search).toBe('');
    act(() => jest.advanceTimersByTime(400));
    expect(window.location.pathname + window.location.search).toBe('/calculator/dscr?rent=3500&price=500000');
    expect(window.history.length).toBe(entries);
    expect(toggle().getAttribute('href')).toBe('/es/calculadora/dscr?rent=3500&price=500000');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(CANONICAL);
    // Back to the defaults: the query goes, from the address and from the toggle.
    act(() => report!.onQueryChange(''));
    act(() => jest.advanceTimersByTime(400));
    expect(window.location.search).toBe('');
    expect(toggle().getAttribute('href')).toBe('/es/calculadora/dscr');
  });

  it('follows the toggle with its query on a plain click, and leaves other clicks to the browser', () => {
    mountAt('/calculator/dscr?rent=3200');
    const click = (init: MouseEventInit) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
      toggle().dispatchEvent(event);
      return event;
    };
    expect(click({ ctrlKey: true }).defaultPrevented).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(click({}).defaultPrevented).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/es/calculadora/dscr?rent=3200');
  });
});
