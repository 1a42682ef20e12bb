import type { StaffTexts } from '@authority/shared/i18n/staff-en';
import {
  phoneOf,
  SUBMISSION_SORT_FIELDS,
  type SubmissionKind,
  type SubmissionListQuery,
  type SubmissionRow,
  type SubmissionSortField,
  submissionColumns,
} from '@authority/shared/submissions';
import { type ReactNode, useState } from 'react';
import { useStaffLocale, useStaffTexts } from '../../../lib/i18n/staff-texts';
import { DialogBody, DialogFrame } from '../../../lib/staff-ui/dialog-frame';
import { formatDateTime } from '../../../lib/staff-ui/format';
import { LanguageName } from '../../../lib/staff-ui/language-name';
import type { Column, Sort } from '../../../lib/ui/data-table';
import { DataTable } from '../../../lib/ui/data-table';
import { SelectField } from '../../../lib/ui/field';
import { VisitorText } from '../../../lib/ui/visitor-text';

export type SubmissionSort = Pick<SubmissionListQuery, 'sort' | 'direction'>;

const isSortField = (field: string): field is SubmissionSortField =>
  (SUBMISSION_SORT_FIELDS as readonly string[]).includes(field);

const linkClass = 'rounded-control text-primary-800 underline underline-offset-4 hover:text-primary-900';

/** A row's status (decision 018): booked, its place on the waiting list, or cancelled. */
function StatusChip({ row }: { row: SubmissionRow }) {
  const t = useStaffTexts();
  const tone =
    row.status === 'waiting'
      ? 'border-accent-700 bg-accent-50 text-accent-900'
      : row.status === 'cancelled'
        ? 'border-slate-400 bg-slate-100 text-slate-700'
        : 'border-success-700 bg-success-50 text-success-800';
  const word =
    row.status === 'waiting'
      ? t.capacity.waiting(typeof row.position === 'number' ? row.position : 0)
      : row.status === 'cancelled'
        ? t.capacity.cancelled
        : t.capacity.booked;
  return (
    <span className={`inline-block whitespace-nowrap rounded-full border px-2 text-sm font-semibold ${tone}`}>
      {word}
    </span>
  );
}

/** One field of a registrant, as text or a link to write or call. */
function cellOf(field: string, row: SubmissionRow, t: StaffTexts): ReactNode {
  if (field === 'locale') return <LanguageName locale={row.locale} />;
  if (field === 'status') return <StatusChip row={row} />;
  if (field === 'phone') {
    const phone = phoneOf(row);
    return phone ? (
      // A number reads left to right in an Arabic page too.
      <a href={`tel:${phone.replaceAll(' ', '')}`} dir="ltr" className={linkClass}>
        {phone}
      </a>
    ) : (
      ''
    );
  }
  const value = row[field];
  if (value === null || value === undefined) return '';
  if (field === 'email')
    return (
      <a href={`mailto:${String(value)}`} className={linkClass}>
        {String(value)}
      </a>
    );
  if (typeof value === 'boolean') return value ? t.submissionsView.yes : t.submissionsView.no;
  if (field === 'createdAt') return formatDateTime(String(value));
  if (field === 'notes' || field === 'workShop') return <VisitorText text={String(value)} />;
  return String(value);
}

/**
 * An event's registrations or sponsor requests: a sortable table from a tablet's width up, cards on
 * a phone (a share link is often opened there), and each person's details in a dialog. The columns
 * are the CSV's (shared), in the order the task needs them: who, company and package, contact.
 */
