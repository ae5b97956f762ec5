/** @jest-environment jsdom */
import { EARLY_CLICKS_SCRIPT, replayEarlyClicks, stopRecordingEarlyClicks } from './earlyClicks';

describe('clicks before hydration', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <button type="button" id="chat"><svg><path id="icon"></path></svg></button>
      <button type="button" id="menu">Menu</button>
      <form><button type="submit" id="send">Send</button></form>
      <a href="#x" id="link">Link</a>`;
    delete (window as unknown as { __earlyClicks?: unknown }).__earlyClicks;
    // The inline script as the page runs it, before any bundle.
    window.eval(EARLY_CLICKS_SCRIPT);
  });

  const byId = (id: string) => document.getElementById(id)!;

  it('replays the buttons clicked before hydration, in order, once React handles them', () => {
    byId('icon').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    byId('menu').click();
    stopRecordingEarlyClicks();

    const handled: string[] = [];
    byId('chat').addEventListener('click', () => handled.push('chat'));
    byId('menu').addEventListener('click', () => handled.push('menu'));
    expect(replayEarlyClicks()).toBe(2);
    expect(handled).toEqual(['chat', 'menu']);
    // Each is replayed once.
    expect(replayEarlyClicks()).toBe(0);
    expect(handled).toEqual(['chat', 'menu']);
  });

  it('leaves links and submit buttons to the browser, and clicks after hydration starts to React', () => {
    byId('send').addEventListener('click', (event) => event.preventDefault());
    byId('send').click();
    byId('link').click();
    stopRecordingEarlyClicks();
    byId('menu').click();
    expect(replayEarlyClicks()).toBe(0);
  });

  it('skips a button that is no longer on the page', () => {
    byId('chat').click();
    stopRecordingEarlyClicks();
    byId('chat').remove();
    expect(replayEarlyClicks()).toBe(0);
  });

  it('does nothing on a page without the recorder', () => {
    delete (window as unknown as { __earlyClicks?: unknown }).__earlyClicks;
    expect(() => stopRecordingEarlyClicks()).not.toThrow();
    expect(replayEarlyClicks()).toBe(0);
  });
});
