import { useEffect, useRef } from 'react';
import { mq } from '../../theme/tokens';
import { launcher, icon } from './ChatLauncher.css';

export interface ChatLauncherProps {
  /** Whether the chat window is open. */
  open: boolean;
  /** Accessible name, e.g. "Mortgage assistant chat"; aria-expanded tells whether it is open. */
  label: string;
  onClick: () => void;
  /** Hover or focus: a good moment to start loading the chat window's code. */
  onIntent?: () => void;
  /** The chat window's code is loading. */
  busy?: boolean;
}

/**
 * The floating button that opens the mortgage assistant. Light on purpose: the chat window itself
 * is loaded when this is first used.
 */
export function ChatLauncher({ open, label, onClick, onIntent, busy = false }: ChatLauncherProps) {
  const button = useRef<HTMLButtonElement>(null);

  // A control of the page that takes focus under the launcher is scrolled clear of it (the root's
  // scroll padding keeps the launcher's band free), so the visitor sees what they are typing in.
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      const self = button.current;
      if (!(target instanceof HTMLElement) || !self || self.contains(target) || target.closest('dialog')) return;
      const a = target.getBoundingClientRect();
      const b = self.getBoundingClientRect();
      if (a.right <= b.left || a.left >= b.right || a.bottom <= b.top || a.top >= b.bottom) return;
      const still = window.matchMedia?.(mq.reducedMotion).matches ?? false;
      target.scrollIntoView?.({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);

  return (
    <button
      ref={button}
      type="button"
      className={launcher}
      aria-label={label}
      aria-expanded={open}
      aria-busy={busy || undefined}
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      <svg className={icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {open ? (
          <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        ) : (
          <path
            d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4A2.5 2.5 0 0 1 4 13.5z M8 8.5h8M8 11.5h5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        )}
      </svg>
    </button>
  );
}
