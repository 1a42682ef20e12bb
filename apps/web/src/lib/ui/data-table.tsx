import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cx } from '../cx';
import { useStaffTexts } from '../i18n/staff-texts';
import { ResultsPageNav } from './page-nav';

export interface Column<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Present: the column can be sorted by this value (in the browser). */
  sortValue?: (row: Row) => string | number;
  /** True: the column can be sorted, by whoever holds the rows (a list the server sorts). */
  sortable?: boolean;
  /** The column naming the row (a row header for screen readers). */
  rowHeader?: boolean;
  className?: string;
}

export type SortDirection = 'ascending' | 'descending';
export interface Sort {
  column: string;
  direction: SortDirection;
}

/**
 * A cell's text in its own direction: an English name, time or address in an Arabic table (or the
 * reverse) keeps its order ('09:00 – 16:00'), while the cell stays aligned with the table.
 */
const isolated = (value: ReactNode): ReactNode =>
  typeof value === 'string' && value !== '' ? <bdi>{value}</bdi> : value;

/**
 * A table of rows with optional sortable columns and a last column of row actions. Wide tables
 * scroll sideways inside their frame on a phone, so the page itself never does.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  actions,
  minWidthClass = 'min-w-[40rem]',
  footer,
  focusable = false,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  sort?: Sort | undefined;
  onSort?: (column: string) => void;
  actions?: (row: Row) => ReactNode;
  /** Narrower than this the table scrolls sideways. */
  minWidthClass?: string;
  /** Under the rows, inside the frame (e.g. 'nothing matches'). */
  footer?: ReactNode;
  /** The frame takes the focus even with an actions column, whose rows may all have no button. */
  focusable?: boolean;
}) {
  const t = useStaffTexts();
  const captionId = useId();
  const header = (column: Column<Row>) => {
    if (!(column.sortValue || column.sortable) || !onSort) {
      return (
        <th
          key={column.id}
          scope="col"
          className={cx('px-4 py-2 text-start font-semibold', column.className)}
        >
          {column.header}
        </th>
      );
    }
    const active = sort?.column === column.id;
    const Icon = !active ? ArrowUpDown : sort.direction === 'ascending' ? ArrowUp : ArrowDown;
    return (
      <th
        key={column.id}
        scope="col"
        aria-sort={active ? sort.direction : undefined}
        className={cx('px-4 py-2 text-start', column.className)}
      >
        <button
          type="button"
          onClick={() => onSort(column.id)}
          className="inline-flex items-center gap-1 rounded-control font-semibold hover:text-primary-700"
        >
          {column.header}
          <Icon aria-hidden="true" className="size-4" />
        </button>
      </th>
    );
  };

  return (
    <div
      // A table with nothing to focus inside still scrolls sideways from the keyboard (WCAG 2.1.1);
      // so does one whose actions may all be empty (`focusable`: the sessions list's own session).
      {...(actions && !focusable ? {} : { tabIndex: 0, role: 'region', 'aria-labelledby': captionId })}
      // `relative`: the visually hidden texts inside (absolutely placed) are clipped with the table
      // instead of widening the page beside it.
      className="relative overflow-x-auto rounded-card border border-line bg-white"
    >
      <table className={cx('w-full border-collapse text-start', minWidthClass)}>
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className="border-b border-line bg-slate-50 text-sm text-ink-muted">
          <tr>
            {columns.map(header)}
            {actions ? (
              <th scope="col" className="px-4 py-2 text-end font-semibold">
                <span className="sr-only">{t.contentAdmin.actions}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-line align-top last:border-b-0">
              {columns.map((column) =>
                column.rowHeader ? (
                  <th
                    key={column.id}
                    scope="row"
                    className={cx('px-4 py-2 text-start font-semibold', column.className)}
                  >
                    {isolated(column.cell(row))}
                  </th>
                ) : (
                  <td key={column.id} className={cx('px-4 py-2', column.className)}>
                    {isolated(column.cell(row))}
                  </td>
                ),
              )}
              {actions ? <td className="px-4 py-2 text-end whitespace-nowrap">{actions(row)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
      {footer}
    </div>
  );
}

/** One page of a list the server pages. */
export interface ResultPage<Row> {
  items: readonly Row[];
  total: number;
  page: number;
  pageSize: number;
}

/** A page of a server-paged list: the table, and under it the pager with 'N … Showing 11–20 of 43'. */
export function PagedDataTable<Row>({
  result,
  totalText,
  onPage,
  ...table
}: Omit<Parameters<typeof DataTable<Row>>[0], 'rows'> & {
  result: ResultPage<Row>;
  /** What the total is, in words ('43 inquiries'). */
  totalText: string;
  onPage: (page: number) => void;
}) {
  return (
    <>
      <DataTable {...table} rows={result.items} />
      <ResultsPageNav
        page={result.page}
        pageSize={result.pageSize}
        total={result.total}
        shown={result.items.length}
        totalText={totalText}
        onPage={onPage}
      />
    </>
  );
}
