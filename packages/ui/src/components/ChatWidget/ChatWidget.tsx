import {
  CHAT_MESSAGE_MAX_LENGTH,
  type ApiResult,
  type ChatAnswer,
  type ChatEvent,
  type ChatLead,
  type ChatMessageInput,
  type ChatRequestField,
  type ChatSessionInput,
  type Language,
} from '@broker/core';
import { useEffect, useLayoutEffect, useReducer, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { fill } from '../../cx';
import { mq } from '../../theme/tokens';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import type { ConsentDisplay } from '@broker/core/consent';
import { ChatLeadForm, type ChatLeadCopy } from './ChatLeadForm';
import { ChatMessageText } from './ChatMessageText';
import { chatReducer, initialChatState, type ChatState } from './chatState';
import * as styles from './ChatWidget.css';
import { useDomId } from '../../hooks/useDomId';

export interface ChatCopy {
  title: string;
  subtitle: string;
  close: string;
  greeting: string;
  /** Accessible name of the message list. */
  conversation: string;
  /** Read before each message by screen readers. */
  you: string;
  assistant: string;
  inputLabel: string;
  placeholder: string;
  send: string;
  inputHint: string;
  typing: string;
  /** The reply had no answer (docs/behaviour.md §8). */
  processError: string;
  /** Network or unreadable reply (docs/behaviour.md §8); `{phone}` is the phone number. */
  connectionError: string;
  /** Too many messages; `{seconds}` until the next one is accepted. */
  rateLimited: string;
  lead: ChatLeadCopy;
  prequalifyText: string;
  prequalifyButton: string;
  opensInNewTab: string;
}

export interface ChatWidgetProps {
  language: Language;
  open: boolean;
  /** Asks the parent to close the window (close button, Escape). */
  onClose: () => void;
  copy: ChatCopy;
  phone: { display: string; href: string };
  /** The home page's pre-qualification, `/#prequalify` or `/es#prequalify`, opened in a new tab. */
  prequalifyHref: string;
  /** One message to the assistant (core's `sendChatMessage`). */
  sendMessage: (input: ChatMessageInput) => Promise<ApiResult<ChatAnswer, ChatRequestField>>;
  /** The lead form (core's `captureChatLead`): with the consent notice's version and the automated-contact box. */
  captureLead: (
    input: ChatSessionInput & { userInfo: ChatLead; consentVersion: string; automatedContact: boolean },
  ) => Promise<ApiResult<unknown, ChatRequestField>>;
  /** The call/text consent notice shown by the lead form's submit button. */
  consent: ConsentDisplay;
  /** Sent when the window closes after a conversation (core's `endChat`); its answer is not read. */
  endConversation: (input: ChatSessionInput) => Promise<unknown>;
  /** Tracking hook. */
  onEvent?: (event: ChatEvent) => void;
  /** Starting state, for stories and tests. */
  initialState?: Partial<ChatState>;
}

/** Delay before the lead form follows the first message (docs/behaviour.md §9). */
export const LEAD_FORM_DELAY_MS = 2000;
/** Delay before the pre-qualification prompt follows the third message (docs/behaviour.md §9). */
export const PREQUALIFY_PROMPT_DELAY_MS = 1000;

function errorText(
  result: Exclude<ApiResult<unknown, ChatRequestField>, { ok: true }>,
  copy: ChatCopy,
  phone: { display: string; href: string },
) {
  switch (result.kind) {
    case 'network':
      // Written as a message link, so the number is tappable.
      return fill(copy.connectionError, { phone: `[${phone.display}](${phone.href})` });
    case 'rate_limited':
      return fill(copy.rateLimited, { seconds: result.retryAfterSeconds });
    case 'validation':
      return Object.values(result.fieldErrors).find(Boolean) ?? copy.processError;
    default:
      return copy.processError;
  }
}

/**
 * The mortgage assistant's chat window, a native `<dialog>`: non-modal beside the page on wide
 * screens; on phones (`mq.narrow`) a modal one, so the page behind neither scrolls nor takes focus,
 * Tab stays inside and Escape closes it. Bot text is rendered as text; Enter
 * sends, Shift+Enter starts a new line; sending waits for the reply. The lead form follows the
 * first message after 2 s, the pre-qualification prompt the third after 1 s. Closing after a
 * conversation tells the server it ended. Load it on first use (`React.lazy`).
 */
export function ChatWidget({
  language,
  open,
  onClose,
  copy,
  phone,
  prequalifyHref,
  sendMessage,
  captureLead,
  endConversation,
  onEvent,
  initialState,
  consent,
}: ChatWidgetProps) {
  const id = useDomId();
  const [state, dispatch] = useReducer(chatReducer, { ...initialChatState, ...initialState });
  const [draft, setDraft] = useState('');
  const stateRef = useRef(state);
  stateRef.current = state;
  const input = useRef<HTMLTextAreaElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const scrolled = useRef<HTMLDivElement | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  // Whether the open window is shown as a modal dialog (narrow screens) or beside the page.
  const modal = useRef<boolean | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      timers.current.forEach(clearTimeout);
    };
  }, []);

  // The conversation (session and number of messages) last ended, so closing the window after the
  // page was hidden (and restored from the back-forward cache) does not end it twice.
  const ended = useRef<string | null>(null);
  const endOnce = () => {
    const { sessionId, lead, messages } = stateRef.current;
    if (sessionId === null) return;
    const conversation = `${sessionId}:${messages.length}`;
    if (ended.current === conversation) return;
    ended.current = conversation;
    endConversation({ sessionId, userInfo: lead, language }).catch(() => undefined);
  };

  // Shown as a modal dialog on narrow screens and beside the page on wide ones, switching when the
  // screen turns or the window is resized; focus stays where it was.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!open || !element) return undefined;
    const narrow = window.matchMedia?.(mq.narrow);
    const present = () => {
      const asModal = narrow?.matches === true;
      if (element.open && modal.current === asModal) return;
      const focused = document.activeElement;
      if (element.open) element.close();
      if (asModal) element.showModal();
      else element.show();
      modal.current = asModal;
      if (focused instanceof HTMLElement && element.contains(focused)) focused.focus();
    };
    present();
    narrow?.addEventListener?.('change', present);
    return () => {
      narrow?.removeEventListener?.('change', present);
      modal.current = null;
    };
  }, [open]);

  // The dialog leaves the top layer before the parent is told, so the page is no longer inert when
  // it moves focus back to the launcher.
  const close = () => {
    if (dialog.current?.open) dialog.current.close();
    onClose();
  };

  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dispatch({ type: 'greet', text: copy.greeting, now: Date.now() });
      input.current?.focus();
      onEvent?.('chat_opened');
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    endOnce();
    opener.current?.focus();
    // Only the open flag drives this; the rest is read when it changes.
  }, [open]);

  // Leaving the page (a link, reload or closed tab) with the window open ends the conversation too;
  // the call is sent with keepalive, so it survives the unload.
  useEffect(() => {
    if (!open) return undefined;
    const onPageHide = () => endOnce();
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
    // endOnce reads the current state through refs.
  }, [open]);

  // Each change shows the end of the conversation, but never scrolls the visitor's last message out
  // of view: a long reply or the lead form below it is read from its top (smoothly, unless the
  // visitor asked for reduced motion).
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    let top = element.scrollHeight - element.clientHeight;
    const mine = element.querySelectorAll<HTMLElement>('[data-sender="user"]');
    const last = mine[mine.length - 1];
    if (last) {
      const above = last.getBoundingClientRect().top - element.getBoundingClientRect().top + element.scrollTop;
      top = Math.min(top, above - parseFloat(getComputedStyle(element).paddingTop || '0'));
    }
    top = Math.max(0, top);
    if (typeof element.scrollTo !== 'function') {
      element.scrollTop = top;
      return;
    }
    // A window just opened starts at its place; later moves glide.
    const still = window.matchMedia?.(mq.reducedMotion).matches ?? false;
    element.scrollTo({ top, behavior: still || scrolled.current !== element ? 'auto' : 'smooth' });
    scrolled.current = element;
  }, [state.messages.length, state.pending, state.leadFormVisible, state.prequalifyPromptVisible, open]);

  // Once the lead form is sent, it gives way to the thank-you, which takes the focus the form had
  // (a focusable item of the log, read out when focused).
  const focusThanks = useRef(false);
  const [thanksId, setThanksId] = useState<string | null>(null);
  const thanks = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!focusThanks.current) return;
    focusThanks.current = false;
    setThanksId(state.messages[state.messages.length - 1]?.id ?? null);
  }, [state.messages]);
  useEffect(() => {
    thanks.current?.focus();
  }, [thanksId]);

  const later = (ms: number, run: () => void) => {
    timers.current.push(setTimeout(run, ms));
  };

  const send = async () => {
    const text = draft.trim();
    const current = stateRef.current;
    if (text === '' || current.pending) return;
    dispatch({ type: 'userMessage', text, now: Date.now() });
    setDraft('');
    onEvent?.('chat_message_sent');
    const count = current.userMessages + 1;
    if (count === 1 && !current.lead) later(LEAD_FORM_DELAY_MS, () => dispatch({ type: 'showLeadForm' }));
    if (count >= 3 && !current.prequalifyPromptShown && !current.leadFormVisible) {
      later(PREQUALIFY_PROMPT_DELAY_MS, () => dispatch({ type: 'showPrequalifyPrompt' }));
    }
    let result: ApiResult<ChatAnswer, ChatRequestField>;
    try {
      result = await sendMessage({ message: text, sessionId: current.sessionId, userInfo: current.lead, language });
    } catch {
      result = { ok: false, kind: 'network' };
    }
    if (!mounted.current) return;
    if (result.ok) {
      dispatch({ type: 'botReply', text: result.data.response, sessionId: result.data.sessionId, now: Date.now() });
      const prefill = result.data.contactForm;
      if (prefill) dispatch({ type: 'openContactForm', prefill });
    } else dispatch({ type: 'botError', text: errorText(result, copy, phone), now: Date.now() });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  if (!open) return null;

  const canSend = draft.trim() !== '' && !state.pending;
  const announcement = state.pending
    ? copy.typing
    : state.prequalifyPromptVisible
      ? copy.prequalifyText
      : state.leadFormVisible
        ? copy.lead.title
        : '';

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      lang={language}
      className={styles.window}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          close();
        }
      }}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <div className={styles.header}>
        <span className={styles.avatar}>
          <Icon name="house" />
        </span>
        <div className={styles.titles}>
          <h2 id={`${id}-title`} className={styles.title}>
            {copy.title}
          </h2>
          <p className={styles.subtitle}>{copy.subtitle}</p>
        </div>
        <button type="button" className={styles.close} aria-label={copy.close} onClick={close}>
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>

      <div ref={scroller} className={styles.scroller}>
        <div role="log" aria-live="polite" aria-label={copy.conversation}>
          <ol className={styles.log}>
            {state.messages.map((message) => (
              <li
                key={message.id}
                ref={message.id === thanksId ? thanks : undefined}
                tabIndex={message.id === thanksId ? -1 : undefined}
                className={styles.message}
                data-sender={message.sender}
                data-tone={message.tone}
              >
                <VisuallyHidden>{message.sender === 'user' ? copy.you : copy.assistant}: </VisuallyHidden>
                {message.sender === 'bot' ? (
                  <ChatMessageText text={message.text} opensInNewTab={copy.opensInNewTab} />
                ) : (
                  message.text
                )}
              </li>
            ))}
          </ol>
        </div>
        {state.pending ? (
          <div className={styles.typing} aria-hidden="true">
            <span className={styles.dot} />
            <span className={styles.dot} />
            <span className={styles.dot} />
          </div>
        ) : null}
        {state.leadFormVisible ? (
          <ChatLeadForm
            key={JSON.stringify(state.leadPrefill)}
            initialValues={{
              ...(state.lead ? { ...state.lead, loanAmount: String(state.lead.loanAmount ?? '') } : {}),
              ...state.leadPrefill,
            }}
            copy={copy.lead}
            phone={phone}
            consent={consent}
            onSubmit={(lead, automatedContact) =>
              captureLead({
                sessionId: stateRef.current.sessionId,
                userInfo: lead,
                language,
                consentVersion: consent.version,
                automatedContact,
              })
            }
            onStored={(lead, answer) => {
              onEvent?.('lead_form_submitted');
              focusThanks.current = true;
              const propertyType = copy.lead.propertyTypes[lead.propertyType];
              // The server says whether this replaced or corrected details sent before.
              const said =
                typeof answer === 'object' && answer !== null && 'response' in answer ? answer.response : null;
              dispatch({
                type: 'leadStored',
                lead,
                thankYou:
                  typeof said === 'string' && state.lead
                    ? said
                    : fill(copy.lead.thankYou, {
                        name: lead.name.trim(),
                        propertyType: propertyType.toLowerCase(),
                      }),
                now: Date.now(),
              });
            }}
            onSkip={() => {
              dispatch({ type: 'skipLeadForm' });
              input.current?.focus();
            }}
          />
        ) : null}
        {state.prequalifyPromptVisible ? (
          <div className={styles.card}>
            <p className={styles.cardText}>{copy.prequalifyText}</p>
            <Button
              href={prequalifyHref}
              external
              size="small"
              variant="primary"
              aria-label={`${copy.prequalifyButton} (${copy.opensInNewTab})`}
              onClick={() => {
                dispatch({ type: 'prequalifyClicked' });
                onEvent?.('prequalify_clicked');
                input.current?.focus();
              }}
            >
              {copy.prequalifyButton}
            </Button>
          </div>
        ) : null}
      </div>

      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>

      <form className={styles.composer} onSubmit={onSubmit}>
        <label htmlFor={`${id}-input`} className={visuallyHidden}>
          {copy.inputLabel}
        </label>
        <textarea
          ref={input}
          id={`${id}-input`}
          className={styles.textarea}
          rows={1}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder={copy.placeholder}
          value={draft}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={styles.send} aria-label={copy.send} disabled={!canSend}>
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M3 10 17 3l-4 14-3-6z" fill="currentColor" />
          </svg>
        </button>
        <p id={`${id}-hint`} className={styles.hint}>
          {copy.inputHint}
        </p>
      </form>
    </dialog>
  );
}
