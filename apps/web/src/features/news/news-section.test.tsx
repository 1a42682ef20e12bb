import {
  NEWS_ARROW_RECHECK_MS,
  NEWS_SCROLL_STEP_PX,
  NEWS_SECTION_WATCHER_MS,
  readNewsTab,
} from '@authority/shared/constants';
import { CAROUSEL_TEXTS, NEWS_TEXTS } from '@authority/shared/public-texts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventView, LONG_TEXT, newsView, resource } from '../../test/content-factories';
import { resizeObservers, setScrollGeometry } from '../../test/observers';
import { renderWithRouter } from '../../test/render-with-router';
import { NewsContent, type NewsSectionReads } from './news-section';

const allNews = [
  newsView({ id: 3, name: 'Third', isNews: true }),
  newsView({ id: 2, name: 'Notice', isNews: false }),
  newsView({ id: 1, name: 'First', isNews: true }),
];
const pageNews = [newsView({ id: 3, name: 'Third' }), newsView({ id: 1, name: 'First' })];
const events = [eventView({ id: 9, eventName: 'Open day' }), eventView({ id: 4, eventName: 'Lectures' })];

function reads(overrides: Partial<NewsSectionReads> = {}): NewsSectionReads {
  return {
    all: resource.loaded(allNews),
    news: resource.loaded(pageNews),
    events: resource.loaded(events),
    ...overrides,
  };
}

const panel = () => screen.getByRole('tabpanel');
const cards = () =>
  within(panel())
    .getAllByRole('button', { pressed: undefined })
    .filter((b) => b.hasAttribute('aria-pressed'));
const featuredHeading = () => within(panel()).queryByRole('heading', { level: 3 });

describe('readNewsTab', () => {
  it('reads the four tabs and falls back to all', () => {
    expect(readNewsTab('events')).toBe('events');
    expect(readNewsTab('announcements')).toBe('announcements');
    expect(readNewsTab('Events')).toBe('all');
    expect(readNewsTab(null)).toBe('all');
  });
});

