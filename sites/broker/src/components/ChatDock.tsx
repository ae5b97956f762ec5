import * as React from 'react';
import { pathFor, type Language } from '@broker/core';
import { ChatLauncher } from '@broker/ui/components/ChatLauncher';
import { useUiStrings } from '../lib/pageStrings';

const loadWindow = () => import(/* webpackChunkName: "chat-window" */ './ChatWindow');
const ChatWindow = React.lazy(loadWindow);

/** The floating chat button on every page; the chat window's code loads on first use. */
export function ChatDock({ language }: { language: Language }) {
  const strings = useUiStrings();
  const [requested, setRequested] = React.useState(false);
  const [open, setOpen] = React.useState(false);
  const launcher = React.useRef<HTMLDivElement>(null);
  const close = React.useCallback(() => {
    setOpen(false);
    launcher.current?.querySelector('button')?.focus();
  }, []);
  return (
    <div ref={launcher}>
      <ChatLauncher
        open={open}
        label={strings.chatLauncher}
        onIntent={() => void loadWindow()}
        onClick={() => {
          setRequested(true);
          setOpen((value) => !value);
        }}
      />
      {requested ? (
        <React.Suspense fallback={null}>
          <ChatWindow
            language={language}
            open={open}
            onClose={close}
            prequalifyHref={`${pathFor('home', language)}#prequalify`}
          />
        </React.Suspense>
      ) : null}
    </div>
  );
}
