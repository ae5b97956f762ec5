import { useCallback, useId, useState } from 'react';

export interface UseDisclosureOptions {
  defaultOpen?: boolean;
  id?: string;
}

/**
 * Open/closed state of a button and the content it controls, with the ARIA wiring the two need.
 * The view spreads `buttonProps` on the button and `contentProps` on the content.
 */
export function useDisclosure({ defaultOpen = false, id }: UseDisclosureOptions = {}) {
  const generatedId = useId();
  const contentId = id ?? `disclosure${generatedId.replace(/:/g, '')}`;
  const [open, setOpen] = useState(defaultOpen);
  const toggle = useCallback(() => setOpen((value) => !value), []);
  const close = useCallback(() => setOpen(false), []);
  return {
    open,
    setOpen,
    toggle,
    close,
    buttonProps: {
      'aria-expanded': open,
      'aria-controls': contentId,
      onClick: toggle,
    },
    contentProps: {
      id: contentId,
      'data-state': open ? 'open' : 'closed',
    },
  } as const;
}
