import type { ChatLead } from '@broker/core';

export type ChatSender = 'bot' | 'user';

export interface ChatMessage {
  id: string;
  text: string;
  sender: ChatSender;
  timestamp: number;
  /** Bot messages that report a problem. */
  tone?: 'error';
}

export interface ChatState {
  messages: ChatMessage[];
  sessionId: string | null;
  /** A reply is awaited: sending is blocked. */
  pending: boolean;
  userMessages: number;
  /** The lead the visitor gave (stored by the server). */
  lead: ChatLead | null;
  leadFormVisible: boolean;
  /** Details the visitor typed into the chat, to pre-fill the lead form with. */
  leadPrefill: { name?: string; email?: string; phone?: string } | null;
  prequalifyPromptVisible: boolean;
  prequalifyPromptShown: boolean;
}

export type ChatAction =
  | { type: 'greet'; text: string; now: number }
  | { type: 'userMessage'; text: string; now: number }
  | { type: 'botReply'; text: string; sessionId?: string; now: number }
  | { type: 'botError'; text: string; now: number }
  | { type: 'showLeadForm' }
  | { type: 'openContactForm'; prefill: { name?: string; email?: string; phone?: string } }
  | { type: 'skipLeadForm' }
  | { type: 'leadStored'; lead: ChatLead; thankYou: string; now: number }
  | { type: 'showPrequalifyPrompt' }
  | { type: 'prequalifyClicked' };

export const initialChatState: ChatState = {
  messages: [],
  sessionId: null,
  pending: false,
  userMessages: 0,
  lead: null,
  leadFormVisible: false,
  leadPrefill: null,
  prequalifyPromptVisible: false,
  prequalifyPromptShown: false,
};

let counter = 0;
const message = (sender: ChatSender, text: string, now: number, tone?: 'error'): ChatMessage => ({
  id: `m${now.toString(36)}-${(counter += 1)}`,
  text,
  sender,
  timestamp: now,
  ...(tone ? { tone } : {}),
});

/** The chat's state machine (docs/behaviour.md §4). Pure: timers and calls live in the component. */
export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'greet':
      return state.messages.length > 0 ? state : { ...state, messages: [message('bot', action.text, action.now)] };
    case 'userMessage':
      if (state.pending || action.text.trim() === '') return state;
      return {
        ...state,
        pending: true,
        userMessages: state.userMessages + 1,
        messages: [...state.messages, message('user', action.text.trim(), action.now)],
      };
    case 'botReply':
      return {
        ...state,
        pending: false,
        sessionId: action.sessionId ?? state.sessionId,
        messages: [...state.messages, message('bot', action.text, action.now)],
      };
    case 'botError':
      return {
        ...state,
        pending: false,
        messages: [...state.messages, message('bot', action.text, action.now, 'error')],
      };
    case 'showLeadForm':
      return state.lead ? state : { ...state, leadFormVisible: true };
    case 'openContactForm':
      // Asked for by the visitor, so shown even after a lead (a correction).
      return { ...state, leadFormVisible: true, leadPrefill: action.prefill, prequalifyPromptVisible: false };
    case 'skipLeadForm':
      return { ...state, leadFormVisible: false };
    case 'leadStored':
      return {
        ...state,
        lead: action.lead,
        leadFormVisible: false,
        messages: [...state.messages, message('bot', action.thankYou, action.now)],
      };
    case 'showPrequalifyPrompt':
      return state.leadFormVisible || state.prequalifyPromptShown
        ? state
        : { ...state, prequalifyPromptVisible: true, prequalifyPromptShown: true };
    case 'prequalifyClicked':
      return { ...state, prequalifyPromptVisible: false };
    default:
      return state;
  }
}
