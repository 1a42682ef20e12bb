/**
 * The dashboard's page feedback (docs/page-feedback.md): per page, the yes and no votes of the
 * last 30 days, as the server counts them; under them the visitors' comments, newest first,
 * which staff mark handled (or open again) and delete, after a confirmation.
 */
import {
  FEEDBACK_COUNT_DAYS,
  type FeedbackCommentRow,
  type FeedbackCountRow,
  type FeedbackPage,
} from '@authority/shared/page-feedback';
import {
  PAGE_FEEDBACK_TEXTS_BY_LOCALE,
  type PageFeedbackStaffTexts,
} from '@authority/shared/page-feedback-staff-texts';
import { ROUTES } from '@authority/shared/routes';
import { CircleCheck, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toApiError } from '../../lib/http/request';
import { useStaffLocale, useStaffTexts } from '../../lib/i18n/staff-texts';
import { Chip } from '../../lib/staff-ui/cells';
import { formatCount, formatDateTime } from '../../lib/staff-ui/format';
import { LanguageName } from '../../lib/staff-ui/language-name';
import { confirmDanger, showAlert, showToast } from '../../lib/ui/alerts';
import { Button } from '../../lib/ui/button';
import { type Column, DataTable, PagedDataTable } from '../../lib/ui/data-table';
import { SelectField } from '../../lib/ui/field';
import { QueryView } from '../../lib/ui/states';
import { VisitorText } from '../../lib/ui/visitor-text';
import { stillSignedIn } from '../auth';
import {
  type HandledFilter,
  useFeedbackComments,
  useFeedbackCounts,
  useRemoveFeedback,
  useSetFeedbackHandled,
} from './api';

/** The public page a vote was given on. */
const publicPath = (page: FeedbackPage, itemId: number) =>
  page === 'news'
    ? ROUTES.showNews(itemId)
    : page === 'events'
      ? ROUTES.eventDetails(itemId)
      : `${ROUTES.home}#institutions`;

function PageName({
  row,
  t,
}: {
  row: Pick<FeedbackCountRow, 'page' | 'itemId' | 'title'>;
  t: PageFeedbackStaffTexts;
}) {
  if (row.title === null) return <span className="text-ink-muted">{t.deletedItem(row.itemId)}</span>;
  return (
    <a href={publicPath(row.page, row.itemId)} className="text-primary-700 underline">
      <VisitorText text={row.title} />
    </a>
  );
}

const countColumns = (t: PageFeedbackStaffTexts): Column<FeedbackCountRow>[] => [
  { id: 'page', header: t.columns.page, rowHeader: true, cell: (row) => <PageName row={row} t={t} /> },
  { id: 'kind', header: t.columns.kind, cell: (row) => t.kinds[row.page] },
  { id: 'yes', header: t.columns.yes, className: 'text-end', cell: (row) => formatCount(row.yes) },
  { id: 'no', header: t.columns.no, className: 'text-end', cell: (row) => formatCount(row.no) },
];

const commentColumns = (t: PageFeedbackStaffTexts): Column<FeedbackCommentRow>[] => [
  {
    id: 'received',
    header: t.columns.received,
    className: 'whitespace-nowrap',
    cell: (row) => formatDateTime(row.createdAt),
  },
  {
    id: 'comment',
    header: t.columns.comment,
    rowHeader: true,
    className: 'min-w-64',
    cell: (row) => (
      <p className="whitespace-pre-line font-normal">
        <VisitorText text={row.comment} />
      </p>
    ),
  },
  {
    id: 'page',
    header: t.columns.page,
    cell: (row) => (
      <>
        <PageName row={row} t={t} />
        <span className="block text-sm text-ink-muted">{t.kinds[row.page]}</span>
      </>
    ),
  },
  { id: 'vote', header: t.columns.vote, cell: (row) => (row.useful ? t.useful : t.notUseful) },
  { id: 'language', header: t.columns.language, cell: (row) => <LanguageName locale={row.locale} /> },
  {
    id: 'status',
    header: t.columns.status,
    cell: (row) =>
      row.handledAt ? (
        <>
          <Chip on>{t.handled}</Chip>
          {row.handledBy ? (
            <span className="mt-1 block text-sm text-ink-muted">
              {t.handledBy(row.handledBy, formatDateTime(row.handledAt))}
            </span>
          ) : null}
        </>
      ) : (
        <Chip on={false}>{t.open}</Chip>
      ),
  },
];

