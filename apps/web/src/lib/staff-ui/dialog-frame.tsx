import { X } from 'lucide-react';
import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { cx } from '../cx';
import { useStaffTexts } from '../i18n/staff-texts';
import { DiscardChangesPrompt, LeavePageGuard, UnsavedChangesContext } from './unsaved-changes';

const SCROLL_LOCK_CLASS = 'overflow-hidden';

/** The first field of the dialog's form, else its first button: where a person starts. */
function firstFocusable(dialog: HTMLElement): HTMLElement {
  return (
    dialog.querySelector<HTMLElement>('[autofocus], input:not([type="hidden"]), select, textarea') ??
    dialog.querySelector<HTMLElement>('button, [href]') ??
    dialog
  );
}

/**
 * A modal on the browser's own <dialog> (showModal: the page behind it is inert, it sits in the
 * top layer), with a title and a close button. Escape closes it; focus starts on its first field
 * and goes back where it was, or to `returnFocusTo` when the opener is gone (a menu item). A click
 * outside closes it too. While a form inside reports unsaved changes (`useReportUnsavedChanges`),
 * every way of closing it, and leaving the page, asks first .
 * Not Radix's Dialog: its scroll lock injects a <style> element, which the Content-Security-Policy
 * (style-src 'self') refuses. On a phone it fills the screen and its body scrolls.
 */
export function DialogFrame({
  open,
  onClose,
  title,
  description,
  size = 'md',
  returnFocusTo,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  size?: 'md' | 'lg';
  /** The element to focus when the dialog closes, when it was opened from a menu that is gone. */
  returnFocusTo?: () => HTMLElement | null;
  children: ReactNode;
}) {
  const t = useStaffTexts();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const returnFocus = useRef(returnFocusTo);
  returnFocus.current = returnFocusTo;
  const titleId = useId();
  const descriptionId = useId();
  const [dirty, setDirty] = useState(false);
  // What 'Discard changes' does: close the dialog, or go on to the page being left.
  const [asking, setAsking] = useState<{ discard: () => void; keep: () => void }>();
  const focusBeforeAsking = useRef<Element | null>(null);
  const ask = useCallback((discard: () => void, keep: () => void = () => {}) => {
    // Where to come back to: the control in use, else (a click outside, Back) the first field.
    const active = document.activeElement;
    const dialog = ref.current;
    focusBeforeAsking.current =
      dialog && active instanceof HTMLElement && active !== dialog && dialog.contains(active)
        ? active
        : dialog
          ? firstFocusable(dialog)
          : null;
    setAsking({ discard, keep });
  }, []);
  const answer = (discard: boolean) => {
    const chosen = asking;
    setAsking(undefined);
    if (discard) {
      chosen?.discard();
      return;
    }
    chosen?.keep();
    // Back to where the person was, once the form is no longer inert (the effect below).
    refocusAfterAsking.current = true;
  };
  const refocusAfterAsking = useRef(false);
  useEffect(() => {
    if (asking || !refocusAfterAsking.current) return;
    refocusAfterAsking.current = false;
    const back = focusBeforeAsking.current;
    if (back instanceof HTMLElement && back.isConnected) back.focus();
  }, [asking]);
  /** Escape, ×, a click outside: closes at once, or asks first when there is work to lose. */
  const requestClose = () => {
    if (asking) return;
    if (dirty) ask(onClose);
    else onClose();
  };
  const onLeavePage = useCallback(
    ({ proceed, stay }: { proceed: () => void; stay: () => void }) => ask(proceed, stay),
    [ask],
  );
  // A click that starts and ends on the backdrop (the dialog element itself), not a drag out of a field.
  const pressedOnBackdrop = useRef(false);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement;
      // jsdom has no showModal: the open attribute shows it there.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      document.documentElement.classList.add(SCROLL_LOCK_CLASS);
      firstFocusable(dialog).focus();
    } else if (!open && dialog.open) {
      setAsking(undefined);
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      document.documentElement.classList.remove(SCROLL_LOCK_CLASS);
      const target = returnFocus.current?.() ?? opener.current;
      if (target instanceof HTMLElement && target.isConnected) target.focus();
    }
  }, [open]);

  // Leaving the page with the dialog open lets the page scroll again.
  useEffect(() => () => document.documentElement.classList.remove(SCROLL_LOCK_CLASS), []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    requestClose();
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={onKeyDown}
      // A close request other than Escape (a phone's back gesture): the owner decides.
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressedOnBackdrop.current) requestClose();
        pressedOnBackdrop.current = false;
      }}
      className={cx(
        'inset-x-4 top-4 bottom-4 m-auto h-auto max-h-[calc(100dvh-2rem)] w-auto flex-col overflow-hidden rounded-card border-0 bg-white p-0 text-ink shadow-card backdrop:bg-slate-900/60 open:flex sm:inset-x-8 sm:top-8 sm:bottom-auto sm:max-h-[calc(100dvh-4rem)]',
        size === 'lg' ? 'max-w-3xl' : 'max-w-lg',
      )}
    >
      {open ? (
        <UnsavedChangesContext.Provider value={setDirty}>
          {dirty ? <LeavePageGuard onBlocked={onLeavePage} /> : null}
          <div inert={asking !== undefined} className="flex min-h-0 flex-1 flex-col">
            <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4 sm:px-6">
              <div>
                <h2 id={titleId} className="text-xl font-bold text-primary-900">
                  {title}
                </h2>
                {description ? (
                  <p id={descriptionId} className="mt-1 text-ink-muted">
                    {description}
                  </p>
                ) : null}
              </div>
              <button
                type="button"
                onClick={requestClose}
                className="rounded-control p-1 text-ink-muted hover:bg-slate-100"
              >
                <X aria-hidden="true" className="size-5" />
                <span className="sr-only">{t.contentAdmin.close}</span>
              </button>
            </div>
            <div className="flex min-h-0 flex-1 flex-col">{children}</div>
          </div>
          {asking ? (
            <DiscardChangesPrompt onDiscard={() => answer(true)} onKeep={() => answer(false)} />
          ) : null}
        </UnsavedChangesContext.Provider>
      ) : null}
    </dialog>
  );
}

/** The scrolling middle of a dialog. */
export function DialogBody({ children }: { children: ReactNode }) {
  return <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">{children}</div>;
}

/** The dialog's buttons, always in view under the scrolling body. */
export function DialogFooter({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-end gap-3 border-t border-line bg-slate-50 px-5 py-3 sm:px-6">
      {children}
    </div>
  );
}
