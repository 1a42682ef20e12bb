import {
  type QueryCount,
  SEARCH_COUNTS_PATH,
  type SearchCounts,
  SHOWN_AFTER_COUNT,
  SHOWN_AFTER_DAYS,
} from '@authority/shared/search-counts';
import { useQuery } from '@tanstack/react-query';
import { STAFF_AUTH } from '../../../features/auth';
import { requestJson } from '../../../lib/http/request';
import { useStaffTexts } from '../../../lib/i18n/staff-texts';
import { formatCount } from '../../../lib/staff-ui/format';
import { QueryView } from '../../../lib/ui/states';

/** GET /staff-search-queries: what visitors search for, by daily counts (decision 037). */
function useSearchCounts() {
  return useQuery({
    queryKey: ['back-office', 'search-counts'],
    queryFn: ({ signal }) =>
      requestJson(SEARCH_COUNTS_PATH, { auth: STAFF_AUTH, signal }, (body) => body as SearchCounts),
  });
}

function QueryList({ title, items }: { title: string; items: readonly QueryCount[] }) {
  const t = useStaffTexts();
  return (
    <div className="rounded-card border border-line bg-white px-4 py-3 shadow-card">
      <h3 className="font-semibold text-ink">{title}</h3>
      {items.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">{t.searchCounts.none}</p>
      ) : (
        <ol className="mt-2 flex flex-col gap-1">
          {items.map((item) => (
            <li key={item.query} className="flex flex-wrap justify-between gap-x-3">
              <bdi className="font-semibold">{item.query}</bdi>
              <span className="text-sm text-ink-muted">
                {t.searchCounts.count(formatCount(item.count), formatCount(item.days))}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** The dashboard home's lists of what visitors search for, so editors write what people need. */
export function SearchCountsCard() {
  const t = useStaffTexts();
  const counts = useSearchCounts();
  return (
    <section aria-labelledby="search-counts-heading" className="mb-8">
      <h2 id="search-counts-heading" className="mb-1 text-xl font-bold text-primary-900">
        {t.searchCounts.heading}
      </h2>
      <QueryView query={counts} loading={t.searchCounts.loading} failed={t.searchCounts.loadFailed}>
        {(data) => (
          <>
            <p className="mb-3 max-w-prose text-sm text-ink-muted">
              {t.searchCounts.help(
                formatCount(data.keptDays),
                formatCount(SHOWN_AFTER_DAYS),
                formatCount(SHOWN_AFTER_COUNT),
              )}
            </p>
            <div className="grid gap-3 md:grid-cols-2">
              <QueryList title={t.searchCounts.top} items={data.top} />
              <QueryList title={t.searchCounts.unanswered} items={data.unanswered} />
            </div>
          </>
        )}
      </QueryView>
    </section>
  );
}
