import { imageLacksWords } from '@authority/shared/content-inputs';
import { CONTENT_SHOW_FILTERS, type ContentShowFilter } from '@authority/shared/content-registry';
import { missingTranslations } from '@authority/shared/content-translations';
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, type Locale } from '@authority/shared/locales';
import { Plus } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { toApiError } from '../../lib/http/request';
import { staffWords } from '../../lib/i18n/staff-messages';
import { useStaffTexts } from '../../lib/i18n/staff-texts';
import { Chip } from '../../lib/staff-ui/cells';
import { DialogFrame } from '../../lib/staff-ui/dialog-frame';
import { focusAfterDeleting } from '../../lib/staff-ui/focus-next-row';
import { useDebouncedValue } from '../../lib/staff-ui/use-debounced-value';
import { confirmDanger, showAlert, showToast } from '../../lib/ui/alerts';
import { Button } from '../../lib/ui/button';
import { type Column, PagedDataTable, type Sort } from '../../lib/ui/data-table';
import { SwitchField } from '../../lib/ui/field';
import { SearchField } from '../../lib/ui/search-field';
import { QueryView } from '../../lib/ui/states';
import { stillSignedIn } from '../auth';
import type { ContentAdmin } from './content-admin';
import {
  type ContentListParams,
  useContentList,
  useDeleteContent,
  type WithTranslations,
} from './content-api';
import { ContentForm } from './content-form';
import { ImageWordsMarker } from './image-words-marker';
import { PublicationFilterField, usePublicationColumn } from './publication';
import { usePublicationActions } from './publication-actions';
import { type RowAction, RowActionsMenu } from './row-actions-menu';

const OTHER_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

type Editing<Row> = { mode: 'create' } | { mode: 'edit'; row: Row };

/**
 * The list's page, order, search and filters, kept in the address (decision 019): a reload, a
 * shared link and the browser's Back and Forward give the same list.
 */
function useListAddress(sortable: readonly string[]) {
  const [address, setAddress] = useSearchParams();
  const page = Number.parseInt(address.get('page') ?? '', 10);
  const sort = address.get('sort') ?? undefined;
  const show = address.get('show') as ContentShowFilter | null;
  const untranslated = address.get('untranslated') as Locale | null;
  const params: ContentListParams = {
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
    sort: sort && [...sortable, 'publication'].includes(sort) ? sort : undefined,
    direction: address.get('direction') === 'desc' ? 'desc' : 'asc',
    q: address.get('q')?.trim() ?? '',
    show: show && CONTENT_SHOW_FILTERS.includes(show) ? show : 'all',
    untranslated: untranslated && OTHER_LOCALES.includes(untranslated) ? untranslated : undefined,
  };
  /** Changes some of the list's parameters; any change but the page's goes back to page 1. */
  const change = (changes: Partial<ContentListParams>, options: { replace?: boolean } = {}) => {
    const next = { ...params, page: 1, ...changes };
    const entries: [string, string][] = [];
    if (next.page > 1) entries.push(['page', String(next.page)]);
    if (next.sort) entries.push(['sort', next.sort], ['direction', next.direction]);
    if (next.q) entries.push(['q', next.q]);
    if (next.show !== 'all') entries.push(['show', next.show]);
    if (next.untranslated) entries.push(['untranslated', next.untranslated]);
    setAddress(new URLSearchParams(entries), { replace: options.replace ?? false });
  };
  return { params, change };
}

