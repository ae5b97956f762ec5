import { isChatAnswer, readFieldErrors, readLeadId, readRetryAfter } from './answers';

describe('server answers', () => {
  it('keeps only string field messages', () => {
    expect(readFieldErrors({ fieldErrors: { email: 'Bad e-mail', phone: 3 } })).toEqual({ email: 'Bad e-mail' });
    expect(readFieldErrors({ fieldErrors: ['email'] })).toEqual({});
    expect(readFieldErrors('error')).toEqual({});
  });

  it('reads the lead id when there is one', () => {
    expect(readLeadId({ ok: true, leadId: 'lead_1' })).toBe('lead_1');
    expect(readLeadId({ ok: true, leadId: 7 })).toBeNull();
    expect(readLeadId(null)).toBeNull();
  });

  it('reads the wait from Retry-After seconds, then the body, then a default', () => {
    expect(readRetryAfter('30', {})).toBe(30);
    expect(readRetryAfter('Wed, 21 Oct 2025 07:28:00 GMT', { retryAfterSeconds: 12.2 })).toBe(13);
    expect(readRetryAfter(null, { retryAfterSeconds: -1 })).toBe(60);
    expect(readRetryAfter(null, undefined, 15)).toBe(15);
  });

  it('recognises a chat answer', () => {
    expect(isChatAnswer({ response: 'Hi', sessionId: 's1' })).toBe(true);
    expect(isChatAnswer({ response: 'Hi' })).toBe(false);
    expect(isChatAnswer([])).toBe(false);
  });
});
