import * as React from 'react';
import type { Language, LeadScenario, PrequalificationFormValues } from '@broker/core';
import { ChatDock } from './ChatDock';

/** What a calculator hands the dialog: values to fill in and the scenario to send with the lead. */
export interface PrequalifyRequest {
  initialValues?: Partial<PrequalificationFormValues>;
  scenario?: LeadScenario;
}

interface PrequalifyApi {
  /** Opens the pre-qualification dialog; focus returns to `opener` when it closes. */
  open(opener?: HTMLElement | null, request?: PrequalifyRequest): void;
}

const PrequalifyContext = React.createContext<PrequalifyApi>({ open: () => undefined });

export function usePrequalify(): PrequalifyApi {
  return React.useContext(PrequalifyContext);
}

// The dialog's code loads only when a visitor first asks for it.
const PrequalifyDialog = React.lazy(() => import(/* webpackChunkName: "prequalify-dialog" */ './PrequalifyDialog'));

export interface PrequalifyProviderProps {
  language: Language;
  path: string;
  children: React.ReactNode;
}

/** Owns the pre-qualification dialog of the page: any call to action can open it. */
export function PrequalifyProvider({ language, path, children }: PrequalifyProviderProps) {
  const [state, setState] = React.useState<{ requested: boolean; open: boolean; request?: PrequalifyRequest }>({
    requested: false,
    open: false,
  });
  const opener = React.useRef<HTMLElement | null>(null);
  const api = React.useMemo<PrequalifyApi>(
    () => ({
      open(element, request) {
        opener.current = element ?? (document.activeElement as HTMLElement | null);
        setState({ requested: true, open: true, request });
      },
    }),
    [],
  );
  const close = React.useCallback(() => {
    setState((s) => ({ ...s, open: false }));
    const target = opener.current;
    if (target && document.contains(target)) window.setTimeout(() => target.focus(), 0);
  }, []);
  return (
    <PrequalifyContext.Provider value={api}>
      {children}
      {state.requested ? (
        <React.Suspense fallback={null}>
          <PrequalifyDialog
            language={language}
            path={path}
            open={state.open}
            onClose={close}
            initialValues={state.request?.initialValues}
            scenario={state.request?.scenario}
          />
        </React.Suspense>
      ) : null}
    </PrequalifyContext.Provider>
  );
}

/** `#prequalify` in the address opens the dialog after 100 ms, then leaves the address clean. */
export function usePrequalifyHash(): void {
  const { open } = usePrequalify();
  React.useEffect(() => {
    if (window.location.hash !== '#prequalify') return undefined;
    const timer = window.setTimeout(() => {
      open(null);
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    }, 100);
    return () => window.clearTimeout(timer);
  }, [open]);
}

/** The floating chat button; the chat window's code loads on first use. */
export function SiteOverlays({ language }: { language: Language }) {
  return <ChatDock language={language} />;
}
