import { fillTemplate } from './template';

/** The BCP 47 tag whose plural rules each site language follows. */
const PLURAL_LOCALES = { en: 'en-US', es: 'es-US' } as const;

/** Copy holding a counted phrase as plural keys: `key_one`, `key_other` (CLDR categories). */
export type PluralCopy<K extends string> = Readonly<Record<`${K}_one` | `${K}_other`, string>>;

const rules = new Map<string, Intl.PluralRules>();

/**
 * The form of `key` for `count` in `language`, chosen by the plural category (the
 * language's `Intl.PluralRules` category, `_other` when the copy has no key for it), with
 * `{{count}}` filled in: "1 year", "30 years"; "1 año", "30 años".
 */
export function pluralText<K extends string>(
  copy: PluralCopy<K>,
  key: K,
  count: number,
  language: keyof typeof PLURAL_LOCALES,
): string {
  const tag = PLURAL_LOCALES[language];
  let rule = rules.get(tag);
  if (!rule) {
    rule = new Intl.PluralRules(tag);
    rules.set(tag, rule);
  }
  const forms = copy as Readonly<Record<string, string>>;
  const form = forms[`${key}_${rule.select(count)}`] ?? forms[`${key}_other`] ?? '';
  return fillTemplate(form, { count });
}
