/**
 * The dashboard in Arabic (decision 014), in Chromium against the built server: an editor switches
 * the dashboard to Arabic from the sidebar; every screen then reads right to left in Arabic at phone
 * and desktop width with no serious axe finding (each screenshot saved in e2e/screenshots/ to be
 * looked at); the submissions' CSV comes with Arabic headings; the editor switches back to English.
 * Staff sign in through the API (the sign-in form has its own journey in accounts.spec.ts).
 */

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ACCOUNT_PATHS } from '@authority/shared/accounts';
import type { Event } from '@authority/shared/content';
import { STAFF_AR } from '@authority/shared/i18n/staff-ar';
import { STAFF_EN } from '@authority/shared/i18n/staff-en';
import { API, DASHBOARD_CHILDREN, ROUTES } from '@authority/shared/routes';
import { submissionColumns } from '@authority/shared/submissions';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures.js';
import { readPublic } from '../support/public-content.js';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../screenshots');
const WIDTHS = [390, 1440] as const;

async function expectDocument(page: Page, lang: 'ar' | 'en') {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

// The e2e SuperAdmin is shared by every journey: it leaves in English whatever happened here, also
// after a failure or a timeout (an after-each hook runs then too, with its own time).
test.afterEach(async ({ request, staffToken }) => {
  const reset = await request.put(`${API.accountsBase}${ACCOUNT_PATHS.myLanguage}`, {
    headers: { authorization: `Bearer ${staffToken}` },
    data: { locale: 'en' },
  });
  expect(reset.ok()).toBe(true);
});

test('an editor switches the dashboard to Arabic, uses every screen right to left, and switches back', async ({
  staffPage,
  newPage,
  request,
}) => {
  test.setTimeout(300_000);
  const page = await staffPage({ viewport: { width: 1440, height: 900 } });
  const [event] = await readPublic<Event[]>(request, '/events/all');
  if (!event) throw new Error('the seed has no event');

  {
    await test.step('the editor chooses العربية in the sidebar: the dashboard turns right to left at once', async () => {
      await page.goto(ROUTES.dashboard);
      await expect(page.getByRole('heading', { level: 1, name: STAFF_EN.frame.welcome })).toBeVisible();
      await expectDocument(page, 'en');
      const saved = page.waitForResponse(
        (response) =>
          // The dashboard names its language in the call (`?lang=`): the path is what says which.
          new URL(response.url()).pathname.endsWith(`${API.accountsBase}${ACCOUNT_PATHS.myLanguage}`) &&
          response.ok(),
      );
      await page.getByRole('button', { name: 'العربية' }).click();
      await saved;
      await expect(page.getByRole('heading', { level: 1, name: STAFF_AR.frame.welcome })).toBeVisible();
      await expectDocument(page, 'ar');
      await expect(page.getByRole('button', { name: 'العربية' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
    });

    await test.step('the choice is the account’s: a new visit opens in Arabic', async () => {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: STAFF_AR.frame.welcome })).toBeVisible();
      await expectDocument(page, 'ar');
    });

    const screens: { name: string; path: string; title: string }[] = [
      { name: 'home', path: ROUTES.dashboard, title: STAFF_AR.frame.welcome },
      ...DASHBOARD_CHILDREN.map((child) => ({
        name: child,
        path: ROUTES.dashboardChild(child),
        title: STAFF_AR.pageTitles[child],
      })),
      { name: 'account', path: ROUTES.dashboardAccount, title: STAFF_AR.pageTitles.account },
      {
        name: 'submissions',
        path: ROUTES.viewSubmission(event.id),
        title: STAFF_AR.pageTitles.viewSubmission,
      },
    ];

    // Both widths at once, each in a page of its own (the account's language opens both in Arabic):
    // the sweep's axe runs use both cores instead of one after the other.
    await test.step('every screen at 390 and 1440 px: Arabic, right to left, no serious axe finding', async () => {
      await Promise.all(
        WIDTHS.map(async (width) => {
          const sweep =
            width === 1440 ? page : await staffPage({ viewport: { width, height: width < 600 ? 844 : 900 } });
          for (const screen of screens) {
            await sweep.goto(screen.path);
            await expect(sweep.getByRole('heading', { level: 1, name: screen.title })).toBeVisible();
            await expectDocument(sweep, 'ar');
            // What each screen reads has arrived (no loading text left).
            await expect(sweep.getByRole('status').filter({ hasText: '…' })).toHaveCount(0);
            await expectAccessible(sweep, `${screen.path} at ${width} px`);
            await sweep.screenshot({
              path: path.join(SCREENSHOTS, `dashboard-ar-${screen.name}-${width}.png`),
              fullPage: true,
            });
          }
          if (sweep !== page) await sweep.close();
        }),
      );
    });

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await test.step(`a content form with the rich-text editor at ${width} px`, async () => {
        await page.goto(ROUTES.dashboardChild('originization'));
        const newItem = STAFF_AR.contentAdmin.newItem(STAFF_AR.nouns.institutions.one);
        await page.getByRole('button', { name: newItem }).click();
        const dialog = page.getByRole('dialog', { name: newItem });
        await expect(dialog).toBeVisible();
        const toolbars = dialog.getByRole('toolbar');
        await expect(toolbars.first()).toBeVisible();
        await expect(toolbars.first().getByRole('button', { name: STAFF_AR.richText.bold })).toBeVisible();
        // The English text stays left to right; its Arabic twin right to left.
        await expect(
          dialog.getByRole('textbox', { name: STAFF_AR.fields.name, exact: true }),
        ).toHaveAttribute('dir', 'ltr');
        await expect(
          dialog.getByRole('textbox', {
            name: STAFF_AR.contentAdmin.inLanguage(STAFF_AR.fields.name, 'العربية'),
          }),
        ).toHaveAttribute('dir', 'rtl');
        // Saving it empty: the messages beside the fields are Arabic too.
        await dialog.getByRole('button', { name: STAFF_AR.contentAdmin.save }).click();
        await expect(dialog.getByRole('textbox', { name: STAFF_AR.fields.name, exact: true })).toBeFocused();
        await expectAccessible(page, `the institution form at ${width} px`);
        await page.screenshot({ path: path.join(SCREENSHOTS, `dashboard-ar-form-${width}.png`) });
        await dialog.getByRole('button', { name: STAFF_AR.contentAdmin.cancel }).click();
        await expect(dialog).toBeHidden();
      });
    }

    await test.step('the submissions’ CSV comes with Arabic headings', async () => {
      await page.goto(ROUTES.viewSubmission(event.id));
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: STAFF_AR.submissionsView.download }).click();
      const bytes = await readFile(await (await download).path());
      const [headings] = bytes.subarray(3).toString('utf8').split('\r\n');
      expect(headings).toBe(
        submissionColumns('registrations', 'ar')
          .map(([, heading]) => `"${heading}"`)
          .join(','),
      );
    });

    await test.step('before signing in, /login speaks the language last used in this browser', async () => {
      const visitor = await newPage({ viewport: { width: 390, height: 844 } });
      await visitor.addInitScript(() => window.localStorage.setItem('staffLocale', 'ar'));
      await visitor.goto(ROUTES.login);
      await expect(visitor.getByRole('heading', { level: 1, name: STAFF_AR.pageTitles.login })).toBeVisible();
      await expectDocument(visitor, 'ar');
      await expect(visitor.getByRole('button', { name: STAFF_AR.accountForm.signIn })).toBeVisible();
      await expectAccessible(visitor, '/login in Arabic');
      await visitor.screenshot({
        path: path.join(SCREENSHOTS, 'dashboard-ar-login-390.png'),
        fullPage: true,
      });
      await visitor.close();
    });

    await test.step('the editor switches back to English', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(ROUTES.dashboard);
      await expect(page.getByRole('heading', { level: 1, name: STAFF_AR.frame.welcome })).toBeVisible();
      // On a phone the switch sits in the folded menu.
      await page.getByRole('button', { name: STAFF_AR.frame.menu }).click();
      await page.getByRole('button', { name: 'English' }).click();
      await expect(page.getByRole('heading', { level: 1, name: STAFF_EN.frame.welcome })).toBeVisible();
      await expectDocument(page, 'en');
    });
  }
});
