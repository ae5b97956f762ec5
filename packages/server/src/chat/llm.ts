import type { Language } from '@broker/core';
import type { BusinessInfo, ServerConfig } from '../config';
import type { AssistantAnswer, Source } from './assistant';
import { breaches } from './guardrails';
import { formatHours } from './hours';
import { redactSensitive } from './redact';
import type { Hit } from './search';

/**
 * Built-in answers the optional model may rephrase: those drawn from the pages and those where
 * nothing fit. Reviewed answers (business data, figures, guardrails, status questions) are always
 * the built-in assistant's.
 */
export const MODEL_MAY_ANSWER: ReadonlySet<AssistantAnswer['kind']> = new Set(['page', 'fallback']);

export interface ChatTurn {
  sender: 'user' | 'bot';
  text: string;
}

export interface LlmRequest {
  message: string;
  language: Language;
  history: readonly ChatTurn[];
  passages: readonly Hit[];
  business: BusinessInfo;
  /** Title and path of a page, in the answer's language. */
  pageTitle: (key: string) => Source | undefined;
}

export type LlmResult =
  | { ok: true; text: string; sources: Source[] }
  | {
      ok: false;
      reason: 'http' | 'timeout' | 'network' | 'format' | 'empty' | 'no_passages' | 'guardrail' | 'injected';
      /** HTTP status of the provider's answer. */
      status?: number;
      /** The provider's error code or type (`model_not_found`, `unsupported_parameter`…), never its message. */
      code?: string;
    };

function sourcesOf(req: LlmRequest): Source[] {
  const out: Source[] = [];
  for (const hit of req.passages) {
    const page = req.pageTitle(hit.passage.key);
    if (page && !out.some((s) => s.path === page.path)) out.push(page);
  }
  return out;
}

function systemPrompt(req: LlmRequest, sources: Source[]): string {
  const b = req.business;
  const passages = req.passages
    .map((h, i) => {
      const page = req.pageTitle(h.passage.key);
      return `[${i + 1}] ${page?.title ?? h.passage.key} (${page?.path ?? ''})${h.passage.heading ? ` — ${h.passage.heading}` : ''}\n${h.passage.text.slice(0, 1500)}`;
    })
    .join('\n\n');
  return [
    `You answer questions on the website of ${b.companyName}, a Florida-licensed mortgage broker in Miami (NMLS ${b.nmls}). A broker is not a lender.`,
    `Answer in ${req.language === 'es' ? 'Spanish, addressing the visitor as usted' : 'US English'}, in one or two sentences, using only the passages below; then give the page you used as a Markdown link, e.g. [${sources[0]?.title ?? 'Title'}](${sources[0]?.path ?? '/path'}).`,
    'Never quote an interest rate or APR. Never promise or predict approval. Never ask for a Social Security number, ITIN, account numbers or documents.',
    `If the passages do not answer the question, say so and offer the phone number ${b.phone.display} (${formatHours(b.hours, req.language)}).`,
    '',
    'Passages:',
    passages,
  ].join('\n');
}

const digits = (text: string) => text.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');

/**
 * What an answer must not carry that the passages could not have given it, as text planted in a
 * page or a message may ask a model to: a link or address off the site (other than the application
 * portal), markup, or a phone number or e-mail address that is not the business's.
 */
function injected(text: string, business: BusinessInfo): boolean {
  const urls = text.match(/\bhttps?:\/\/[^\s)\]]+|\bwww\.[^\s)\]]+/gi) ?? [];
  if (urls.some((url) => !url.startsWith(business.applicationPortalUrl))) return true;
  const targets = [...text.matchAll(/\]\(([^)\s]*)\)/g)].map((m) => m[1] ?? '');
  if (targets.some((t) => !t.startsWith('/') && !t.startsWith(business.applicationPortalUrl))) return true;
  if (/<\/?[a-z!][^>]*>/i.test(text)) return true;
  const phones = text.match(/\+?1?[\s.-]?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/g) ?? [];
  if (phones.some((p) => digits(p) !== digits(business.phone.e164))) return true;
  const emails = text.match(/[^\s@()<>[\]]+@[^\s@()<>[\]]+\.[a-z]{2,}/gi) ?? [];
  return emails.some((e) => e.toLowerCase() !== business.email.toLowerCase());
}

/** The provider's error code from an OpenAI-style error body (`{ error: { code, type } }`). */
async function errorCode(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { error?: { code?: unknown; type?: unknown } };
    const code = body.error?.code ?? body.error?.type;
    return typeof code === 'string' && /^[\w.-]{1,80}$/.test(code) ? code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Asks an OpenAI-compatible chat-completions endpoint to phrase an answer from the retrieved
 * passages. Current APIs take `max_completion_tokens`, and several models reject `temperature`,
 * so none is sent unless configured. Any failure, an empty or malformed answer, one that breaks a
 * guardrail or carries what the passages could not have given it comes back as `ok: false` with the reason (and the provider's status and error code), and the
 * built-in assistant answers instead.
 */
export async function askLlm(
  settings: NonNullable<ServerConfig['llm']>,
  req: LlmRequest,
  fetchImpl: typeof fetch = fetch,
): Promise<LlmResult> {
  const sources = sourcesOf(req);
  if (sources.length === 0) return { ok: false, reason: 'no_passages' };
  const url = /\/chat\/completions\/?$/.test(settings.url)
    ? settings.url
    : `${settings.url.replace(/\/+$/, '')}/chat/completions`;
  const messages = [
    { role: 'system', content: systemPrompt(req, sources) },
    ...req.history
      .slice(-6)
      .map((t) => ({ role: t.sender === 'user' ? 'user' : 'assistant', content: redactSensitive(t.text) })),
    { role: 'user', content: redactSensitive(req.message) },
  ];
  const body: Record<string, unknown> = {
    model: settings.model,
    messages,
    max_completion_tokens: settings.maxCompletionTokens,
  };
  if (settings.temperature !== undefined) body.temperature = settings.temperature;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    const name = (error as Error).name;
    return { ok: false, reason: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network' };
  }
  if (!response.ok) return { ok: false, reason: 'http', status: response.status, code: await errorCode(response) };
  let content: unknown;
  try {
    const data = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
    content = data.choices?.[0]?.message?.content;
  } catch (error) {
    return {
      ok: false,
      reason: (error as Error).name === 'TimeoutError' ? 'timeout' : 'format',
      status: response.status,
    };
  }
  if (typeof content !== 'string') return { ok: false, reason: 'format', status: response.status };
  const text = content.trim();
  if (!text || text.length > 2000) return { ok: false, reason: 'empty', status: response.status };
  if (breaches(text).length > 0) return { ok: false, reason: 'guardrail', status: response.status };
  if (injected(text, req.business)) return { ok: false, reason: 'injected', status: response.status };
  const cited = sources.filter((s) => text.includes(`(${s.path})`));
  if (cited.length > 0) return { ok: true, text, sources: cited };
  const first = sources[0] as Source;
  const more = req.language === 'es' ? 'Más información' : 'Read more';
  return { ok: true, text: `${text}\n\n${more}: [${first.title}](${first.path})`, sources: [first] };
}
