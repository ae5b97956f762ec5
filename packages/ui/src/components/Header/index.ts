export { Header, HEADER_SCROLL_THRESHOLD } from './Header';
export type { HeaderProps, HeaderLink, HeaderCopy } from './Header';
