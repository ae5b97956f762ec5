export * from './options';
export { isPhoneNumber } from './isPhoneNumber';
export { messageFor, MAX_FORM_AMOUNT, type IssueCode } from './messages';
export type { FieldErrors, ValidationResult } from './result';
export { FIELD_LIMITS, IDEMPOTENCY_KEY_PATTERN } from './fields';
export * from './prequalification';
export * from './contact';
export * from './chat';
