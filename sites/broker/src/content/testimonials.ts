import type { Language } from '@broker/core';
import type { Bilingual, Testimonial } from '../../site.config';
import reviewsFile from '../../content/reviews.json';

/** A review as `content/reviews.json` holds it; the editor leaves out what was left empty. */
interface ReviewEntry {
  sample?: boolean;
  language: string;
  name: string;
  quote: Bilingual;
  descriptor: Bilingual;
  consent?: { date?: string; method?: string; record?: string };
}

/** The reviews as the site reads them from their data file; a review not marked as a sample is a real one. */
export function readReviews(entries: readonly ReviewEntry[]): Testimonial[] {
  return entries.map(({ sample, language, name, quote, descriptor, consent }) => {
    const text = { language: language === 'es' ? ('es' as const) : ('en' as const), name, quote, descriptor };
    if (sample) return { sample: true, ...text };
    return {
      sample: false,
      ...text,
      consent: { date: consent?.date ?? '', method: consent?.method ?? '', record: consent?.record ?? '' },
    };
  });
}

/**
 * Client reviews for the home page (FTC rule on consumer reviews and testimonials, 16 CFR Part 465):
 * `content/reviews.json` ("Reviews" in the content editor). A sample review is placeholder text: it
 * never renders in a production build (`gatsby build` fails if one reaches the HTML) and shows only
 * in `gatsby develop`, labeled as a sample. A real review shows only with the reviewer's consent
 * recorded: when, how, and where the signed consent is kept. Each quote is written in the reviewer's
 * language (`language`); the other language shows a translation, labeled as such. Only the build
 * reads them (the browser bundle never carries them).
 */
export const testimonials: readonly Testimonial[] = readReviews(reviewsFile.reviews);

/** How the site is being built: `gatsby build` (what visitors get) or `gatsby develop`. */
export type BuildMode = 'production' | 'development';

/** A testimonial as the home page shows it, in one language. */
export interface TestimonialView {
  quote: string;
  name: string;
  descriptor: string;
  sample: boolean;
  /** True when the quote is a translation of what the reviewer wrote in the other language. */
  translated: boolean;
}

/**
 * The testimonials a build may show (FTC rule on consumer reviews and testimonials, 16 CFR 465):
 * in production only real ones with the reviewer's consent on record; in development the samples
 * too, so the section can be designed before real reviews arrive.
 */
export function testimonialsFor(
  testimonials: readonly Testimonial[],
  mode: BuildMode,
  language: Language,
): TestimonialView[] {
  return testimonials
    .filter((t) =>
      t.sample ? mode === 'development' : Boolean(t.consent?.date && t.consent.method && t.consent.record),
    )
    .map((t) => ({
      quote: t.quote[language],
      name: t.name,
      descriptor: t.descriptor[language],
      sample: t.sample,
      translated: t.language !== language,
    }));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The visible text of an HTML page: tags dropped, entities decoded, white space collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
      if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(parseInt(code.slice(2), 16));
      if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
      return ENTITIES[code.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ');
}

/**
 * Sample testimonials found in built pages and scripts: one message per file and quote, naming
 * both. A production build runs this over its HTML and JavaScript and fails on any finding.
 */
export function sampleTestimonialsIn(
  pages: ReadonlyArray<{ file: string; html: string }>,
  testimonials: readonly Testimonial[],
): string[] {
  const quotes = testimonials
    .filter((t) => t.sample)
    .flatMap((t) =>
      (['en', 'es'] as const).map((language) => ({ name: t.name, text: t.quote[language].replace(/\s+/g, ' ') })),
    );
  const findings: string[] = [];
  for (const page of pages) {
    // Scripts are searched as written (a quote could sit in a bundle without being shown); pages by
    // their visible text, so markup and escaped apostrophes do not hide a quote.
    const text = page.file.endsWith('.js') ? page.html.replace(/\\(['"])/g, '$1') : visibleText(page.html);
    for (const quote of quotes) {
      if (text.includes(quote.text.slice(0, 60))) {
        findings.push(`${page.file}: shows the sample testimonial of ${quote.name} ("${quote.text.slice(0, 40)}…")`);
      }
    }
  }
  return findings;
}
