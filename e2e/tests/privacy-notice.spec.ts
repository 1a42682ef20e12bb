/**
 * The privacy findings, as a visitor meets it: the footer's emergency line is a number to call, and
 * its privacy notice link leads to a page, in either language, that says what is collected, why,
 * for how long and how to ask for erasure. Screenshots at 390 and 1440 px go to e2e/screenshots/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PAGES_AR } from '@authority/shared/i18n/pages-ar';
import { PUBLIC_AR } from '@authority/shared/i18n/public-ar';
import { PRIVACY_PAGE_TEXTS } from '@authority/shared/page-texts';
import { PAGE_TITLES } from '@authority/shared/page-titles';
import { LAYOUT_TEXTS } from '@authority/shared/public-texts';
import { SITE } from '@authority/shared/site';
import { openLanding, waitForApp } from '../support/app.js';
import { expect, expectAccessible, test } from '../support/fixtures.js';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../screenshots');

for (const width of [390, 1440]) {
  test(`the footer's emergency number and privacy notice, in English and Arabic, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await openLanding(page);
    const footer = page.getByRole('contentinfo');
    const call = footer.locator('address').getByRole('link', { name: SITE.contact.emergencyPhone });
    await expect(call).toHaveAttribute('href', `tel:${SITE.contact.emergencyPhone}`);

    await footer.getByRole('link', { name: LAYOUT_TEXTS.privacyNotice }).first().click();
    await expect(page).toHaveURL(/\/privacy$/);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: PAGE_TITLES.privacy })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: PRIVACY_PAGE_TEXTS.keepHeading })).toBeVisible();
    // The demo settings' periods, as the retention job applies them.
    await expect(page.getByText(PRIVACY_PAGE_TEXTS.keep(365, 30))).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: SITE.contact.email })).toHaveAttribute(
      'href',
      `mailto:${SITE.contact.email}`,
    );
    await expectAccessible(page);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOTS, `privacy-en-${width}.png`), fullPage: true });

    await page.goto('/ar/privacy');
    await waitForApp(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: PUBLIC_AR.pageTitles.privacy })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: PAGES_AR.privacy.keepHeading })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: path.join(SCREENSHOTS, `privacy-ar-${width}.png`), fullPage: true });
  });
}
