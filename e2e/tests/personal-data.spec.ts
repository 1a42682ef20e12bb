/**
 * Personal data in Chromium, against the built server: a visitor's contact inquiry is
 * stored; the SuperAdmin downloads everything stored about the visitor's address, erases it after
 * a red confirmation, and finds the erasure in the audit log. Staff sign in through the API.
 */

import { readFile } from 'node:fs/promises';
import { AUDIT_LOG_TEXTS, PERSONAL_DATA_TEXTS } from '@authority/shared/back-office-texts';
import { AUDIT_WORDS_TEXTS } from '@authority/shared/editor-texts';
import { DASHBOARD_PAGE_TITLES } from '@authority/shared/page-titles';
import { PRIVACY_PATHS } from '@authority/shared/privacy';
import { EVENT_FORM_PATHS } from '@authority/shared/public-api-paths';
import { API } from '@authority/shared/routes';
import { E2E_ADMIN } from '../global-setup.js';
import { expect, expectAccessible, test } from '../support/fixtures.js';

test('a SuperAdmin downloads and erases what is stored about an address, and the audit log shows it', async ({
  staffPage,
  staffToken,
  request,
}) => {
  const email = `privacy-${Date.now()}@e2e.test`;
  const subject = `Copy of my records ${Date.now()}`;
  const page = await staffPage();

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

    const after = await request.post(`${API.publicBase}${PRIVACY_PATHS.personalDataExport}`, {
      data: { email },
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(((await after.json()) as { contactInquiries: unknown[] }).contactInquiries).toEqual([]);
  });

  await test.step('the audit log lists the erasure of that address', async () => {
    await page.goto('/dashboard/audit-log');
    await expect(
      page.getByRole('heading', { level: 1, name: DASHBOARD_PAGE_TITLES['audit-log'] }),
    ).toBeVisible();
    // The action and the person are drop-downs; the entry says it in words, with the address.
    await page
      .getByLabel(AUDIT_LOG_TEXTS.action, { exact: true })
      .selectOption({ label: AUDIT_WORDS_TEXTS.actionLabels['personal-data.erase'] });
    const person = page.getByLabel(AUDIT_WORDS_TEXTS.person);
    const admin = person.locator('option', { hasText: `(${E2E_ADMIN.email})` });
    await person.selectOption({ label: (await admin.textContent()) ?? '' });
    const row = page.getByRole('row').filter({
      has: page.getByRole('rowheader', { name: /erased someone’s personal data/ }),
    });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('rowheader')).toContainText(`email ${email}`);
    await expectAccessible(page);
  });
});
