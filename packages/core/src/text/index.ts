export { pluralText } from './plural';
export type { PluralCopy } from './plural';
export { fillTemplate, splitTemplate, templatePlaceholders } from './template';
export type { FillOptions, TemplateValues } from './template';
