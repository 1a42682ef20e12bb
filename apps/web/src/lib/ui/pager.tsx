import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { usePagesTexts } from '../i18n/texts';

const linkClass =
  'inline-flex items-center gap-1 rounded-control border border-primary-700 px-4 py-2 font-semibold text-primary-700 hover:bg-primary-50';

export { readPage } from '@authority/shared/public-api-paths';

/**
 * Previous / current page / Next (SPEC §2). Previous exists from page 2; Next only when
 * `hasNext` says more data follows (SPEC §4). `href`: a page's link when the address holds more
 * than `?page=` (the search page's words).
 */
export function Pager({
  page,
  hasNext,
  href = (to) => `?page=${to}`,
}: {
  page: number;
  hasNext: boolean;
  href?: (page: number) => string;
}) {
  const pageTexts = usePagesTexts();
  return (
    <nav aria-label={pageTexts.pager.label} className="mt-10 flex items-center justify-center gap-3">
      {page > 1 ? (
        <Link to={href(page - 1)} className={linkClass}>
          <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {pageTexts.pager.previous}
        </Link>
      ) : null}
      <span aria-current="page" className="rounded-control bg-primary-700 px-4 py-2 font-semibold text-white">
        {pageTexts.pager.page(page)}
      </span>
      {hasNext ? (
        <Link to={href(page + 1)} className={linkClass}>
          {pageTexts.pager.next}
          <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Link>
      ) : null}
    </nav>
  );
}
