import { missingTranslations } from '@authority/shared/content-translations';
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, type Locale } from '@authority/shared/locales';
import { Plus } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { toApiError } from '../../../lib/http/request';
import { staffWords } from '../../../lib/i18n/staff-messages';
import { useStaffTexts } from '../../../lib/i18n/staff-texts';
import { confirmDanger, showAlert, showToast } from '../../../lib/ui/alerts';
import { Button } from '../../../lib/ui/button';
import { ClientTable } from '../../../lib/ui/client-table';
import type { Column } from '../../../lib/ui/data-table';
import { SwitchField } from '../../../lib/ui/field';
import { QueryView } from '../../../lib/ui/states';
import { stillSignedIn } from '../../auth';
import { DialogFrame } from '../ui/dialog-frame';
import { focusAfterDeleting } from '../ui/focus-next-row';
import type { ContentAdmin } from './content-admin';
import { useContentList, useDeleteContent, type WithTranslations } from './content-api';
import { ContentForm } from './content-form';
import {
  matchesPublication,
  type PublicationFilter,
  PublicationFilterField,
  usePublicationColumn,
} from './publication';
import { usePublicationActions } from './publication-actions';
import { type RowAction, RowActionsMenu } from './row-actions-menu';

const OTHER_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

type Editing<Row> = { mode: 'create' } | { mode: 'edit'; row: Row };

/**
 * A content resource's screen: the table with search, sort and paging, its loading, empty and
 * error states, the create/edit dialog, and delete behind a confirmation. The page
 * title and its primary action ('New …') come through `header`, which the route draws.
 */
