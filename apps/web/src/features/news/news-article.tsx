import type { NewsView } from '@authority/shared/normalize-content';
import { fallbackProps, Shown } from '../../lib/i18n/in-language';
import { useDigits, usePagesTexts, useTexts } from '../../lib/i18n/texts';
import { ExternalLink } from '../../lib/ui/external-link';
import { imageSources } from '../../lib/ui/image-sources';
import { PageTitle } from '../../lib/ui/page';
import { ReviewLine } from '../../lib/ui/review-line';

/**
 * One news item (SPEC §2 /showNews): image, title, the description with its line breaks kept,
 * and 'Visit Link' (a new tab) when the item has a link.
 */
export function NewsArticle({ item }: { item: NewsView }) {
  const pageTexts = usePagesTexts();
  const texts = useTexts();
  const digits = useDigits();
  return (
    <article className="max-w-prose">
      {item.imageUrl ? (
        <img
          // At most the prose width.
          {...imageSources(item.imageUrl, '(min-width: 42rem) 42rem, 100vw')}
          alt={item.imageAlt ?? ''}
          width={1600}
          height={900}
          fetchPriority="high"
          className="mb-8 aspect-video w-full rounded-card object-cover"
        />
      ) : null}
      <PageTitle>
        <Shown of={item} field="name">
          {item.name}
        </Shown>
      </PageTitle>
      {item.date ? (
        <p className="mt-3 text-ink-muted">
          {pageTexts.showNews.published}{' '}
          <time dateTime={item.date.iso}>
            {digits(
              `${item.date.day} ${texts.dates.shortMonths[new Date(item.date.iso).getUTCMonth()] ?? item.date.month} ${item.date.year}`,
            )}
          </time>
          {item.isFuture ? (
            <span className="ms-3 rounded-full bg-accent-100 px-3 py-1 text-sm font-semibold text-accent-900">
              {texts.news.upcoming}
            </span>
          ) : null}
        </p>
      ) : null}
      <p className="mt-6 text-lg whitespace-pre-line" {...fallbackProps(item, 'description')}>
        {item.description}
      </p>
      {item.link ? (
        <ExternalLink
          href={item.link}
          className="mt-8 rounded-control bg-primary-700 px-5 py-3 font-semibold text-white hover:bg-primary-800"
        >
          {pageTexts.showNews.visitLink}
        </ExternalLink>
      ) : null}
      <ReviewLine review={item.review} />
    </article>
  );
}
