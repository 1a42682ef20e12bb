import { EVENTS_PAGE_SIZE, NEWS_PAGE_SIZE } from '@authority/shared/constants';
import type { Analysis, Comment, Organization, Partner } from '@authority/shared/content';
import { formatAchievementNumber } from '@authority/shared/format-number';
import { EVENT_DETAILS_TEXTS, PAGER_TEXTS, SHOW_NEWS_TEXTS } from '@authority/shared/page-texts';
import { CAROUSEL_TEXTS, HOME_TEXTS, NEWS_TEXTS } from '@authority/shared/public-texts';
import { LANDING_SECTIONS } from '@authority/shared/routes';
import type { Page } from '@playwright/test';
import { openLanding } from '../support/app.js';
import { expect, expectAccessible, test } from '../support/fixtures.js';
import { readPublic, seededContent } from '../support/public-content.js';

const section = (page: Page, id: string) => page.locator(`[id="${id}"]`);

/** A pattern matching `text` literally. */
const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

test.describe('the public site', () => {
  test('the landing page shows every section filled from the seed', async ({ page, request }) => {
    const { banners, newsOnly } = await seededContent(request);
    const [organizations, analysis, comments, partners] = await Promise.all([
      readPublic<Organization[]>(request, '/originizations'),
      readPublic<Analysis[]>(request, '/analysis'),
      readPublic<Comment[]>(request, '/comments'),
      readPublic<Partner[]>(request, '/AdminPartner'),
    ]);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openLanding(page);

    for (const { id } of LANDING_SECTIONS) await expect(section(page, id)).toBeAttached();

    // Home: the banner carousel, its first slide linking to the news item.
    const home = section(page, 'home');
    const firstBanner = banners[0];
    if (!firstBanner) throw new Error('the seed has no banner news');
    await expect(home.getByRole('heading', { level: 2, name: firstBanner.name })).toBeVisible();
    await expect(home.getByRole('link', { name: HOME_TEXTS.goToNews })).toHaveAttribute(
      'href',
      `/showNews/${firstBanner.id}`,
    );
    await expect(home.getByText(HOME_TEXTS.arabicLoading)).toHaveCount(0);

    // About: a comment, the four tabs, the image strip.
    const about = section(page, 'about');
    await expect(about.getByRole('tab')).toHaveText([
      'Our Mission',
      'Our Vision',
      'Our Values',
      'Strategic Objectives',
    ]);
    await expect(about.getByText(comments[0]?.name ?? '')).toBeVisible();
    await expect(about.getByRole('list', { name: 'Pictures of our work' }).getByRole('img')).toHaveCount(6);

    // Institutions: the first one open.
    const institutions = section(page, 'institutions');
    await expect(institutions.getByRole('button', { name: organizations[0]?.name ?? '' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(institutions.getByRole('button', { expanded: true })).toHaveCount(1);

    // Achievements: in priority order, each count in SPEC §9's format once counted up.
    const achievements = section(page, 'achievements');
    await achievements.scrollIntoViewIfNeeded();
    for (const item of analysis) {
      await expect(achievements.getByText(item.title, { exact: true })).toBeVisible();
      await expect(
        achievements.getByText(formatAchievementNumber(item.number), { exact: true }).first(),
      ).toBeAttached();
    }

    // Partnerships and news.
    const partnerships = section(page, 'Partnerships');
    for (const partner of partners)
      await expect(partnerships.getByRole('heading', { name: partner.name })).toBeAttached();
    const news = section(page, 'news');
    await expect(news.getByRole('heading', { level: 3, name: newsOnly[0]?.name ?? '' })).toBeAttached();
    await expect(page.getByRole('contentinfo')).toContainText('24/7 Emergency Services');
  });

  test('the navigation bar and the side icon bar follow the sections at 1440 px', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openLanding(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Menu' })).toBeHidden();

    for (const { id, label } of LANDING_SECTIONS.filter((item) => item.id !== 'home')) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(section(page, id)).toBeInViewport();
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'aria-current',
        'true',
      );
    }
    const sideBar = page.getByRole('navigation', { name: 'Sections' });
    await sideBar.getByRole('link', { name: 'About Us' }).click();
    await expect(page.locator('[id="about"] h2').first()).toBeInViewport();
    await expect(sideBar.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'true');
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'true');

    await page.getByRole('link', { name: 'Amanah Health Authority' }).first().click();
    await expect(page).toHaveURL(/#home$/);
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('the menu collapses at 390 px and closes after a choice', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openLanding(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = nav.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'News', exact: true })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Sections' })).toBeHidden();

    for (const { id, label } of [
      { id: 'news', label: 'News' },
      { id: 'institutions', label: 'Our Institutions' },
      { id: 'footer', label: 'Contact Us' },
    ]) {
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(section(page, id)).toBeInViewport();
    }
  });

  test('no page scrolls sideways from 320 px to 1920 px', async ({ page, request }) => {
    // Five pages at six widths.
    test.slow();
    const { events, newsOnly } = await seededContent(request);
    for (const width of [320, 390, 768, 1216, 1440, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of [
        '/',
        '/allNews',
        '/UserEvent',
        `/showNews/${newsOnly[0]?.id}`,
        `/event-details/${events[0]?.id}`,
      ]) {
        await (path === '/' ? openLanding(page) : page.goto(path));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // A status that says something is still loading; the feedback widget's empty live region is not.
        await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveCount(0);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
      }
    }
  });

  test('keyboard users can stop the carousels and move through the news tabs', async ({ newPage }) => {
    // Reduced motion: the carousels start stopped and the page does not snap (docs/BRAND.md, SPEC §2).
    const page = await newPage({ reducedMotion: 'reduce', viewport: { width: 1440, height: 900 } });
    await openLanding(page);
    const home = section(page, 'home');
    await expect(home.getByRole('button', { name: CAROUSEL_TEXTS.play })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollSnapType)).toBe('none');
    await page.context().close();

    const visitor = await newPage({ viewport: { width: 1440, height: 900 } });
    await openLanding(visitor);
    expect(await visitor.evaluate(() => getComputedStyle(document.documentElement).scrollSnapType)).toBe(
      'y mandatory',
    );
    const pause = section(visitor, 'home').getByRole('button', { name: CAROUSEL_TEXTS.pause });
    await pause.focus();
    await visitor.keyboard.press('Enter');
    await expect(section(visitor, 'home').getByRole('button', { name: CAROUSEL_TEXTS.play })).toBeFocused();

    const news = section(visitor, 'news');
    await news.getByRole('tab', { name: 'All' }).focus();
    await visitor.keyboard.press('ArrowRight');
    await expect(news.getByRole('tab', { name: 'News' })).toBeFocused();
    await expect(visitor).toHaveURL(/\/\?tab=news#news$/);
    await visitor.keyboard.press('End');
    await expect(news.getByText(NEWS_TEXTS.comingSoon)).toBeVisible();
  });

  test('the news tabs follow the address, and a news item opens', async ({ page, request }) => {
    const { events, newsOnly } = await seededContent(request);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openLanding(page, '/#news');
    const news = section(page, 'news');
    await expect(news.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');

    await news.getByRole('tab', { name: 'Events' }).click();
    await expect(page).toHaveURL(/\/\?tab=events#news$/);
    await expect(news.getByRole('heading', { level: 3, name: events[0]?.eventName ?? '' })).toBeVisible();

    await news.getByRole('tab', { name: 'Announcements' }).click();
    await expect(page).toHaveURL(/\/\?tab=announcements#news$/);
    await expect(news.getByText(NEWS_TEXTS.comingSoon)).toBeVisible();

    await news.getByRole('tab', { name: 'News' }).click();
    await expect(page).toHaveURL(/\/\?tab=news#news$/);
    const [first, second] = newsOnly;
    if (!first || !second) throw new Error('the seed has too little news');
    await expect(news.getByRole('heading', { level: 3, name: first.name })).toBeVisible();

    // Choosing a card features it; choosing it again clears the featured item.
    const card = news.getByRole('button', { name: literally(second.name) });
    await card.click();
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    await expect(news.getByRole('heading', { level: 3, name: second.name })).toBeVisible();
    await card.click();
    await expect(news.getByText(NEWS_TEXTS.noneFeatured)).toBeVisible();
    await card.click();

    await news.getByRole('link', { name: new RegExp(`^${NEWS_TEXTS.readMore}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/showNews/${second.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: second.name })).toBeVisible();
    const firstLine = second.description.split('\n')[0] ?? '';
    await expect(page.getByText(firstLine, { exact: false })).toBeVisible();

    await page.getByRole('button', { name: SHOW_NEWS_TEXTS.back }).click();
    await expect(page).toHaveURL(/\/\?tab=news#news$/);

    // The tab is read from the address on load.
    await openLanding(page, '/?tab=events#news');
    await expect(news.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a news item with a link offers Visit Link in a new tab', async ({ page, request }) => {
    const { news } = await seededContent(request);
    const linked = news.find((item) => item.link);
    if (!linked?.link) throw new Error('the seed has no news item with a link');
    await page.goto(`/showNews/${linked.id}`);
    const visit = page.getByRole('link', { name: new RegExp(`^${SHOW_NEWS_TEXTS.visitLink}`) });
    await expect(visit).toHaveAttribute('href', linked.link);
    await expect(visit).toHaveAttribute('target', '_blank');
    await expect(visit).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('/allNews pages the news', async ({ page, request }) => {
    const { newsOnly } = await seededContent(request);
    await page.goto('/allNews');
    const main = page.getByRole('main');
    const cards = main.getByRole('list').first().getByRole('listitem');
    await expect(cards).toHaveCount(Math.min(NEWS_PAGE_SIZE, newsOnly.length));
    await expect(cards.first().getByRole('link')).toHaveText(newsOnly[0]?.name ?? '');
    const pager = page.getByRole('navigation', { name: PAGER_TEXTS.label });
    await expect(pager.getByText(PAGER_TEXTS.page(1))).toBeVisible();
    await expect(pager.getByRole('link', { name: PAGER_TEXTS.previous })).toHaveCount(0);

    const pages = Math.ceil(newsOnly.length / NEWS_PAGE_SIZE);
    for (let number = 2; number <= pages; number++) {
      await pager.getByRole('link', { name: PAGER_TEXTS.next }).click();
      await expect(page).toHaveURL(new RegExp(`/allNews\\?page=${number}$`));
      await expect(pager.getByText(PAGER_TEXTS.page(number))).toBeVisible();
      await expect(cards.first().getByRole('link')).toHaveText(
        newsOnly[(number - 1) * NEWS_PAGE_SIZE]?.name ?? '',
      );
    }
    await expect(cards).toHaveCount(newsOnly.length - (pages - 1) * NEWS_PAGE_SIZE);
    await expect(pager.getByRole('link', { name: PAGER_TEXTS.next })).toHaveCount(0);
    await pager.getByRole('link', { name: PAGER_TEXTS.previous }).click();
    await expect(pager.getByText(PAGER_TEXTS.page(pages - 1))).toBeVisible();

    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/\?tab=all#news$/);
  });

  test('/UserEvent pages the events, newest first, and opens an active and an inactive event', async ({
    page,
    request,
  }) => {
    const { events } = await seededContent(request);
    const active = events.find((event) => event.isActive);
    // A past one: other journeys (the door's) leave inactive events dated today behind them.
    const today = new Date().toISOString().slice(0, 10);
    const inactive = events.find((event) => !event.isActive && event.date.slice(0, 10) < today);
    if (!active || !inactive) throw new Error('the seed needs an active and an inactive event');

    await page.goto('/UserEvent');
    const cards = page.getByRole('main').getByRole('list').first().getByRole('listitem');
    await expect(cards).toHaveCount(Math.min(EVENTS_PAGE_SIZE, events.length));
    await expect(cards.first()).toContainText(events[0]?.eventName ?? '');
    const pager = page.getByRole('navigation', { name: PAGER_TEXTS.label });
    if (events.length > EVENTS_PAGE_SIZE) {
      await pager.getByRole('link', { name: PAGER_TEXTS.next }).click();
      await expect(page).toHaveURL(/\/UserEvent\?page=2$/);
      await expect(cards.first()).toContainText(events[EVENTS_PAGE_SIZE]?.eventName ?? '');
      await pager.getByRole('link', { name: PAGER_TEXTS.previous }).click();
    }

    // An active event, opened from its card.
    await page.goto(`/UserEvent?page=${Math.floor(events.indexOf(active) / EVENTS_PAGE_SIZE) + 1}`);
    await page.getByRole('link', { name: literally(active.eventName) }).click();
    await expect(page).toHaveURL(new RegExp(`/event-details/${active.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: active.eventName })).toBeVisible();
    await expect(page.getByText(active.location ?? 'Location not specified')).toBeVisible();
    await expect(page.getByRole('heading', { name: EVENT_DETAILS_TEXTS.getInvolved })).toBeVisible();
    await expect(page.getByRole('link', { name: EVENT_DETAILS_TEXTS.bookASet })).toHaveAttribute(
      'href',
      `/event/${active.id}`,
    );
    await expect(page.getByRole('link', { name: EVENT_DETAILS_TEXTS.becomeSponsor })).toHaveAttribute(
      'href',
      `/event-sponser/${active.id}`,
    );

    // An inactive one; the seed's are past, so it says it has ended, not 'Check back later'.
    await page.goto(`/event-details/${inactive.id}`);
    await expect(page.getByRole('heading', { level: 1, name: inactive.eventName })).toBeVisible();
    await expect(page.getByRole('heading', { name: EVENT_DETAILS_TEXTS.eventStatus })).toBeVisible();
    await expect(page.getByText(/^This event took place on .+ and has ended\.$/)).toBeVisible();
    await expect(page.getByText(EVENT_DETAILS_TEXTS.inactive)).toHaveCount(0);
    await expect(page.getByRole('link', { name: EVENT_DETAILS_TEXTS.bookASet })).toHaveCount(0);

    await page.goto('/UserEvent');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/\?tab=events#news$/);
  });

  for (const width of [1440, 390]) {
    test(`axe finds no serious or critical problem on any public page at ${width} px`, async ({
      newPage,
      request,
    }) => {
      // Twelve pages, each loaded and analysed.
      test.slow();
      const { events, newsOnly } = await seededContent(request);
      const active = events.find((event) => event.isActive);
      // A past one: other journeys (the door's) leave inactive events dated today behind them.
      const today = new Date().toISOString().slice(0, 10);
      const inactive = events.find((event) => !event.isActive && event.date.slice(0, 10) < today);
      const paths = [
        '/',
        '/?tab=events#news',
        '/?tab=announcements#news',
        `/showNews/${newsOnly[0]?.id}`,
        '/allNews',
        '/allNews?page=2',
        '/UserEvent',
        `/event-details/${active?.id}`,
        `/event-details/${inactive?.id}`,
        `/event/${active?.id}`,
        `/event-sponser/${active?.id}`,
        '/thank-you',
        // The not-found page (answered 404) has its own journey: not-found.spec.ts.
      ];
      // A page from browser.newContext() (what newPage opens), as @axe-core/playwright needs (docs/STACK.md).
      const page = await newPage({ viewport: { width, height: 900 } });
      for (const path of paths) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('progressbar')).toHaveCount(0);
        // A status that says something is still loading; the feedback widget's empty live region is not.
        await expect(page.getByRole('status').filter({ hasText: /\S/ })).toHaveCount(0);
        await expectAccessible(page, path);
      }
    });
  }
});
