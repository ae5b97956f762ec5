import { chatReducer, initialChatState, type ChatState } from './chatState';

const lead = { name: 'Ana', email: 'ana@example.com', phone: '3055550123', propertyType: 'refinance' as const };

describe('chatReducer', () => {
  it('greets once', () => {
    const greeted = chatReducer(initialChatState, { type: 'greet', text: 'Hi', now: 1 });
    expect(chatReducer(greeted, { type: 'greet', text: 'Hi', now: 2 }).messages).toHaveLength(1);
  });

  it('ignores blank messages and messages sent while a reply is pending', () => {
    const blank = chatReducer(initialChatState, { type: 'userMessage', text: '  ', now: 1 });
    expect(blank).toBe(initialChatState);
    const sent = chatReducer(initialChatState, { type: 'userMessage', text: ' hi ', now: 1 });
    expect(sent).toMatchObject({ pending: true, userMessages: 1 });
    expect(sent.messages[0]).toMatchObject({ sender: 'user', text: 'hi' });
    expect(chatReducer(sent, { type: 'userMessage', text: 'again', now: 2 })).toBe(sent);
  });

  it('keeps the session id until a reply names a new one', () => {
    const pending: ChatState = { ...initialChatState, pending: true, sessionId: 's1' };
    expect(chatReducer(pending, { type: 'botReply', text: 'ok', now: 1 }).sessionId).toBe('s1');
    expect(chatReducer(pending, { type: 'botReply', text: 'ok', sessionId: 's2', now: 1 }).sessionId).toBe('s2');
    expect(chatReducer(pending, { type: 'botError', text: 'no', now: 1 })).toMatchObject({
      pending: false,
      sessionId: 's1',
    });
  });

  it('never shows the lead form once a lead was given', () => {
    const withLead = { ...initialChatState, lead };
    expect(chatReducer(withLead, { type: 'showLeadForm' }).leadFormVisible).toBe(false);
    const stored = chatReducer(
      { ...initialChatState, leadFormVisible: true },
      { type: 'leadStored', lead, thankYou: 'Thanks', now: 1 },
    );
    expect(stored).toMatchObject({ lead, leadFormVisible: false });
    expect(stored.messages.at(-1)).toMatchObject({ sender: 'bot', text: 'Thanks' });
  });

  it('shows the pre-qualification prompt once, and not over the lead form', () => {
    const overForm = { ...initialChatState, leadFormVisible: true };
    expect(chatReducer(overForm, { type: 'showPrequalifyPrompt' })).toBe(overForm);
    const shown = chatReducer(initialChatState, { type: 'showPrequalifyPrompt' });
    expect(shown).toMatchObject({ prequalifyPromptVisible: true, prequalifyPromptShown: true });
    const clicked = chatReducer(shown, { type: 'prequalifyClicked' });
    expect(clicked.prequalifyPromptVisible).toBe(false);
    expect(chatReducer(clicked, { type: 'showPrequalifyPrompt' })).toBe(clicked);
  });
});
