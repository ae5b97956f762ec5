import type { Language } from '@broker/core';

/**
 * Facts about the business the home page can show as proof, each set by the broker in
 * `content/business.json` ("Business" in the content editor) and left out of the page while unset:
 * nothing is ever filled in for them.
 */
export interface BusinessProof {
  /** The year the business was first licensed in Florida; the page shows the years since. */
  licensedSince?: number;
  /** How many wholesale lenders the broker compares for a client. */
  lendersCompared?: number;
  /** The languages the team works in, as language codes (`en`, `es`, `pt`). */
  languages?: readonly string[];
  /** The broker's public review pages (Google, Zillow, Yelp…), where visitors read every review. */
  reviewProfiles?: readonly ReviewProfile[];
}

export interface ReviewProfile {
  /** The site's name as visitors know it: "Google", "Zillow". */
  site: string;
  /** The broker's page there, https only. */
  url: string;
}

const isReviewProfile = (value: unknown): value is ReviewProfile =>
  typeof value === 'object' &&
  value !== null &&
  typeof Reflect.get(value, 'site') === 'string' &&
  String(Reflect.get(value, 'site')).trim() !== '' &&
  typeof Reflect.get(value, 'url') === 'string' &&
  /^https:\/\/\S+$/.test(String(Reflect.get(value, 'url')));

const LANGUAGE_CODE = /^[a-z]{2,3}$/;

function wholeNumber(value: unknown, min: number, max: number): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

/**
 * The proof fields of the business's data file, each kept only when it holds a usable value: a
 * year from 1950 to `thisYear`, at least one lender, known language codes, review pages with a name
 * and an https address. Anything else is unset.
 */
export function readProof(business: object, thisYear: number): BusinessProof {
  const licensedSince = wholeNumber(Reflect.get(business, 'licensedSince'), 1950, thisYear);
  const lendersCompared = wholeNumber(Reflect.get(business, 'lendersCompared'), 1, 10_000);
  const rawLanguages: unknown = Reflect.get(business, 'languages');
  const languages = Array.isArray(rawLanguages)
    ? rawLanguages.filter((code): code is string => typeof code === 'string' && LANGUAGE_CODE.test(code))
    : [];
  const rawProfiles: unknown = Reflect.get(business, 'reviewProfiles');
  const reviewProfiles = Array.isArray(rawProfiles)
    ? rawProfiles.filter(isReviewProfile).map(({ site, url }) => ({ site: site.trim(), url }))
    : [];
  return {
    ...(licensedSince !== undefined ? { licensedSince } : {}),
    ...(lendersCompared !== undefined ? { lendersCompared } : {}),
    ...(languages.length > 0 ? { languages } : {}),
    ...(reviewProfiles.length > 0 ? { reviewProfiles } : {}),
  };
}

/** One fact as the home page shows it: the figure, and the words that say what it counts. */
export interface ProofItem {
  key: 'licensed' | 'lenders' | 'languages';
  value: string;
  label: string;
}

export interface ProofCopy {
  /** After the number of years: "years licensed in Florida" (`_one` for a single year). */
  licensed_one: string;
  licensed_other: string;
  lenders: string;
  languages: string;
  /** Before the review pages' links: "Read our reviews on". */
  reviewsOn: string;
}

/** The names of languages in the page's language, capitalised as a list opening a line. */
function languageNames(codes: readonly string[], language: Language): string {
  const names = new Intl.DisplayNames([language], { type: 'language' });
  const list = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(
    codes.map((code) => names.of(code) ?? code),
  );
  return list.charAt(0).toLocaleUpperCase(language) + list.slice(1);
}

/**
 * The proof the home page shows, in the order configured facts appear: years licensed (counted
 * from `licensedSince` to `thisYear`, so the figure stays true every year), lenders compared and
 * languages spoken. Unset facts are absent; an empty list means no proof block at all.
 */
export function proofFor(proof: BusinessProof, copy: ProofCopy, language: Language, thisYear: number): ProofItem[] {
  const items: ProofItem[] = [];
  if (proof.licensedSince !== undefined) {
    const years = thisYear - proof.licensedSince;
    if (years >= 1) {
      items.push({
        key: 'licensed',
        value: String(years),
        label: years === 1 ? copy.licensed_one : copy.licensed_other,
      });
    }
  }
  if (proof.lendersCompared !== undefined) {
    items.push({ key: 'lenders', value: String(proof.lendersCompared), label: copy.lenders });
  }
  if (proof.languages?.length) {
    items.push({ key: 'languages', value: languageNames(proof.languages, language), label: copy.languages });
  }
  return items;
}
