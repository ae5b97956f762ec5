import type { FetchLike, HttpRequest, HttpResponse } from '../api/http';

export interface Reply {
  status: number;
  body?: unknown;
  /** Body text that is not JSON. */
  text?: string;
  headers?: Record<string, string>;
}

export interface Call {
  url: string;
  init: HttpRequest;
  body: Record<string, unknown>;
}

type Handler = Reply | 'offline' | 'hang' | ((call: Call) => Reply | 'offline' | 'hang');

/** A scripted stand-in for the site's functions: answers each call with the next handler. */
export function testServer(...script: Handler[]) {
  const calls: Call[] = [];
  let fallback: Handler = { status: 500 };
  const fetch: FetchLike = (url, init) => {
    const call = { url, init, body: JSON.parse(init.body) as Record<string, unknown> };
    calls.push(call);
    const next = script.length > 0 ? script.shift()! : fallback;
    const reply = typeof next === 'function' ? next(call) : next;
    if (reply === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    if (reply === 'hang') return new Promise<HttpResponse>(() => {});
    const headers = new Map(Object.entries(reply.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    return Promise.resolve({
      status: reply.status,
      headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
      json: () =>
        reply.text !== undefined ? Promise.reject(new SyntaxError('Unexpected token')) : Promise.resolve(reply.body),
    });
  };
  return {
    fetch,
    calls,
    /** What every later call gets once the script is used up. */
    otherwise(handler: Handler) {
      fallback = handler;
    },
  };
}

/** An in-memory `localStorage`. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      data.set(key, value);
    },
  };
}

/** The global timer functions, looked up at each call so jest's fake timers are the ones used. */
export const globalTimers = {
  setTimeout: (callback: () => void, ms: number): unknown =>
    (globalThis as unknown as { setTimeout(callback: () => void, ms: number): unknown }).setTimeout(callback, ms),
  clearTimeout: (handle: unknown): void =>
    (globalThis as unknown as { clearTimeout(handle: unknown): void }).clearTimeout(handle),
};
