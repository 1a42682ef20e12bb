import { type FocusEvent, type KeyboardEvent, useRef, useState } from 'react';

/**
 * A button that shows and hides a panel (the collapsed menus): ARIA wiring; Escape closes the
 * panel and gives focus back to the button, and the panel closes when the focus leaves both.
 * Spread `buttonProps` on the button, give the panel `id={panelId}`, and put `onKeyDown` and
 * `onBlur` on an element containing both. `panelId` is given, not made by useId: the server (React)
 * and the browser (Preact) would make different ones, and a panel the browser adds later must
 * carry the id the server's button points at (decision 020).
 */
export function useDisclosure(panelId: string) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  return {
    open,
    close: () => setOpen(false),
    panelId,
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((wasOpen) => !wasOpen),
    },
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return;
      setOpen(false);
      buttonRef.current?.focus();
    },
  };
}
