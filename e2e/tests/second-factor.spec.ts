/**
 * Second factor and temporary passwords in Chromium, against the built server
 * (docs/staff-accounts.md): a staff member sets up TOTP with the key the page shows (the code is
 * computed here, as an authenticator app would), signs out, signs in with the second step, then
 * with a recovery code on a 320 px phone; an account whose password a SuperAdmin chose is asked
 * to choose its own.
 */
import { ACCOUNT_PATHS, ACCOUNT_SCREEN_TEXTS, ACCOUNT_TEXTS } from '@authority/shared/accounts';
import { PAGE_TITLES } from '@authority/shared/page-titles';
import { API } from '@authority/shared/routes';
import { SECOND_FACTOR_TEXTS, TEMPORARY_PASSWORD_TEXTS } from '@authority/shared/second-factor-texts';
import type { APIRequestContext, Page } from '@playwright/test';
import { generate } from 'otplib';
import { expect, expectAccessible, failedRequests, signInThroughApi, test } from '../support/fixtures.js';
import { mailsTo, waitForMail } from '../support/mailbox.js';

// The refusal this journey provokes on purpose: a wrong code (400).
test.use({ expectedPageErrors: failedRequests(400) });

async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function signOut(page: Page) {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** A new Admin made by the e2e SuperAdmin through the API (its password is then temporary). */
async function createAdmin(request: APIRequestContext, staffToken: string, tag: string) {
  const account = {
    firstName: 'Yusuf',
    lastName: `Tamimi ${tag}`,
    email: `yusuf.${tag}.${Date.now()}@e2e.test`,
    password: 'given-by-the-chief-7',
  };
  const response = await request.post(`${API.accountsBase}${ACCOUNT_PATHS.register}`, {
    headers: { authorization: `Bearer ${staffToken}` },
    data: { ...account, confirmPassword: account.password },
  });
  expect(response.ok(), 'creating an Admin through the API').toBe(true);
  return account;
}

/** The code an authenticator app shows for `secret`, `stepsAhead` 30 s steps from now. */
const totp = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

test('a staff member sets up a second factor, then signs in with a code and with a recovery code', async ({
  newPage,
  request,
  staffToken,
}) => {
  // Four sign-ins, each a password hash on the server, and four axe checks: 21-32 s on the
  // machines this runs on, against Playwright's 30 s (as the other long journeys).
  test.setTimeout(90_000);
  const account = await createAdmin(request, staffToken, 'mfa');
  // Its own password first, through the API: this journey is about the second factor.
  const own = 'my-own-quiet-passphrase';
  const token = await signInThroughApi(request, account);
  const changed = await request.post(`${API.accountsBase}${ACCOUNT_PATHS.changePassword}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { currentPassword: account.password, newPassword: own, confirmNewPassword: own },
  });
  expect(changed.ok()).toBe(true);

  const page = await newPage({ viewport: { width: 1280, height: 900 } });
  let secret = '';
  let recoveryCodes: string[] = [];

  await test.step('sets it up on the account page with the key shown and a first code', async () => {
    await signInWithForm(page, account.email, own);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the dashboard' })).toBeVisible();
    await page.goto('/dashboard/account');
    await expect(page.getByRole('heading', { level: 1, name: PAGE_TITLES.account })).toBeVisible();
    await page.getByRole('button', { name: SECOND_FACTOR_TEXTS.setUp }).click();
    // The password first (ASVS 7.5.1), with the keyboard.
    await page.getByLabel(SECOND_FACTOR_TEXTS.passwordLabel, { exact: true }).fill(own);
    await page.getByLabel(SECOND_FACTOR_TEXTS.passwordLabel, { exact: true }).press('Enter');
    await expect(page.getByRole('img', { name: SECOND_FACTOR_TEXTS.qrAlt })).toBeVisible();
    // The QR code is an image the CSP allows (img-src data:): it has really been drawn.
    expect(
      await page
        .getByRole('img', { name: SECOND_FACTOR_TEXTS.qrAlt })
        .evaluate((img) => (img as HTMLImageElement).naturalWidth),
    ).toBeGreaterThan(0);
    await expectAccessible(page);
    secret = ((await page.getByTestId('second-factor-secret').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    const mailsBefore = (await mailsTo(account.email)).length;
    await page.getByLabel(SECOND_FACTOR_TEXTS.codeLabel).fill(await totp(secret));
    await page.getByRole('button', { name: SECOND_FACTOR_TEXTS.confirm }).click();
    const codes = page.getByRole('region', { name: SECOND_FACTOR_TEXTS.recoveryHeading });
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    recoveryCodes = await codes.getByRole('listitem').allTextContents();
    await expectAccessible(page);
    await codes.getByRole('button', { name: SECOND_FACTOR_TEXTS.recoveryDone }).click();
    await expect(page.getByText(SECOND_FACTOR_TEXTS.statusOn)).toBeVisible();
    const mail = await waitForMail(account.email, { after: mailsBefore });
    expect(mail.subject).toMatch(/second factor was added/);
  });

  await test.step('signs out, and signs in again with the password and then a code', async () => {
    await signOut(page);
    await signInWithForm(page, account.email, own);
    const heading = page.getByRole('heading', { name: SECOND_FACTOR_TEXTS.stepHeading });
    await expect(heading).toBeFocused();
    await expectAccessible(page);
    const code = page.getByLabel(SECOND_FACTOR_TEXTS.codeLabel);
    await code.fill('000000');
    await code.press('Enter');
    await expect(page.getByRole('alert')).toHaveText(SECOND_FACTOR_TEXTS.codeWrong);
    // The enrolment's code may still be current, and a code works once: the next step's is
    // accepted (one step of drift either way).
    await code.fill(await totp(secret, 1));
    await code.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the dashboard' })).toBeVisible();
    await signOut(page);
  });

  await test.step('on a 320 px phone, signs in with a recovery code, which then works no more', async () => {
    const phone = await newPage({ viewport: { width: 320, height: 640 } });
    await signInWithForm(phone, account.email, own);
    await phone.getByLabel(SECOND_FACTOR_TEXTS.codeLabel).fill(recoveryCodes[0] ?? '');
    await phone.getByRole('button', { name: SECOND_FACTOR_TEXTS.verify }).click();
    await expect(phone.getByRole('heading', { level: 1, name: 'Welcome to the dashboard' })).toBeVisible();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await phone.goto('/dashboard/account');
    await expect(phone.getByText(SECOND_FACTOR_TEXTS.codesLeft(9))).toBeVisible();
    await expectAccessible(phone);
    await signOut(phone);
    await signInWithForm(phone, account.email, own);
    await phone.getByLabel(SECOND_FACTOR_TEXTS.codeLabel).fill(recoveryCodes[0] ?? '');
    await phone.getByRole('button', { name: SECOND_FACTOR_TEXTS.verify }).click();
    await expect(phone.getByRole('alert')).toHaveText(SECOND_FACTOR_TEXTS.codeWrong);
  });
});

test('an account whose password a SuperAdmin chose is asked to choose its own', async ({
  newPage,
  request,
  staffToken,
}) => {
  const account = await createAdmin(request, staffToken, 'temp');
  const page = await newPage({ viewport: { width: 390, height: 844 } });
  await signInWithForm(page, account.email, account.password);
  const prompt = page.getByRole('region', { name: TEMPORARY_PASSWORD_TEXTS.title });
  await expect(prompt).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the dashboard' })).toBeVisible();
  await expectAccessible(page);

  const chosen = 'lanterns-over-the-tigris';
  await prompt.getByLabel(ACCOUNT_SCREEN_TEXTS.currentPassword).fill(account.password);
  await prompt.getByLabel(ACCOUNT_SCREEN_TEXTS.newPassword, { exact: true }).fill(chosen);
  await prompt.getByLabel(ACCOUNT_SCREEN_TEXTS.confirmNewPassword).fill(chosen);
  await prompt.getByLabel(ACCOUNT_SCREEN_TEXTS.confirmNewPassword).press('Enter');
  await expect(page.getByText(ACCOUNT_TEXTS.passwordChanged)).toBeVisible();
  await expect(prompt).toBeHidden();

  // The next sign-in asks nothing more.
  await signOut(page);
  await signInWithForm(page, account.email, chosen);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to the dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: TEMPORARY_PASSWORD_TEXTS.title })).toHaveCount(0);
});
