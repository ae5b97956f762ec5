import * as React from 'react';
import type { Language } from '@broker/core';
import { track } from '../lib/track';

/** Records interest in a loan program, by its article's key, when its card is clicked. */
export function trackProgramClick(program: string, language: Language): void {
  track((t, win) => t.trackProgramInterest(win, { program, language }));
}

/** The calculator journey, recorded once per page view when the visitor first changes an input. */
export function useCalculatorJourney(language: Language) {
  const recorded = React.useRef(false);
  return React.useCallback(() => {
    if (recorded.current) return;
    recorded.current = true;
    track((t, win) => t.trackCalculatorUse(win, { language, page: win.location.pathname }));
  }, [language]);
}
