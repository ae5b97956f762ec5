export { createApiClient } from './client';
export type { ApiClient, ApiClientOptions } from './client';
export { createChatClient } from './chatClient';
export type {
  ApiResult,
  ChatClient,
  ChatClientOptions,
  ChatLeadExtras,
  ChatMessageInput,
  ChatSessionInput,
} from './chatClient';
export { submitContact, submitPrequalification } from './submitForms';
export type { FormSubmitOutcome, SubmitFormOptions } from './submitForms';
export { createSubmissionQueue } from './submissionQueue';
export { SUBMISSION_QUEUE_KEY } from './queueKey';
export type {
  FlushReport,
  StorageLike,
  SubmissionQueue,
  SubmissionQueueOptions,
  SubmitOutcome,
  SubmitPayload,
} from './submissionQueue';
export { createIdempotencyKey } from './idempotencyKey';
export {
  contactFormErrors,
  prequalificationFormErrors,
  splitName,
  toContactPayload,
  toPrequalificationPayload,
} from './payloads';
export type {
  ContactFormField,
  ContactFormValues,
  PrequalificationFormField,
  PrequalificationFormValues,
  SubmissionContext,
} from './payloads';
export { DEFAULT_TIMEOUT_MS } from './http';
export type { FetchLike, HttpRequest, HttpResponse } from './http';
export type {
  ErrorAnswer,
  RateLimitedAnswer,
  ServerErrorAnswer,
  SubmitAnswer,
  SubmitStoredAnswer,
  ValidationErrorAnswer,
} from './answers';
