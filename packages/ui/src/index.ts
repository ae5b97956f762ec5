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
export { interpolate } from './interpolate';

export * from './components/Accordion';
export * from './components/AffordabilityCalculator';
export * from './components/AssetIncomeCalculator';
export * from './components/BlogCard';
export * from './components/Button';
export * from './components/Calculator';
export * from './components/CalculatorParts';
export * from './components/ChatLauncher';
export * from './components/Card';
export * from './components/CardGrid';
export * from './components/ConsentNotice';
export * from './components/ContactForm';
export * from './components/Container';
export * from './components/DscrCalculator';
export * from './components/CashToCloseCalculator';
export * from './components/PointsCalculator';
export * from './components/Field';
export * from './components/Footer';
export * from './components/Header';
export * from './components/Hero';
export * from './components/Icon';
export * from './components/LanguageToggle';
export * from './components/ProgramFinder';
export * from './components/Prose';
export * from './components/QuickEstimate';
export * from './components/RefinanceCalculator';
export * from './components/RateExample';
export * from './components/Scene';
export * from './components/Section';
export * from './components/SkipLink';
export * from './components/StepList';
export * from './components/Term';
export * from './components/ThemeRoot';
export * from './components/ThemePortal';
export * from './components/VisuallyHidden';

/*
 * The chat window and the pre-qualification dialog are exported here for completeness; for
 * code-splitting, import them lazily from their entry files instead:
 *   React.lazy(() => import('@broker/ui/components/ChatWidget'))
 *   React.lazy(() => import('@broker/ui/components/PrequalificationModal'))
 */
export {
  ChatWidget,
  LEAD_FORM_DELAY_MS,
  PREQUALIFY_PROMPT_DELAY_MS,
  chatReducer,
  initialChatState,
} from './components/ChatWidget';
export type {
  ChatAction,
  ChatCopy,
  ChatLeadCopy,
  ChatMessage,
  ChatSender,
  ChatState,
  ChatWidgetProps,
} from './components/ChatWidget';
export { PrequalificationModal, SUCCESS_CLOSE_MS } from './components/PrequalificationModal';
export type { PrequalificationCopy, PrequalificationModalProps } from './components/PrequalificationModal';
