/**
 * The departments' inbox (docs/inquiries-inbox.md), in Chromium against the built server, once in
 * English and once in Arabic: staff give Medical Education its own address in the settings; a
 * visitor writes to Medical Education from the contact form, and the test mailbox shows the inquiry
 * reached that address; staff find it in the inbox, assign it to themselves, answer it from the
 * dashboard, and the visitor's mail (in their language, the inquiry quoted, Reply-To the
 * department) is read from the mailbox; staff close it. axe on the inbox and the inquiry at 390
 * and 1440 px; screenshots in e2e/screenshots/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ACCOUNT_PATHS } from '@authority/shared/accounts';
import { CONTACT_MESSAGES } from '@authority/shared/i18n/contact-all';
import { PUBLIC_AR } from '@authority/shared/i18n/public-ar';
import { PUBLIC_EN } from '@authority/shared/i18n/public-en';
import { STAFF_AR } from '@authority/shared/i18n/staff-ar';
import { STAFF_EN } from '@authority/shared/i18n/staff-en';
import { INBOX_TEXTS_BY_LOCALE } from '@authority/shared/inquiry-inbox-texts';
import { API } from '@authority/shared/routes';
import { SETTINGS_PATHS } from '@authority/shared/settings';
import type { APIRequestContext, Page } from '@playwright/test';
import { waitForApp } from '../support/app.js';
import { expect, expectAccessible, test } from '../support/fixtures.js';
import { mailsTo, waitForMail } from '../support/mailbox.js';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../screenshots');
const WIDTHS = [390, 1440] as const;
const stamp = Date.now();
const EDUCATION = `education-${stamp}@e2e.test`;
const PUBLIC = { en: PUBLIC_EN, ar: PUBLIC_AR } as const;
const STAFF = { en: STAFF_EN, ar: STAFF_AR } as const;

const visitors = {
  en: {
    name: 'Sara Ali',
    email: `inbox-en-${stamp}@e2e.test`,
    subject: `Residency dates ${stamp}`,
    message: 'When does the next residency programme start?\nThank you.',
    reply: 'The next programme starts in January; the forms open in October.',
  },
  ar: {
    name: 'ليلى حسن',
    email: `inbox-ar-${stamp}@e2e.test`,
    subject: `مواعيد الإقامة ${stamp}`,
    message: 'متى يبدأ برنامج الإقامة القادم؟\nشكرًا لكم.',
    reply: 'يبدأ البرنامج القادم في كانون الثاني، وتُفتح الاستمارات في تشرين الأول.',
  },
} as const;

async function shot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

async function setLanguage(request: APIRequestContext, token: string, locale: 'en' | 'ar') {
  const answer = await request.put(`${API.accountsBase}${ACCOUNT_PATHS.myLanguage}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { locale },
  });
  expect(answer.ok()).toBe(true);
}

/** axe and a screenshot at each width, the page's scroll width within it. */
async function checkAtWidths(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectAccessible(page, `${name} at ${width} px`);
    await shot(page, `${name}-${width}`);
  }
}

test.describe.configure({ mode: 'serial' });

// The e2e SuperAdmin and the settings are shared by every journey: both are left as they were,
// also after a failure (an after-each hook runs then too).
test.afterEach(async ({ request, staffToken }) => {
  await setLanguage(request, staffToken, 'en');
  const headers = { authorization: `Bearer ${staffToken}` };
  const settings = await (await request.get(`${API.publicBase}${SETTINGS_PATHS.full}`, { headers })).json();
  const put = await request.put(`${API.publicBase}${SETTINGS_PATHS.public}`, {
    headers,
    data: { ...settings, departmentEmails: { ...settings.departmentEmails, medicalEducation: null } },
  });
  expect(put.ok()).toBe(true);
});