describe('NewsContent', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the All tab by default: only isNews items, the first one featured', () => {
    renderWithRouter(<NewsContent {...reads()} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All',
      'News',
      'Events',
      'Announcements',
    ]);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(cards().map((card) => card.textContent)).toEqual(['4Mar 2026Third', '4Mar 2026First']);
    expect(featuredHeading()).toHaveTextContent('Third');
    expect(within(panel()).getByRole('link', { name: `${NEWS_TEXTS.readMore}: Third` })).toHaveAttribute(
      'href',
      '/showNews/3',
    );
    expect(within(panel()).getByRole('link', { name: NEWS_TEXTS.allNews })).toHaveAttribute(
      'href',
      '/allNews',
    );
  });

  it('reads the tab from ?tab= on load', () => {
    renderWithRouter(<NewsContent {...reads()} />, '/?tab=events#news');
    expect(screen.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
    expect(featuredHeading()).toHaveTextContent('Open day');
    expect(within(panel()).getByText('Main Hall · 09:00 – 12:00')).toBeInTheDocument();
    expect(
      within(panel()).getByRole('link', { name: `${NEWS_TEXTS.eventDetails}: Open day` }),
    ).toHaveAttribute('href', '/event-details/9');
    expect(within(panel()).getByRole('link', { name: NEWS_TEXTS.allEvents })).toHaveAttribute(
      'href',
      '/UserEvent',
    );
  });

  it('replaces the address with the chosen tab and #news, and reads that tab again', () => {
    const sectionReads = reads();
    const { router } = renderWithRouter(<NewsContent {...sectionReads} />, '/?tab=all#news');
    const entries = router.state.historyAction;
    fireEvent.click(screen.getByRole('tab', { name: 'News' }));

    expect(router.state.location.search).toBe('?tab=news');
    expect(router.state.location.hash).toBe('#news');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(entries).toBe('POP');
    expect(sectionReads.news.reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('tab', { name: 'News' })).toHaveAttribute('aria-selected', 'true');
    expect(cards().map((card) => card.textContent)).toEqual(['4Mar 2026Third', '4Mar 2026First']);

    fireEvent.click(screen.getByRole('tab', { name: 'Events' }));
    expect(router.state.location.search).toBe('?tab=events');
    expect(sectionReads.events.reload).toHaveBeenCalledTimes(1);
  });

  it('shows Coming Soon for announcements, with nothing featured', () => {
    renderWithRouter(<NewsContent {...reads()} />, '/?tab=announcements');
    expect(panel()).toHaveTextContent(
      'Coming Soon - This section is under construction. Please check back later.',
    );
    expect(featuredHeading()).not.toBeInTheDocument();
  });

  it('features a chosen card, clears it when chosen again, and starts from the first on a new tab', () => {
    renderWithRouter(<NewsContent {...reads()} />);
    const [third, first] = cards();
    fireEvent.click(first as HTMLElement);
    expect(featuredHeading()).toHaveTextContent('First');
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(third).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(first as HTMLElement);
    expect(featuredHeading()).not.toBeInTheDocument();
    expect(within(panel()).getByText(NEWS_TEXTS.noneFeatured)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'News' }));
    expect(featuredHeading()).toHaveTextContent('Third');
  });

  it('shows loading, then a quiet line when a tab has nothing (or its read failed)', () => {
    const { unmount } = renderWithRouter(<NewsContent {...reads({ all: resource.loading() })} />);
    expect(within(panel()).getByRole('status')).toHaveTextContent(NEWS_TEXTS.loading);
    unmount();
    renderWithRouter(<NewsContent {...reads({ all: resource.failed(), events: resource.loaded([]) })} />);
    expect(within(panel()).getByText(NEWS_TEXTS.emptyNews)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Events' }));
    expect(within(panel()).getByText(NEWS_TEXTS.emptyEvents)).toBeInTheDocument();
  });

  it('marks future items as upcoming and clamps a long description', () => {
    renderWithRouter(
      <NewsContent
        {...reads({ all: resource.loaded([newsView({ isFuture: true, description: LONG_TEXT })]) })}
      />,
    );
    expect(within(panel()).getByText(NEWS_TEXTS.upcoming)).toBeInTheDocument();
    expect(within(panel()).getByText(LONG_TEXT)).toHaveClass('line-clamp-3');
  });

  it('scrolls the cards by 280 px, with the arrows disabled at both ends and checked again after 320 ms', () => {
    vi.useFakeTimers();
    renderWithRouter(<NewsContent {...reads()} />);
    const track = within(panel()).getByRole('list');
    const back = screen.getByRole('button', { name: CAROUSEL_TEXTS.scrollBack });
    const forward = screen.getByRole('button', { name: CAROUSEL_TEXTS.scrollForward });
    expect(back).toBeDisabled();
    expect(forward).toBeDisabled();

    setScrollGeometry(track, { scrollWidth: 1000, clientWidth: 500 });
    fireEvent.scroll(track);
    expect(back).toBeDisabled();
    expect(forward).toBeEnabled();

    const scrollBy = vi.spyOn(track, 'scrollBy');
    fireEvent.click(forward);
    expect(scrollBy).toHaveBeenCalledWith({ left: NEWS_SCROLL_STEP_PX, behavior: 'smooth' });
    track.scrollLeft = 500;
    act(() => vi.advanceTimersByTime(NEWS_ARROW_RECHECK_MS - 1));
    expect(forward).toBeEnabled();
    act(() => vi.advanceTimersByTime(1));
    expect(back).toBeEnabled();
    expect(forward).toBeDisabled();

    fireEvent.click(back);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -NEWS_SCROLL_STEP_PX, behavior: 'smooth' });
  });

  it('watches the card row for 20 s, then stops', () => {
    vi.useFakeTimers();
    renderWithRouter(<NewsContent {...reads()} />);
    const track = within(panel()).getByRole('list');
    const watcher = resizeObservers().find((observer) => observer.targets.has(track));
    expect(watcher?.disconnected).toBe(false);

    act(() => vi.advanceTimersByTime(NEWS_SECTION_WATCHER_MS - 1));
    expect(watcher?.disconnected).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(watcher?.disconnected).toBe(true);
    expect(resizeObservers().filter((observer) => !observer.disconnected)).toHaveLength(0);
  });
});
