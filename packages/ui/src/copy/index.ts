import { en } from './en';
import { es } from './es';
import type { UiCopy } from './types';

/** English and Spanish copy of every component (the site feeds the same data from its i18n files). */
export const uiCopy: { readonly en: UiCopy; readonly es: UiCopy } = { en, es };
export type { UiCopy } from './types';
