import { getDotPath, type BaseIssue } from 'valibot';
import type { Language } from '../routes';
import { ISSUE_CODES, messageFor, type FieldMessages, type IssueCode } from './messages';

/** One message per field that failed, keyed by the field's path (`email`, `userInfo.phone`). */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

export type ValidationResult<Output, Field extends string = string> =
  { success: true; output: Output } | { success: false; fieldErrors: FieldErrors<Field> };

function codeOf(issue: BaseIssue<unknown>): IssueCode {
  const code = ISSUE_CODES.find((c) => c === issue.message);
  if (code) return code;
  return issue.input === undefined ? 'required' : 'invalid';
}

/** The first issue of each field, in words; an issue about the whole input goes under `form`. */
export function toFieldErrors<Field extends string>(
  issues: readonly BaseIssue<unknown>[],
  lang: Language,
  fields?: FieldMessages,
): FieldErrors<Field> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = getDotPath(issue) ?? 'form';
    if (key in errors) continue;
    const field = key.slice(key.lastIndexOf('.') + 1);
    errors[key] = messageFor(field, codeOf(issue), lang, issue.requirement, fields);
  }
  return errors as FieldErrors<Field>;
}

/** Only `es` selects Spanish, so a missing or unexpected language reads English. */
export function languageOrDefault(lang: unknown): Language {
  return lang === 'es' ? 'es' : 'en';
}
