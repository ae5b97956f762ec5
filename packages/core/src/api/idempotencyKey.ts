interface CryptoLike {
  randomUUID?: () => string;
  getRandomValues?: (array: Uint8Array) => Uint8Array;
}

/**
 * A fresh key that lets the server recognise a resent submission: `crypto.randomUUID()` where the
 * browser offers it (secure pages), otherwise random bytes, otherwise time plus Math.random.
 */
export function createIdempotencyKey(randomUUID?: () => string): string {
  const crypto = (globalThis as { crypto?: CryptoLike }).crypto;
  const uuid = randomUUID ?? (crypto?.randomUUID ? () => crypto.randomUUID!() : undefined);
  if (uuid) return uuid();
  if (crypto?.getRandomValues) {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}${Math.random().toString(36).slice(2, 12)}`;
}
