import { createChatClient, type ApiResult, type ChatAnswer, type ChatRequestField } from '@broker/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { lazy, Suspense, useState } from 'react';
import { uiCopy } from '../../copy';
import { sampleConsent, samplePhone } from '../../fixtures/sample';
import { mq } from '../../theme/tokens';
import { ChatLauncher } from '../ChatLauncher/ChatLauncher';
import { ChatWidget, LEAD_FORM_DELAY_MS, PREQUALIFY_PROMPT_DELAY_MS, type ChatWidgetProps } from './ChatWidget';

type Reply = ApiResult<ChatAnswer, ChatRequestField>;
const reply = (response: string, sessionId = 'session-1'): Reply => ({ ok: true, data: { response, sessionId } });

function Harness(props: Partial<ChatWidgetProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <ChatLauncher open={open} label={uiCopy.en.chatLauncher} onClick={() => setOpen((value) => !value)} />
      <ChatWidget
        language="en"
        open={open}
        onClose={() => setOpen(false)}
        copy={uiCopy.en.chat}
        phone={samplePhone}
        prequalifyHref="/#prequalify"
        sendMessage={async () => reply('Happy to help.')}
        captureLead={async () => ({ ok: true, data: { leadId: 'lead-1' } })}
        endConversation={async () => ({ ok: true, data: null })}
        consent={sampleConsent.en}
        {...props}
      />
    </>
  );
}

const setup = (props: Partial<ChatWidgetProps> = {}, options: { fakeTimers?: boolean } = {}) => {
  const user = options.fakeTimers ? userEvent.setup({ advanceTimers: jest.advanceTimersByTime }) : userEvent.setup();
  const view = render(<Harness {...props} />);
  return { user, ...view };
};

const openChat = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Mortgage assistant chat' }));
  return screen.getByRole('dialog', { name: 'Mortgage Assistant' });
};

const messages = () => within(screen.getByRole('log', { name: 'Conversation' })).getAllByRole('listitem');
const input = () => screen.getByRole('textbox', { name: 'Your message' });