export function ContentScreen<Row extends { id: number }, Input extends FieldValues, Output>({
  admin,
  header,
  extraActions,
}: {
  admin: ContentAdmin<Row, Input, Output>;
  header: (primaryAction: ReactNode) => ReactNode;
  /** More row actions; `triggerId` is the row menu's id, to give focus back to it. */
  extraActions?: (row: Row, triggerId: string) => RowAction[];
}) {
  const t = useStaffTexts();
  const noun = t.nouns[admin.key];
  const list = useContentList(admin);
  const removal = useDeleteContent(admin);
  const [editing, setEditing] = useState<Editing<Row>>();
  const baseId = useId();
  const newButtonId = `${baseId}-new`;
  const actionsId = (row: Row) => `${baseId}-actions-${row.id}`;
  // Where focus goes back when the dialog closes: the row's menu (gone with the menu's items) or 'New'.
  // Undefined: back to the element that opened it (Radix's default).
  const [returnFocusId, setReturnFocusId] = useState<string>();
  // Editors who translate see only what is left to do.
  const [untranslatedOnly, setUntranslatedOnly] = useState<Locale>();
  // Drafts and schedules (issue 17): a status column, a filter, Preview and History.
  const [shown, setShown] = useState<PublicationFilter>('all');
  const statusColumn = usePublicationColumn<WithTranslations<Row>>();
  const publication = usePublicationActions(admin);

  const openEdit = (row: Row, fromMenu: boolean) => {
    setReturnFocusId(fromMenu ? actionsId(row) : undefined);
    setEditing({ mode: 'edit', row });
  };

  const remove = async (row: Row) => {
    const name = admin.rowName(row);
    if (!(await confirmDanger(t.contentAdmin.confirmDelete(name), t.contentAdmin.delete, t.frame.cancel)))
      return;
    const focusNext = focusAfterDeleting(actionsId(row), newButtonId);
    try {
      await removal.mutateAsync(row.id);
      focusNext();
      void showToast(t.contentAdmin.deleted(noun.one));
    } catch (error) {
      if (stillSignedIn())
        void showAlert(
          'error',
          t.contentAdmin.deleteFailed(noun.one),
          staffWords(toApiError(error).message, t),
          {
            okLabel: t.frame.ok,
          },
        );
    }
  };

  const nameColumn: Column<Row> = {
    id: 'name',
    header: admin.columns[0]?.header ?? t.contentAdmin.edit,
    rowHeader: true,
    sortValue: (row) => admin.rowName(row),
    cell: (row) => (
      <button
        type="button"
        onClick={() => openEdit(row, false)}
        // Starts like the visible name reads after its verb, so speech users can say it (WCAG 2.5.3).
        aria-label={`${t.contentAdmin.edit} ${admin.rowName(row)}`}
        className="rounded-control text-start font-semibold text-primary-800 underline-offset-4 hover:underline"
      >
        {admin.rowName(row)}
      </button>
    ),
  };
  /** What each row still lacks in each other language (I18N.md 'Content'). */
  const toTranslate = (row: Row, locale: Locale) =>
    missingTranslations(row, (row as WithTranslations<Row>).translations, locale, admin.translatable);
  const translationColumns: Column<Row>[] = OTHER_LOCALES.map((locale) => ({
    id: `translation-${locale}`,
    header: t.contentAdmin.translationColumn(LOCALE_INFO[locale].ownName),
    sortValue: (row) => toTranslate(row, locale).length,
    cell: (row) => {
      const missing = toTranslate(row, locale).length;
      return missing === 0 ? (
        <span className="text-ink-muted">{t.contentAdmin.translated}</span>
      ) : (
        <span className="font-semibold text-accent-800">{t.contentAdmin.untranslated(missing)}</span>
      );
    },
  }));
  // The resource's first column names the row: it becomes the edit button.
  const columns: Column<WithTranslations<Row>>[] = [
    nameColumn,
    // Beside the name: on a phone the table scrolls sideways, and the state must show without it.
    statusColumn,
    ...admin.columns.slice(1),
    ...translationColumns,
  ];
  const primaryAction = (
    <Button
      id={newButtonId}
      onClick={() => {
        setReturnFocusId(undefined);
        setEditing({ mode: 'create' });
      }}
    >
      <Plus aria-hidden="true" className="size-5" />
      {t.contentAdmin.newItem(noun.one)}
    </Button>
  );

  const body = (
    <QueryView
      query={list}
      loading={t.contentAdmin.loading(noun.many)}
      failed={t.contentAdmin.loadFailed(noun.many)}
      isEmpty={(rows) => rows.length === 0}
      empty={t.contentAdmin.empty(noun.many, noun.one)}
    >
      {(rows) => (
        <>
          <div className="mb-4">
            <PublicationFilterField value={shown} onChange={setShown} />
          </div>
          {OTHER_LOCALES.map((locale) => (
            <SwitchField
              key={locale}
              label={t.contentAdmin.onlyUntranslated(LOCALE_INFO[locale].ownName)}
              checked={untranslatedOnly === locale}
              onChange={(event) => setUntranslatedOnly(event.target.checked ? locale : undefined)}
              className="mb-4"
            />
          ))}
          <ClientTable
            rows={rows.filter(
              (row) =>
                matchesPublication(row, shown) &&
                (!untranslatedOnly || toTranslate(row, untranslatedOnly).length > 0),
            )}
            columns={columns}
            caption={t.contentAdmin.tableCaption(noun.many)}
            searchLabel={t.contentAdmin.search(noun.many)}
            searchText={admin.searchText}
            rowKey={(row) => row.id}
            actions={(row) => (
              <RowActionsMenu
                id={actionsId(row)}
                name={admin.rowName(row)}
                onEdit={() => openEdit(row, true)}
                onDelete={() => void remove(row)}
                extra={[
                  ...publication.actions(row, actionsId(row)),
                  ...(extraActions?.(row, actionsId(row)) ?? []),
                ]}
              />
            )}
          />
        </>
      )}
    </QueryView>
  );

  const close = () => setEditing(undefined);
  return (
    <>
      {header(primaryAction)}
      {body}
      <DialogFrame
        open={editing !== undefined}
        onClose={close}
        title={
          editing?.mode === 'edit' ? t.contentAdmin.editItem(noun.one) : t.contentAdmin.newItem(noun.one)
        }
        size={admin.dialogSize}
        returnFocusTo={() => (returnFocusId ? document.getElementById(returnFocusId) : null)}
      >
        {editing ? (
          <ContentForm
            // A new form for each record: its values start from that record.
            key={editing.mode === 'edit' ? editing.row.id : 'new'}
            admin={admin}
            row={editing.mode === 'edit' ? editing.row : undefined}
            onDone={close}
            onCancel={close}
          />
        ) : null}
      </DialogFrame>
      {publication.dialogs}
    </>
  );
}
