export * from './options';
export { isPhoneNumber } from './isPhoneNumber';
export { messageFor, MAX_FORM_AMOUNT, type FieldMessages, type IssueCode } from './messages';
export type { FieldErrors, ValidationResult } from './result';
export { FIELD_LIMITS } from './fields';
export { IDEMPOTENCY_KEY_PATTERN } from './patterns';
export * from './prequalification';
export * from './contact';
export * from './chat';
