/**
 * 'Was this page useful?' (docs/page-feedback.md) in Chromium against the built server: on a phone,
 * a visitor answers 'No' with a comment at the end of a news item, once in English and once in
 * Arabic, from the keyboard; the widget's arrival and its thanks move nothing above it (no layout
 * shift is measured). The event and institution pages ask too. Staff see the counts and the
 * comments on the dashboard's feedback screen, in English and in Arabic, and mark one handled.
 * axe on every page at 390 and 1440 px; screenshots in e2e/screenshots/.
 */
import path from 'node:path';
import { ACCOUNT_PATHS } from '@authority/shared/accounts';
import { STAFF_AR } from '@authority/shared/i18n/staff-ar';
import { PAGE_FEEDBACK_TEXTS } from '@authority/shared/page-feedback';
import { PAGE_FEEDBACK_TEXTS_BY_LOCALE } from '@authority/shared/page-feedback-staff-texts';
import { DASHBOARD_PAGE_TITLES } from '@authority/shared/page-titles';
import { API, ROUTES } from '@authority/shared/routes';
import type { Locator, Page } from '@playwright/test';
import { openLanding, waitForApp } from '../support/app.js';
import { expect, expectAccessible, test } from '../support/fixtures.js';
import { seededContent, seededEvent } from '../support/public-content.js';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../screenshots');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const stamp = Date.now();
const comments = {
  en: `The opening hours are missing ${stamp}`,
  ar: `مواعيد الدوام غير مذكورة ${stamp}`,
} as const;
const localized = (path: string, locale: 'en' | 'ar') => (locale === 'ar' ? `/ar${path}` : path);

/** Starts counting layout shifts not caused by input (the CLS measure), before the page's own scripts. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) w.shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
/** Where an element is in the document (not the viewport, which scrolls as the visitor types). */
const documentBox = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { top: box.top + window.scrollY, start: box.left + window.scrollX, height: box.height };
  });
const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number }).shifts);

/** axe at both widths, with a screenshot of each. */
async function checkAtBothWidths(page: Page, name: string) {
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await expectAccessible(page, `${name} at ${viewport.width} px`);
    await page.screenshot({
      path: path.join(SCREENSHOTS, `page-feedback-${name}-${viewport.width}.png`),
      fullPage: true,
    });
  }
}

// The e2e SuperAdmin is shared by every journey: it leaves in English, whatever happened here.
test.afterEach(async ({ request, staffToken }) => {
  const reset = await request.put(`${API.accountsBase}${ACCOUNT_PATHS.myLanguage}`, {
    headers: { authorization: `Bearer ${staffToken}` },
    data: { locale: 'en' },
  });
  expect(reset.ok()).toBe(true);
});

test.describe.configure({ mode: 'serial' });

for (const locale of ['en', 'ar'] as const) {
  test(`a visitor answers 'No' with a comment at the end of a news item (${locale})`, async ({
    newPage,
    request,
  }) => {
    const t = PAGE_FEEDBACK_TEXTS[locale];
    const [item] = (await seededContent(request)).newsOnly;
    if (!item) throw new Error('the seed has no news item');
    const page = await newPage({ viewport: PHONE });
    await watchLayoutShifts(page);
    await page.goto(localized(ROUTES.showNews(item.id), locale));
    const widget = page.getByRole('region', { name: t.question });
    // Server-rendered with the page: there before the app runs.
    await expect(widget).toBeVisible();
    await waitForApp(page);
    const title = page.getByRole('heading', { level: 1 });
    const before = await documentBox(title);
    const widgetTop = (await documentBox(widget)).top;

    const group = widget.getByRole('group', { name: t.question });
    const no = group.getByRole('button', { name: t.no, exact: true });
    await no.focus();
    await page.keyboard.press('Enter');
    await expect(widget.getByRole('status')).toHaveText(t.thanks);
    await expect(no).toHaveAttribute('aria-pressed', 'true');
    await expect(no).toBeFocused();
    const comment = widget.getByLabel(t.commentLabel);
    await expect(comment).toBeVisible();
    await expectAccessible(page, 'the comment offered after the vote');

    await page.keyboard.press('Tab');
    await expect(comment).toBeFocused();
    await page.keyboard.type(comments[locale]);
    await widget.getByRole('button', { name: t.sendComment }).click();
    await expect(widget.getByRole('status')).toHaveText(t.commentThanks);
    await expect(widget.getByRole('status')).toBeFocused();

    // Nothing above the widget moved, and the widget itself stayed where it was.
    expect(await documentBox(title)).toEqual(before);
    expect((await documentBox(widget)).top).toBe(widgetTop);
    expect(await layoutShifts(page)).toBeLessThan(0.01);
    await checkAtBothWidths(page, `news-${locale}`);
  });
}

