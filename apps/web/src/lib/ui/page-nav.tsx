import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useStaffTexts } from '../i18n/staff-texts';

const buttonClass =
  'inline-flex items-center gap-1 rounded-control border border-slate-300 bg-white px-3 py-1.5 font-semibold text-ink hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50';

/** Previous / 'Page 2 of 5' / Next under a table; nothing when everything fits on one page. */
export function PageNav({
  page,
  pages,
  onPage,
  summary,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** 'Showing 11–20 of 43', announced when the page changes. */
  summary: string;
}) {
  const t = useStaffTexts();
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p role="status" className="text-ink-muted">
        {summary}
      </p>
      {pages > 1 ? (
        <nav aria-label={t.contentAdmin.pagination} className="flex items-center gap-2">
          <button type="button" className={buttonClass} disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t.contentAdmin.previousPage}
          </button>
          <span className="px-1 font-semibold">{t.contentAdmin.pageOf(page, pages)}</span>
          <button
            type="button"
            className={buttonClass}
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            {t.contentAdmin.nextPage}
            <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </button>
        </nav>
      ) : null}
    </div>
  );
}

/** PageNav under one page of a list the server pages: 'N inquiries. Showing 11–20 of 43'. */
export function ResultsPageNav({
  page,
  pageSize,
  total,
  shown,
  totalText,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** Rows on this page. */
  shown: number;
  /** What the total is, in words ('43 inquiries'). */
  totalText: string;
  onPage: (page: number) => void;
}) {
  const t = useStaffTexts();
  const from = (page - 1) * pageSize + 1;
  return (
    <PageNav
      page={page}
      pages={Math.max(1, Math.ceil(total / pageSize))}
      onPage={onPage}
      summary={`${totalText}. ${t.contentAdmin.rowsShown(from, from + shown - 1, total)}`}
    />
  );
}
