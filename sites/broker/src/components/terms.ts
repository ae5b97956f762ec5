import { termClassNames } from '@broker/ui/components/Term';
import { TERM_ABBR_CLASS, TERM_CLASS, TERM_TIP_CLASS } from '../content/html';

/** Puts the design system's tooltip classes on the glossary terms gatsby-node marked in Markdown HTML. */
export function withTermClasses(html: string): string {
  return html
    .replaceAll(TERM_ABBR_CLASS, termClassNames.trigger)
    .replaceAll(TERM_TIP_CLASS, termClassNames.tooltip)
    .replaceAll(TERM_CLASS, termClassNames.root);
}
