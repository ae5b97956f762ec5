/** Idempotency keys: 8 to 100 letters, digits, `_` or `-` (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
