import { PUBLIC_TEXTS } from '@authority/shared/i18n/public-all';
import { expect, expectAccessible, failedRequests, test } from '../support/fixtures.js';

// Each address here is answered 404 on purpose: Chromium logs that as a failed load.
test.use({ expectedPageErrors: failedRequests(404) });

test.describe('an address no page has', () => {
  for (const [path, locale] of [
    ['/no-such-page', 'en'],
    ['/ar/no-such-page', 'ar'],
  ] as const) {
    test(`${path} answers 404 with the site's not-found page, which works and is accessible`, async ({
      newPage,
    }) => {
      const texts = PUBLIC_TEXTS[locale];
      const page = await newPage();
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: texts.pageTitles.notFound })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${texts.pageTitles.notFound} \\|`));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expectAccessible(page, path);
      // Its way out works once the app has started.
      await page.getByRole('link', { name: texts.notFound.latestNews }).click();
      await expect(page).toHaveURL(new RegExp(`${locale === 'ar' ? '/ar' : ''}/allNews$`));
    });
  }
});
