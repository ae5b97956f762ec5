export { Footer, SOCIAL_NETWORKS, footerBlockHeading } from './Footer';
export type { FooterProps, FooterCopy, SocialNetwork } from './Footer';
