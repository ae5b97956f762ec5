export { LanguageToggle } from './LanguageToggle';
export type { LanguageToggleProps } from './LanguageToggle';
