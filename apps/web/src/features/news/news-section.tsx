import { NEWS_SECTION_WATCHER_MS, NEWS_TABS, type NewsTab, readNewsTab } from '@authority/shared/constants';
import type { EventView, NewsView } from '@authority/shared/normalize-content';
import { onlyNews } from '@authority/shared/normalize-content';
import { NEWS_TEXTS } from '@authority/shared/public-texts';
import { ROUTES } from '@authority/shared/routes';
import { ArrowRight } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { cx } from '../../lib/cx';
import type { ResourceWithReload } from '../../lib/http/use-resource';
import { TabList, tabPanelProps } from '../../lib/ui/tab-list';
import { type FeaturedChoice, type Story, StoryBrowser } from './story-browser';

const TABS = NEWS_TABS.map((id) => ({ id, label: NEWS_TEXTS.tabs[id] }));

export function newsStory(item: NewsView): Story {
  return {
    id: item.id,
    title: item.name,
    description: item.description,
    imageUrl: item.imageUrl,
    date: item.date,
    upcoming: item.isFuture,
    details: [],
    href: ROUTES.showNews(item.id),
    linkText: NEWS_TEXTS.readMore,
  };
}

export function eventStory(event: EventView, now: Date = new Date()): Story {
  return {
    id: event.id,
    title: event.eventName,
    description: event.description,
    imageUrl: event.imageUrl,
    date: event.date,
    upcoming: new Date(event.date.iso).getTime() > now.getTime(),
    details: [event.location, ...(event.time ? [event.time] : [])],
    href: ROUTES.eventDetails(event.id),
    linkText: NEWS_TEXTS.eventDetails,
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
  const idBase = useId();
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
    if (tab === 'announcements') return <p className="text-lg">{NEWS_TEXTS.comingSoon}</p>;
    const isEvents = tab === 'events';
    const read = isEvents ? events : tab === 'all' ? all : news;
    if (read.status === 'loading') return <p role="status">{NEWS_TEXTS.loading}</p>;
    const stories = isEvents
      ? (events.data ?? []).map((event) => eventStory(event))
      : onlyNews(read === all ? (all.data ?? []) : (news.data ?? [])).map(newsStory);
    const more = isEvents
      ? { to: ROUTES.userEvents, text: NEWS_TEXTS.allEvents }
      : { to: ROUTES.allNews, text: NEWS_TEXTS.allNews };
    return (
      <>
        {stories.length === 0 ? (
          <p className="text-ink-muted">{isEvents ? NEWS_TEXTS.emptyEvents : NEWS_TEXTS.emptyNews}</p>
        ) : (
          <StoryBrowser
            label={NEWS_TEXTS.listLabel(NEWS_TEXTS.tabs[tab])}
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
        label={NEWS_TEXTS.tabsLabel}
        idBase={idBase}
        tabs={TABS}
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
