/**
 * A registration's staff actions (decision 018): Cancel registration (the row stays, marked; the
 * person is mailed) and Delete, each behind a confirmation that says what follows. Either may give
 * the place to the first who waits, which the refreshed list then shows.
 */
import type { SubmissionKind, SubmissionRow } from '@authority/shared/submissions';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Ban, EllipsisVertical, Trash2 } from 'lucide-react';
import { toApiError } from '../../../lib/http/request';
import { staffWords } from '../../../lib/i18n/staff-messages';
import { useStaffTexts } from '../../../lib/i18n/staff-texts';
import { confirmDanger, showAlert, showToast } from '../../../lib/ui/alerts';
import { type PlaceChange, usePlaceChange } from '../api/places-api';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-control px-3 py-2 outline-none select-none data-highlighted:bg-primary-50 data-highlighted:outline-2 data-highlighted:outline-focus';

/** The actions of one row, for `SubmissionsTable`'s `actions`. */
export function useSubmissionActions(eventId: string, kind: SubmissionKind) {
  const t = useStaffTexts();
  const change = usePlaceChange(eventId);

  const run = async (row: SubmissionRow, action: PlaceChange['action']) => {
    const name = String(row.fullName ?? '');
    const words =
      action === 'cancel'
        ? [t.capacity.confirmCancelTitle, t.capacity.confirmCancelAction, t.capacity.confirmCancel(name)]
        : [t.capacity.confirmRemoveTitle, t.capacity.confirmRemoveAction, t.capacity.confirmRemove(name)];
    const [title, confirmLabel, text] = words as [string, string, string];
    if (!(await confirmDanger(title, confirmLabel, t.capacity.keep, text))) return;
    try {
      await change.mutateAsync({ action, kind, id: row.id });
      void showToast(action === 'cancel' ? t.capacity.cancelDone : t.capacity.removed);
    } catch (error) {
      void showAlert('error', t.capacity.actionFailed, staffWords(toApiError(error).message, t), {
        okLabel: t.frame.ok,
      });
    }
  };

  return (row: SubmissionRow) => (
    // Not modal: a modal menu locks scrolling with an injected <style>, which the CSP refuses.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={t.capacity.actionsFor(String(row.fullName ?? ''))}
        className="inline-flex items-center gap-1 rounded-control border border-slate-300 bg-white px-2.5 py-1.5 font-semibold text-ink hover:bg-slate-100"
      >
        <EllipsisVertical aria-hidden="true" className="size-4" />
        {t.capacity.actions}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-30 min-w-48 rounded-card border border-line bg-white p-1 shadow-card"
        >
          {row.status === 'cancelled' ? null : (
            <DropdownMenu.Item onSelect={() => void run(row, 'cancel')} className={itemClass}>
              <Ban aria-hidden="true" className="size-4" />
              {t.capacity.cancel}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item
            onSelect={() => void run(row, 'delete')}
            className={`${itemClass} text-danger-700`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t.capacity.remove}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
