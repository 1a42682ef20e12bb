/**
 * Staff mail choices (docs/staff-mail.md) in Chromium against the built server, in English and in
 * Arabic: a staff member follows the link at the foot of every staff mail
 * (`/dashboard/account#mail-choices`), lands on the 'Mails I get' section with its heading focused,
 * turns the daily digest off and a department's new inquiries on with the keyboard and the mouse,
 * saves, is told so, reloads and finds both kept. axe at 390 and 1440 px; screenshots in
 * e2e/screenshots/.
 */
import path from 'node:path';
import { ACCOUNT_PATHS } from '@authority/shared/accounts';
import type { Locale } from '@authority/shared/locales';
import { API } from '@authority/shared/routes';
import { mailChoicesUrl } from '@authority/shared/staff-mail';
import { MAIL_CHOICES_PATH, MAIL_CHOICES_TEXTS_BY_LOCALE } from '@authority/shared/staff-mail-choices';
import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, signInThroughApi, test } from '../support/fixtures.js';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../screenshots');

/** An Admin in `locale`, with its own password, who gets new inquiries of one department only. */
async function staffMember(request: APIRequestContext, chiefToken: string, locale: Locale) {
  const account = {
    firstName: locale === 'ar' ? 'سلمى' : 'Maya',
    lastName: `Choices ${locale}`,
    email: `mail-choices.${locale}.${Date.now()}@e2e.test`,
    password: 'given-by-the-chief-7',
  };
  const created = await request.post(`${API.accountsBase}${ACCOUNT_PATHS.register}`, {
    headers: { authorization: `Bearer ${chiefToken}` },
    data: { ...account, confirmPassword: account.password },
  });
  expect(created.ok(), 'creating an Admin through the API').toBe(true);
  const temporary = await signInThroughApi(request, account);
  const own = 'quiet-orchard-letters-9';
  const changed = await request.post(`${API.accountsBase}${ACCOUNT_PATHS.changePassword}`, {
    headers: { authorization: `Bearer ${temporary}` },
    data: { currentPassword: account.password, newPassword: own, confirmNewPassword: own },
  });
  expect(changed.ok()).toBe(true);
  const token = await signInThroughApi(request, { email: account.email, password: own });
  const headers = { authorization: `Bearer ${token}` };
  expect(
    (await request.put(`${API.accountsBase}${ACCOUNT_PATHS.myLanguage}`, { headers, data: { locale } })).ok(),
  ).toBe(true);
  const start = await request.put(`${API.accountsBase}${MAIL_CHOICES_PATH}`, {
    headers,
    data: { kinds: {}, departments: ['General Inquiry'] },
  });
  expect(start.ok()).toBe(true);
  return token;
}

for (const locale of ['en', 'ar'] as const) {
  test(`a staff member follows a mail's link, turns the digest off and a department on (${locale})`, async ({
    newContext,
    request,
    staffToken,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const t = MAIL_CHOICES_TEXTS_BY_LOCALE[locale];
    const token = await staffMember(request, staffToken, locale);
    const origin = new URL(baseURL ?? '').origin;
    const context = await newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(
      (session) => {
        if (window.location.origin !== session.origin) return;
        window.localStorage.setItem('token', session.token);
        window.localStorage.setItem('staffLocale', session.locale);
      },
      { token, origin, locale },
    );
    const page = await context.newPage();

    // The very address the footer of every staff mail gives.
    const link = new URL(mailChoicesUrl(origin));
    expect(link.hash).toBe('#mail-choices');
    await page.goto(`${link.pathname}${link.hash}`);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    const section = page.getByRole('region', { name: t.heading });
    const heading = section.getByRole('heading', { level: 2, name: t.heading });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();

    const digest = section.getByRole('checkbox', { name: t.kinds.registrationDigest.label });
    const medical = section.getByRole('checkbox', { name: t.departments['Medical Education'] });
    await expect(digest).toBeChecked();
    await expect(medical).not.toBeChecked();
    await expect(section.getByRole('checkbox', { name: t.departments['General Inquiry'] })).toBeChecked();
    await expectAccessible(page, `mail choices, ${locale}, 390 px`);
    await section.screenshot({ path: path.join(SCREENSHOTS, `mail-choices-${locale}-390.png`) });

    // The digest off from the keyboard, the department on with a click.
    await digest.focus();
    await page.keyboard.press('Space');
    await expect(digest).not.toBeChecked();
    await medical.click();
    const saved = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === `${API.accountsBase}${MAIL_CHOICES_PATH}` &&
        response.request().method() === 'PUT',
    );
    await section.getByRole('button', { name: t.save }).click();
    expect((await saved).ok()).toBe(true);
    await expect(section.getByRole('status')).toHaveText(t.saved);

    await page.setViewportSize({ width: 1440, height: 900 });
    await expectAccessible(page, `mail choices saved, ${locale}, 1440 px`);
    await section.screenshot({ path: path.join(SCREENSHOTS, `mail-choices-${locale}-1440-saved.png`) });

    await page.reload();
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(digest).not.toBeChecked();
    await expect(medical).toBeChecked();
    await expect(section.getByRole('checkbox', { name: t.kinds.newInquiry.label })).toBeChecked();
    await page.screenshot({ path: path.join(SCREENSHOTS, `mail-choices-${locale}-1440-page.png`) });
  });
}
