import { NEWS_SECTION_WATCHER_MS, NEWS_TABS, type NewsTab, readNewsTab } from '@authority/shared/constants';
import type { PublicTexts } from '@authority/shared/i18n/public-en';
import type { EventView, NewsView } from '@authority/shared/normalize-content';
import { onlyNews } from '@authority/shared/normalize-content';
import { ROUTES } from '@authority/shared/routes';
import { ArrowRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { cx } from '../../lib/cx';
import type { ResourceWithReload } from '../../lib/http/use-resource';
import { useLocalize } from '../../lib/i18n/locale';
import { useTexts } from '../../lib/i18n/texts';
import { TabList, tabPanelProps } from '../../lib/ui/tab-list';
import { type FeaturedChoice, type Story, StoryBrowser } from './story-browser';

/** What a story card needs of the page: its language's texts and addresses. */
export interface StoryLanguage {
  texts: PublicTexts;
  localize: (address: string) => string;
}

/** A view's untranslated fields as the story names them: its title field, and the description. */
const storyFields = (untranslated: readonly string[] | undefined, titleField: string) =>
  untranslated?.map((field) => (field === titleField ? 'title' : field));

export function newsStory(item: NewsView, { texts, localize }: StoryLanguage): Story {
  return {
    id: item.id,
    title: item.name,
    description: item.description,
    imageUrl: item.imageUrl,
    imageAlt: item.imageAlt,
    date: item.date,
    upcoming: item.isFuture,
    details: [],
    href: localize(ROUTES.showNews(item.id)),
    untranslated: storyFields(item.untranslated, 'name'),
    linkText: texts.news.readMore,
  };
}

export function eventStory(
  event: EventView,
  { texts, localize }: StoryLanguage,
  now: Date = new Date(),
): Story {
  return {
    id: event.id,
    title: event.eventName,
    description: event.description,
    imageUrl: event.imageUrl,
    imageAlt: event.imageAlt,
    date: event.date,
    upcoming: new Date(event.date.iso).getTime() > now.getTime(),
    details: [event.location, ...(event.time ? [event.time] : [])],
    href: localize(ROUTES.eventDetails(event.id)),
    untranslated: storyFields(event.untranslated, 'eventName'),
    linkText: texts.news.eventDetails,
  };
}

export interface NewsSectionReads {
  /** GET /news: the All tab (filtered to isNews). */
  all: ResourceWithReload<NewsView[]>;
  /** GET /news/1: the News tab. */
  news: ResourceWithReload<NewsView[]>;
  /** GET /Events/all, newest first: the Events tab. */
  events: ResourceWithReload<EventView[]>;
}

/**
 * The News section (SPEC §2, §4): tabs All, News, Events and Announcements. The tab comes from
 * `?tab=`; choosing one replaces the query (with `#news`), reads that tab's data again and features
 * its first item. A watcher keeps the card row's arrows right for the first 20 s.
 */
export function NewsContent({ all, news, events }: NewsSectionReads) {
  const texts = useTexts();
  const localize = useLocalize();
  const language = { texts, localize };
  const tabs = NEWS_TABS.map((id) => ({ id, label: texts.news.tabs[id] }));
  // A fixed id, not useId: the server (React) and the browser (Preact) make different ones (decision 020).
  const idBase = 'news-tabs';
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tab = readNewsTab(params.get('tab'));
  const [choice, setChoice] = useState<{ tab: NewsTab; featured: FeaturedChoice }>({
    tab,
    featured: 'first',
  });
  const featured = choice.tab === tab ? choice.featured : 'first';
  const [watching, setWatching] = useState(true);

  useEffect(() => {
    const timer = window.setTimeout(() => setWatching(false), NEWS_SECTION_WATCHER_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const select = (next: NewsTab) => {
    if (next === tab) return;
    navigate({ search: `?tab=${next}`, hash: '#news' }, { replace: true });
    setChoice({ tab: next, featured: 'first' });
    if (next === 'all') all.reload();
    else if (next === 'news') news.reload();
    else if (next === 'events') events.reload();
  };

  const choose = (id: number | null) => setChoice({ tab, featured: id });

  const panel = () => {
    if (tab === 'announcements') return <p className="text-lg">{texts.news.comingSoon}</p>;
    const isEvents = tab === 'events';
    const read = isEvents ? events : tab === 'all' ? all : news;
    if (read.status === 'loading') return <p role="status">{texts.news.loading}</p>;
    const stories = isEvents
      ? (events.data ?? []).map((event) => eventStory(event, language))
      : onlyNews(read === all ? (all.data ?? []) : (news.data ?? [])).map((item) =>
          newsStory(item, language),
        );
    const more = isEvents
      ? { to: localize(ROUTES.userEvents), text: texts.news.allEvents }
      : { to: localize(ROUTES.allNews), text: texts.news.allNews };
    return (
      <>
        {stories.length === 0 ? (
          <p className="text-ink-muted">{isEvents ? texts.news.emptyEvents : texts.news.emptyNews}</p>
        ) : (
          <StoryBrowser
            label={texts.news.listLabel(texts.news.tabs[tab])}
            stories={stories}
            choice={featured}
            onChoose={choose}
            watching={watching}
          />
        )}
        <Link
          to={more.to}
          className="mt-6 inline-flex items-center gap-2 rounded-control font-semibold text-primary-700 underline-offset-4 hover:underline"
        >
          {more.text}
          <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Link>
      </>
    );
  };

  return (
    <div>
      <TabList
        label={texts.news.tabsLabel}
        idBase={idBase}
        tabs={tabs}
        selected={tab}
        onSelect={select}
        className="flex-wrap gap-2 border-b border-line pb-3"
        tabClassName={(isSelected) =>
          cx(
            'rounded-full px-4 py-2 font-semibold',
            isSelected ? 'bg-primary-700 text-white' : 'text-primary-800 hover:bg-primary-50',
          )
        }
      />
      {NEWS_TABS.map((id) => (
        <div key={id} {...tabPanelProps(idBase, id, tab)} className="mt-6 rounded-card">
          {id === tab ? panel() : null}
        </div>
      ))}
    </div>
  );
}
