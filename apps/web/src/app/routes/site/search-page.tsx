import { ROUTES } from '@authority/shared/routes';
import {
  readSearchText,
  readSearchType,
  type SearchType,
  searchReadPath,
} from '@authority/shared/search-query';
import { Search } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { EventCardList, hasEnded, useEvents } from '../../../features/events';
import { NewsCardList, useNewsPage } from '../../../features/news';
import { SearchResults, useSearch } from '../../../features/search';
import { useDocumentTitle } from '../../../lib/document-title';
import { useLocalize } from '../../../lib/i18n/locale';
import { useDigits, usePagesTexts, useTexts } from '../../../lib/i18n/texts';
import { LoadingText } from '../../../lib/ui/loading-text';
import { PageContainer, PageTitle } from '../../../lib/ui/page';
import { Pager, readPage } from '../../../lib/ui/pager';

/** The page has one such field: a fixed id, the same from the server and the browser (decision 020). */
const SEARCH_FIELD_ID = 'search-page-query';

/** How many of the latest news and upcoming events an empty search shows. */
const SHOWN_INSTEAD = 4;

/**
 * `/search?q=…` (docs/decisions/037-site-search.md): the number of results, announced, then a page
 * of ten; with nothing found, 'Did you mean' and the latest news and upcoming events, which an
 * empty query shows too. Server-rendered from the embedded answers; its form works without script.
 */
export function SearchPage() {
  const texts = usePagesTexts().search;
  const shared = useTexts();
  const localize = useLocalize();
  useDocumentTitle(shared.pageTitles.search);
  const [params] = useSearchParams();
  const q = readSearchText(params.get('q'));
  const page = readPage(params.get('page'));
  const type = readSearchType(params.get('type'));

  return (
    <PageContainer>
      <PageTitle>{shared.pageTitles.search}</PageTitle>
      <p className="mt-3 max-w-prose text-lg text-ink-muted">{texts.intro}</p>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for browsers still in use (and the test DOM). */}
      <form
        role="search"
        aria-label={texts.label}
        action={localize(ROUTES.search)}
        method="get"
        className="mt-6 flex max-w-xl flex-wrap items-end gap-2"
      >
        <div className="min-w-0 flex-1">
          <label htmlFor={SEARCH_FIELD_ID} className="block font-semibold">
            {texts.label}
          </label>
          <input
            id={SEARCH_FIELD_ID}
            type="search"
            name="q"
            defaultValue={q}
            maxLength={200}
            enterKeyHint="search"
            className="mt-1 w-full rounded-control border border-slate-500 px-3 py-2"
          />
        </div>
        {type ? <input type="hidden" name="type" value={type} /> : null}
        <button
          type="submit"
          className="inline-flex items-center gap-2 rounded-control bg-primary-700 px-4 py-2 font-semibold text-white hover:bg-primary-800"
        >
          <Search aria-hidden="true" className="size-4" />
          {texts.submit}
        </button>
      </form>

      <div className="mt-8">
        {q ? (
          <SearchOutcome q={q} page={page} type={type} />
        ) : (
          <>
            <p className="mt-3">{texts.emptyPrompt}</p>
            <Instead />
          </>
        )}
      </div>
    </PageContainer>
  );
}

/** What a query found: its count (announced), its results and pager, or 'Did you mean' and the rest. */
function SearchOutcome({ q, page, type }: { q: string; page: number; type: SearchType | '' }) {
  const texts = usePagesTexts().search;
  const shared = useTexts();
  const localize = useLocalize();
  const digits = useDigits();
  const results = useSearch(q, page, type);
  const answer = results.data;
  const pageHref = (to: number) =>
    localize(`${ROUTES.search}${searchReadPath(q, to, type).slice('/search'.length)}`);
  return (
    <>
      {/* Announced when it changes: the count after a search, or that nothing was found. */}
      <p role="status" className="font-semibold">
        {answer
          ? answer.total > 0
            ? `${texts.results(digits(String(answer.total)), answer.total)} ${texts.resultsFor(q)}`
            : texts.nothingFound(q)
          : ''}
      </p>
      {results.status === 'loading' ? <LoadingText>{shared.layout.loading}</LoadingText> : null}
      {answer && answer.total === 0 && answer.suggestion ? (
        <p className="mt-3 text-lg">
          {texts.didYouMean}{' '}
          <Link
            to={localize(`${ROUTES.search}?q=${encodeURIComponent(answer.suggestion)}`)}
            className="font-semibold text-primary-700 underline underline-offset-4"
          >
            {answer.suggestion}
          </Link>
          {shared.layout.questionMark}
        </p>
      ) : null}
      {answer?.items.some((item) => item.partial) ? (
        <p className="mt-3 text-ink-muted">{texts.partialNote}</p>
      ) : null}
      {answer && answer.total > 0 ? (
        <div className="mt-6">
          <SearchResults answer={answer} />
          <Pager page={page} hasNext={page * answer.pageSize < answer.total} href={pageHref} />
        </div>
      ) : null}
      {answer && answer.total === 0 ? <Instead /> : null}
    </>
  );
}

/** The latest news and the upcoming events, for a search that shows no results. */
function Instead() {
  const texts = usePagesTexts().search;
  const news = useNewsPage(1);
  const events = useEvents();
  const upcoming = (events.data ?? [])
    .filter((event) => !hasEnded(event.date.iso))
    .sort((a, b) => a.date.iso.localeCompare(b.date.iso))
    .slice(0, SHOWN_INSTEAD);
  const latest = (news.data ?? []).slice(0, SHOWN_INSTEAD);
  return (
    <>
      {latest.length > 0 ? (
        <section aria-labelledby="search-latest-news" className="mt-10">
          <h2 id="search-latest-news" className="mb-4 text-2xl font-bold text-primary-900">
            {texts.latestNews}
          </h2>
          <NewsCardList items={latest} />
        </section>
      ) : null}
      {upcoming.length > 0 ? (
        <section aria-labelledby="search-upcoming-events" className="mt-10">
          <h2 id="search-upcoming-events" className="mb-4 text-2xl font-bold text-primary-900">
            {texts.upcomingEvents}
          </h2>
          <EventCardList events={upcoming} />
        </section>
      ) : null}
    </>
  );
}
