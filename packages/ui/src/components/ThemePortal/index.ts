export { ThemePortal } from './ThemePortal';
export type { ThemePortalProps } from './ThemePortal';
