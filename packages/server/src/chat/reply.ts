import type { Language } from '@broker/core';
import type { Runtime } from '../context';
import type { AssistantAnswer } from './assistant';
import { askLlm, MODEL_MAY_ANSWER } from './llm';
import { redactSensitive } from './redact';
import { recentMessages } from './store';

/** The answer when the server has no knowledge: who to call. */
function noKnowledge(runtime: Runtime, language: Language): AssistantAnswer {
  const b = runtime.config.business;
  const text =
    language === 'es'
      ? `Llámenos al ${b.phone.display} o escríbanos a ${b.email} y un oficial de préstamos le ayudará.`
      : `Call us at ${b.phone.display} or write to ${b.email} and a loan officer will help.`;
  return { text, intent: 'fallback', kind: 'fallback', language, sources: [] };
}

/**
 * The answer to one visitor message in a session: the built-in assistant's, or the optional
 * model's when one is configured and the built-in answer had to draw from the pages. `message` is
 * the visitor's text as typed (the assistant must see an SSN-like number to warn about it); it is
 * stored and sent on only with such numbers removed.
 */
export async function answerMessage(
  runtime: Runtime,
  session: { id: string; language: Language },
  message: string,
): Promise<AssistantAnswer> {
  const assistant = runtime.assistant();
  if (!assistant) return noKnowledge(runtime, session.language);
  const previous = await recentMessages(runtime.db, session.id, 7);
  // The newest row is the message being answered (already stored); the last bot row sets the topic.
  const lastIntent = previous.find((m) => m.sender === 'bot')?.intent ?? undefined;
  const earlier = previous
    .slice(1)
    .filter((m) => m.sender === 'user')
    .map((m) => m.text)
    .reverse();
  const builtIn = await assistant.answer(message, { pageLanguage: session.language, lastIntent, earlier });
  const llm = runtime.config.llm;
  if (!llm || !MODEL_MAY_ANSWER.has(builtIn.kind)) return builtIn;
  const started = runtime.now();
  const result = await askLlm(
    llm,
    {
      message: redactSensitive(message),
      language: builtIn.language,
      history: previous.slice(1).reverse(),
      passages: assistant.retrieve(message, builtIn.language),
      business: runtime.config.business,
      pageTitle: (key) => assistant.pageOf(key, builtIn.language),
    },
    runtime.fetch,
  );
  runtime.logger[result.ok ? 'info' : 'warn']('chat.provider', {
    used: result.ok,
    durationMs: runtime.now() - started,
    ...(result.ok ? {} : { reason: result.reason, status: result.status, code: result.code }),
  });
  return result.ok ? { ...builtIn, text: result.text, sources: result.sources } : builtIn;
}
