export { ConsentNotice, consentNoticeId } from './ConsentNotice';
export type { ConsentNoticeProps } from './ConsentNotice';
