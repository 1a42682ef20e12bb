import { type ReactNode, useMemo, useState } from 'react';
import { useStaffTexts } from '../i18n/staff-texts';
import { type Column, DataTable, type Sort } from './data-table';
import { PageNav } from './page-nav';
import { SearchField } from './search-field';

export const CLIENT_PAGE_SIZE = 10;

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

function compare(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * A whole list read at once (content lists are small), searched, sorted and paged in the
 * browser. Without a chosen sort the rows keep the order the public site shows them in.
 */
export function ClientTable<Row>({
  rows,
  columns,
  caption,
  searchLabel,
  searchText,
  rowKey,
  actions,
  pageSize = CLIENT_PAGE_SIZE,
  minWidthClass,
  initialSort,
  searchPlaceholder,
}: {
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  caption: string;
  searchLabel: string;
  searchText: (row: Row) => string;
  rowKey: (row: Row) => string | number;
  actions?: (row: Row) => ReactNode;
  pageSize?: number;
  minWidthClass?: string;
  /** The order before anyone sorts: none keeps the order the rows came in. */
  initialSort?: Sort;
  searchPlaceholder?: string;
}) {
  const t = useStaffTexts();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<Sort | undefined>(initialSort);
  const [page, setPage] = useState(1);

  const found = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase();
    const matching = rows.filter(
      (row) => needle === '' || searchText(row).toLocaleLowerCase().includes(needle),
    );
    const column = sort && columns.find((c) => c.id === sort.column);
    if (!sort || !column?.sortValue) return matching;
    const value = column.sortValue;
    const factor = sort.direction === 'ascending' ? 1 : -1;
    return [...matching].sort((a, b) => factor * compare(value(a), value(b)));
  }, [rows, query, sort, columns, searchText]);

  const pages = Math.max(1, Math.ceil(found.length / pageSize));
  // A deletion or a narrower search can leave the page past the end.
  const current = Math.min(page, pages);
  const start = (current - 1) * pageSize;
  const visible = found.slice(start, start + pageSize);

  const onSort = (column: string) => {
    setSort((previous) => ({
      column,
      direction:
        previous?.column === column && previous.direction === 'ascending' ? 'descending' : 'ascending',
    }));
    setPage(1);
  };

  return (
    <>
      <SearchField
        label={searchLabel}
        placeholder={searchPlaceholder}
        value={query}
        onChange={(value) => {
          setQuery(value);
          setPage(1);
        }}
        className="mb-4 max-w-sm"
      />
      <DataTable
        caption={caption}
        columns={columns}
        rows={visible}
        rowKey={rowKey}
        sort={sort}
        onSort={onSort}
        actions={actions}
        minWidthClass={minWidthClass}
        footer={
          found.length === 0 ? (
            <p className="px-4 py-6 text-ink-muted">{t.contentAdmin.noMatch(query.trim())}</p>
          ) : null
        }
      />
      <PageNav
        page={current}
        pages={pages}
        onPage={setPage}
        summary={
          found.length === 0
            ? t.contentAdmin.noMatch(query.trim())
            : t.contentAdmin.rowsShown(start + 1, start + visible.length, found.length)
        }
      />
    </>
  );
}
