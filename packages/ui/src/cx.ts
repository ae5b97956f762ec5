/** Joins class names, skipping empty ones. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/** Fills `{{name}}` placeholders of a copy string; unknown ones are left as written. */
export { fillTemplate as fill } from '@broker/core/text';