export function FeedbackScreen() {
  const t = PAGE_FEEDBACK_TEXTS_BY_LOCALE[useStaffLocale()];
  const frame = useStaffTexts().frame;
  const counts = useFeedbackCounts();
  const [page, setPage] = useState(1);
  const [handled, setHandled] = useState<HandledFilter>('');
  const comments = useFeedbackComments(page, handled);
  const setRowHandled = useSetFeedbackHandled();
  const remove = useRemoveFeedback();
  const [busyId, setBusyId] = useState<number>();

  const act = async (row: FeedbackCommentRow, change: () => Promise<{ message: string }>) => {
    setBusyId(row.id);
    try {
      void showToast((await change()).message);
    } catch (error) {
      if (stillSignedIn())
        void showAlert('error', t.updateFailed, toApiError(error).message, { okLabel: frame.ok });
    } finally {
      setBusyId(undefined);
    }
  };
  const toggle = (row: FeedbackCommentRow) =>
    act(row, () => setRowHandled.mutateAsync({ id: row.id, handled: row.handledAt === null }));
  const removeRow = async (row: FeedbackCommentRow) => {
    if (await confirmDanger(t.removeConfirm, t.remove, t.cancel))
      await act(row, () => remove.mutateAsync(row.id));
  };

  return (
    <div className="space-y-10">
      <p className="max-w-prose text-ink-muted">{t.intro}</p>
      <section aria-labelledby="feedback-counts" className="space-y-4">
        <h2 id="feedback-counts" className="text-xl font-semibold">
          {t.countsTitle(counts.data?.days ?? FEEDBACK_COUNT_DAYS)}
        </h2>
        <QueryView
          query={counts}
          loading={t.loading}
          failed={t.loadFailed}
          isEmpty={(data) => data.pages.length === 0}
          empty={t.noVotes}
        >
          {(data) => (
            <DataTable
              caption={t.countsCaption(data.days)}
              columns={countColumns(t)}
              rows={data.pages}
              rowKey={(row) => `${row.page}-${row.itemId}`}
              minWidthClass="min-w-[32rem]"
            />
          )}
        </QueryView>
      </section>
      <section aria-labelledby="feedback-comments" className="space-y-4">
        <h2 id="feedback-comments" className="text-xl font-semibold">
          {t.commentsTitle}
        </h2>
        <SelectField
          label={t.filter}
          className="max-w-xs"
          options={[
            { value: '', label: t.filters.all },
            { value: 'false', label: t.filters.open },
            { value: 'true', label: t.filters.handled },
          ]}
          value={handled}
          onChange={(event) => {
            setHandled(event.target.value as HandledFilter);
            setPage(1);
          }}
        />
        <QueryView
          query={comments}
          loading={t.loading}
          failed={t.loadFailed}
          isEmpty={(data) => data.total === 0}
          empty={handled ? t.noMatch : t.noComments}
        >
          {(result) => (
            <PagedDataTable
              result={result}
              totalText={t.total(result.total)}
              onPage={setPage}
              caption={t.commentsCaption}
              columns={commentColumns(t)}
              rowKey={(row) => row.id}
              minWidthClass="min-w-[56rem]"
              actions={(row) => (
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    className="px-3 py-1.5"
                    pending={busyId === row.id}
                    onClick={() => void toggle(row)}
                  >
                    {row.handledAt ? (
                      <RotateCcw aria-hidden="true" className="size-4" />
                    ) : (
                      <CircleCheck aria-hidden="true" className="size-4" />
                    )}
                    {row.handledAt ? t.reopen : t.markHandled}
                    <span className="sr-only">: {row.comment.slice(0, 60)}</span>
                  </Button>
                  <Button
                    variant="danger"
                    className="px-3 py-1.5"
                    disabled={busyId === row.id}
                    onClick={() => void removeRow(row)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    {t.remove}
                    <span className="sr-only">: {row.comment.slice(0, 60)}</span>
                  </Button>
                </div>
              )}
            />
          )}
        </QueryView>
      </section>
    </div>
  );
}