test('the event and institution pages ask too, in both languages', async ({ newPage, request }) => {
  const event = await seededEvent(request, true);
  for (const locale of ['en', 'ar'] as const) {
    const t = PAGE_FEEDBACK_TEXTS[locale];
    const page = await newPage({ viewport: PHONE });
    await watchLayoutShifts(page);
    await page.goto(localized(ROUTES.eventDetails(event.id), locale));
    await waitForApp(page);
    const widget = page.getByRole('region', { name: t.question });
    await expect(widget.getByRole('group', { name: t.question })).toBeVisible();
    expect(await layoutShifts(page)).toBeLessThan(0.01);
    await checkAtBothWidths(page, `event-${locale}`);
    await widget.getByRole('button', { name: t.yes, exact: true }).click();
    await expect(widget.getByRole('status')).toHaveText(t.thanks);

    await page.setViewportSize(PHONE);
    await openLanding(page, localized(ROUTES.home, locale));
    // The first institution is open, and asks about itself.
    const institution = page.getByRole('region', { name: t.question }).first();
    await institution.scrollIntoViewIfNeeded();
    await expect(institution).toBeVisible();
    await expectAccessible(page, `the landing page with an institution's question (${locale})`);
    await institution.getByRole('button', { name: t.yes, exact: true }).click();
    await expect(institution.getByRole('status')).toHaveText(t.thanks);
    await page.screenshot({ path: path.join(SCREENSHOTS, `page-feedback-institution-${locale}-390.png`) });
  }
});

test('staff see the counts and the comments, newest first, and mark one handled', async ({
  staffPage,
  staffToken,
  request,
}) => {
  const [item] = (await seededContent(request)).newsOnly;
  if (!item) throw new Error('the seed has no news item');
  const t = PAGE_FEEDBACK_TEXTS_BY_LOCALE.en;
  const page = await staffPage({ viewport: DESKTOP });

  await test.step('the feedback screen lists the news item’s votes and both comments', async () => {
    await page.goto(ROUTES.dashboardChild('feedback'));
    await expect(page.getByRole('heading', { level: 1, name: DASHBOARD_PAGE_TITLES.feedback })).toBeVisible();
    await expect(page.getByRole('link', { name: DASHBOARD_PAGE_TITLES.feedback })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const counts = page.getByRole('table', { name: t.countsCaption(30) });
    const row = counts.getByRole('row').filter({ has: page.getByRole('rowheader', { name: item.name }) });
    await expect(row).toHaveCount(1);
    // Both visitors said 'No' (other journeys may have voted on it too).
    expect(Number(await row.getByRole('cell').nth(2).textContent())).toBeGreaterThanOrEqual(2);
    const list = page.getByRole('table', { name: t.commentsCaption });
    const headers = list.getByRole('rowheader');
    await expect(headers.filter({ hasText: comments.ar })).toHaveCount(1);
    // Newest first: the Arabic comment was sent after the English one.
    const texts = await headers.allTextContents();
    expect(texts.findIndex((text) => text.includes(comments.ar))).toBeLessThan(
      texts.findIndex((text) => text.includes(comments.en)),
    );
    await checkAtBothWidths(page, 'dashboard-en');
  });

  await test.step('staff mark the English comment handled', async () => {
    await page.setViewportSize(DESKTOP);
    const row = page
      .getByRole('table', { name: t.commentsCaption })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: comments.en }) });
    await row.getByRole('button', { name: new RegExp(`^${t.markHandled}`) }).click();
    await expect(row.getByText(t.handled, { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: new RegExp(`^${t.reopen}`) })).toBeVisible();
    await page.getByLabel(t.filter).selectOption({ label: t.filters.open });
    await expect(page.getByRole('rowheader', { name: comments.en })).toHaveCount(0);
    await expect(page.getByRole('rowheader', { name: comments.ar })).toHaveCount(1);
  });

  await test.step('in Arabic, the same screen reads right to left', async () => {
    const switched = await request.put(`${API.accountsBase}${ACCOUNT_PATHS.myLanguage}`, {
      headers: { authorization: `Bearer ${staffToken}` },
      data: { locale: 'ar' },
    });
    expect(switched.ok()).toBe(true);
    const ar = PAGE_FEEDBACK_TEXTS_BY_LOCALE.ar;
    await page.goto(ROUTES.dashboardChild('feedback'));
    await expect(page.getByRole('heading', { level: 1, name: STAFF_AR.pageTitles.feedback })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const row = page
      .getByRole('table', { name: ar.commentsCaption })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: comments.en }) });
    await expect(row.getByText(ar.handled, { exact: true })).toBeVisible();
    await checkAtBothWidths(page, 'dashboard-ar');
  });
});
