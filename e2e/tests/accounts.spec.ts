/**
 * The staff accounts journey in Chromium, against the built server: a SuperAdmin signs in through
 * the form, creates an Admin, resets its password with the code the server really mailed, the
 * Admin signs in and is refused the users page, and once the SuperAdmin deletes the Admin, the
 * Admin's open session fails on its next call.
 */

import { ACCOUNT_SCREEN_TEXTS, ACCOUNT_TEXTS, SESSIONS_SCREEN_TEXTS } from '@authority/shared/accounts';
import { DASHBOARD_PAGE_TITLES, PAGE_TITLES } from '@authority/shared/page-titles';
import type { Page } from '@playwright/test';
import { E2E_ADMIN } from '../global-setup.js';
import { expect, expectAccessible, failedRequests, test } from '../support/fixtures.js';
import { codeIn, mailsTo, waitForMail } from '../support/mailbox.js';

// The refusals this journey provokes: the wrong password (400), the deleted Admin's next call (401).
test.use({ expectedPageErrors: failedRequests(400, 401) });

/** The sign-in form itself: this journey is its test, so staff here sign in through it. */
async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a SuperAdmin creates, resets and deletes an Admin, whose open session then ends', async ({
  newPage,
}) => {
  // A long journey with seven axe checks: 20–26 s on the shared 2-core machine, near the 30 s default.
  test.setTimeout(60_000);
  const superAdmin = await newPage();
  // The Admin works on a phone: the dashboard must be usable at 390 px.
  const admin = await newPage({ viewport: { width: 390, height: 844 } });

  const account = {
    firstName: 'Rania',
    lastName: 'Khoury',
    email: `rania.khoury.${Date.now()}@e2e.test`,
    password: 'first-password-1',
    newPassword: 'second-password-2',
  };
  const name = `${account.firstName} ${account.lastName}`;

  await test.step('the SuperAdmin signs in through the form', async () => {
    await superAdmin.goto('/login');
    await expectAccessible(superAdmin);
    await signIn(superAdmin, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(superAdmin).toHaveURL(/\/dashboard$/);
    await expect(
      superAdmin.getByRole('heading', { level: 1, name: 'Welcome to the dashboard' }),
    ).toBeVisible();
    await expect(superAdmin.getByRole('navigation', { name: 'Dashboard' })).toContainText(E2E_ADMIN.email);
    await expectAccessible(superAdmin);
  });

  await test.step('the SuperAdmin opens the account page from the sidebar: password and sessions', async () => {
    await superAdmin
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: PAGE_TITLES.account })
      .click();
    await expect(superAdmin.getByRole('heading', { level: 1, name: PAGE_TITLES.account })).toBeVisible();
    const sessions = superAdmin.getByRole('table', { name: SESSIONS_SCREEN_TEXTS.caption });
    await expect(sessions.getByText(SESSIONS_SCREEN_TEXTS.thisSession, { exact: false })).toBeVisible();
    // A common password is refused by the server with its reason, keyboard only.
    await superAdmin.getByLabel(ACCOUNT_SCREEN_TEXTS.currentPassword).fill(E2E_ADMIN.password);
    await superAdmin.getByLabel(ACCOUNT_SCREEN_TEXTS.newPassword, { exact: true }).fill('Password123');
    await superAdmin.getByLabel(ACCOUNT_SCREEN_TEXTS.confirmNewPassword).fill('Password123');
    await superAdmin.getByLabel(ACCOUNT_SCREEN_TEXTS.confirmNewPassword).press('Enter');
    await expect(superAdmin.getByRole('alert')).toHaveText(ACCOUNT_TEXTS.passwordTooCommon);
    await expectAccessible(superAdmin);
  });

  await test.step('a signed-in visitor who opens /login lands on /dashboard', async () => {
    await superAdmin.goto('/login');
    await expect(superAdmin).toHaveURL(/\/dashboard$/);
  });

  await test.step('the SuperAdmin creates an Admin through /logup', async () => {
    await superAdmin
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: DASHBOARD_PAGE_TITLES.users })
      .click();
    await expect(
      superAdmin.getByRole('heading', { level: 1, name: DASHBOARD_PAGE_TITLES.users }),
    ).toBeVisible();
    await superAdmin.getByRole('link', { name: 'Create account' }).click();
    await expect(superAdmin).toHaveURL(/\/logup$/);

    await superAdmin.getByLabel('First name').fill(account.firstName);
    await superAdmin.getByLabel('Last name').fill(account.lastName);
    await superAdmin.getByLabel('E-mail address').fill(account.email);
    await superAdmin.getByLabel('Password', { exact: true }).fill(account.password);
    await superAdmin.getByLabel('Confirm password').fill('something-else');
    await superAdmin.getByRole('button', { name: 'Create account' }).click();
    await expect(superAdmin.getByRole('alert')).toHaveText(ACCOUNT_TEXTS.passwordsDoNotMatch);
    await expectAccessible(superAdmin);

    await superAdmin.getByLabel('Confirm password').fill(account.password);
    await superAdmin.getByRole('button', { name: 'Create account' }).click();
    await expect(superAdmin.getByText(ACCOUNT_TEXTS.accountCreated)).toBeVisible();
    await expect(superAdmin).toHaveURL(/\/dashboard\/users$/);
    const row = superAdmin.getByRole('row').filter({ hasText: account.email });
    await expect(row).toContainText(name);
    await expect(row.getByText('Admin', { exact: true })).toHaveAttribute('data-role-colour', 'blue');
    await expectAccessible(superAdmin);
  });

  await test.step('the SuperAdmin resets its password with the mailed code', async () => {
    const mailsBefore = (await mailsTo(account.email)).length;
    await superAdmin.getByRole('button', { name: `Actions for ${name}` }).click();
    await superAdmin.getByRole('menuitem', { name: 'Edit Password' }).click();
    const dialog = superAdmin.getByRole('dialog', { name: 'Edit Password' });
    await expect(dialog).toBeVisible();
    await expectAccessible(superAdmin);

    const code = codeIn(await waitForMail(account.email, { after: mailsBefore }));
    await dialog.getByLabel('Reset code').fill(code);
    await dialog.getByLabel('New password', { exact: true }).fill(account.newPassword);
    await dialog.getByLabel('Confirm new password').fill(account.newPassword);
    await dialog.getByRole('button', { name: 'Update password' }).click();
    await expect(superAdmin.getByText(ACCOUNT_TEXTS.passwordUpdated)).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step('the Admin signs in with the new password only, and is refused the users page', async () => {
    await signIn(admin, account.email, account.password);
    await expect(admin.getByRole('alert')).toHaveText(ACCOUNT_TEXTS.incorrectLoginData);

    await admin.getByLabel('Password').fill(account.newPassword);
    await admin.getByRole('button', { name: 'Sign in' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Welcome to the dashboard' })).toBeVisible();
    // At 390 px the sidebar is a menu: open it, and the users page is not in it.
    const menu = admin.getByRole('button', { name: 'Menu' });
    await menu.click();
    const sidebar = admin.getByRole('navigation', { name: 'Dashboard' });
    await expect(sidebar.getByRole('link', { name: DASHBOARD_PAGE_TITLES.news })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: DASHBOARD_PAGE_TITLES.users })).toHaveCount(0);
    await expectAccessible(admin);
    await menu.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    await admin.goto('/dashboard/users');
    const refusal = admin.getByRole('dialog', { name: ACCOUNT_TEXTS.noPermission });
    await expect(refusal).toBeVisible();
    await expect(admin).toHaveURL(/\/dashboard$/);
    await refusal.getByRole('button', { name: 'OK' }).click();
    await expect(refusal).toBeHidden();
    await expect(admin.getByRole('heading', { level: 1, name: 'Welcome to the dashboard' })).toBeVisible();
  });

  await test.step('the SuperAdmin deletes the Admin after confirming', async () => {
    await superAdmin.getByRole('button', { name: `Actions for ${name}` }).click();
    await superAdmin.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = superAdmin.getByRole('dialog', {
      name: ACCOUNT_TEXTS.confirmDelete(account.firstName, account.lastName),
    });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(superAdmin.getByText(ACCOUNT_TEXTS.userDeleted)).toBeVisible();
    await expect(superAdmin.getByRole('row').filter({ hasText: account.email })).toHaveCount(0);
  });

  await test.step('the Admin’s open session fails on its next call and ends at /login', async () => {
    // On a phone the sign-out sits in the collapsed menu.
    await admin.getByRole('button', { name: 'Menu' }).click();
    const logout = admin.waitForResponse((response) => response.url().endsWith('/api/v1/Accounts/logout'));
    await admin.getByRole('button', { name: 'Sign out' }).click();
    expect((await logout).status()).toBe(401);
    await expect(admin).toHaveURL(/\/login$/);
    await expect(admin.getByRole('status').filter({ hasText: ACCOUNT_TEXTS.sessionEnded })).toBeVisible();
    // Nothing of the session is left in the browser: only the dashboard's language (decision 014),
    // which is no secret and greets the next sign-in in it.
    const kept = await admin.evaluate(() => Object.keys(window.localStorage));
    expect(kept.filter((key) => key !== 'staffLocale')).toEqual([]);

    await admin.goto('/dashboard');
    await expect(admin).toHaveURL(/\/login$/);
  });

  await test.step('the SuperAdmin signs out, which revokes the session', async () => {
    const token = await superAdmin.evaluate(() => window.localStorage.getItem('token'));
    await superAdmin.getByRole('button', { name: 'Sign out' }).click();
    await expect(superAdmin).toHaveURL(/\/login$/);
    await expect(superAdmin.getByRole('status').filter({ hasText: ACCOUNT_TEXTS.signedOut })).toBeVisible();
    const users = await superAdmin.request.get('/api/v1/Accounts/users', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(users.status()).toBe(401);
  });
});
