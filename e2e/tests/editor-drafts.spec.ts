/**
 * Drafts, schedules, preview links and revisions, in Chromium against the built server:
 * an editor saves a news item as a draft (not on the site), opens its preview link in a fresh
 * context without signing in (shown, never indexed), schedules it a few seconds ahead (it appears
 * on the site by itself), edits it, opens its history and restores the earlier revision, whose
 * text the page then shows. The changed dashboard screens are saved at 390 and 1440 px in
 * e2e/screenshots/ to be looked at; axe finds nothing serious on any of them.
 */
import path from 'node:path';
import { ACCOUNT_PATHS } from '@authority/shared/accounts';
import { CONTENT_ADMIN_TEXTS } from '@authority/shared/back-office-texts';
import type { NewsItem } from '@authority/shared/content';
import { CONTENT_TYPES } from '@authority/shared/content-types';
import { STAFF_AR } from '@authority/shared/i18n/staff-ar';
import { PREVIEW_PAGE_TEXTS } from '@authority/shared/page-texts';
import { PUBLICATION_STAFF_TEXTS, REVISION_TEXTS } from '@authority/shared/publication-texts';
import { API, ROUTES } from '@authority/shared/routes';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures.js';
import { readPublic } from '../support/public-content.js';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../screenshots');
const P = PUBLICATION_STAFF_TEXTS;
const R = REVISION_TEXTS;

const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });

async function chooseRowAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: CONTENT_ADMIN_TEXTS.actionsFor(name) }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** The screen as it is, at phone and desktop width, checked by axe at each; `show` scrolled to. */
async function snap(page: Page, name: string, show?: Locator) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await show?.scrollIntoViewIfNeeded();
    await expectAccessible(page, `${name} at ${width} px`);
    await page.screenshot({ path: path.join(SCREENSHOTS, `editor-drafts-${name}-${width}.png`) });
  }
}

// The e2e SuperAdmin is shared by every journey: it leaves in English whatever happened here.
test.afterEach(async ({ request, staffToken }) => {
  const reset = await request.put(`${API.accountsBase}${ACCOUNT_PATHS.myLanguage}`, {
    headers: { authorization: `Bearer ${staffToken}` },
    data: { locale: 'en' },
  });
  expect(reset.ok()).toBe(true);
});

/** A `datetime-local` value `ms` from now, in the browser's own time zone, to the second. */
const localInput = (page: Page, ms: number) =>
  page.evaluate((ahead) => {
    const at = new Date(Date.now() + ahead);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
  }, ms);