describe('ChatWidget', () => {
  afterEach(() => jest.useRealTimers());

  it('opens from the launcher with the greeting and focus in the message box', async () => {
    const onEvent = jest.fn();
    const { user } = setup({ onEvent });
    const launcher = screen.getByRole('button', { name: 'Mortgage assistant chat' });
    expect(launcher).toHaveAttribute('aria-expanded', 'false');
    const dialog = await openChat(user);
    expect(launcher).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).not.toHaveAttribute('aria-modal', 'true');
    const avatar = dialog.querySelector('svg[data-icon="house"]');
    expect(avatar).toHaveAttribute('aria-hidden', 'true');
    expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent(/^Mortgage Assistant$/);
    expect(messages()).toHaveLength(1);
    expect(messages()[0]).toHaveTextContent(/Assistant: Hi! I'm the mortgage assistant/);
    expect(input()).toHaveFocus();
    expect(onEvent).toHaveBeenCalledWith('chat_opened');
  });

  it('sends on Enter, adds a new line on Shift+Enter and ignores blank text', async () => {
    const sendMessage = jest.fn(async () => reply('Rates change daily.'));
    const { user } = setup({ sendMessage });
    await openChat(user);
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await user.type(input(), '   {Enter}');
    expect(sendMessage).not.toHaveBeenCalled();
    await user.clear(input());
    await user.type(input(), 'What rates{Shift>}{Enter}{/Shift}do you offer?');
    expect(input()).toHaveValue('What rates\ndo you offer?');
    await user.keyboard('{Enter}');
    expect(sendMessage).toHaveBeenCalledWith({
      message: 'What rates\ndo you offer?',
      sessionId: null,
      userInfo: null,
      language: 'en',
    });
    expect(input()).toHaveValue('');
    expect(await screen.findByText('Rates change daily.')).toBeInTheDocument();
    expect(messages().map((item) => item.textContent)).toEqual([
      expect.stringContaining('Hi!'),
      'You: What rates\ndo you offer?',
      'Assistant: Rates change daily.',
    ]);
  });

  it('blocks sending while a reply is pending and keeps the session id it is given', async () => {
    let answer!: (value: Reply) => void;
    const sendMessage = jest.fn(() => new Promise<Reply>((resolve) => (answer = resolve)));
    const { user } = setup({ sendMessage });
    await openChat(user);
    await user.type(input(), 'First{Enter}');
    expect(screen.getByText('The assistant is typing…')).toHaveAttribute('role', 'status');
    await user.type(input(), 'Second{Enter}');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    expect(sendMessage).toHaveBeenCalledTimes(1);
    await act(async () => answer(reply('One moment.', 'abc123')));
    await user.keyboard('{Enter}');
    expect(sendMessage).toHaveBeenCalledTimes(2);
    expect(sendMessage).toHaveBeenLastCalledWith(expect.objectContaining({ message: 'Second', sessionId: 'abc123' }));
  });

  it('renders bot text as text, turning only its site and phone links into links', async () => {
    const { user } = setup({
      sendMessage: async () =>
        reply('<img src=x onerror="alert(1)"> See our [Calculator](/calculator) or [evil](javascript:alert(1)).'),
    });
    await openChat(user);
    await user.type(input(), 'hi{Enter}');
    const answer = await screen.findByText(/onerror/);
    expect(answer.querySelector('img')).toBeNull();
    expect(answer).toHaveTextContent(
      '<img src=x onerror="alert(1)"> See our Calculator or [evil](javascript:alert(1)).',
    );
    // Page links open in a new tab: following one leaves the conversation open here.
    const calculator = within(answer).getByRole('link', { name: 'Calculator (opens in a new tab)' });
    expect(calculator).toHaveAttribute('href', '/calculator');
    expect(calculator).toHaveAttribute('target', '_blank');
    expect(within(answer).getAllByRole('link')).toHaveLength(1);
  });

  it('answers a reply without a response and a connection failure with the two error texts', async () => {
    const replies: Reply[] = [
      { ok: false, kind: 'server', status: 200 },
      { ok: false, kind: 'network' },
    ];
    const { user } = setup({ sendMessage: async () => replies.shift()! });
    await openChat(user);
    await user.type(input(), 'one{Enter}');
    expect(
      await screen.findByText("I'm sorry, I couldn't process your request. Please try again."),
    ).toBeInTheDocument();
    await user.type(input(), 'two{Enter}');
    const failure = await screen.findByText(/trouble connecting to our AI service/);
    expect(failure).toHaveTextContent(
      "I'm sorry, I'm having trouble connecting to our AI service. Please try again later or call us at (305) 555-0142 for immediate assistance.",
    );
    expect(within(failure).getByRole('link', { name: '(305) 555-0142' })).toHaveAttribute('href', 'tel:+13055550142');
  });

  it('shows the lead form 2 seconds after the first message, then thanks the visitor by name', async () => {
    jest.useFakeTimers();
    const captureLead = jest.fn(async () => ({ ok: true as const, data: { leadId: 'lead-7' } }));
    const onEvent = jest.fn();
    const { user } = setup({ captureLead, onEvent }, { fakeTimers: true });
    await openChat(user);
    await user.type(input(), 'I want to buy a condo{Enter}');
    act(() => {
      jest.advanceTimersByTime(LEAD_FORM_DELAY_MS - 1);
    });
    expect(screen.queryByRole('form', { name: 'Get personalized help' })).not.toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    const form = screen.getByRole('form', { name: 'Get personalized help' });
    expect(screen.getByText('Get personalized help', { selector: '[role="status"]' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Name/ })).toBeRequired();
    expect(within(form).getByRole('textbox', { name: /Email/ })).toHaveAttribute('type', 'email');
    expect(within(form).getByRole('textbox', { name: /Phone/ })).toHaveAttribute('type', 'tel');
    expect(within(form).getByRole('combobox', { name: /Property Type/ })).toBeRequired();
    expect(within(form).getByRole('textbox', { name: 'Loan Amount (optional)' })).not.toBeRequired();
    expect(within(form).getByRole('combobox', { name: 'Credit Score (optional)' })).not.toBeRequired();
    expect(
      within(within(form).getByRole('combobox', { name: /Property Type/ }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select property type', 'Primary Residence', 'Investment Property', 'Second Home', 'Refinance']);

    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Ana Torres');
    await user.type(within(form).getByRole('textbox', { name: /Email/ }), 'ana@example.com');
    await user.type(within(form).getByRole('textbox', { name: /Phone/ }), '305 555 0123');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Property Type/ }), 'second-home');
    expect(within(form).getByText(/By submitting, you ask Grove Harbor Mortgage/)).toBeInTheDocument();
    const box = within(form).getByRole('checkbox', {
      name: /^Optional: .* automated technology or prerecorded or artificial voice messages\. Consent is not a condition/,
    });
    expect(box).not.toBeChecked();
    expect(box).not.toBeRequired();
    await user.click(box);
    const submit = within(form).getByRole('button', { name: 'Submit' });
    expect(submit).toHaveAccessibleDescription(
      /^By submitting, you ask Grove Harbor Mortgage .* See our Privacy Policy/,
    );
    await user.click(submit);

    expect(captureLead).toHaveBeenCalledWith({
      sessionId: 'session-1',
      language: 'en',
      consentVersion: 'en-2026-11-27',
      automatedContact: true,
      userInfo: {
        name: 'Ana Torres',
        email: 'ana@example.com',
        phone: '305 555 0123',
        propertyType: 'second-home',
        loanAmount: '',
        creditScore: '',
        timeline: '',
      },
    });
    expect(await screen.findByText(/Thank you, Ana Torres!/)).toHaveTextContent('about your second home plans');
    expect(screen.queryByRole('form', { name: 'Get personalized help' })).not.toBeInTheDocument();
    // The thank-you takes the focus the form had, from the log that reads it out.
    const thanks = messages().at(-1)!;
    expect(thanks).toHaveTextContent(/Thank you, Ana Torres!/);
    expect(thanks).toHaveAttribute('tabindex', '-1');
    expect(thanks).toHaveFocus();
    expect(onEvent).toHaveBeenCalledWith('lead_form_submitted');
  });

  it('opens the lead form with the details typed into the chat, and shows what the server did with a correction', async () => {
    const sendMessage = jest.fn(async (): Promise<Reply> => ({
      ok: true,
      data: {
        response: 'Please check your details.',
        sessionId: 's1',
        contactForm: { name: 'Ana Pérez', phone: '305-555-0199' },
      },
    }));
    const captureLead = jest.fn(async () => ({
      ok: true as const,
      data: { leadId: 'lead-2', response: 'I replaced the details you sent earlier.' },
    }));
    const lead = {
      name: 'Ana',
      email: 'ana@example.com',
      phone: '3055550100',
      propertyType: 'primary-residence' as const,
      loanAmount: '',
      creditScore: '' as const,
      timeline: '' as const,
    };
    const { user } = setup({ sendMessage, captureLead, initialState: { lead } });
    await openChat(user);
    await user.type(input(), 'me llamo Ana Pérez, 305-555-0199{Enter}');
    const form = await screen.findByRole('form', { name: uiCopy.en.chat.lead.title });
    expect(within(form).getByRole('textbox', { name: /name/i })).toHaveValue('Ana Pérez');
    expect(within(form).getByRole('textbox', { name: /phone/i })).toHaveValue('305-555-0199');
    // What the visitor sent before stays; what they typed now replaces it.
    expect(within(form).getByRole('textbox', { name: /email/i })).toHaveValue('ana@example.com');
    expect(within(form).getByRole('combobox', { name: /property type/i })).toHaveValue('primary-residence');
    await user.click(within(form).getByRole('button', { name: uiCopy.en.chat.lead.submit }));
    expect(captureLead).toHaveBeenCalledWith(
      expect.objectContaining({ userInfo: expect.objectContaining({ name: 'Ana Pérez', phone: '305-555-0199' }) }),
    );
    expect(await screen.findByText('I replaced the details you sent earlier.')).toBeInTheDocument();
    expect(messages().at(-1)).toHaveFocus();
  });

  it('checks the lead form with the server’s schema on submit, in the page’s language, without the browser’s bubbles', async () => {
    const fetch = jest.fn();
    const client = createChatClient({ fetch });
    const user = userEvent.setup();
    render(
      <ChatWidget
        language="es"
        open
        onClose={() => {}}
        copy={uiCopy.es.chat}
        phone={samplePhone}
        prequalifyHref="/es#prequalify"
        sendMessage={async () => reply('Con gusto le ayudo.')}
        captureLead={client.captureChatLead}
        endConversation={async () => ({ ok: true, data: null })}
        consent={sampleConsent.es}
        initialState={{ sessionId: 'session-1', leadFormVisible: true }}
      />,
    );
    const form = screen.getByRole('form', { name: 'Reciba ayuda personalizada' });
    expect(form).toHaveProperty('noValidate', true);
    const name = within(form).getByRole('textbox', { name: /^Nombre/ });
    const email = within(form).getByRole('textbox', { name: /^Correo electrónico/ });
    expect(name).toBeRequired();
    await user.type(email, 'ana@');
    await user.type(within(form).getByRole('textbox', { name: /^Teléfono/ }), '305 555 0123');
    await user.click(within(form).getByRole('button', { name: uiCopy.es.chat.lead.submit }));

    expect(await within(form).findByText('Escriba su nombre.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Escriba su nombre.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/^Escriba un correo electrónico válido/);
    expect(within(form).getByRole('combobox', { name: /^Tipo de propiedad/ })).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(name).toHaveFocus());
    expect(fetch).not.toHaveBeenCalled();
    expect(email).toHaveValue('ana@');
    expect(within(form).getByRole('textbox', { name: /^Teléfono/ })).toHaveValue('305 555 0123');
  });

  it('keeps the lead form and says so when the details could not be sent', async () => {
    jest.useFakeTimers();
    const { user } = setup({ captureLead: async () => ({ ok: false, kind: 'network' }) }, { fakeTimers: true });
    await openChat(user);
    await user.type(input(), 'hello{Enter}');
    act(() => {
      jest.advanceTimersByTime(LEAD_FORM_DELAY_MS);
    });
    const form = screen.getByRole('form', { name: 'Get personalized help' });
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Ana');
    await user.type(within(form).getByRole('textbox', { name: /Email/ }), 'ana@example.com');
    await user.type(within(form).getByRole('textbox', { name: /Phone/ }), '305 555 0123');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Property Type/ }), 'refinance');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText(/couldn't send your details/)).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: '(305) 555-0142' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /Name/ })).toHaveValue('Ana');
    // The error line takes focus (the disabled button had it), so it is read out.
    const status = within(form).getByRole('status');
    expect(status).toHaveTextContent(/couldn't send your details/);
    expect(status).toHaveAttribute('tabindex', '-1');
    expect(status).toHaveFocus();
    expect(within(form).getByRole('textbox', { name: /Email/ })).toHaveValue('ana@example.com');
  });

  it('hides the lead form with Skip for Now', async () => {
    jest.useFakeTimers();
    const { user } = setup({}, { fakeTimers: true });
    await openChat(user);
    await user.type(input(), 'hello{Enter}');
    act(() => {
      jest.advanceTimersByTime(LEAD_FORM_DELAY_MS);
    });
    await user.click(screen.getByRole('button', { name: 'Skip for Now' }));
    expect(screen.queryByRole('form', { name: 'Get personalized help' })).not.toBeInTheDocument();
    expect(input()).toHaveFocus();
  });

  it('offers pre-qualification 1 second after the third message, once, in a new tab', async () => {
    jest.useFakeTimers();
    const onEvent = jest.fn();
    const { user } = setup(
      {
        onEvent,
        initialState: { lead: { name: 'Ana', email: 'a@example.com', phone: '1', propertyType: 'refinance' } },
      },
      { fakeTimers: true },
    );
    await openChat(user);
    for (const text of ['one', 'two', 'three']) {
      await user.type(input(), `${text}{Enter}`);
      await screen.findByText(`${text}`);
      await act(async () => {});
    }
    expect(screen.queryByRole('link', { name: /Get Pre-Qualified/ })).not.toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(PREQUALIFY_PROMPT_DELAY_MS);
    });
    const link = screen.getByRole('link', { name: 'Get Pre-Qualified (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/#prequalify');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(screen.queryByRole('link', { name: /Get Pre-Qualified/ })).not.toBeInTheDocument();
    expect(onEvent).toHaveBeenCalledWith('prequalify_clicked');

    await user.type(input(), `four{Enter}`);
    act(() => {
      jest.advanceTimersByTime(PREQUALIFY_PROMPT_DELAY_MS * 2);
    });
    expect(screen.queryByRole('link', { name: /Get Pre-Qualified/ })).not.toBeInTheDocument();
  });

  it('ends the conversation when closed, then returns focus to the launcher', async () => {
    const endConversation = jest.fn(async () => ({ ok: true }));
    const { user } = setup({ endConversation });
    await openChat(user);
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(endConversation).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Mortgage assistant chat' })).toHaveFocus();

    await openChat(user);
    await user.type(input(), 'hello{Enter}');
    await screen.findByText('Happy to help.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(endConversation).toHaveBeenCalledWith({ sessionId: 'session-1', userInfo: null, language: 'en' });
    expect(screen.getByRole('button', { name: 'Mortgage assistant chat' })).toHaveFocus();
  });

  describe('on narrow and wide screens', () => {
    const original = window.matchMedia;
    /** A screen as wide as `narrow` says, with `reduce` for reduced motion; `turn` changes its width. */
    function screenOf(options: { narrow: boolean; reduce?: boolean }) {
      const listeners = new Set<() => void>();
      let narrow = options.narrow;
      window.matchMedia = ((query: string) => ({
        get matches() {
          if (query === mq.narrow) return narrow;
          return query === mq.reducedMotion ? options.reduce === true : false;
        },
        media: query,
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      })) as unknown as typeof window.matchMedia;
      return {
        turn(toNarrow: boolean) {
          narrow = toNarrow;
          act(() => listeners.forEach((listener) => listener()));
        },
      };
    }
    afterEach(() => {
      window.matchMedia = original;
      jest.restoreAllMocks();
    });

    it('is a modal dialog on a phone: Escape closes it and focus returns to the launcher', async () => {
      screenOf({ narrow: true });
      const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
      const show = jest.spyOn(HTMLDialogElement.prototype, 'show');
      const { user } = setup();
      const dialog = await openChat(user);
      expect(dialog.tagName).toBe('DIALOG');
      expect(showModal).toHaveBeenCalledTimes(1);
      expect(show).not.toHaveBeenCalled();
      expect(dialog).toHaveAttribute('data-modal');
      expect(input()).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Mortgage assistant chat' })).toHaveFocus();
      expect(showModal).toHaveBeenCalledTimes(1);
    });

    it('stays beside the page on a wide screen, and turns modal when the screen narrows, keeping focus', async () => {
      const display = screenOf({ narrow: false });
      const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
      const { user } = setup();
      const dialog = await openChat(user);
      expect(dialog).toHaveAttribute('open');
      expect(dialog).not.toHaveAttribute('data-modal');
      expect(showModal).not.toHaveBeenCalled();
      await user.type(input(), 'draft');
      display.turn(true);
      expect(showModal).toHaveBeenCalledTimes(1);
      expect(dialog).toHaveAttribute('data-modal');
      expect(input()).toHaveFocus();
      expect(input()).toHaveValue('draft');
      display.turn(false);
      expect(dialog).toHaveAttribute('open');
      expect(dialog).not.toHaveAttribute('data-modal');
      expect(input()).toHaveFocus();
    });

    it.each([
      { reduce: false, behavior: 'smooth' },
      { reduce: true, behavior: 'auto' },
    ])(
      'keeps the visitor’s last message in view when the lead form opens (reduced motion: $reduce)',
      async ({ reduce, behavior }) => {
        screenOf({ narrow: false, reduce });
        const scrollTo = jest.fn();
        Object.defineProperty(HTMLElement.prototype, 'scrollTo', { configurable: true, value: scrollTo });
        try {
          jest.useFakeTimers();
          const { user } = setup({}, { fakeTimers: true });
          await openChat(user);
          await user.type(input(), 'I want to buy a condo{Enter}');
          await screen.findByText('Happy to help.');
          // The conversation is 1,000 px tall in a 300 px window, and the message starts 200 px down.
          const log = screen.getByRole('log', { name: 'Conversation' });
          const scroller = log.parentElement!;
          Object.defineProperty(scroller, 'scrollHeight', { configurable: true, value: 1000 });
          Object.defineProperty(scroller, 'clientHeight', { configurable: true, value: 300 });
          const mine = messages().find((item) => item.textContent?.includes('I want to buy a condo'))!;
          jest.spyOn(mine, 'getBoundingClientRect').mockReturnValue({ top: 200 } as DOMRect);
          scrollTo.mockClear();
          act(() => {
            jest.advanceTimersByTime(LEAD_FORM_DELAY_MS);
          });
          expect(screen.getByRole('form', { name: 'Get personalized help' })).toBeInTheDocument();
          // Not to the end of the form (700), which would push the message out of view.
          expect(scrollTo).toHaveBeenLastCalledWith({ top: 200, behavior });
        } finally {
          delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
        }
      },
    );
  });

  it('ends the conversation once when the page is left with the window open', async () => {
    const endConversation = jest.fn(async () => ({ ok: true }));
    const { user } = setup({ endConversation });
    await openChat(user);
    window.dispatchEvent(new Event('pagehide'));
    expect(endConversation).not.toHaveBeenCalled();

    await user.type(input(), 'hello{Enter}');
    await screen.findByText('Happy to help.');
    window.dispatchEvent(new Event('pagehide'));
    expect(endConversation).toHaveBeenCalledWith({ sessionId: 'session-1', userInfo: null, language: 'en' });
    // Restored from the back-forward cache and closed: the same conversation is not ended again.
    await user.keyboard('{Escape}');
    expect(endConversation).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pagehide'));
    expect(endConversation).toHaveBeenCalledTimes(1);
  });

  it('speaks Spanish', async () => {
    const user = userEvent.setup();
    render(
      <ChatWidget
        language="es"
        open
        onClose={() => {}}
        copy={uiCopy.es.chat}
        phone={samplePhone}
        prequalifyHref="/es#prequalify"
        sendMessage={async () => ({ ok: false, kind: 'network' })}
        captureLead={jest.fn()}
        endConversation={jest.fn()}
        consent={sampleConsent.es}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Asistente hipotecario' });
    expect(dialog).toHaveAttribute('lang', 'es');
    await user.type(screen.getByRole('textbox', { name: 'Su mensaje' }), 'Hola{Enter}');
    expect(await screen.findByText(/problemas para conectarme/)).toHaveTextContent('llámenos al (305) 555-0142');
  });

  it('has no axe violations with messages, the lead form and the prompt', async () => {
    const { container } = render(
      <ChatWidget
        language="en"
        open
        onClose={() => {}}
        copy={uiCopy.en.chat}
        phone={samplePhone}
        prequalifyHref="/#prequalify"
        sendMessage={jest.fn()}
        captureLead={jest.fn()}
        endConversation={jest.fn()}
        consent={sampleConsent.en}
        initialState={{
          messages: [
            { id: '1', sender: 'bot', text: 'Hi! How can I help?', timestamp: 1 },
            { id: '2', sender: 'user', text: 'Jumbo loans?', timestamp: 2 },
            { id: '3', sender: 'bot', text: 'See [Jumbo Loans](/articles/jumbo-loans-miami).', timestamp: 3 },
          ],
          userMessages: 1,
          leadFormVisible: true,
          prequalifyPromptVisible: true,
        }}
      />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('ChatLauncher', () => {
  it('loads the chat window on first use', async () => {
    const load = jest.fn(() => import('./index'));
    const LazyChat = lazy(load);
    function Site() {
      const [open, setOpen] = useState(false);
      const [used, setUsed] = useState(false);
      return (
        <>
          <ChatLauncher
            open={open}
            label="Mortgage assistant chat"
            onClick={() => {
              setUsed(true);
              setOpen((value) => !value);
            }}
          />
          {used ? (
            <Suspense fallback={null}>
              <LazyChat
                language="en"
                open={open}
                onClose={() => setOpen(false)}
                copy={uiCopy.en.chat}
                phone={samplePhone}
                prequalifyHref="/#prequalify"
                sendMessage={jest.fn()}
                captureLead={jest.fn()}
                endConversation={jest.fn()}
                consent={sampleConsent.en}
              />
            </Suspense>
          ) : null}
        </>
      );
    }
    render(<Site />);
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Mortgage assistant chat' }));
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('dialog', { name: 'Mortgage Assistant' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mortgage assistant chat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('scrolls a field that takes focus under it clear of it, and leaves one elsewhere alone', async () => {
    render(
      <>
        <input aria-label="Phone" />
        <input aria-label="Email" />
        <ChatLauncher open={false} label="Mortgage assistant chat" onClick={() => {}} />
      </>,
    );
    const rect = (top: number, left: number, width: number, height: number) =>
      ({ top, left, right: left + width, bottom: top + height, width, height }) as DOMRect;
    const launcher = screen.getByRole('button', { name: 'Mortgage assistant chat' });
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    jest.spyOn(launcher, 'getBoundingClientRect').mockReturnValue(rect(595, 303, 60, 60));
    jest.spyOn(phone, 'getBoundingClientRect').mockReturnValue(rect(619, 20, 335, 48));
    jest.spyOn(email, 'getBoundingClientRect').mockReturnValue(rect(300, 20, 335, 48));
    const scrolled: Element[] = [];
    const scrollIntoView = jest.fn(function (this: Element) {
      scrolled.push(this);
    });
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', { configurable: true, value: scrollIntoView });
    try {
      act(() => email.focus());
      expect(scrollIntoView).not.toHaveBeenCalled();
      act(() => phone.focus());
      expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'nearest' }));
      expect(scrolled).toEqual([phone]);
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
      jest.restoreAllMocks();
    }
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <ChatLauncher open={false} label="Chat con el asistente hipotecario" onClick={() => {}} />,
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
