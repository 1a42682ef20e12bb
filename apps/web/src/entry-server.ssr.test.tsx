/**
 * The server renderer (decision 005): a page's markup is made from exactly the answers embedded in it,
 * whole (no pending Suspense boundary, no inline script the CSP would block), so the content shows
 * before any script runs.
 */

import { AsyncLocalStorage } from 'node:async_hooks';
import { formatLongDate } from '@authority/shared/format-date';
import { localizedReadPath } from '@authority/shared/locales';
import { PRIVACY_PAGE_TEXTS, SHOW_NEWS_TEXTS } from '@authority/shared/page-texts';
import { PUBLIC_API_PATHS as P } from '@authority/shared/public-api-paths';
import { LOADER_TEXTS } from '@authority/shared/public-texts';
import { LANDING_SECTIONS } from '@authority/shared/routes';
import { DEFAULT_SETTINGS, SETTINGS_PATHS } from '@authority/shared/settings-defaults';
import { describe, expect, it, vi } from 'vitest';
import { renderPage } from './entry-server';
import { API_NEWS, apiEvent, apiNews, landingAnswers } from './test/api-fixtures';

const { departmentEmails: _internal, ...publicSettings } = DEFAULT_SETTINGS;
const settings = { ...publicSettings, siteName: 'Riverbend Health Authority' };
const withSettings = (answers: Record<string, unknown>) => ({
  [SETTINGS_PATHS.public]: settings,
  ...answers,
});

/** Markup that hydrates as it is: nothing left for a script to fill in. */
function expectWhole(html: string | undefined): asserts html is string {
  expect(html).toBeDefined();
  expect(html).not.toContain('<!--$?-->');
  expect(html).not.toContain('<!--$!-->');
  expect(html).not.toMatch(/<script(?![^>]*type="application\/(ld\+)?json")/);
}

describe('renderPage', () => {
  it('renders /allNews from the embedded page of news, with the site settings', async () => {
    const html = await renderPage(
      '/allNews',
      withSettings({
        [P.newsPage(1)]: [apiNews(7, { name: 'Cardiac lab opens' }), apiNews(6, { name: 'New wing' })],
        [P.newsPage(2)]: [],
      }),
    );
    expectWhole(html);
    expect(html).toContain('Cardiac lab opens');
    expect(html).toContain('New wing');
    expect(html).toContain('Riverbend Health Authority');
  });

  it('renders an event’s details with its long-form date', async () => {
    const event = apiEvent(3, { eventName: 'Open Day for Nurses', date: '2026-03-14' });
    const html = await renderPage('/event-details/3', withSettings({ [P.eventById(3)]: event }));
    expectWhole(html);
    expect(html).toContain('Open Day for Nurses');
    expect(html).toContain(formatLongDate('2026-03-14'));
  });

  it('renders the landing page with every section filled and the overlay complete, closing by itself', async () => {
    const html = await renderPage('/', withSettings(landingAnswers()));
    expectWhole(html);
    for (const { id } of LANDING_SECTIONS.filter((section) => section.id !== 'footer'))
      expect(html).toContain(`id="${id}"`);
    expect(html).toContain('Banner news');
    expect(html).toContain('Amanah Teaching Hospital');
    expect(html).toContain('Riverbend University');
    expect(html).toContain(`aria-label="${LOADER_TEXTS.label}"`);
    expect(html).toContain('aria-valuenow="100"');
    expect(html).toContain('animate-overlay-out');
  });

  it('renders the forms disabled and posting, so nothing typed before the app runs is lost or put in an address', async () => {
    const html = await renderPage(
      '/event/3',
      withSettings({ [P.eventById(3)]: apiEvent(3, { isActive: true }) }),
    );
    expectWhole(html);
    const forms = html.match(/<form[^>]*>\s*(<[^>]*>\s*)?<fieldset[^>]*>/g) ?? [];
    // The registration form and the footer's contact form.
    expect(forms).toHaveLength(2);
    for (const form of forms) {
      expect(form).toContain('method="post"');
      expect(form).toMatch(/<fieldset[^>]* disabled=""/);
    }
  });

  it('shows a read the page did not carry as loading, as the browser will on hydration', async () => {
    const html = await renderPage('/showNews/9', withSettings({}));
    expectWhole(html);
    expect(html).toContain(SHOW_NEWS_TEXTS.loading);
  });

  it('renders each request from its own answers, concurrently', async () => {
    const pages = await Promise.all(
      ['First item', 'Second item', 'Third item'].map((name, index) =>
        renderPage(
          `/showNews/${index + 1}`,
          withSettings({ [P.newsById(index + 1)]: { ...API_NEWS[0], id: index + 1, name } }),
        ),
      ),
    );
    expect(pages[0]).toContain('First item');
    expect(pages[1]).toContain('Second item');
    expect(pages[1]).not.toContain('First item');
    expect(pages[2]).toContain('Third item');
  });

  it.each(['/dashboard/news', '/login', '/viewSubmission/3'])(
    'leaves the staff page %s to the browser, as the page contract says',
    async (url) => {
      expect(await renderPage(url, withSettings({}))).toBeUndefined();
    },
  );
});