test('an editor drafts, previews, schedules, edits and restores a news item', async ({
  staffPage,
  newPage,
  request,
}) => {
  test.setTimeout(90_000);
  const page = await staffPage({ viewport: { width: 1440, height: 900 } });
  const noun = CONTENT_TYPES.news.nouns;
  const title = `Rehabilitation wing plans ${Date.now()}`;
  const firstText = 'The first text: the wing opens in the spring.';
  const secondText = 'The second text: the wing opens in the summer.';
  const onSite = async () => (await readPublic<NewsItem[]>(request, '/news')).some((n) => n.name === title);
  let id = 0;

  await test.step('the editor saves a news item as a draft: marked so, and not on the site', async () => {
    await page.goto('/dashboard/news');
    await page.getByRole('button', { name: CONTENT_ADMIN_TEXTS.newItem(noun.one) }).click();
    const dialog = page.getByRole('dialog', { name: CONTENT_ADMIN_TEXTS.newItem(noun.one) });
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByLabel('Description', { exact: true }).fill(firstText);
    await dialog.getByRole('switch', { name: P.isPublished }).uncheck();
    await snap(page, 'form', dialog.getByRole('group', { name: P.legend }));
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/admin/news') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: CONTENT_ADMIN_TEXTS.save }).click();
    id = (await (await saved).json()).id;
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, title)).toContainText(P.draft);

    await page.getByLabel(P.filter).selectOption({ label: P.filterDraft });
    await expect(rowOf(page, title)).toBeVisible();
    await snap(page, 'drafts-filter');
    await page.getByLabel(P.filter).selectOption({ label: P.filterAll });

    expect(await onSite()).toBe(false);
    expect((await request.get(ROUTES.showNews(id))).status()).toBe(404);
  });

  let link = '';
  await test.step('its preview link shows it in a fresh context, without signing in, never indexed', async () => {
    await chooseRowAction(page, title, P.preview);
    const dialog = page.getByRole('dialog', { name: P.previewTitle(title) });
    const field = dialog.getByRole('textbox', { name: P.previewLink });
    await expect(field).toHaveValue(/\/preview#token=/);
    link = await field.inputValue();
    await snap(page, 'preview-link');
    await dialog.getByRole('button', { name: CONTENT_ADMIN_TEXTS.close }).first().click();
    await expect(dialog).toBeHidden();

    const visitor = await newPage();
    const answer = await visitor.goto(link);
    expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(answer?.headers()['cache-control']).toBe('no-store');
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByText(PREVIEW_PAGE_TEXTS.banner)).toBeVisible();
    await expect(visitor.getByText(firstText)).toBeVisible();
    await expectAccessible(visitor, 'the preview page');
    await visitor.screenshot({
      path: path.join(SCREENSHOTS, 'editor-drafts-preview-page.png'),
      fullPage: true,
    });
  });

  await test.step('the editor schedules it a few seconds ahead: it appears on the site by itself', async () => {
    await page.getByRole('button', { name: `${CONTENT_ADMIN_TEXTS.edit} ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: CONTENT_ADMIN_TEXTS.editItem(noun.one) });
    await dialog.getByRole('switch', { name: P.isPublished }).check();
    await dialog.getByLabel(P.publishAt).fill(await localInput(page, 6_000));
    await dialog.getByRole('button', { name: CONTENT_ADMIN_TEXTS.save }).click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, title)).toContainText(/Scheduled for/);
    expect(await onSite()).toBe(false);
    await snap(page, 'scheduled');

    // No write and no staff request from here: the server's timer turns its cache over.
    await expect.poll(onSite, { timeout: 15_000, intervals: [500] }).toBe(true);
    const visitor = await newPage();
    await visitor.goto(ROUTES.showNews(id));
    await expect(visitor.getByText(firstText)).toBeVisible();
  });

  await test.step('the editor edits it; the page shows the new text', async () => {
    await page.reload();
    await expect(rowOf(page, title)).toContainText(P.published);
    await page.getByRole('button', { name: `${CONTENT_ADMIN_TEXTS.edit} ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: CONTENT_ADMIN_TEXTS.editItem(noun.one) });
    await dialog.getByLabel('Description', { exact: true }).fill(secondText);
    await dialog.getByRole('button', { name: CONTENT_ADMIN_TEXTS.save }).click();
    await expect(dialog).toBeHidden();
    const visitor = await newPage();
    await visitor.goto(ROUTES.showNews(id));
    await expect(visitor.getByText(secondText)).toBeVisible();
  });

  await test.step('the history shows the change; restoring the earlier revision brings its text back', async () => {
    await chooseRowAction(page, title, R.history);
    const dialog = page.getByRole('dialog', { name: R.title(title) });
    await expect(dialog.getByText(R.current)).toBeVisible();
    // Newest first: the edit, the schedule, the draft. The comparison starts with the last change.
    await expect(dialog.getByText(firstText)).toBeVisible();
    await expect(dialog.getByText(secondText)).toBeVisible();
    await snap(page, 'history');
    await dialog
      .getByRole('button', { name: /^Restore the revision of / })
      .first()
      .click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(R.restored, { exact: true })).toBeVisible();

    const visitor = await newPage();
    await visitor.goto(ROUTES.showNews(id));
    await expect(visitor.getByText(firstText)).toBeVisible();
    await expect(visitor.getByText(secondText)).toHaveCount(0);
  });

  await test.step('in an Arabic dashboard the states, the filter and the history read right to left', async () => {
    // The sidebar's language switch (a table's Arabic column has a sort button of the same name).
    await page.locator('button[aria-pressed]', { hasText: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(rowOf(page, title)).toContainText(STAFF_AR.publication.published);
    await snap(page, 'ar-list');
    await page.getByRole('button', { name: STAFF_AR.contentAdmin.actionsFor(title) }).click();
    await page.getByRole('menuitem', { name: STAFF_AR.revisions.history }).click();
    const dialog = page.getByRole('dialog', { name: STAFF_AR.revisions.title(title) });
    await expect(dialog.getByText(STAFF_AR.revisions.current)).toBeVisible();
    await snap(page, 'ar-history');
    await dialog.getByRole('button', { name: STAFF_AR.contentAdmin.close }).first().click();
    await page.locator('button[aria-pressed]', { hasText: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });
});
