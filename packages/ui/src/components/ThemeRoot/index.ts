export { ThemeRoot, Page } from './ThemeRoot';
export type { ThemeRootProps, PageProps } from './ThemeRoot';
