export { Term } from './Term';
export type { TermProps } from './Term';
export { installTermEscape, termClassNames, termHtml } from './enhanceTerms';
export type { TermHtmlInput } from './enhanceTerms';
