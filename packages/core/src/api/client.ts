import type { Language } from '../routes';
import {
  CHAT_END_MESSAGE,
  CHAT_LEAD_MESSAGE,
  CHAT_MESSAGE_MAX_LENGTH,
  messageFor,
  validateChatRequest,
  validateContact,
  validatePrequalification,
  type ChatAnswer,
  type ChatLead,
  type ChatRequest,
  type ChatRequestField,
  type FieldErrors,
} from '../validation';
import { isChatAnswer, readFieldErrors, readLeadId, readRetryAfter } from './answers';
import { isRejection, isSuccess, postJson, type FetchLike } from './http';
import { createIdempotencyKey } from './idempotencyKey';
import {
  contactFormErrors,
  prequalificationFormErrors,
  toContactPayload,
  toPrequalificationPayload,
  type ContactFormField,
  type ContactFormValues,
  type PrequalificationFormField,
  type PrequalificationFormValues,
  type SubmissionContext,
} from './payloads';
import { createSubmissionQueue, type FlushReport, type StorageLike, type SubmissionQueue, type SubmitOutcome } from './submissionQueue';

/** The typed outcome of a call; the clients never throw. */
export type ApiResult<Data, Field extends string = string> =
  | { ok: true; data: Data }
  | { ok: false; kind: 'validation'; fieldErrors: FieldErrors<Field> }
  | { ok: false; kind: 'rate_limited'; retryAfterSeconds: number }
  | { ok: false; kind: 'server' | 'network'; status?: number };

/** A form submission's outcome with its field errors keyed by the form's own field names. */
export type FormSubmitOutcome<Field extends string> = (
  | Exclude<SubmitOutcome, { status: 'rejected' }>
  | { status: 'rejected'; fieldErrors: FieldErrors<Field> }
) & {
  /** Pass it back in the context to retry this same submission after `failed`. */
  idempotencyKey: string;
};

export interface ChatMessageInput {
  message: string;
  sessionId: string | null;
  userInfo?: ChatLead | null;
  language: Language;
}

export interface ChatSessionInput {
  sessionId: string | null;
  userInfo?: ChatLead | null;
  language: Language;
}

export interface ApiClientOptions {
  fetch: FetchLike;
  /** Prefix of `/api/chat` and `/api/submit`; '' (the default) for the same site. */
  baseUrl?: string;
  /** Where undelivered submissions wait (`localStorage` in the browser). */
  storage?: StorageLike | null;
  /** Source of idempotency keys; `crypto.randomUUID` by default. */
  randomUUID?: () => string;
  now?: () => number;
  timeoutMs?: number;
  /** Called with the number of waiting submissions whenever it changes. */
  onQueueChange?: (pending: number) => void;
}

export interface ApiClient {
  /** A visitor's chat message; the answer holds the bot's text and the session id to keep. */
  sendChatMessage(input: ChatMessageInput): Promise<ApiResult<ChatAnswer, ChatRequestField>>;
  /** Tells the server the visitor closed the chat (sent with keepalive). */
  endChat(input: ChatSessionInput): Promise<ApiResult<null, ChatRequestField>>;
  /** Sends the chat's lead form. */
  captureChatLead(
    input: ChatSessionInput & { userInfo: ChatLead },
  ): Promise<ApiResult<{ leadId: string | null }, ChatRequestField>>;
  submitPrequalification(
    values: PrequalificationFormValues,
    context: SubmissionContext,
  ): Promise<FormSubmitOutcome<PrequalificationFormField>>;
  /** The contact form; the full name is split into first word and the rest. */
  submitContact(values: ContactFormValues, context: SubmissionContext): Promise<FormSubmitOutcome<ContactFormField>>;
  /** Resends waiting submissions; call it on `online` and on page load. */
  flushQueue(): Promise<FlushReport>;
  pendingSubmissions(): number;
}

