import { NEWS_ARROW_RECHECK_MS, NEWS_SCROLL_STEP_PX } from '@authority/shared/constants';
import type { DateParts } from '@authority/shared/normalize-content';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useScrollArrows } from '../../lib/carousel/use-scroll-arrows';
import { cx } from '../../lib/cx';
import { fallbackProps, Shown } from '../../lib/i18n/in-language';
import { useTexts } from '../../lib/i18n/texts';
import { DateBadge } from '../../lib/ui/date-badge';
import { imageSources } from '../../lib/ui/image-sources';

/** A news item or an event, as the News section shows it. */
export interface Story {
  id: number;
  title: string;
  description: string;
  imageUrl: string | null;
  /** The image's words (decision 019); null: none written, the image is drawn as decorative. */
  imageAlt: string | null;
  date: DateParts | null;
  upcoming: boolean;
  /** Location and time of an event. */
  details: readonly string[];
  href: string;
  linkText: string;
  /** `title` and `description` when they are shown in the default language (no translation). */
  untranslated?: readonly string[];
}

/** 'first': the first story (the default after choosing a tab); null: none (SPEC §4). */
export type FeaturedChoice = number | null | 'first';

const arrowClass =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-primary-700 text-primary-700 hover:bg-primary-50 disabled:cursor-not-allowed disabled:border-line disabled:text-slate-400 disabled:hover:bg-transparent';

/**
 * A featured story above a horizontally scrolling row of cards (SPEC §2, §4). Choosing a card
 * features it; choosing the featured card again clears it. The arrows move the row by 280 px and
 * are disabled at each end; their state is checked again 320 ms after a move. While `watching`,
 * changes of the row's size (images arriving, fonts, layout) update the arrows too.
 */
export function StoryBrowser({
  label,
  stories,
  choice,
  onChoose,
  watching,
}: {
  label: string;
  stories: readonly Story[];
  choice: FeaturedChoice;
  onChoose: (choice: number | null) => void;
  watching: boolean;
}) {
  const texts = useTexts();
  const track = useRef<HTMLUListElement>(null);
  const arrows = useScrollArrows(track, NEWS_ARROW_RECHECK_MS);
  const featured = choice === 'first' ? stories[0] : stories.find((story) => story.id === choice);
  const { recheck } = arrows;

  useEffect(() => {
    const element = track.current;
    if (!watching || !element) return;
    const observer = new ResizeObserver(() => recheck());
    observer.observe(element);
    return () => observer.disconnect();
  }, [watching, recheck]);

  return (
    <div>
      <div aria-live="polite">
        {featured ? (
          <FeaturedStory story={featured} />
        ) : (
          <p className="rounded-card border border-dashed border-slate-300 p-6 text-ink-muted">
            {texts.news.noneFeatured}
          </p>
        )}
      </div>

      <div className="mt-6 flex items-center gap-2">
        <button
          type="button"
          onClick={() => arrows.scrollBy(-1, NEWS_SCROLL_STEP_PX)}
          disabled={!arrows.canGoBack}
          aria-label={texts.carousel.scrollBack}
          className={cx(arrowClass, 'hidden sm:inline-flex')}
        >
          <ChevronLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        </button>
        <ul
          ref={track}
          onScroll={recheck}
          aria-label={label}
          className="flex min-w-0 flex-1 snap-x scroll-px-2 gap-4 overflow-x-auto p-2"
        >
          {stories.map((story) => {
            const isFeatured = story.id === featured?.id;
            return (
              <li key={story.id} className="story-slot">
                <button
                  type="button"
                  aria-pressed={isFeatured}
                  onClick={() => onChoose(isFeatured ? null : story.id)}
                  className={cx(
                    // index.css (decision 028).
                    'story-card',
                    isFeatured ? 'border-primary-700 ring-2 ring-primary-700' : 'border-line',
                  )}
                >
                  {story.imageUrl ? (
                    <img
                      {...imageSources(story.imageUrl, '14rem')}
                      alt={story.imageAlt ?? ''}
                      width={224}
                      height={126}
                      loading="lazy"
                      className="story-card-image"
                    />
                  ) : null}
                  <span className="flex gap-3 p-3">
                    {story.date ? <DateBadge date={story.date} /> : null}
                    <span className="story-card-title" {...fallbackProps(story, 'title')}>
                      {story.title}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          onClick={() => arrows.scrollBy(1, NEWS_SCROLL_STEP_PX)}
          disabled={!arrows.canGoForward}
          aria-label={texts.carousel.scrollForward}
          className={cx(arrowClass, 'hidden sm:inline-flex')}
        >
          <ChevronRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        </button>
      </div>
    </div>
  );
}

function FeaturedStory({ story }: { story: Story }) {
  const texts = useTexts();
  return (
    <article className="grid overflow-hidden rounded-card border border-line bg-white shadow-card md:grid-cols-5">
      {story.imageUrl ? (
        <img
          // Two fifths of the card from `md`, its whole width below.
          {...imageSources(story.imageUrl, '(min-width: 768px) 30rem, 100vw')}
          alt={story.imageAlt ?? ''}
          width={1600}
          height={900}
          loading="lazy"
          className="aspect-video size-full object-cover md:col-span-2"
        />
      ) : null}
      <div className="flex flex-col p-6 md:col-span-3">
        <div className="flex flex-wrap items-center gap-3">
          {story.date ? <DateBadge date={story.date} /> : null}
          {story.upcoming ? (
            <span className="rounded-full bg-accent-100 px-3 py-1 text-sm font-semibold text-accent-900">
              {texts.news.upcoming}
            </span>
          ) : null}
        </div>
        <h3
          className="mt-4 text-xl font-bold text-primary-900 sm:text-2xl"
          {...fallbackProps(story, 'title')}
        >
          {story.title}
        </h3>
        {story.details.length > 0 ? (
          <p className="mt-2 font-semibold text-ink-muted">{story.details.join(' · ')}</p>
        ) : null}
        <p className="mt-3 line-clamp-3" {...fallbackProps(story, 'description')}>
          {story.description}
        </p>
        <Link
          to={story.href}
          className="mt-5 self-start rounded-control bg-primary-700 px-5 py-3 font-semibold text-white hover:bg-primary-800"
        >
          {story.linkText}
          <span className="sr-only">
            :{' '}
            <Shown of={story} field="title">
              {story.title}
            </Shown>
          </span>
        </Link>
      </div>
    </article>
  );
}
