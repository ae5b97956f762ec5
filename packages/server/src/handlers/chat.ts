import { randomUUID } from 'node:crypto';
import {
  CHAT_PROPERTY_TYPE_LABELS,
  isChatMessageTooLong,
  messageFor,
  validateChatRequest,
  type Language,
  type ValidChatLead,
  type ValidChatRequest,
} from '@broker/core';
import { redactContact } from '../chat/contact';
import { detectLanguage } from '../chat/language';
import { redactSensitive } from '../chat/redact';
import { answerMessage } from '../chat/reply';
import * as chatStore from '../chat/store';
import type { ChatSession as Session } from '../chat/store';
import type { Runtime } from '../context';
import { languageOfBody, say } from '../http/messages';
import { clientAddress, json } from '../http/respond';
import type { HandlerRequest, HandlerResponse } from '../http/types';
import { consentRecord, unpublishedConsent } from '../consent';
import { enqueue, insertLead, updateUndeliveredLead } from '../store';
import { sessionIdFromToken, sessionToken } from './chatSession';
import { errorAnswer, isObject, limited, readPost, validationAnswer } from './common';

async function openSession(
  runtime: Runtime,
  requested: string | null,
  language: Language | undefined,
  message: string,
): Promise<Session> {
  // Only a token this server signed names a session; anything else starts a new one.
  const storedId = sessionIdFromToken(requested, runtime.sessionSecret);
  if (storedId) {
    const found = await chatStore.findSession(runtime.db, storedId);
    if (found) {
      if (language && language !== found.language) {
        await chatStore.setSessionLanguage(runtime.db, found.id, language);
        return { ...found, language };
      }
      return found;
    }
  }
  const session: Session = { id: randomUUID(), language: language ?? detectLanguage(message) ?? 'en' };
  await chatStore.createSession(runtime.db, session);
  return session;
}

type LeadOutcome = 'stored' | 'replayed' | 'updated' | 'corrected';

const LEAD_FIELDS = ['name', 'email', 'phone', 'propertyType', 'loanAmount', 'creditScore', 'timeline'] as const;

/**
 * Stores the chat's lead. The same details sent again are a replay; different details in the same
 * session correct the first lead: in place while none of its deliveries has started, else as a
 * new lead that names the one it replaces, so the broker never calls the mistyped number unknowingly.
 */
async function captureLead(
  runtime: Runtime,
  session: Session,
  chat: ValidChatRequest & { userInfo: ValidChatLead },
  address: string,
): Promise<{ id: string; outcome: LeadOutcome }> {
  const info = chat.userInfo;
  const [first = '', ...rest] = info.name.trim().split(/\s+/);
  const details = {
    firstName: first,
    lastName: rest.join(' ') || undefined,
    email: info.email,
    phone: info.phone,
    consent: consentRecord(chat.consentVersion, chat.automatedContact, {
      companyName: runtime.config.business.companyName,
      page: chat.source,
      ipAddress: address,
    }),
  };
  const earlier = await chatStore.latestLeadOf(runtime.db, session.id);
  const same = earlier && LEAD_FIELDS.every((f) => (earlier.payload[f] ?? '') === (info[f] ?? ''));
  let result: { id: string; outcome: LeadOutcome };
  if (earlier && same) result = { id: earlier.id, outcome: 'replayed' };
  else if (
    earlier &&
    (await updateUndeliveredLead(runtime.db, earlier.id, { ...details, payload: { ...info } }, runtime.now()))
  ) {
    result = { id: earlier.id, outcome: 'updated' };
  } else {
    const stored = await insertLead(
      runtime.db,
      {
        ...details,
        idempotencyKey: earlier ? `chat-${session.id}-${earlier.id}` : `chat-${session.id}`,
        formType: 'chat',
        status: 'received',
        language: session.language,
        source: chat.source ?? 'chat',
        payload: earlier ? { ...info, replaces: earlier.id } : { ...info },
        chatSessionId: session.id,
        attribution: chat.attribution,
        deliveries: runtime.destinations,
      },
      runtime.now(),
    );
    result = { id: stored.id, outcome: !stored.created ? 'replayed' : earlier ? 'corrected' : 'stored' };
  }
  runtime.logger.info(`chat.lead_${result.outcome}`, { leadId: result.id, sessionId: session.id });
  // Once the visitor's details are in a lead, the transcript keeps them no longer.
  await chatStore.redactVisitorMessages(runtime.db, session.id, redactContact);
  if (result.outcome !== 'replayed' && runtime.config.outbox.deliverImmediately && runtime.destinations.length > 0) {
    runtime.background('deliver', () => runtime.outbox.drain({ leadId: result.id }));
  }
  return result;
}