/**
 * A content resource's screen: the table the server searches, sorts and pages (decision 019), its
 * address keeping where the editor is, its loading, empty and
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
  const { params, change } = useListAddress(admin.sortable);
  const list = useContentList(admin, params);
  // The search box answers each key at once; the address (and the server) once typing pauses.
  const [search, setSearch] = useState(params.q);
  const settledSearch = useDebouncedValue(search.trim());
  // Only a settled search writes the address; Back and Forward write the box (below).
  const latest = useRef({ q: params.q, change });
  latest.current = { q: params.q, change };
  useEffect(() => {
    if (settledSearch !== latest.current.q) latest.current.change({ q: settledSearch }, { replace: true });
  }, [settledSearch]);
  useEffect(() => {
    setSearch((typed) => (typed.trim() === params.q ? typed : params.q));
  }, [params.q]);
  const removal = useDeleteContent(admin);
  const [editing, setEditing] = useState<Editing<Row>>();
  const baseId = useId();
  const newButtonId = `${baseId}-new`;
  const actionsId = (row: Row) => `${baseId}-actions-${row.id}`;
  // Where focus goes back when the dialog closes: the row's menu (gone with the menu's items) or 'New'.
  // Undefined: back to the element that opened it (Radix's default).
  const [returnFocusId, setReturnFocusId] = useState<string>();
  // Drafts and schedules: a status column, a filter, Preview and History.
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
    // The column of the row's name: its field, which the server sorts by.
    id: admin.columns[0]?.id ?? 'name',
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
  /** What each row still lacks in each other language (docs/I18N.md 'Content'). */
  const toTranslate = (row: Row, locale: Locale) =>
    missingTranslations(row, (row as WithTranslations<Row>).translations, locale, admin.translatable);
  const translationColumns: Column<Row>[] = OTHER_LOCALES.map((locale) => ({
    id: `translation-${locale}`,
    header: t.contentAdmin.translationColumn(LOCALE_INFO[locale].ownName),
    cell: (row) => {
      const missing = toTranslate(row, locale).length;
      return missing === 0 ? (
        <span className="text-ink-muted">{t.contentAdmin.translated}</span>
      ) : (
        <span className="font-semibold text-accent-800">{t.contentAdmin.untranslated(missing)}</span>
      );
    },
  }));
  /** Whether the image has its words (decision 019): a marker where it lacks them. */
  const imageWordsColumn: Column<Row> = {
    id: 'imageWords',
    header: t.imageWords.column,
    cell: (row) => {
      const words = row as Row & { imageAlt?: string; imageDecorative?: boolean };
      const image = (row as Record<string, unknown>)[admin.image] as string | null | undefined;
      if (!image) return <span className="text-ink-muted">{t.contentAdmin.noImage}</span>;
      if (imageLacksWords({ image, imageAlt: words.imageAlt, imageDecorative: words.imageDecorative }))
        return <ImageWordsMarker />;
      return (
        <Chip on>{words.imageDecorative ? t.imageWords.decorativeChip : t.imageWords.describedChip}</Chip>
      );
    },
  };
  /** The server sorts (it pages): a column sorts when its field is on the type's list. */
  const serverSorted = <R,>(column: Column<R>): Column<R> => {
    const { sortValue: _inBrowser, ...rest } = column;
    return { ...rest, sortable: column.id === 'publication' || admin.sortable.includes(column.id) };
  };
  // The resource's first column names the row: it becomes the edit button.
  const columns: Column<WithTranslations<Row>>[] = [
    nameColumn,
    // Beside the name: on a phone the table scrolls sideways, and the state must show without it.
    statusColumn,
    ...admin.columns.slice(1),
    imageWordsColumn,
    ...translationColumns,
  ].map(serverSorted);
  const sort: Sort | undefined = params.sort
    ? { column: params.sort, direction: params.direction === 'desc' ? 'descending' : 'ascending' }
    : undefined;
  const onSort = (column: string) =>
    change({
      sort: column,
      direction: params.sort === column && params.direction === 'asc' ? 'desc' : 'asc',
    });
  const filtered = params.q !== '' || params.show !== 'all' || params.untranslated !== undefined;
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

  const controls = (
    <div className="mb-4 flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-[minmax(0,24rem)_16rem]">
        <SearchField
          label={t.contentAdmin.search(noun.many)}
          value={search}
          onChange={setSearch}
          placeholder={t.contentList.searchHint}
        />
        <PublicationFilterField value={params.show} onChange={(show) => change({ show })} />
      </div>
      {OTHER_LOCALES.map((locale) => (
        <SwitchField
          key={locale}
          label={t.contentAdmin.onlyUntranslated(LOCALE_INFO[locale].ownName)}
          checked={params.untranslated === locale}
          onChange={(event) => change({ untranslated: event.target.checked ? locale : undefined })}
        />
      ))}
    </div>
  );

  const body = (
    <QueryView
      query={list}
      loading={t.contentAdmin.loading(noun.many)}
      failed={t.contentAdmin.loadFailed(noun.many)}
      isEmpty={(page) => page.total === 0 && !filtered}
      empty={t.contentAdmin.empty(noun.many, noun.one)}
    >
      {(page) => (
        <PagedDataTable
          result={page}
          totalText={t.contentList.total(page.total, noun.many)}
          onPage={(next) => change({ page: next })}
          columns={columns}
          sort={sort}
          onSort={onSort}
          caption={t.contentAdmin.tableCaption(noun.many)}
          rowKey={(row) => row.id}
          footer={
            page.total === 0 ? (
              <p className="px-4 py-6 text-ink-muted">{t.contentAdmin.noMatch(params.q)}</p>
            ) : null
          }
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
      )}
    </QueryView>
  );

  const close = () => setEditing(undefined);
  return (
    <>
      {header(primaryAction)}
      {controls}
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
