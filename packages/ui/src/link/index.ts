export { Link, LinkProvider, useLinkComponent } from './LinkProvider';
export type { LinkComponent, LinkComponentProps, LinkProps, LinkProviderProps } from './LinkProvider';
