import { createContext, useContext, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { useStaffTexts } from '../i18n/staff-texts';
import { Button } from '../ui/button';

/** A form inside a dialog tells the dialog whether it holds changes nobody saved. */
export const UnsavedChangesContext = createContext<(dirty: boolean) => void>(() => {});

/**
 * Tells the dialog around this form that it has unsaved changes, so that closing it (Escape, ×, a
 * click outside, leaving the page) asks first .
 *
 * In a layout effect: the dialog's state is then set within the same commit as the form's, before
 * the browser handles the next input event. A passive effect's update waits for a later task, and
 * an Escape pressed right after a keystroke closed the dialog without asking (CI, stop 30).
 */
export function useReportUnsavedChanges(dirty: boolean): void {
  const report = useContext(UnsavedChangesContext);
  useLayoutEffect(() => {
    report(dirty);
    return () => report(false);
  }, [dirty, report]);
}

/**
 * While mounted: the browser asks before a reload or closing the tab, and a move to another page
 * of the app (the Back button, a link) waits for `onBlocked` to say whether to go; a change of the
 * same page's query does not. Mounted only
 * while there is something to lose, so it needs the data router only then.
 */
export function LeavePageGuard({
  onBlocked,
}: {
  onBlocked: (answer: { proceed: () => void; stay: () => void }) => void;
}) {
  // Another page only: a list's own address (its page, order, search: decision 019) may change
  // under an open dialog, which keeps its work.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
  const asked = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked') {
      asked.current = false;
      return;
    }
    if (asked.current) return;
    asked.current = true;
    onBlocked({ proceed: () => blocker.proceed(), stay: () => blocker.reset() });
  }, [blocker, onBlocked]);
  return null;
}

/**
 * 'Discard your changes?' drawn inside the dialog it belongs to (a second modal would sit behind
 * the browser's top layer): the safe answer, Keep editing, takes the focus; Escape is that answer.
 */
export function DiscardChangesPrompt({ onDiscard, onKeep }: { onDiscard: () => void; onKeep: () => void }) {
  const t = useStaffTexts();
  const titleId = useId();
  const bodyId = useId();
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <div className="absolute inset-0 z-10 flex items-center justify-center bg-slate-900/40 p-4">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          // Escape answers this question only, not the dialog behind it.
          event.preventDefault();
          event.stopPropagation();
          onKeep();
        }}
        className="w-full max-w-sm rounded-card border border-line bg-white p-5 shadow-card"
      >
        <h3 id={titleId} className="text-lg font-bold text-primary-900">
          {t.unsaved.title}
        </h3>
        <p id={bodyId} className="mt-2 text-ink-muted">
          {t.unsaved.body}
        </p>
        <div className="mt-4 flex flex-wrap justify-end gap-3">
          <Button ref={keep} variant="secondary" onClick={onKeep}>
            {t.unsaved.keepEditing}
          </Button>
          <Button variant="danger" onClick={onDiscard}>
            {t.unsaved.discard}
          </Button>
        </div>
      </div>
    </div>
  );
}
