/**
 * Taps that land before the page's scripts run. The server-rendered page is visible and its buttons
 * look ready well before React has hydrated it (seconds on a slow phone), and a click on a button
 * then does nothing: the chat launcher, a "get pre-qualified" button or the phone menu would ignore
 * the visitor. This inline script, first in the head, records every click on a `type="button"`
 * button until hydration starts; once React owns the page (which replays clicks during hydration
 * itself), the layout clicks the recorded buttons again, in order, so each does what it was asked.
 * Links and form submission work without scripts and are left alone.
 */
export const EARLY_CLICKS_SCRIPT =
  '(function(){var q=[];function r(e){var b=e.target&&e.target.closest&&e.target.closest(\'button[type="button"]\');' +
  'if(b)q.push(b)}document.addEventListener("click",r,true);' +
  'window.__earlyClicks={stop:function(){document.removeEventListener("click",r,true)},' +
  'take:function(){return q.splice(0)}}})();';

interface EarlyClicks {
  stop(): void;
  take(): Element[];
}

const recorder = (): EarlyClicks | undefined => (window as unknown as { __earlyClicks?: EarlyClicks }).__earlyClicks;

/** Stops recording: called just before React attaches its own event handling to the page. */
export function stopRecordingEarlyClicks(): void {
  recorder()?.stop();
}

/** Clicks again, in order, the buttons clicked before hydration that are still on the page. */
export function replayEarlyClicks(): number {
  const clicks = recorder()?.take() ?? [];
  let replayed = 0;
  for (const button of clicks) {
    if (button instanceof HTMLElement && button.isConnected) {
      button.click();
      replayed += 1;
    }
  }
  return replayed;
}
