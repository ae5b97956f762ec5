export { Footer, SOCIAL_NETWORKS } from './Footer';
export type { FooterProps, FooterCopy, SocialNetwork } from './Footer';
