import type { LogLevel } from './config';

export type LogValue = string | number | boolean | null | undefined;
export type LogFields = Record<string, LogValue>;

export interface Logger {
  debug(event: string, fields?: LogFields): void;
  info(event: string, fields?: LogFields): void;
  warn(event: string, fields?: LogFields): void;
  error(event: string, fields?: LogFields): void;
}

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

const EMAIL = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+/g;
/** Seven or more digits, possibly split by spaces, dots, dashes or brackets: a phone number. */
const PHONE = /(?<![\w-])\+?\(?\d[\d\s().-]{5,}\d(?![\w-])/g;

/**
 * Masks anything shaped like an e-mail address or a phone number. Log lines carry ids, counts and
 * status codes only; this is the second line of defence for error messages from other systems.
 */
export function scrub(text: string): string {
  return text.replace(EMAIL, '[email]').replace(PHONE, '[number]').slice(0, 300);
}

/** One JSON object per line. Fields are plain values; strings are scrubbed. */
export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (l) => process.stderr.write(`${l}\n`),
): Logger {
  const threshold = ORDER[level];
  const emit = (lvl: Exclude<LogLevel, 'silent'>, event: string, fields: LogFields = {}) => {
    if (ORDER[lvl] < threshold) return;
    const record: Record<string, unknown> = { time: new Date().toISOString(), level: lvl, event };
    for (const [key, value] of Object.entries(fields)) {
      if (value === undefined) continue;
      record[key] = typeof value === 'string' ? scrub(value) : value;
    }
    write(JSON.stringify(record));
  };
  return {
    debug: (e, f) => emit('debug', e, f),
    info: (e, f) => emit('info', e, f),
    warn: (e, f) => emit('warn', e, f),
    error: (e, f) => emit('error', e, f),
  };
}

/** A short description of an error that never carries its message text (which may echo input). */
export function errorFields(error: unknown): LogFields {
  if (error && typeof error === 'object') {
    const e = error as { name?: unknown; code?: unknown; responseCode?: unknown };
    return {
      errorName: typeof e.name === 'string' ? e.name : 'Error',
      errorCode: typeof e.code === 'string' || typeof e.code === 'number' ? String(e.code) : undefined,
      responseCode: typeof e.responseCode === 'number' ? e.responseCode : undefined,
    };
  }
  return { errorName: typeof error };
}
