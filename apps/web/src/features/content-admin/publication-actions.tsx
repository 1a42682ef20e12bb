/**
 * The row actions added to every content table, Preview and History, and the dialog each
 * opens. Focus goes back to the row's menu when the dialog closes.
 */
import { canPublish } from '@authority/shared/content-review';
import { Eye, History, Send } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useStaffTexts } from '../../lib/i18n/staff-texts';
import { DialogFrame } from '../../lib/staff-ui/dialog-frame';
import { showToast } from '../../lib/ui/alerts';
import { useStaffSession } from '../auth';
import type { ContentAdmin } from './content-admin';
import type { FieldSpec } from './content-fields';
import { HistoryPanel } from './history-dialog';
import { PreviewLinkPanel } from './preview-dialog';
import { ReviewRequestPanel } from './review-request-panel';
import type { RowAction } from './row-actions-menu';

type Opened<Row> = { kind: 'preview' | 'history' | 'review'; row: Row };

export function usePublicationActions<Row extends { id: number }, Input extends FieldValues, Output>(
  admin: ContentAdmin<Row, Input, Output>,
): { actions: (row: Row, triggerId: string) => RowAction[]; dialogs: ReactNode } {
  const t = useStaffTexts();
  const [opened, setOpened] = useState<Opened<Row>>();
  const [returnFocusId, setReturnFocusId] = useState<string>();
  const open = (kind: Opened<Row>['kind'], row: Row, triggerId: string) => {
    setReturnFocusId(triggerId);
    setOpened({ kind, row });
  };
  const close = () => setOpened(undefined);

  // An Editor's drafts and changes go out through review (docs/content-review.md).
  const asksForReview = !canPublish(useStaffSession()?.role ?? '');
  const actions = (row: Row, triggerId: string): RowAction[] => [
    ...(asksForReview
      ? [{ label: t.review.askForReview, Icon: Send, onSelect: () => open('review', row, triggerId) }]
      : []),
    { label: t.publication.preview, Icon: Eye, onSelect: () => open('preview', row, triggerId) },
    { label: t.revisions.history, Icon: History, onSelect: () => open('history', row, triggerId) },
  ];

  const name = opened ? admin.rowName(opened.row) : '';
  const dialogs = (
    <DialogFrame
      open={opened !== undefined}
      onClose={close}
      title={
        opened?.kind === 'history'
          ? t.revisions.title(name)
          : opened?.kind === 'review'
            ? t.review.askTitle(name)
            : t.publication.previewTitle(name)
      }
      size={opened?.kind === 'history' ? 'lg' : 'md'}
      returnFocusTo={() => (returnFocusId ? document.getElementById(returnFocusId) : null)}
    >
      {opened?.kind === 'review' ? (
        <ReviewRequestPanel key={opened.row.id} type={admin.key} id={opened.row.id} onClose={close} />
      ) : opened?.kind === 'preview' ? (
        <PreviewLinkPanel key={opened.row.id} type={admin.key} id={opened.row.id} onClose={close} />
      ) : opened?.kind === 'history' ? (
        <HistoryPanel
          key={opened.row.id}
          type={admin.key}
          id={opened.row.id}
          fields={admin.fields as readonly FieldSpec<Record<string, unknown>>[]}
          onRestored={() => {
            close();
            void showToast(t.revisions.restored);
          }}
          onClose={close}
        />
      ) : null}
    </DialogFrame>
  );
  return { actions, dialogs };
}
