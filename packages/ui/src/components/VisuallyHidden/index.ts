export { VisuallyHidden } from './VisuallyHidden';
export type { VisuallyHiddenProps } from './VisuallyHidden';
export { visuallyHidden as visuallyHiddenClass } from './VisuallyHidden.css';
