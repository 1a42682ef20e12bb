/**
 * Issue 8 'Personal data' in Chromium, against the built server: a visitor's contact inquiry is
 * stored; the SuperAdmin downloads everything stored about the visitor's address, erases it after
 * a red confirmation, and finds the erasure in the audit log. Staff sign in through the API.
 */

import { readFile } from 'node:fs/promises';
import { ACCOUNT_PATHS } from '@authority/shared/accounts';
import { AUDIT_LOG_TEXTS, PERSONAL_DATA_TEXTS } from '@authority/shared/back-office-texts';
import { EVENT_FORM_PATHS } from '@authority/shared/event-forms';
import { DASHBOARD_PAGE_TITLES } from '@authority/shared/page-titles';
import { PRIVACY_PATHS } from '@authority/shared/privacy';
import { API } from '@authority/shared/routes';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_ADMIN } from '../global-setup.js';
import { expect, test } from '../support/fixtures.js';

/** Fails on any serious or critical axe finding on the page as it is now. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Signs the e2e admin (a SuperAdmin) in through the API (STYLE.md: fixtures sign in through the API). */
async function apiToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${API.accountsBase}${ACCOUNT_PATHS.login}`, {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(response.ok()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  return token;
}

test('a SuperAdmin downloads and erases what is stored about an address, and the audit log shows it', async ({
  browser,
  baseURL,
  request,
}) => {
  const email = `privacy-${Date.now()}@e2e.test`;
  const subject = `Copy of my records ${Date.now()}`;
  const token = await apiToken(request);
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
  const page = await context.newPage();

  await test.step('a visitor sends a contact inquiry', async () => {
    const response = await request.post(`${API.publicBase}${EVENT_FORM_PATHS.contact}`, {
      data: {
        name: 'Rania Saad',
        email,
        subject,
        department: 'General Inquiry',
        message: 'Please send me a copy of everything you hold about me.',
      },
    });
    expect(response.ok()).toBe(true);
  });

  await test.step('the SuperAdmin downloads everything stored about the address', async () => {
    await page.goto('/dashboard/personal-data');
    await expect(
      page.getByRole('heading', { level: 1, name: DASHBOARD_PAGE_TITLES['personal-data'] }),
    ).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel(PERSONAL_DATA_TEXTS.email).fill(email);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: PERSONAL_DATA_TEXTS.download }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`personal-data-${email}.json`);
    const stored = JSON.parse(await readFile(await file.path(), 'utf8')) as {
      email: string;
      contactInquiries: { email: string; subject: string }[];
    };
    expect(stored.email).toBe(email);
    expect(stored.contactInquiries).toEqual([expect.objectContaining({ email, subject })]);

    const summary = page.getByRole('region', { name: PERSONAL_DATA_TEXTS.downloaded(email) });
    await expect(summary).toBeVisible();
    await expect(
      summary.getByText(PERSONAL_DATA_TEXTS.kinds.contactInquiries).locator('xpath=following-sibling::dd[1]'),
    ).toHaveText('1');
    await expectAccessible(page);
  });

  await test.step('the SuperAdmin erases it after the red confirmation naming the address', async () => {
    await page.getByRole('button', { name: PERSONAL_DATA_TEXTS.erase }).click();
    const confirm = page.getByRole('dialog', { name: PERSONAL_DATA_TEXTS.confirmErase(email) });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: PERSONAL_DATA_TEXTS.confirmEraseAction }).click();
    await expect(page.getByText(/^Erased \d+ records? about this e-mail address\.$/)).toBeVisible();
    const summary = page.getByRole('region', { name: PERSONAL_DATA_TEXTS.erased(email) });
    await expect(
      summary.getByText(PERSONAL_DATA_TEXTS.kinds.contactInquiries).locator('xpath=following-sibling::dd[1]'),
    ).toHaveText('1');

    const after = await request.get(`${API.publicBase}${PRIVACY_PATHS.personalData}`, {
      params: { email },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await after.json()) as { contactInquiries: unknown[] }).contactInquiries).toEqual([]);
  });

  await test.step('the audit log lists the erasure of that address', async () => {
    await page.goto('/dashboard/audit-log');
    await expect(
      page.getByRole('heading', { level: 1, name: DASHBOARD_PAGE_TITLES['audit-log'] }),
    ).toBeVisible();
    await page.getByLabel(AUDIT_LOG_TEXTS.action).fill('personal-data.erase');
    const row = page.getByRole('row').filter({
      has: page.getByRole('rowheader', { name: `personal-data.erase email ${email}` }),
    });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(E2E_ADMIN.email);
    await expectAccessible(page);
  });

  await context.close();
});