/**
 * POST /api/chat (docs/behaviour.md §7.1): a message gets the assistant's answer; `lead_capture` stores the
 * chat's lead (delivered like a form's, with the transcript); `end_conversation` closes the
 * session and, when it has a lead, sends the broker the transcript.
 */
export async function handleChat(request: HandlerRequest, runtime: Runtime): Promise<HandlerResponse> {
  const read = readPost(request, runtime);
  if (!read.ok) return read.response;
  const body = read.body;
  let language: Language = languageOfBody(body);
  if (isObject(body) && isChatMessageTooLong(body.message)) {
    return errorAnswer(
      413,
      'messageTooLong',
      language,
      runtime,
      {},
      { max: runtime.config.limits.chatMessageChars },
      'message',
    );
  }
  const address = clientAddress(request, runtime.config.clientAddress);
  const perAddress = await limited(runtime, 'chat', address, runtime.config.limits.chatPerAddress, language);
  if (perAddress) return perAddress;
  const result = validateChatRequest(body, language);
  if (!result.success) return validationAnswer(result.fieldErrors);
  const chat = result.output;
  if (unpublishedConsent(chat.consentVersion)) {
    return validationAnswer({ consentVersion: messageFor('consentVersion', 'invalid', language) });
  }
  if (chat.sessionId) {
    const perSession = await limited(
      runtime,
      'chat-session',
      chat.sessionId,
      runtime.config.limits.chatPerSession,
      language,
    );
    if (perSession) return perSession;
  }
  const session = await openSession(runtime, chat.sessionId, chat.language, chat.message);
  language = session.language;
  const token = sessionToken(session.id, runtime.sessionSecret);

  if (chat.action === 'lead_capture' && chat.userInfo) {
    const lead = await captureLead(runtime, session, { ...chat, userInfo: chat.userInfo }, address);
    const leadId = lead.id;
    const [firstName = ''] = chat.userInfo.name.split(/\s+/);
    const said =
      lead.outcome === 'updated' ? 'leadUpdated' : lead.outcome === 'corrected' ? 'leadCorrected' : 'leadThanks';
    const response = say(said, language, {
      name: firstName,
      propertyType: CHAT_PROPERTY_TYPE_LABELS[language][chat.userInfo.propertyType].toLowerCase(),
    });
    return json(200, { response, sessionId: token, leadId });
  }

  if (chat.action === 'end_conversation') {
    const leadId = await runtime.db.transaction(async (tx) => {
      await chatStore.endSession(tx, session.id);
      const lead = await chatStore.latestLeadOf(tx, session.id);
      if (lead && runtime.destinations.includes('email')) {
        const queued = await enqueue(tx, lead.id, 'email', 'transcript', runtime.now());
        return queued ? lead.id : undefined;
      }
      return undefined;
    });
    runtime.logger.info('chat.ended', { sessionId: session.id, transcriptQueued: Boolean(leadId) });
    if (leadId && runtime.config.outbox.deliverImmediately) {
      runtime.background('deliver', () => runtime.outbox.drain({ leadId }));
    }
    return json(200, {
      response: say('goodbye', language, { phone: runtime.config.business.phone.display }),
      sessionId: token,
    });
  }

  // A conversation holds a bounded number of messages, so its transcript stays a readable size.
  if ((await chatStore.messageCount(runtime.db, session.id)) + 2 > runtime.config.limits.chatSessionMessages) {
    runtime.logger.info('chat.session_full', { sessionId: session.id });
    return json(200, {
      response: say('chatSessionFull', language, { phone: runtime.config.business.phone.display }),
      sessionId: token,
    });
  }

  const started = runtime.now();
  await chatStore.addVisitorMessage(runtime.db, session.id, redactSensitive(chat.message));
  const answer = await answerMessage(runtime, session, chat.message);
  await chatStore.addAnswer(runtime.db, session.id, answer);
  runtime.logger.info('chat.answered', {
    sessionId: session.id,
    intent: answer.intent,
    durationMs: runtime.now() - started,
  });
  return json(200, {
    response: answer.text,
    sessionId: token,
    sources: answer.sources,
    ...(answer.contactForm ? { contactForm: answer.contactForm } : {}),
  });
}
