import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/database';

/**
 * The chat session id the visitor holds is not the stored id but a token: the stored id (a random
 * UUID) and an HMAC of it under a secret only the server knows. Knowing a stored id (from a log
 * line or an export) is therefore not enough to write into someone's conversation, and a token
 * cannot be made up. It fits the shape docs/behaviour.md §7.1 and `@broker/core` expect of `sessionId`
 * (`[A-Za-z0-9_-]{1,100}`): 32 hex digits, `_`, 32 base64url characters.
 */
const TOKEN = /^([0-9a-f]{32})_([A-Za-z0-9_-]{32})$/;

function signature(id: string, secret: Buffer): string {
  return createHmac('sha256', secret).update(`chat-session:${id}`).digest('base64url').slice(0, 32);
}

/** The token handed to the visitor for the stored session `id` (a UUID). */
export function sessionToken(id: string, secret: Buffer): string {
  const hex = id.replace(/-/g, '').toLowerCase();
  return `${hex}_${signature(id.toLowerCase(), secret)}`;
}

/** The stored session id a token stands for, or undefined when it is not one this server signed. */
export function sessionIdFromToken(token: string | null | undefined, secret: Buffer): string | undefined {
  const match = token ? TOKEN.exec(token) : null;
  if (!match) return undefined;
  const hex = match[1]!;
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const expected = Buffer.from(signature(id, secret));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined;
}

/**
 * A secret kept in the store, created on first use: every instance on the same database signs
 * with the same one, and it survives restarts.
 */
export async function storedSecret(db: Database, name: string): Promise<Buffer> {
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    randomBytes(32).toString('base64url'),
  ]);
  const [row] = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [name]);
  if (!row) throw new Error(`The secret "${name}" could not be stored`);
  return Buffer.from(row.value, 'base64url');
}
