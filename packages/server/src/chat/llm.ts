import type { Language } from '@broker/core';
import type { BusinessInfo, ServerConfig } from '../config';
import { breaksGuardrails, type Source } from './assistant';
import { formatHours } from './hours';
import { sentences } from './text';
import type { Hit } from './search';

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
}

function systemPrompt(req: LlmRequest): string {
  const b = req.business;
  const sources = req.passages
    .map(
      (h, i) =>
        `[${i + 1}] ${h.passage.pageTitle} (${h.passage.path})${h.passage.heading ? ` — ${h.passage.heading}` : ''}\n${h.passage.text.slice(0, 1200)}`,
    )
    .join('\n\n');
  return [
    `You are the website assistant of ${b.companyName}, a Florida-licensed mortgage broker in Miami (NMLS ${b.nmls}). A broker is not a lender.`,
    `Answer in ${req.language === 'es' ? 'Spanish (usted)' : 'English'}, in at most 120 words, using only the passages below and the business data.`,
    'Rules: never quote an interest rate or APR; never promise or predict approval; never ask for a Social Security number, account numbers or documents;',
    'if the passages do not answer the question, say you are not sure and offer the phone number or the pre-qualification form.',
    'End with the page you used as a Markdown link, e.g. [Title](/path).',
    `Business data: phone ${b.phone.display}; e-mail ${b.email}; office ${b.address}; hours ${formatHours(b.hours, req.language)}.`,
    '',
    'Passages:',
    sources || '(none)',
  ].join('\n');
}

/**
 * Asks an OpenAI-compatible chat-completions endpoint. Returns undefined on any failure, timeout,
 * empty answer or an answer that breaks the guardrails; the built-in assistant then answers.
 */
export async function askLlm(
  settings: NonNullable<ServerConfig['llm']>,
  req: LlmRequest,
  fetchImpl: typeof fetch = fetch,
): Promise<{ text: string; sources: Source[] } | undefined> {
  const url = /\/chat\/completions\/?$/.test(settings.url)
    ? settings.url
    : `${settings.url.replace(/\/+$/, '')}/chat/completions`;
  const messages = [
    { role: 'system', content: systemPrompt(req) },
    ...req.history.slice(-6).map((t) => ({ role: t.sender === 'user' ? 'user' : 'assistant', content: t.text })),
    { role: 'user', content: req.message },
  ];
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: settings.model, messages, temperature: 0.2, max_tokens: 400 }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    if (!response.ok) return undefined;
    const data = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = data.choices?.[0]?.message?.content;
    if (typeof content !== 'string') return undefined;
    const text = content.trim();
    if (!text || text.length > 2000 || sentences(text).some(breaksGuardrails)) return undefined;
    const used = req.passages.filter((h) => text.includes(h.passage.path));
    const sources = (used.length ? used : req.passages.slice(0, 1)).map((h) => ({
      title: h.passage.pageTitle,
      path: h.passage.path,
    }));
    const unique = sources.filter((s, i) => sources.findIndex((o) => o.path === s.path) === i);
    const cites = unique.some((s) => text.includes(s.path));
    const first = unique[0];
    const grounded =
      cites || !first
        ? text
        : `${text}\n\n${req.language === 'es' ? 'Fuente' : 'Source'}: [${first.title}](${first.path})`;
    return { text: grounded, sources: unique };
  } catch {
    return undefined;
  }
}
