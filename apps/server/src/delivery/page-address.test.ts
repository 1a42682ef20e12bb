/** Which page a URL shows: the key its finished page is kept under, and whether it may be. */
import { describe, expect, it } from 'vitest';
import { pageAddress } from './page-address.js';

/** `<15000 digits>` in a URL below stands for that many digits (so test names stay readable). */
const expand = (url: string) => url.replace('<15000 digits>', '7'.repeat(15_000));

describe('pageAddress', () => {
  it.each([
    // The landing page reads `?tab=` (the news section's tab), nothing else.
    ['/', '/'],
    ['/?x=1', '/'],
    ['/?utm_source=mail&utm_medium=x', '/'],
    ['/?tab=all', '/'],
    ['/?tab=nothing', '/'],
    ['/?tab=events&x=2', '/?tab=events'],
    ['/?x=2&tab=announcements', '/?tab=announcements'],
    // The lists read `?page=`, as the shared `readPage` reads it; 1 is the page without one.
    ['/allNews', '/allNews'],
    ['/AllNews/', '/allNews'],
    ['/allNews?page=1', '/allNews'],
    ['/allNews?page=abc&x=1', '/allNews'],
    ['/allNews?page=-3', '/allNews'],
    ['/allNews?page=02', '/allNews?page=2'],
    ['/allnews?x=1&page=2', '/allNews?page=2'],
    ['/UserEvent?page=3&x=1', '/UserEvent?page=3'],
    ['/userevent/', '/UserEvent'],
    // Item pages read their id, nothing from the query.
    ['/showNews/12?x=1', '/showNews/12'],
    ['/SHOWNEWS/12/', '/showNews/12'],
    ['/event-details/7?ref=mail', '/event-details/7'],
    ['/Event/7', '/event/7'],
    ['/event-sponser/999999999', '/event-sponser/999999999'],
    ['/thank-you?x=1', '/thank-you'],
    // Staff pages: the server writes only their head, the same whatever the query.
    ['/dashboard/news?tab=1', '/dashboard/news'],
    ['/Login', '/login'],
  ])('%s is the page %s, which may be kept', (url, key) => {
    const address = pageAddress(url);
    expect(address.url).toBe(key);
    expect(address.keepable).toBe(true);
  });

  it.each([
    '/showNews/0',
    '/showNews/012',
    '/showNews/1000000000',
    '/showNews/abc',
    '/showNews/<15000 digits>',
    '/event-details/-1',
    '/event/1.5',
    '/event-sponser/1e3',
  ])('%s names an id that cannot exist: never kept, no id to look up', (url) => {
    const address = pageAddress(expand(url));
    expect(address.keepable).toBe(false);
    expect(address.route).toMatchObject({ id: undefined });
  });

  it.each([
    '/no/such/page',
    '/constructor/1',
    '/__proto__/1',
    '/showNews/1/more',
    '/dashboard/no-such-screen',
    '/viewSubmission/4?key=abc',
  ])('%s is no page with a bounded set of addresses: never kept, and keyed without its query', (url) => {
    const address = pageAddress(`${url}&y=1`.replace(/^([^?]*)&/, '$1?'));
    expect(address.keepable).toBe(false);
    expect(address.search).toBe('');
  });

  it('hands the page only what it reads', () => {
    expect(pageAddress('/allNews?page=3&x=1')).toMatchObject({
      route: { page: 'allNews', pageNumber: 3 },
      pathname: '/allNews',
      search: 'page=3',
    });
    expect(pageAddress('/showNews/5?x=1')).toMatchObject({ route: { page: 'showNews', id: 5 }, search: '' });
  });

  it('shows the verification page for any serial in its path, never kept, in each language', () => {
    expect(pageAddress('/verify/AMN-ACDE-FGHJ-KMNP-QRTU?x=1')).toMatchObject({
      route: { page: 'verify' },
      pathname: '/verify/AMN-ACDE-FGHJ-KMNP-QRTU',
      search: '',
      keepable: false,
    });
    expect(pageAddress('/ar/Verify/anything')).toMatchObject({
      route: { page: 'verify' },
      locale: 'ar',
      pathname: '/ar/verify/anything',
      keepable: false,
    });
    expect(pageAddress('/verify/a/b').route).toEqual({ page: 'other' });
    expect(pageAddress('/dashboard/education?event=4')).toMatchObject({
      route: { page: 'staff', exists: true },
    });
  });
});
