/** The page table: what a page forgot is named here when the compiler cannot see it. */
import { describe, expect, it } from 'vitest';
import { PUBLIC_TEXTS } from './i18n/public-all';
import { LOCALES } from './locales';
import { PAGE_CHUNKS } from './page-contract';
import {
  ITEM_READS,
  isPageMissing,
  NOT_FOUND_PAGE,
  PUBLIC_PAGE_KEYS,
  PUBLIC_PAGES,
  pageSpec,
  readsOfPage,
} from './public-pages';
import { ROUTES } from './routes';

describe('the page table', () => {
  it('keeps SPEC §2’s paths, the routes’ helpers made from it', () => {
    expect(PUBLIC_PAGE_KEYS.map((key) => pageSpec(key).path)).toEqual([
      '/',
      '/showNews/:id',
      '/allNews',
      '/UserEvent',
      '/event-details/:id',
      '/event/:id',
      '/event-sponser/:id',
      '/thank-you',
      '/privacy',
      '/search',
      '/preview',
      '/booking',
      '/verify/:serial',
    ]);
    expect([ROUTES.showNews(4), ROUTES.eventRegistration(7), ROUTES.eventSponsor(7), ROUTES.allNews]).toEqual(
      ['/showNews/4', '/event/7', '/event-sponser/7', '/allNews'],
    );
  });

  it.each(PUBLIC_PAGE_KEYS)(
    '%s has one segment of its own, and an id exactly when it shows an item (a token when a slug page)',
    (key) => {
      const { path, item, slug } = pageSpec(key);
      expect(path).toMatch(item ? /^\/[\w-]+\/:id$/ : slug ? /^\/[\w-]+\/:\w+$/ : /^\/[\w-]*$/);
      const segment = path.split('/')[1]?.toLowerCase();
      const withTail = (other: string) =>
        Boolean(pageSpec(other as never).item || pageSpec(other as never).slug);
      const others = PUBLIC_PAGE_KEYS.filter((other) => other !== key && withTail(other) === withTail(key));
      expect(others.map((other) => pageSpec(other).path.split('/')[1]?.toLowerCase())).not.toContain(segment);
    },
  );

  it.each(PUBLIC_PAGE_KEYS)('%s has its title in every language', (key) => {
    const { title } = pageSpec(key).head;
    for (const locale of LOCALES)
      if (title) expect(PUBLIC_TEXTS[locale].pageTitles[title], locale).toBeTruthy();
  });

  it('the not-found page has its title in every language', () => {
    for (const locale of LOCALES)
      expect(PUBLIC_TEXTS[locale].pageTitles[NOT_FOUND_PAGE.head.title]).toBeTruthy();
  });

  it('names a chunk of its own for every page but the landing page, each once', () => {
    expect(Object.keys(PAGE_CHUNKS)).toEqual(PUBLIC_PAGE_KEYS.filter((key) => key !== 'landing'));
    const modules = Object.values(PAGE_CHUNKS).map(({ module }) => module);
    expect(new Set(modules).size).toBe(modules.length);
  });

  it('reads the settings on every page, an item page its item, a list the page it shows', () => {
    expect(readsOfPage('showNews', { id: 4 })).toEqual(['/settings', ITEM_READS.news(4)]);
    expect(readsOfPage('eventSponsor', { id: 7 })).toEqual(['/settings', ITEM_READS.event(7)]);
    expect(readsOfPage('allNews', { pageNumber: 2 })).toEqual(['/settings', '/news/2', '/news/3']);
    expect(readsOfPage('privacy', {})).toEqual(['/settings']);
  });

  it('knows an item page of no item, or of an item refused, and a list page past the last, as missing', () => {
    const answers = (refused: string[], lengths: Record<string, number> = {}) => ({
      refused: (read: string) => refused.includes(read),
      length: (read: string) => lengths[read],
    });
    expect(isPageMissing('showNews', { id: undefined }, answers([]))).toBe(true);
    expect(isPageMissing('showNews', { id: 4 }, answers(['/news/id/4']))).toBe(true);
    expect(isPageMissing('showNews', { id: 4 }, answers([]))).toBe(false);
    expect(isPageMissing('allNews', { pageNumber: 3 }, answers([], { '/news/3': 0 }))).toBe(true);
    expect(isPageMissing('allNews', { pageNumber: 1 }, answers([], { '/news/1': 0 }))).toBe(false);
    expect(isPageMissing('userEvents', { pageNumber: 2 }, answers([], { '/Events/all': 8 }))).toBe(true);
    expect(isPageMissing('userEvents', { pageNumber: 2 }, answers([], { '/Events/all': 9 }))).toBe(false);
  });

  it('keeps every page but the preview and the booking page, whose item is in the link’s fragment, the search, whose every visit is counted, and the verification, always today’s', () => {
    expect(PUBLIC_PAGE_KEYS.filter((key) => !pageSpec(key).keep)).toEqual([
      'search',
      'preview',
      'booking',
      'verify',
    ]);
    expect(PUBLIC_PAGES.preview.head.noindex).toBe(true);
    expect(PUBLIC_PAGES.verify.head.noindex).toBe(true);
  });
});