for (const locale of ['en', 'ar'] as const) {
  const person = visitors[locale];
  const t = INBOX_TEXTS_BY_LOCALE[locale];

  test(`in ${locale === 'en' ? 'English' : 'Arabic'}: a visitor writes to Medical Education; staff assign, answer and close it`, async ({
    page,
    request,
    staffToken,
    staffPage,
  }) => {
    test.setTimeout(180_000);
    const form = PUBLIC[locale].contactForm;
    await setLanguage(request, staffToken, locale);
    const staff = await staffPage({ viewport: { width: 1440, height: 900 } });

    await test.step('staff give Medical Education its own address in the settings', async () => {
      await staff.goto('/dashboard/settings');
      const field = staff.getByLabel(t.departmentAddress(t.departments['Medical Education']), {
        exact: true,
      });
      await field.fill(EDUCATION);
      const saving = staff.waitForResponse(
        (r) =>
          new URL(r.url()).pathname === `${API.publicBase}${SETTINGS_PATHS.public}` &&
          r.request().method() === 'PUT',
      );
      await staff.getByRole('button', { name: STAFF[locale].settings.save }).click();
      expect((await saving).status()).toBe(200);
    });

    await test.step('the visitor sends the inquiry from the contact form', async () => {
      await page.goto(locale === 'ar' ? '/ar' : '/');
      await waitForApp(page);
      const contact = page.getByRole('form', { name: form.heading });
      await contact.scrollIntoViewIfNeeded();
      await contact.getByLabel(form.name, { exact: true }).fill(person.name);
      await contact.getByLabel(form.email, { exact: true }).fill(person.email);
      await contact.getByLabel(form.subject, { exact: true }).fill(person.subject);
      await contact.getByLabel(form.department, { exact: true }).selectOption('Medical Education');
      await contact.getByLabel(form.message, { exact: true }).fill(person.message);
      await contact.getByRole('button', { name: form.send }).click();
      await expect(contact.getByText(CONTACT_MESSAGES[locale].success)).toBeVisible();
    });

    await test.step('it reached Medical Education’s own address', async () => {
      await expect
        .poll(async () => (await mailsTo(EDUCATION)).some((m) => m.subject.includes(person.subject)), {
          timeout: 15_000,
        })
        .toBe(true);
      const mail = (await mailsTo(EDUCATION)).find((m) => m.subject.includes(person.subject));
      expect(mail?.subject).toBe(`[Medical Education] ${person.subject}`);
      expect(mail?.replyTo).toContain(person.email);
    });

    const before = (await mailsTo(person.email)).length;

    await test.step('staff find it in the inbox, filtered to Medical Education and new', async () => {
      await staff.goto('/dashboard/inquiries');
      await expect(staff.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await staff.getByLabel(t.department, { exact: true }).selectOption('Medical Education');
      await staff.getByLabel(t.status, { exact: true }).selectOption('new');
      const row = staff.getByRole('row', { name: new RegExp(person.subject) });
      await expect(row).toBeVisible();
      await expect(row).toContainText(t.statuses.new);
      await expect(row).toContainText(t.minutes(1));
      await checkAtWidths(staff, `${locale}-inbox`);
      await staff.setViewportSize({ width: 1440, height: 900 });
      await row.getByRole('link').click();
      await expect(staff.getByRole('heading', { level: 1 })).toContainText(person.subject);
    });

    await test.step('staff assign it to themselves and answer it', async () => {
      await staff.getByRole('button', { name: t.assignToMe }).click();
      await expect(staff.locator('dd').getByText(t.statuses['in-progress'], { exact: true })).toBeVisible();
      await staff.getByLabel(t.replyLabel).fill(person.reply);
      await checkAtWidths(staff, `${locale}-inquiry`);
      const replying = staff.waitForResponse(
        // The Arabic dashboard names its language in the query (`?lang=ar`): the path says which call.
        (r) => new URL(r.url()).pathname.endsWith('/replies') && r.request().method() === 'POST',
      );
      await staff.getByRole('button', { name: t.sendReply }).click();
      expect((await replying).status()).toBe(201);
      await expect(staff.getByText(t.replySent)).toBeVisible();
      await expect(staff.getByRole('listitem').filter({ hasText: person.reply })).toBeVisible();
    });

    await test.step('the visitor’s mail: their language, the inquiry quoted, replies to the department', async () => {
      const mail = await waitForMail(person.email, { after: before, timeoutMs: 15_000 });
      expect(mail.subject).toBe(`${locale === 'ar' ? 'رد' : 'Re'}: ${person.subject}`);
      expect(mail.replyTo).toContain(EDUCATION);
      expect(mail.from).toContain('no-reply@');
      expect(mail.text).toContain(person.reply);
      for (const line of person.message.split('\n')) expect(mail.text).toContain(`> ${line}`);
      expect(mail.html).toContain(`lang="${locale}"`);
    });

    await test.step('staff close it', async () => {
      await staff.setViewportSize({ width: 1440, height: 900 });
      await staff.getByLabel(t.changeStatus, { exact: true }).selectOption('closed');
      await staff.getByRole('button', { name: t.saveStatus }).click();
      await expect(staff.getByText(t.statusSaved(t.statuses.closed))).toBeVisible();
      await shot(staff, `${locale}-inquiry-closed-1440`);
    });
  });
}
