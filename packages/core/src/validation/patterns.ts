/** Idempotency keys: 8 to 100 letters, digits, `_` or `-` (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** A consent notice version: `<language>-<date>`, optionally a suffix (`@broker/core/consent`). */
export const CONSENT_VERSION_PATTERN = /^(en|es)-\d{4}-\d{2}-\d{2}(-[a-z0-9]{1,20})?$/;
