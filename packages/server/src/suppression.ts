import { isPhoneNumber } from '@broker/core';
import type { Queryable } from './db/database';
import { UsageError } from './usage';

export type SuppressionChannel = 'email' | 'phone';

/** A contact point on the do-not-contact list. */
export interface Suppression {
  channel: SuppressionChannel;
  /** The normalised value: an e-mail address in lower case, a phone number in E.164 (`+13055550188`). */
  address: string;
  /** When the request was recorded (ISO); a repeated request moves it forward. */
  requestedAt: string;
}

/** The contact points of a do-not-contact request or a look-up, as typed. */
export interface ContactPoints {
  email?: string;
  phone?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;
const EXTENSION = /\s*(?:ext\.?|extension|x|#)\s*\d{1,6}$/i;

/** An e-mail address as compared on the list: trimmed, lower case; `undefined` when it is not one. */
export function normaliseEmail(text: string): string | undefined {
  const address = text.trim().toLowerCase();
  return EMAIL.test(address) ? address : undefined;
}

/**
 * A phone number in E.164, the one form it is stored and compared in: `(305) 555-0188`,
 * `1-305-555-0188` and `+1 305 555 0188` are all `+13055550188`; `011`/`00` international prefixes
 * become `+`. An extension is dropped (the line is what is called). `undefined` when it is not a
 * number a broker could call.
 */
export function normalisePhone(text: string): string | undefined {
  if (!isPhoneNumber(text)) return undefined;
  const main = text.trim().replace(EXTENSION, '');
  const digits = main.replace(/\D/g, '');
  if (main.startsWith('+')) return `+${digits}`;
  if (digits.startsWith('011')) return `+${digits.slice(3)}`;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  return `+1${digits.length === 11 ? digits.slice(1) : digits}`;
}

/** The normalised contact points, or a {@link UsageError} that says which one is wrong. */
export function contactPoints(given: ContactPoints): Array<{ channel: SuppressionChannel; address: string }> {
  const points: Array<{ channel: SuppressionChannel; address: string }> = [];
  if (given.email !== undefined) {
    const address = normaliseEmail(given.email);
    if (!address) throw new UsageError('--email needs an e-mail address, such as name@example.com');
    points.push({ channel: 'email', address });
  }
  if (given.phone !== undefined) {
    const address = normalisePhone(given.phone);
    if (!address) throw new UsageError('--phone needs a phone number, such as "(305) 555-0188" or +13055550188');
    points.push({ channel: 'phone', address });
  }
  if (points.length === 0) throw new UsageError('Give --email ADDRESS, --phone NUMBER or both');
  return points;
}

function fromRow(r: { channel: SuppressionChannel; address: string; requested_at: Date | string }): Suppression {
  return { channel: r.channel, address: r.address, requestedAt: new Date(r.requested_at).toISOString() };
}

/**
 * Puts contact points on the do-not-contact list (only the normalised value and the date are kept);
 * a point already there gets the new date.
 */
export async function addSuppressions(
  q: Queryable,
  points: ReadonlyArray<{ channel: SuppressionChannel; address: string }>,
  now = Date.now(),
): Promise<Suppression[]> {
  const added: Suppression[] = [];
  for (const { channel, address } of points) {
    const [row] = await q.query<{ channel: SuppressionChannel; address: string; requested_at: Date | string }>(
      `INSERT INTO suppressions (channel, address, requested_at) VALUES ($1, $2, $3)
       ON CONFLICT (channel, address) DO UPDATE
         SET requested_at = GREATEST(suppressions.requested_at, EXCLUDED.requested_at)
       RETURNING channel, address, requested_at`,
      [channel, address, new Date(now).toISOString()],
    );
    if (row) added.push(fromRow(row));
  }
  return added;
}

/** The entries of the do-not-contact list that match these contact points (empty: none is on it). */
export async function findSuppressions(q: Queryable, given: ContactPoints): Promise<Suppression[]> {
  contactPoints(given);
  const [found] = await suppressionsOf(q, [{ email: given.email ?? null, phone: given.phone ?? null }]);
  return found ?? [];
}

/**
 * For each of `contacts`, the entries of the do-not-contact list that match its e-mail address or
 * phone number, in one query; a value that is not an address or a number matches nothing.
 */
export async function suppressionsOf(
  q: Queryable,
  contacts: ReadonlyArray<{ email: string | null; phone: string | null }>,
): Promise<Suppression[][]> {
  const points = contacts.map((c) => ({
    email: c.email ? normaliseEmail(c.email) : undefined,
    phone: c.phone ? normalisePhone(c.phone) : undefined,
  }));
  const wanted = points.flatMap((p) => [
    ...(p.email ? [{ channel: 'email', address: p.email }] : []),
    ...(p.phone ? [{ channel: 'phone', address: p.phone }] : []),
  ]);
  if (wanted.length === 0) return contacts.map(() => []);
  const rows = await q.query<{ channel: SuppressionChannel; address: string; requested_at: Date | string }>(
    `SELECT channel, address, requested_at FROM suppressions
      WHERE (channel, address) IN (SELECT * FROM unnest($1::text[], $2::text[]))
      ORDER BY channel, address`,
    [wanted.map((p) => p.channel), wanted.map((p) => p.address)],
  );
  const listed = rows.map(fromRow);
  return points.map((p) =>
    listed.filter((s) => (s.channel === 'email' ? s.address === p.email : s.address === p.phone)),
  );
}
