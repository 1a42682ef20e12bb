/**
 * Site search as visitors use it (docs/decisions/037-site-search.md), with the keyboard only, at
 * phone and desktop width, in both languages: from the header's field to the results, an Arabic
 * item found by a spelling without hamza and tashkeel, the next page, a 'Did you mean', and axe.
 */
import { PAGES_AR } from '@authority/shared/i18n/pages-ar';
import { PUBLIC_AR } from '@authority/shared/i18n/public-ar';
import { SEARCH_PAGE_TEXTS } from '@authority/shared/page-texts';
import { LAYOUT_TEXTS } from '@authority/shared/public-texts';
import { API } from '@authority/shared/routes';
import type { Locator, Page } from '@playwright/test';
import { openLanding, waitForApp } from '../support/app.js';
import { expect, expectAccessible, test } from '../support/fixtures.js';

const ARABIC_TITLE = 'إِدَارَةُ الْمُسْتَشْفَى الجَدِيدَة';
/** As a visitor types it: no hamza, no tashkeel, ي for ى. */
const ARABIC_QUERY = 'ادارة المستشفي';
const BULLETINS = 12;

/** Tabs until `target` has the focus (at most `max` presses): the keyboard is all the visitor uses. */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the keyboard never reached the element');
}

/** From the header's field, on a phone through the menu: types `query` and presses Enter. */
async function searchFromHeader(
  page: Page,
  query: string,
  phone: boolean,
  texts: { menu: string; label: string },
) {
  // On a phone the field is in the menu; on a desktop the navigation's search button opens it
  // and moves the focus into it.
  const opener = page.getByRole('button', { name: phone ? texts.menu : texts.label });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const field = page.getByRole('search', { name: texts.label }).getByRole('searchbox');
  if (phone) await tabTo(page, field);
  else await expect(field).toBeFocused();
  await page.keyboard.type(query);
  await page.keyboard.press('Enter');
}

test.describe('site search', () => {
  const created: number[] = [];

  test.beforeAll(async ({ request, staffToken }) => {
    const headers = { authorization: `Bearer ${staffToken}` };
    const post = async (data: Record<string, unknown>) => {
      const res = await request.post(`${API.publicBase}/news`, { headers, data });
      expect(res.status(), await res.text()).toBe(201);
      created.push(((await res.json()) as { id: number }).id);
    };
    await post({
      name: 'New hospital administration',
      description: 'The hospital has a new administration.',
      translations: { ar: { name: ARABIC_TITLE, description: 'للمستشفى إدارة جديدة.' } },
    });
    for (let i = 1; i <= BULLETINS; i++) {
      await post({
        name: `Quarterly quokkagram ${i}`,
        description: 'What our wards did this quarter.',
        translations: { ar: { name: `النشرة الفصلية ${i}`, description: 'ما أنجزته أقسامنا في هذا الفصل.' } },
      });
    }
  });

  test.afterAll(async ({ request, staffToken }) => {
    for (const id of created) {
      await request.delete(`${API.publicBase}/news/${id}`, {
        headers: { authorization: `Bearer ${staffToken}` },
      });
    }
  });

  for (const width of [390, 1440]) {
    const phone = width < 1216;

    test(`in English at ${width} px: header, results, next page, 'Did you mean', axe`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openLanding(page, '/');
      await searchFromHeader(page, 'quokkagram', phone, {
        menu: LAYOUT_TEXTS.menu,
        label: LAYOUT_TEXTS.searchLabel,
      });
      await expect(page).toHaveURL(/\/search\?q=quokkagram$/);
      await expect(page.getByText(`${BULLETINS} results for “quokkagram”`)).toBeVisible();
      await expect(page.locator('main mark').first()).toHaveText('quokkagram', { ignoreCase: true });
      await expectAccessible(page, `results at ${width}`);

      const next = page.getByRole('link', { name: /Next/ });
      await tabTo(page, next);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=quokkagram&page=2$/);
      await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(BULLETINS - 10);

      await page.goto('/search?q=quokkagrm');
      await expect(page.getByText('Nothing on the site matches “quokkagrm”.')).toBeVisible();
      const suggestion = page.getByRole('link', { name: 'quokkagram', exact: true });
      await tabTo(page, suggestion);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=quokkagram$/);
      await expect(page.getByText(`${BULLETINS} results for “quokkagram”`)).toBeVisible();
    });

    test(`in Arabic at ${width} px: found without hamza or tashkeel, right to left, axe`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await openLanding(page, '/ar');
      await searchFromHeader(page, ARABIC_QUERY, phone, {
        menu: PUBLIC_AR.layout.menu,
        label: PUBLIC_AR.layout.searchLabel,
      });
      await expect(page).toHaveURL(/\/ar\/search\?q=/);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const result = page.getByRole('link', { name: ARABIC_TITLE });
      await expect(result).toBeVisible();
      await expect(result.locator('mark')).toHaveCount(2);
      await expect(page.getByRole('heading', { level: 1, name: PUBLIC_AR.pageTitles.search })).toBeVisible();
      // Nothing wider than the screen, right to left.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectAccessible(page, `Arabic results at ${width}`);
      await tabTo(page, result);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/ar\/showNews\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: ARABIC_TITLE })).toBeVisible();
      expect(PAGES_AR.search.didYouMean).not.toBe(SEARCH_PAGE_TEXTS.didYouMean);
    });
  }

  test('at 1216 px the navigation opens the field in a panel, and Escape closes it, in both languages', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1216, height: 700 });
    for (const [path, texts] of [
      ['/', LAYOUT_TEXTS],
      ['/ar', PUBLIC_AR.layout],
    ] as const) {
      await openLanding(page, path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1216);
      const button = page.getByRole('button', { name: texts.searchLabel });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await tabTo(page, button);
      await page.keyboard.press('Enter');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const field = page.getByRole('search', { name: texts.searchLabel }).getByRole('searchbox');
      await expect(field).toBeFocused();
      // The label is written out, not only a placeholder.
      const label = page.getByRole('search', { name: texts.searchLabel }).locator('label');
      await expect(label).toBeVisible();
      await expect(label).toHaveText(texts.searchSubmit);
      await expectAccessible(page, `${path} search panel at 1216`);
      await page.keyboard.press('Escape');
      await expect(field).toBeHidden();
      await expect(button).toBeFocused();
    }
  });

  test('at 320 px the header field fits, in both languages', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const [path, texts] of [
      ['/search', LAYOUT_TEXTS],
      ['/ar/search', PUBLIC_AR.layout],
    ] as const) {
      await page.goto(path);
      await waitForApp(page);
      await page.getByRole('button', { name: texts.menu }).click();
      const field = page.getByRole('search', { name: texts.searchLabel }).getByRole('searchbox');
      await expect(field).toBeVisible();
      const box = await field.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await expectAccessible(page, `${path} at 320`);
    }
  });
});
