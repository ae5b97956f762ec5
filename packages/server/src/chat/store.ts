import type { Language } from '@broker/core';
import type { Queryable } from '../db/database';

/** The chat's tables (chat_sessions, chat_messages) and its reads of the leads it captured. */

export interface ChatSession {
  id: string;
  language: Language;
}

export interface StoredMessage {
  sender: 'user' | 'bot';
  text: string;
  intent: string | null;
}

export async function findSession(db: Queryable, id: string): Promise<ChatSession | undefined> {
  const [found] = await db.query<ChatSession>('SELECT id, language FROM chat_sessions WHERE id = $1', [id]);
  return found;
}

export async function createSession(db: Queryable, session: ChatSession): Promise<void> {
  await db.query('INSERT INTO chat_sessions (id, language) VALUES ($1, $2)', [session.id, session.language]);
}

export async function setSessionLanguage(db: Queryable, id: string, language: Language): Promise<void> {
  await db.query('UPDATE chat_sessions SET language = $2 WHERE id = $1', [id, language]);
}

export async function endSession(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE chat_sessions SET ended_at = now(), updated_at = now() WHERE id = $1', [id]);
}

/** The newest lead the session captured (a correction names the one it replaces in its payload). */
export async function latestLeadOf(
  db: Queryable,
  sessionId: string,
): Promise<{ id: string; payload: Record<string, unknown> } | undefined> {
  const [lead] = await db.query<{ id: string; payload: Record<string, unknown> }>(
    'SELECT id, payload FROM leads WHERE chat_session_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1',
    [sessionId],
  );
  return lead;
}

export async function messageCount(db: Queryable, sessionId: string): Promise<number> {
  const [stored] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM chat_messages WHERE session_id = $1', [
    sessionId,
  ]);
  return Number(stored?.n ?? 0);
}

/** The session's last `limit` messages, newest first. */
export async function recentMessages(db: Queryable, sessionId: string, limit: number): Promise<StoredMessage[]> {
  return db.query<StoredMessage>(
    'SELECT sender, text, intent FROM chat_messages WHERE session_id = $1 ORDER BY id DESC LIMIT $2',
    [sessionId, limit],
  );
}

export async function addVisitorMessage(db: Queryable, sessionId: string, text: string): Promise<void> {
  await db.query("INSERT INTO chat_messages (session_id, sender, text) VALUES ($1, 'user', $2)", [sessionId, text]);
}

/** Stores the assistant's answer and marks the session as used now. */
export async function addAnswer(
  db: Queryable,
  sessionId: string,
  answer: { text: string; intent: string; sources: unknown },
): Promise<void> {
  await db.query(
    `INSERT INTO chat_messages (session_id, sender, text, intent, sources) VALUES ($1, 'bot', $2, $3, $4::jsonb)`,
    [sessionId, answer.text, answer.intent, JSON.stringify(answer.sources)],
  );
  await db.query('UPDATE chat_sessions SET updated_at = now() WHERE id = $1', [sessionId]);
}

/** Rewrites the visitor's messages in the session with `redact` (those it leaves as they are stay untouched). */
export async function redactVisitorMessages(
  db: Queryable,
  sessionId: string,
  redact: (text: string) => string,
): Promise<void> {
  const rows = await db.query<{ id: number; text: string }>(
    "SELECT id, text FROM chat_messages WHERE session_id = $1 AND sender = 'user'",
    [sessionId],
  );
  for (const row of rows) {
    const redacted = redact(row.text);
    if (redacted !== row.text) await db.query('UPDATE chat_messages SET text = $2 WHERE id = $1', [row.id, redacted]);
  }
}
