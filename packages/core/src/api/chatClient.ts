import type { Attribution } from '../attribution/fields';
import type { Language } from '../routes';
import {
  CHAT_END_MESSAGE,
  CHAT_LEAD_MESSAGE,
  CHAT_MESSAGE_MAX_LENGTH,
  messageFor,
  validateChatRequest,
  type ChatAnswer,
  type ChatLead,
  type ChatRequest,
  type ChatRequestField,
  type FieldErrors,
} from '../validation';
import { isChatAnswer, readContactForm, readFieldErrors, readLeadId, readResponse, readRetryAfter } from './answers';
import { isRejection, isSuccess, postJson, type FetchLike } from './http';

/** The typed outcome of a call; the clients never throw. */
export type ApiResult<Data, Field extends string = string> =
  | { ok: true; data: Data }
  | { ok: false; kind: 'validation'; fieldErrors: FieldErrors<Field> }
  | { ok: false; kind: 'rate_limited'; retryAfterSeconds: number }
  | { ok: false; kind: 'server' | 'network'; status?: number };

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

/** What a chat lead carries besides the lead form, as the other forms do. */
export interface ChatLeadExtras {
  /** The page the chat is on. */
  source?: string;
  /** Version of the consent notice shown in the lead form. */
  consentVersion?: string;
  /** The optional automated-contact box. */
  automatedContact?: boolean;
  attribution?: Attribution;
}

export interface ChatClientOptions {
  fetch: FetchLike;
  /** Prefix of `/api/chat`; '' (the default) for the same site. */
  baseUrl?: string;
  timeoutMs?: number;
}

export interface ChatClient {
  /** A visitor's message; the answer holds the bot's text and the session id to keep. */
  sendChatMessage(input: ChatMessageInput): Promise<ApiResult<ChatAnswer, ChatRequestField>>;
  /** Tells the server the visitor closed the chat (sent with keepalive). */
  endChat(input: ChatSessionInput): Promise<ApiResult<null, ChatRequestField>>;
  /** Sends the chat's lead form. */
  captureChatLead(
    input: ChatSessionInput & { userInfo: ChatLead } & ChatLeadExtras,
  ): Promise<ApiResult<{ leadId: string | null; response?: string }, ChatRequestField>>;
}

/** The client of `/api/chat` (docs/behaviour.md §7.1): requests are checked with the shared schema first. */
export function createChatClient(options: ChatClientOptions): ChatClient {
  const url = `${(options.baseUrl ?? '').replace(/\/+$/, '')}/api/chat`;

  /** Any 2xx is success; whether its body could be read matters only where the answer is used. */
  async function call(
    request: ChatRequest,
    lang: Language,
    keepalive = false,
  ): Promise<ApiResult<{ status: number; body: unknown; readable: boolean }, ChatRequestField>> {
    const check = validateChatRequest(request, lang);
    if (!check.success) return { ok: false, kind: 'validation', fieldErrors: check.fieldErrors };
    const answer = await postJson(options.fetch, url, request, { timeoutMs: options.timeoutMs, keepalive });
    if (answer.kind === 'network') return { ok: false, kind: 'network' };
    const { status, body } = answer;
    if (isSuccess(status)) return { ok: true, data: { status, body, readable: answer.readable } };
    if (status === 429) {
      return { ok: false, kind: 'rate_limited', retryAfterSeconds: readRetryAfter(answer.retryAfter, body) };
    }
    if (isRejection(status)) {
      const fieldErrors: FieldErrors<ChatRequestField> = readFieldErrors(body);
      if (Object.keys(fieldErrors).length === 0) {
        fieldErrors.message =
          status === 413
            ? messageFor('message', 'too_long', lang, CHAT_MESSAGE_MAX_LENGTH)
            : messageFor('form', 'invalid', lang);
      }
      return { ok: false, kind: 'validation', fieldErrors };
    }
    return { ok: false, kind: 'server', status };
  }

  return {
    async sendChatMessage({ message, sessionId, userInfo, language }) {
      const result = await call({ message, sessionId, userInfo: userInfo ?? null, language }, language);
      if (!result.ok) return result;
      const { status, body, readable } = result.data;
      // docs/behaviour.md §8: an unreadable answer reads as a connection problem, one without a response as a server one.
      if (!readable) return { ok: false, kind: 'network', status };
      if (!isChatAnswer(body)) return { ok: false, kind: 'server', status };
      const contactForm = readContactForm(body);
      return {
        ok: true,
        data: { response: body.response, sessionId: body.sessionId, ...(contactForm ? { contactForm } : {}) },
      };
    },

    async endChat({ sessionId, userInfo, language }) {
      const request = {
        message: CHAT_END_MESSAGE,
        sessionId,
        userInfo: userInfo ?? null,
        action: 'end_conversation' as const,
        language,
      };
      const result = await call(request, language, true);
      return result.ok ? { ok: true, data: null } : result;
    },

    async captureChatLead({ sessionId, userInfo, language, source, consentVersion, automatedContact, attribution }) {
      const request: ChatRequest = {
        message: CHAT_LEAD_MESSAGE,
        sessionId,
        userInfo,
        action: 'lead_capture',
        language,
        ...(source !== undefined ? { source } : {}),
        ...(consentVersion !== undefined ? { consentVersion, automatedContact: automatedContact === true } : {}),
        ...(attribution ? { attribution } : {}),
      };
      const result = await call(request, language);
      if (!result.ok) return result;
      const response = readResponse(result.data.body);
      return { ok: true, data: { leadId: readLeadId(result.data.body), ...(response ? { response } : {}) } };
    },
  };
}
