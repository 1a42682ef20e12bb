import { formatLongDate } from '@authority/shared/format-date';
import type { SearchAnswer } from '@authority/shared/search';
import { Link } from 'react-router';
import { useLocale } from '../../lib/i18n/locale';
import { useDigits, usePagesTexts } from '../../lib/i18n/texts';
import { MarkedText } from './marked-text';

/**
 * The results of one page: each its kind, its title with the matched words marked, a date for news
 * and events, a snippet around the best match, and a link to its page in the page's language.
 */
export function SearchResults({ answer }: { answer: SearchAnswer }) {
  const texts = usePagesTexts().search;
  const dates = usePagesTexts().dates;
  const digits = useDigits();
  const locale = useLocale();
  return (
    <ol className="flex flex-col gap-6" start={(answer.page - 1) * answer.pageSize + 1}>
      {answer.items.map((item) => (
        <li key={`${item.type}:${item.id}`} className="border-b border-line pb-6">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
            <span className="font-semibold text-primary-800">{texts.kinds[item.type]}</span>
            {item.date ? <time dateTime={item.date}>{digits(formatLongDate(item.date, dates))}</time> : null}
            {item.partial ? <span>{texts.partial}</span> : null}
          </p>
          <h2 className="mt-1 text-xl font-bold" lang={item.language === locale ? undefined : item.language}>
            <Link to={item.url} className="text-primary-800 underline-offset-4 hover:underline">
              <MarkedText text={item.title} marks={item.titleMarks} />
            </Link>
          </h2>
          {item.snippet ? (
            <p
              className="mt-2 max-w-prose text-ink-muted"
              lang={item.language === locale ? undefined : item.language}
            >
              <MarkedText text={item.snippet} marks={item.snippetMarks} />
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
