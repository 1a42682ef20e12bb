/**
 * Images with words and lists that scale (decision 019), in Chromium against the built
 * server: an editor finds a news item whose image has no words (the list marks it, the form warns),
 * writes its text in English and Arabic (the warning goes), marks another image decorative, and
 * the public pages carry the words in `img[alt]` in both languages. Then the editor searches,
 * sorts (with the keyboard) and pages a list of 30 items the server pages, and Back returns to the
 * previous page of it. axe finds nothing serious on the screens and pages.
 */
import path from 'node:path';
import { CONTENT_ADMIN_TEXTS } from '@authority/shared/back-office-texts';
import type { NewsItem } from '@authority/shared/content';
import { CONTENT_TYPES } from '@authority/shared/content-types';
import { STAFF_EN } from '@authority/shared/i18n/staff-en';
import { API, ROUTES } from '@authority/shared/routes';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures.js';
import { readPublic } from '../support/public-content.js';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../screenshots');
const W = STAFF_EN.imageWords;
const noun = CONTENT_TYPES.news.nouns;

const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });

/** Creates a news item through the API, as another editor would have; answers its id. */
async function createNews(request: APIRequestContext, token: string, body: Record<string, unknown>) {
  const response = await request.post(`${API.publicBase}/news`, {
    headers: { authorization: `Bearer ${token}` },
    data: { description: 'Written for the images and lists journey.', ...body },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function deleteNews(request: APIRequestContext, token: string, id: number) {
  const response = await request.delete(`${API.publicBase}/news/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
}

test('an editor gives images their words, and the site shows them in both languages', async ({
  staffPage,
  newPage,
  request,
  staffToken,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  // A picture the seed stored: any uploaded image will do.
  const [seeded] = (await readPublic<NewsItem[]>(request, '/news')).filter((item) => item.imageUrl);
  const imageUrl = seeded?.imageUrl;
  expect(imageUrl).toBeTruthy();
  const described = `Blood drive thanks ${stamp}`;
  const ornamental = `Quiet corridor notice ${stamp}`;
  const describedId = await createNews(request, staffToken, { name: described, imageUrl });
  const ornamentalId = await createNews(request, staffToken, { name: ornamental, imageUrl });
  const english = 'A nurse hands a donor a cup of juice';
  const arabic = 'ممرضة تناول متبرعًا كوب عصير';
  const page = await staffPage({ viewport: { width: 1440, height: 900 } });

  await test.step('the list marks both images as lacking words; the form warns', async () => {
    await page.goto(`/dashboard/news?q=${stamp}`);
    await expect(page.getByLabel(CONTENT_ADMIN_TEXTS.search(noun.many))).toHaveValue(String(stamp));
    await expect(rowOf(page, described).getByText(W.missingChip)).toBeVisible();
    await expect(rowOf(page, ornamental).getByText(W.missingChip)).toBeVisible();
    await expectAccessible(page, 'the news list with markers');

    await page.getByRole('button', { name: `${CONTENT_ADMIN_TEXTS.edit} ${described}` }).click();
    const dialog = page.getByRole('dialog', { name: CONTENT_ADMIN_TEXTS.editItem(noun.one) });
    await expect(dialog.getByText(W.missing)).toBeVisible();
    // At a phone's width and a desktop's, saved to be looked at.
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await dialog.getByText(W.missing).scrollIntoViewIfNeeded();
      await expectAccessible(page, `the form with its warning at ${width} px`);
      await page.screenshot({ path: path.join(SCREENSHOTS, `images-and-lists-warning-${width}.png`) });
    }
  });

  await test.step('the editor writes the text in English and Arabic: the warning goes', async () => {
    const dialog = page.getByRole('dialog', { name: CONTENT_ADMIN_TEXTS.editItem(noun.one) });
    await dialog.getByLabel(W.imageAlt, { exact: true }).fill(english);
    await expect(dialog.getByText(W.missing)).toHaveCount(0);
    const twin = dialog.getByLabel(CONTENT_ADMIN_TEXTS.inLanguage(W.imageAlt, 'العربية'));
    await expect(twin).toHaveAttribute('dir', 'rtl');
    await twin.fill(arabic);
    await dialog.getByRole('button', { name: CONTENT_ADMIN_TEXTS.save }).click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, described).getByText(W.describedChip)).toBeVisible();
    await expect(rowOf(page, described).getByText(W.missingChip)).toHaveCount(0);
  });

  await test.step('the editor marks the other image decorative', async () => {
    await page.getByRole('button', { name: `${CONTENT_ADMIN_TEXTS.edit} ${ornamental}` }).click();
    const dialog = page.getByRole('dialog', { name: CONTENT_ADMIN_TEXTS.editItem(noun.one) });
    await expect(dialog.getByText(W.missing)).toBeVisible();
    await dialog.getByRole('checkbox', { name: W.imageDecorative }).check();
    await expect(dialog.getByText(W.missing)).toHaveCount(0);
    await dialog.getByRole('button', { name: CONTENT_ADMIN_TEXTS.save }).click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, ornamental).getByText(W.decorativeChip)).toBeVisible();
  });

  await test.step('the public pages describe the image in each language, and not the decorative one', async () => {
    const visitor = await newPage();
    await visitor.goto(ROUTES.showNews(describedId));
    await expect(visitor.locator(`main img[alt="${english}"]`)).toBeVisible();
    await expectAccessible(visitor, 'the English news page');
    await visitor.goto(`/ar${ROUTES.showNews(describedId)}`);
    await expect(visitor.locator(`main img[alt="${arabic}"]`)).toBeVisible();
    await expectAccessible(visitor, 'the Arabic news page');
    for (const path of [ROUTES.showNews(ornamentalId), `/ar${ROUTES.showNews(ornamentalId)}`]) {
      await visitor.goto(path);
      await expect(visitor.locator(`main img[src$="${imageUrl}"]`)).toHaveAttribute('alt', '');
    }
  });

  await deleteNews(request, staffToken, describedId);
  await deleteNews(request, staffToken, ornamentalId);
});

test('an editor searches, sorts and pages a list the server pages; Back returns to it', async ({
  staffPage,
  request,
  staffToken,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  // Drafts: the site's visitors never see them, whichever journey runs next.
  const ids: number[] = [];
  for (let n = 1; n <= 30; n++)
    ids.push(
      await createNews(request, staffToken, {
        name: `Ward list ${String(n).padStart(2, '0')} ${stamp}`,
        isPublished: false,
      }),
    );
  const page = await staffPage({ viewport: { width: 1440, height: 900 } });
  const table = page.getByRole('table', { name: CONTENT_ADMIN_TEXTS.tableCaption(noun.many) });
  const names = () => table.getByRole('rowheader');

  await test.step('the search asks the server and keeps the words in the address', async () => {
    await page.goto('/dashboard/news');
    await page.getByLabel(CONTENT_ADMIN_TEXTS.search(noun.many)).fill(`ward LIST`);
    await expect(page).toHaveURL(/[?&]q=ward\+LIST/);
    await expect(page.getByText(/30 news items\. Showing 1–25 of 30/)).toBeVisible();
    await expect(names()).toHaveCount(25);
    await expectAccessible(page, 'the searched list');
  });

  await test.step('the title column sorts from the keyboard, either way', async () => {
    const header = table.getByRole('columnheader', { name: 'Title' });
    await header.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(names().first()).toHaveText(`Ward list 01 ${stamp}`);
    await page.keyboard.press('Enter');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(names().first()).toHaveText(`Ward list 30 ${stamp}`);
    await expect(page).toHaveURL(/sort=name&direction=desc/);
  });

  await test.step('the pager moves to page 2; Back returns to page 1', async () => {
    await page.getByRole('button', { name: CONTENT_ADMIN_TEXTS.nextPage }).click();
    await expect(page.getByText(CONTENT_ADMIN_TEXTS.pageOf(2, 2))).toBeVisible();
    await expect(names()).toHaveCount(5);
    await expect(names().last()).toHaveText(`Ward list 01 ${stamp}`);
    await expect(page).toHaveURL(/page=2/);
    await page.goBack();
    await expect(page.getByText(CONTENT_ADMIN_TEXTS.pageOf(1, 2))).toBeVisible();
    await expect(names().first()).toHaveText(`Ward list 30 ${stamp}`);
    await page.goForward();
    await expect(names()).toHaveCount(5);
    await page.reload();
    await expect(names()).toHaveCount(5);
    await expect(page.getByLabel(CONTENT_ADMIN_TEXTS.search(noun.many))).toHaveValue('ward LIST');
  });

  for (const id of ids) await deleteNews(request, staffToken, id);
});
