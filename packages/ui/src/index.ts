/**
 * @broker/ui: the themed, accessible components of the broker site. Text arrives through `copy`
 * props (see `uiCopy`), internal links through `LinkProvider`, network calls through injected
 * functions. The chat window and the pre-qualification dialog have their own entry files
 * (`components/ChatWidget`, `components/PrequalificationModal`) so the site can load them lazily.
 */
export * from './theme';
export { uiCopy } from './copy';
export type { UiCopy } from './copy';
export * from './link';
export * from './hooks';
export { cx, fill } from './cx';

export * from './components/Accordion';
export * from './components/BlogCard';
export * from './components/Button';
export * from './components/Card';
export * from './components/CardGrid';
export * from './components/Container';
export * from './components/Footer';
export * from './components/Header';
export * from './components/Hero';
export * from './components/LanguageToggle';
export * from './components/Prose';
export * from './components/Section';
export * from './components/SkipLink';
export * from './components/StepList';
export * from './components/Term';
export * from './components/ThemeRoot';
export * from './components/VisuallyHidden';
