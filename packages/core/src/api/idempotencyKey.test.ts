import { IDEMPOTENCY_KEY_PATTERN } from '../validation';
import { createIdempotencyKey } from './idempotencyKey';

describe('createIdempotencyKey', () => {
  const realCrypto = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
  afterEach(() => {
    if (realCrypto) Object.defineProperty(globalThis, 'crypto', realCrypto);
  });

  function withCrypto(crypto: unknown) {
    Object.defineProperty(globalThis, 'crypto', { value: crypto, configurable: true, writable: true });
  }

  it('uses the injected source', () => {
    expect(createIdempotencyKey(() => 'fixed-key-123')).toBe('fixed-key-123');
  });

  it('uses crypto.randomUUID when the platform has it', () => {
    const key = createIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(createIdempotencyKey()).not.toBe(key);
  });

  it('falls back to random bytes, then to Math.random, always matching the schema', () => {
    withCrypto({ getRandomValues: (bytes: Uint8Array) => bytes.fill(171) });
    expect(createIdempotencyKey()).toBe('ab'.repeat(16));

    withCrypto(undefined);
    const keys = new Set(Array.from({ length: 50 }, () => createIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });
});