/** Typed clients for `/api/chat` and `/api/submit` (SPEC §7), with `fetch` and storage injected. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const now = options.now ?? Date.now;
  const queue: SubmissionQueue = createSubmissionQueue({
    storage: options.storage,
    fetch: options.fetch,
    endpoint: `${baseUrl}/api/submit`,
    timeoutMs: options.timeoutMs,
    now,
    onChange: options.onQueueChange,
  });

  /** Any 2xx is success; whether its body could be read matters only where the answer is used. */
  async function callChat(
    request: ChatRequest,
    lang: Language,
    keepalive = false,
  ): Promise<ApiResult<{ status: number; body: unknown; readable: boolean }, ChatRequestField>> {
    const check = validateChatRequest(request, lang);
    if (!check.success) return { ok: false, kind: 'validation', fieldErrors: check.fieldErrors };
    const answer = await postJson(options.fetch, `${baseUrl}/api/chat`, request, { timeoutMs: options.timeoutMs, keepalive });
    if (answer.kind === 'network') return { ok: false, kind: 'network' };
    const { status, body } = answer;
    if (isSuccess(status)) return { ok: true, data: { status, body, readable: answer.readable } };
    if (status === 429) return { ok: false, kind: 'rate_limited', retryAfterSeconds: readRetryAfter(answer.retryAfter, body) };
    if (isRejection(status)) {
      const fieldErrors: FieldErrors<ChatRequestField> = readFieldErrors(body);
      if (Object.keys(fieldErrors).length === 0) {
        fieldErrors.message =
          status === 413 ? messageFor('message', 'too_long', lang, CHAT_MESSAGE_MAX_LENGTH) : messageFor('form', 'invalid', lang);
      }
      return { ok: false, kind: 'validation', fieldErrors };
    }
    return { ok: false, kind: 'server', status };
  }

  function stamp(context: SubmissionContext) {
    return {
      idempotencyKey: context.idempotencyKey ?? createIdempotencyKey(options.randomUUID),
      ts: new Date(now()).toISOString(),
    };
  }

  return {
    async sendChatMessage({ message, sessionId, userInfo, language }) {
      const result = await callChat({ message, sessionId, userInfo: userInfo ?? null, language }, language);
      if (!result.ok) return result;
      const { status, body, readable } = result.data;
      // SPEC §8: an unreadable answer reads as a connection problem, one without a response as a server one.
      if (!readable) return { ok: false, kind: 'network', status };
      return isChatAnswer(body)
        ? { ok: true, data: { response: body.response, sessionId: body.sessionId } }
        : { ok: false, kind: 'server', status };
    },

    async endChat({ sessionId, userInfo, language }) {
      const request = { message: CHAT_END_MESSAGE, sessionId, userInfo: userInfo ?? null, action: 'end_conversation' as const, language };
      const result = await callChat(request, language, true);
      return result.ok ? { ok: true, data: null } : result;
    },

    async captureChatLead({ sessionId, userInfo, language }) {
      const request = { message: CHAT_LEAD_MESSAGE, sessionId, userInfo, action: 'lead_capture' as const, language };
      const result = await callChat(request, language);
      return result.ok ? { ok: true, data: { leadId: readLeadId(result.data.body) } } : result;
    },

    async submitPrequalification(values, context) {
      const { idempotencyKey, ts } = stamp(context);
      const payload = toPrequalificationPayload(values, context, { idempotencyKey, ts });
      const check = validatePrequalification(payload, context.language);
      if (!check.success) {
        return { status: 'rejected', fieldErrors: prequalificationFormErrors(check.fieldErrors), idempotencyKey };
      }
      const outcome = await queue.submit(payload);
      return outcome.status === 'rejected'
        ? { status: 'rejected', fieldErrors: prequalificationFormErrors(outcome.fieldErrors), idempotencyKey }
        : { ...outcome, idempotencyKey };
    },

    async submitContact(values, context) {
      const { idempotencyKey, ts } = stamp(context);
      const payload = toContactPayload(values, context, { idempotencyKey, ts });
      const check = validateContact(payload, context.language);
      if (!check.success) return { status: 'rejected', fieldErrors: contactFormErrors(check.fieldErrors), idempotencyKey };
      const outcome = await queue.submit(payload);
      return outcome.status === 'rejected'
        ? { status: 'rejected', fieldErrors: contactFormErrors(outcome.fieldErrors), idempotencyKey }
        : { ...outcome, idempotencyKey };
    },

    flushQueue: () => queue.flush(),
    pendingSubmissions: () => queue.pending(),
  };
}