describe('renderPage: what it leaves behind in the server', () => {
  it('never enters an AsyncLocalStorage, whose async hooks every later request would pay for', async () => {
    // Node 20 turns the hooks on at a storage's first run and never off again: after one page,
    // the cached reads served 14 % fewer answers a second (bench/README.md).
    const run = vi.spyOn(AsyncLocalStorage.prototype, 'run');
    const enterWith = vi.spyOn(AsyncLocalStorage.prototype, 'enterWith');
    try {
      expectWhole(await renderPage('/', withSettings(landingAnswers())));
      expectWhole(await renderPage('/allNews', withSettings({ [P.newsPage(1)]: [], [P.newsPage(2)]: [] })));
      expect(run).not.toHaveBeenCalled();
      expect(enterWith).not.toHaveBeenCalled();
    } finally {
      run.mockRestore();
      enterWith.mockRestore();
    }
  });
});

describe('renderPage in Arabic', () => {
  it('shows the site settings’ Arabic texts, and marks a text without one as English', async () => {
    const arabicSettings = {
      ...publicSettings,
      siteName: 'أمانة الصحة',
      contact: { ...publicSettings.contact, city: 'أربيل' },
      emergencyLine: 'Emergency: 122, day and night',
      untranslated: ['emergencyLine'],
    };
    const html = await renderPage('/ar/allNews', {
      [localizedReadPath(SETTINGS_PATHS.public, 'ar')]: arabicSettings,
      [localizedReadPath(P.newsPage(1), 'ar')]: [apiNews(7, { name: 'افتتاح مختبر القلب' })],
      [localizedReadPath(P.newsPage(2), 'ar')]: [],
    });
    expectWhole(html);
    expect(html).toContain('أمانة الصحة');
    expect(html).toContain('أربيل');
    expect(html).not.toMatch(/lang="en"[^>]*>أربيل/);
    expect(html).toMatch(/<span lang="en" dir="ltr">Emergency: 122, day and night<\/span>/);
    // The English settings are not what an Arabic page reads.
    expect(html).not.toContain(DEFAULT_SETTINGS.siteName);
  });
});

describe('renderPage: images’ words (decision 019)', () => {
  it('writes an image’s text into alt, in the page’s language, and alt="" for a decorative one', async () => {
    const described = apiNews(9, {
      name: 'Donors thanked',
      imageAlt: 'A nurse hands a donor a cup of juice',
    });
    const english = await renderPage('/showNews/9', withSettings({ [P.newsById(9)]: described }));
    expectWhole(english);
    expect(english).toMatch(/<img[^>]*alt="A nurse hands a donor a cup of juice"/);

    const arabicAnswer = { ...described, name: 'شكرًا للمتبرعين', imageAlt: 'ممرضة تناول متبرعًا كوب عصير' };
    const arabic = await renderPage(
      '/ar/showNews/9',
      withSettings({ [localizedReadPath(P.newsById(9), 'ar')]: arabicAnswer }),
    );
    expectWhole(arabic);
    expect(arabic).toMatch(/<img[^>]*alt="ممرضة تناول متبرعًا كوب عصير"/);

    const decorative = apiNews(9, { imageAlt: 'ignored words', imageDecorative: true });
    const plain = await renderPage('/showNews/9', withSettings({ [P.newsById(9)]: decorative }));
    expect(plain).toMatch(
      /<img[^>]*src="[^"]*news-9\.webp"[^>]*alt=""|<img[^>]*alt=""[^>]*src="[^"]*news-9\.webp"/,
    );
    expect(plain).not.toContain('ignored words');
  });
});

describe('renderPage /privacy', () => {
  it('says what is collected and for how long, with the settings’ periods, address and emergency number', async () => {
    const html = await renderPage(
      '/privacy',
      withSettings({
        [SETTINGS_PATHS.public]: {
          ...settings,
          emergencyPhone: '+964 122',
          retention: { inquiryDays: 90, outboxDays: 14 },
        },
      }),
    );
    expectWhole(html);
    expect(html).toContain('<h1');
    expect(html).toContain(PRIVACY_PAGE_TEXTS.keep(90, 14).replaceAll("'", '&#x27;'));
    expect(html).toContain(`href="mailto:${settings.contact.email}"`);
    // The emergency number is a number to call: on the page, in the footer's contact details and
    // beside the contact form's submit.
    expect(html.match(/href="tel:\+964122"/g)?.length).toBe(3);
    expect(html).toContain('href="/privacy"');
  });

  it('shows an editor’s notice instead, and the Arabic page the Arabic built-in notice', async () => {
    const own = await renderPage(
      '/privacy',
      withSettings({
        [SETTINGS_PATHS.public]: { ...settings, privacyNotice: 'Our own notice.\n\nSecond part.' },
      }),
    );
    expect(own).toContain('Our own notice.');
    expect(own).toContain('Second part.');
    expect(own).not.toContain(PRIVACY_PAGE_TEXTS.collectHeading);

    const arabic = await renderPage('/ar/privacy', {
      [localizedReadPath(SETTINGS_PATHS.public, 'ar')]: publicSettings,
    });
    expectWhole(arabic);
    expect(arabic).toContain('ما الذي نجمعه');
    expect(arabic).toContain('href="/ar/privacy"');
  });
});
