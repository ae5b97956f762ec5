export { Term } from './Term';
export type { TermProps } from './Term';
export { installTermTooltips, placeTooltip, termClassNames, termHtml } from './enhanceTerms';
export type { TermHtmlInput } from './enhanceTerms';
