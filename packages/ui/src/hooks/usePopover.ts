import { useEffect, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';

const supportsPopover = (el: HTMLElement | null): el is HTMLElement =>
  Boolean(el && typeof el.showPopover === 'function');

/**
 * Keeps a `popover` element and React's `open` state in step. Before the scripts run, the browser
 * alone opens and closes the popover (its button's `popovertarget`), so a tap works as soon as the
 * HTML is there; once they run, a popover opened earlier is adopted, the browser's own closing
 * (Escape, a tap outside) updates `open`, and changes of `open` show or hide the popover.
 * Returns whether the scripts have taken over (false in the server's HTML and while hydrating).
 */
export function usePopover(
  ref: RefObject<HTMLElement>,
  open: boolean,
  setOpen: Dispatch<SetStateAction<boolean>>,
): boolean {
  const [scripted, setScripted] = useState(false);
  useEffect(() => {
    setScripted(true);
    const el = ref.current;
    if (!supportsPopover(el)) return undefined;
    if (el.matches(':popover-open')) setOpen(true);
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === 'open');
    el.addEventListener('toggle', onToggle);
    return () => el.removeEventListener('toggle', onToggle);
  }, [ref, setOpen]);

  const shown = useRef(open);
  useEffect(() => {
    if (shown.current === open) return;
    shown.current = open;
    const el = ref.current;
    if (!supportsPopover(el) || el.matches(':popover-open') === open) return;
    if (open) el.showPopover();
    else el.hidePopover();
  }, [ref, open]);
  return scripted;
}
