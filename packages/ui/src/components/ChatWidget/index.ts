/** Entry for loading the chat window on first use: `React.lazy(() => import('@broker/ui/components/ChatWidget'))`. */
export { ChatWidget, ChatWidget as default, LEAD_FORM_DELAY_MS, PREQUALIFY_PROMPT_DELAY_MS } from './ChatWidget';
export type { ChatCopy, ChatWidgetProps } from './ChatWidget';
export type { ChatLeadCopy } from './ChatLeadForm';
export { chatReducer, initialChatState } from './chatState';
export type { ChatAction, ChatMessage, ChatSender, ChatState } from './chatState';
