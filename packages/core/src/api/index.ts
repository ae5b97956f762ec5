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
export type { FormDelivery, FormSubmitOutcome, SubmitFormOptions } from './submitForms';
export { createSubmissionQueue, retryAfterMs } from './submissionQueue';
export { backoffDelay, createRetryLoop, RETRY_FIRST_DELAY_MS, RETRY_MAX_DELAY_MS } from './retryLoop';
export type { RetryLoop, RetryLoopOptions, RetryTimers } from './retryLoop';
export { SUBMISSION_QUEUE_KEY } from './queueKey';
export type {
  FlushReport,
  QueuedDelivery,
  QueueReason,
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