export function SubmissionsTable({
  kind,
  rows,
  sort,
  onSort,
  actions,
}: {
  kind: SubmissionKind;
  rows: readonly SubmissionRow[];
  sort: SubmissionSort;
  onSort: (sort: SubmissionSort) => void;
  /** Staff only: each row's Cancel and Delete (a share link's holder reads, never changes). */
  actions?: (row: SubmissionRow) => ReactNode;
}) {
  const t = useStaffTexts();
  const locale = useStaffLocale();
  const [shown, setShown] = useState<SubmissionRow>();
  const fields = submissionColumns(kind, locale, rows);
  const nameButton = (row: SubmissionRow, className: string) => (
    <button
      type="button"
      onClick={() => setShown(row)}
      aria-haspopup="dialog"
      className={`rounded-control text-start font-semibold text-primary-800 underline-offset-4 hover:underline ${className}`}
    >
      {String(row.fullName ?? '')}
    </button>
  );

  const columns: Column<SubmissionRow>[] = fields.map(([field, heading]) => ({
    id: field,
    header: heading,
    rowHeader: field === 'fullName',
    className: field === 'notes' ? 'min-w-64' : 'whitespace-nowrap',
    ...(isSortField(field) ? { sortValue: () => 0 } : {}),
    cell: (row) => (field === 'fullName' ? nameButton(row, '') : cellOf(field, row, t)),
  }));
  if (actions)
    columns.push({
      id: 'actions',
      header: t.capacity.actions,
      className: 'whitespace-nowrap',
      cell: actions,
    });
  const tableSort: Sort = {
    column: sort.sort,
    direction: sort.direction === 'asc' ? 'ascending' : 'descending',
  };
  const sortBy = (column: string) => {
    if (!isSortField(column)) return;
    // A new column starts A to Z (times: oldest first); the same column turns around.
    onSort({ sort: column, direction: sort.sort === column && sort.direction === 'asc' ? 'desc' : 'asc' });
  };
  const sortable = fields.filter(([field]) => isSortField(field));
  // What a card shows under the name: the status (decision 018), company and package (sponsors)
  // or job, then contact.
  const summaryFields = fields.slice(1, kind === 'sponsors' ? 6 : 5);

  return (
    <>
      <div className="hidden md:block">
        <DataTable
          caption={t.submissionsView.tab[kind]}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          sort={tableSort}
          onSort={sortBy}
          minWidthClass="min-w-[64rem]"
        />
      </div>
      <div className="md:hidden">
        <div className="mb-3 grid gap-3 min-[30rem]:grid-cols-2">
          <SelectField
            label={t.submissionDetail.sortBy}
            value={sort.sort}
            onChange={(event) => {
              const field = event.target.value;
              if (isSortField(field)) onSort({ ...sort, sort: field });
            }}
            options={sortable.map(([field, heading]) => ({ value: field, label: heading }))}
          />
          <SelectField
            label={t.submissionDetail.order}
            value={sort.direction}
            onChange={(event) =>
              onSort({ ...sort, direction: event.target.value === 'asc' ? 'asc' : 'desc' })
            }
            options={[
              { value: 'asc', label: t.submissionDetail.ascending },
              { value: 'desc', label: t.submissionDetail.descending },
            ]}
          />
        </div>
        <ul aria-label={t.submissionsView.tab[kind]} className="flex flex-col gap-3">
          {rows.map((row) => (
            <li key={row.id} className="rounded-card border border-line bg-white p-4 shadow-card">
              <h2 className="text-lg">{nameButton(row, 'text-lg')}</h2>
              <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
                {summaryFields.map(([field, heading]) => (
                  <div key={field} className="contents">
                    <dt className="text-sm text-ink-muted">{heading}</dt>
                    <dd className="min-w-0 [overflow-wrap:anywhere]">{cellOf(field, row, t)}</dd>
                  </div>
                ))}
              </dl>
              {actions ? <div className="mt-3">{actions(row)}</div> : null}
            </li>
          ))}
        </ul>
      </div>
      <DialogFrame
        open={shown !== undefined}
        onClose={() => setShown(undefined)}
        title={shown ? t.submissionDetail.detailsOf(String(shown.fullName ?? '')) : ''}
      >
        {shown ? (
          <DialogBody>
            <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_minmax(0,1fr)]">
              {submissionColumns(kind, locale, [shown]).map(([field, heading]) => (
                <div key={field} className="contents">
                  <dt className="font-semibold text-ink-muted">{heading}</dt>
                  <dd className="mb-2 min-w-0 whitespace-pre-line [overflow-wrap:anywhere] sm:mb-0">
                    {cellOf(field, shown, t) || '—'}
                  </dd>
                </div>
              ))}
            </dl>
          </DialogBody>
        ) : null}
      </DialogFrame>
    </>
  );
}
