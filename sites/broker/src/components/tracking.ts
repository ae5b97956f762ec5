import * as React from 'react';
import { trackCalculatorUse, trackProgramInterest, isRouteKey, type Language } from '@broker/core';

/** Records interest in a loan program (its article's route key) when its card is clicked. */
export function trackProgramClick(program: string, language: Language): void {
  if (typeof window === 'undefined' || !isRouteKey(program)) return;
  trackProgramInterest(window, { program, language });
}

/** The calculator journey, recorded once per page view when the visitor first changes an input. */
export function useCalculatorJourney(language: Language) {
  const recorded = React.useRef(false);
  return React.useCallback(() => {
    if (recorded.current) return;
    recorded.current = true;
    trackCalculatorUse(window, { language, page: window.location.pathname });
  }, [language]);
}
