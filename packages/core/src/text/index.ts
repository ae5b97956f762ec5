export { fillTemplate, splitTemplate, templatePlaceholders } from './template';
export type { FillOptions, TemplateValues } from './template';
