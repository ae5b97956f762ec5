/** The part of a fetch `Response` the clients read; the browser's fetch and Node's both fit. */
export interface HttpResponse {
  status: number;
  headers?: { get(name: string): string | null } | undefined;
  json(): Promise<unknown>;
}

export interface HttpRequest {
  method: 'POST';
  headers: Record<string, string>;
  body: string;
  credentials: 'same-origin';
  /** Lets the request finish while the page unloads (the end-of-chat call). */
  keepalive?: boolean;
}

export type FetchLike = (url: string, init: HttpRequest) => Promise<HttpResponse>;

export type HttpOutcome =
  | { kind: 'network' }
  | {
      kind: 'answer';
      status: number;
      /** The JSON body, or undefined when it could not be read. */
      body: unknown;
      readable: boolean;
      retryAfter: string | null;
    };

interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** How long a call may take before it counts as a network failure. */
export const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * POSTs JSON and reports what came back, never throwing: a rejected fetch or one that takes longer
 * than `timeoutMs` is a network failure (the server may still receive it, which is why form
 * submissions carry an idempotency key).
 */
export async function postJson(
  fetchFn: FetchLike,
  url: string,
  body: unknown,
  options: { timeoutMs?: number; keepalive?: boolean } = {},
): Promise<HttpOutcome> {
  const timers = globalThis as unknown as Timers;
  let timer: unknown;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = timers.setTimeout(() => resolve('timeout'), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  });
  try {
    const request: HttpRequest = {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      ...(options.keepalive ? { keepalive: true } : {}),
    };
    const response = await Promise.race([fetchFn(url, request), timeout]);
    if (response === 'timeout') return { kind: 'network' };
    let parsed: unknown;
    let readable = true;
    try {
      parsed = await response.json();
    } catch {
      readable = false;
    }
    return {
      kind: 'answer',
      status: response.status,
      body: parsed,
      readable,
      retryAfter: response.headers?.get('Retry-After') ?? null,
    };
  } catch {
    return { kind: 'network' };
  } finally {
    timers.clearTimeout(timer);
  }
}

export function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}

/** Answers that mean "this request itself is wrong": resending the same body cannot succeed. */
export function isRejection(status: number): boolean {
  return status === 400 || status === 413 || status === 422;
}
