/**
 * After the event (decision 046), in Chromium against a built server of its own whose clock the
 * test moves (support/movable-clock.mjs): staff set the credits and questions; two registrants,
 * one English and one Arabic, are checked in at the door; the clock moves past the event's day and
 * each is mailed in their language; each evaluates on their booking page (a phone), corrects their
 * name, downloads the certificate, whose text (name, hours, serial) is read back and whose QR code,
 * decoded from a rendering of its page, opens the verification page: 'Valid'. Staff revoke one and
 * the page says 'Revoked'; the results show the ratings, in English and in Arabic. axe on every
 * new screen; screenshots in e2e/screenshots/.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ACCOUNT_PATHS } from '@authority/shared/accounts';
import { EDUCATION_TEXTS_BY_LOCALE } from '@authority/shared/certificate-staff-texts';
import { AFTER_EVENT_TEXTS, CERTIFICATE_TEXTS } from '@authority/shared/certificates';
import type { Event } from '@authority/shared/content';
import { CONTENT_TYPES } from '@authority/shared/content-types';
import { easternDigits } from '@authority/shared/digits';
import { API } from '@authority/shared/routes';
import { CHECK_IN_PATHS } from '@authority/shared/tickets';
import type { Page } from '@playwright/test';
import { pdfQr, pdfText } from '../../apps/server/src/test/pdf-read-back.js';
import { E2E_ADMIN } from '../global-setup.js';
import { siteToday, waitForApp } from '../support/app.js';
import { test as base, expect, expectAccessible, failedRequests } from '../support/fixtures.js';
import { MAILBOX_SMTP_ENV, mailsTo, type ReceivedMail, waitForMail } from '../support/mailbox.js';
import { registerFor } from '../support/registrations.js';
import { REPO_ROOT, type RunningServer, startServer } from '../support/server.js';
import { workerEnv } from '../support/workers.js';

const PHONE = { width: 390, height: 844 };
/** The narrowest phone the site is built for: the Arabic attendee's. */
const NARROW = { width: 320, height: 700 };
const SCREENSHOTS = path.resolve(import.meta.dirname, '../screenshots');
const DAY_MS = 86_400_000;
const clockDir = mkdtempSync(path.join(tmpdir(), 'e2e-clock-'));
const clockFile = path.join(clockDir, 'offset');
writeFileSync(clockFile, '0');

/** The server's clock, moved by `ms` from the real time (the preload watches the file). */
const moveServerClock = (ms: number) => writeFileSync(clockFile, String(ms));

// A server of this file's own, its clock movable, its mail to this worker's mailbox.
const test = base.extend<object, { clockedServer: RunningServer }>({
  clockedServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from its first argument.
    async ({}, use) => {
      const server = await startServer({
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        SMTP_URL: workerEnv(MAILBOX_SMTP_ENV),
        AFTER_EVENT_POLL_SECONDS: '1',
        E2E_CLOCK_FILE: clockFile,
        NODE_OPTIONS: `--import ${pathToFileURL(path.join(REPO_ROOT, 'e2e/support/movable-clock.mjs')).href}`,
      });
      await use(server);
      await server.stop();
      rmSync(clockDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 200_000 },
  ],
  baseURL: async ({ clockedServer }, use) => use(clockedServer.baseUrl),
});
test.describe.configure({ mode: 'serial' });
// A serial of no certificate is answered 404, which the browser reports; so is a send without answers (400).
test.use({ expectedPageErrors: failedRequests(400, 404) });

const stamp = Date.now();
const people = {
  en: {
    name: `Layla Hassan ${stamp}`,
    corrected: `Dr. Layla Hassan ${stamp}`,
    email: `cme-en-${stamp}@example.test`,
  },
  ar: { name: `ليلى حسن ${stamp}`, corrected: `د. ليلى حسن ${stamp}`, email: `cme-ar-${stamp}@example.test` },
} as const;
let event: Event;
const serials: Partial<Record<'en' | 'ar', string>> = {};

const bookingLinkOf = (mail: ReceivedMail) =>
  mail.text.match(/https?:\/\/\S+\/booking#token=[\w-]+/)?.[0] ?? '';

async function shot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

test('staff set credits and questions; two registrants are checked in at the door', async ({
  request,
  staffToken,
  staffPage,
}) => {
  test.setTimeout(120_000);
  const staff = { authorization: `Bearer ${staffToken}` };
  const created = await request.post(`${API.publicBase}${CONTENT_TYPES.events.writePath}`, {
    headers: staff,
    data: {
      eventName: `Cardiology Update ${stamp}`,
      date: siteToday(),
      location: 'Riverbend Hall',
      isActive: true,
    },
  });
  expect(created.status()).toBe(201);
  event = (await created.json()) as Event;
  const t = EDUCATION_TEXTS_BY_LOCALE.en;

  await test.step('the continuing education screen, from the event’s row', async () => {
    const page = await staffPage();
    await page.goto(`/dashboard/education?event=${event.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(t.title);
    await page.getByLabel(t.creditHours).fill('6.5');
    const english = page.getByRole('group', { name: t.inLanguage.en });
    await english.getByLabel(t.accreditingBody).fill('Iraqi Medical Education Council');
    await english.getByLabel(t.signerName).fill('Prof. Samir Al-Khatib');
    await english.getByLabel(t.signerTitle).fill('Director of Continuing Medical Education');
    const arabic = page.getByRole('group', { name: t.inLanguage.ar });
    await arabic.getByLabel(t.accreditingBody).fill('المجلس العراقي للتعليم الطبي');
    await arabic.getByLabel(t.signerName).fill('أ. د. سمير الخطيب');
    await arabic.getByLabel(t.signerTitle).fill('مدير التعليم الطبي المستمر');
    // A question of the authority's own, free text and not required.
    await page.getByRole('button', { name: t.addQuestion }).click();
    const added = page.getByRole('group', { name: t.question(6) });
    await added.getByLabel(`${t.prompt} (${t.inLanguage.en})`).fill('Which session helped you most?');
    await added.getByLabel(`${t.prompt} (${t.inLanguage.ar})`).fill('أي جلسة أفادتك أكثر؟');
    await added.getByLabel(t.kind).selectOption('text');
    await added.getByLabel(t.requiredAnswer).uncheck();
    const saving = page.waitForResponse(
      (r) => r.url().includes('/education') && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: t.save, exact: true }).click();
    const saved = await saving;
    expect(saved.status(), await saved.text()).toBe(200);
    await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible();
    await expectAccessible(page, 'the continuing education screen');
    await shot(page, 'en-dashboard-education-1280');
  });

  await test.step('both registrants are checked in at the door', async () => {
    for (const locale of ['en', 'ar'] as const) {
      const { ticket } = await registerFor(request, event.id, people[locale].name, people[locale].email, {
        ...(locale === 'ar' ? { lang: 'ar' as const } : {}),
      });
      const checked = await request.post(`${API.publicBase}${CHECK_IN_PATHS.checkIns(event.id)}`, {
        headers: staff,
        data: { code: ticket?.shortCode },
      });
      expect((await checked.json()).result).toBe('checked-in');
    }
  });
});

test('the event’s day passes: each attendee is mailed, evaluates, and downloads a certificate that verifies', async ({
  newPage,
}) => {
  test.setTimeout(150_000);
  // Before the day passes nobody is mailed about the event.
  for (const locale of ['en', 'ar'] as const)
    expect((await mailsTo(people[locale].email)).map((mail) => mail.subject).join('|')).not.toContain(
      'evaluation',
    );
  const before = { en: (await mailsTo(people.en.email)).length, ar: (await mailsTo(people.ar.email)).length };
  moveServerClock(DAY_MS + 60_000);

  for (const locale of ['en', 'ar'] as const) {
    await test.step(`the attendee in ${locale === 'en' ? 'English' : 'Arabic'}`, async () => {
      const t = AFTER_EVENT_TEXTS[locale];
      const c = CERTIFICATE_TEXTS[locale];
      const person = people[locale];
      // The after-event job looks every second: the mail comes within a few.
      const mail = await waitForMail(person.email, { after: before[locale], timeoutMs: 30_000 });
      expect(mail.subject).toContain(locale === 'en' ? 'your evaluation' : 'تقييمك');
      const link = bookingLinkOf(mail);
      expect(link).toContain(locale === 'ar' ? '/ar/booking#token=' : '/booking#token=');

      const viewport = locale === 'ar' ? NARROW : PHONE;
      const page = await newPage({ viewport });
      await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
      await waitForApp(page);
      await expect(page.getByRole('heading', { name: t.evaluationTitle })).toBeVisible();
      // Sent with nothing chosen: every required question says so.
      await page.getByRole('button', { name: t.send }).click();
      await expect(page.getByText(t.answerMissing).first()).toBeVisible();
      // Each choice is named by its number and its words, as it reads.
      const choose = (group: number, name: string) =>
        page.getByRole('group').nth(group).getByRole('radio', { name, exact: true }).check();
      // The first answer from the keyboard: a radio group's arrow moves the choice, either direction.
      const first = page.getByRole('group').nth(0);
      await first.getByRole('radio', { name: locale === 'en' ? '4 Agree' : '4 أوافق', exact: true }).focus();
      await page.keyboard.press('ArrowDown');
      await expect(
        first.getByRole('radio', {
          name: locale === 'en' ? '5 Strongly agree' : '5 أوافق بشدة',
          exact: true,
        }),
      ).toBeChecked();
      await choose(1, locale === 'en' ? '4 Very good' : '4 جيد جدًا');
      await choose(2, locale === 'en' ? '4 Agree' : '4 أوافق');
      await page
        .getByLabel(new RegExp(locale === 'en' ? 'What will you change' : 'ما الذي ستغيّره'))
        .fill(locale === 'en' ? 'Echo earlier for breathless patients.' : 'تخطيط صدى القلب مبكرًا.');
      await page.getByLabel(t.nameLabel).fill(person.corrected);
      await expectAccessible(page, `the evaluation form (${locale})`);
      await shot(page, `${locale}-booking-evaluation-${viewport.width}`);
      await page.getByRole('button', { name: t.send }).click();
      await expect(page.getByRole('status').filter({ hasText: t.sent })).toBeVisible();
      await expect(page.getByRole('heading', { name: t.certificateTitle })).toBeVisible();
      const serial = (await page.getByTestId('certificate-serial').textContent())?.trim() ?? '';
      expect(serial).toMatch(/^AMN(-[A-Z0-9]{4}){4}$/);
      serials[locale] = serial;
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await expectAccessible(page, `the certificate section (${locale})`);
      await shot(page, `${locale}-booking-certificate-${viewport.width}`);

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: t.download }).click();
      const file = readFileSync((await (await downloading).path()) ?? '');
      expect(file.length).toBeLessThan(200 * 1024);
      const text = (await pdfText(file)).replace(/\s+/g, ' ');
      expect(text).toContain(person.corrected.replace(/\s+/g, ' '));
      expect(text).toContain(serial);
      expect(text).toContain(
        locale === 'en' ? '6.5 continuing education credit hours' : easternDigits('6.5'),
      );
      const qr = await pdfQr(file);
      expect(qr).toMatch(new RegExp(`${locale === 'ar' ? '/ar' : ''}/verify/${serial}$`));

      const verify = await newPage({ viewport: PHONE });
      await verify.goto(new URL(qr ?? '').pathname);
      await waitForApp(verify);
      await expect(verify.locator('[data-verdict="valid"]')).toContainText(c.valid);
      await expect(verify.getByText(person.corrected)).toBeVisible();
      await expect(verify.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expectAccessible(verify, `the verification page (${locale})`);
      await shot(verify, `${locale}-verify-valid-390`);
    });
  }
});

test('staff revoke a certificate (the page says so at once) and read the results in both languages', async ({
  request,
  staffToken,
  staffPage,
  newPage,
}) => {
  test.setTimeout(120_000);
  const t = EDUCATION_TEXTS_BY_LOCALE.en;
  const page = await staffPage();
  await page.goto(`/dashboard/education?event=${event.id}`);
  await expect(page.getByText(t.counts(2, 2, 2))).toBeVisible();
  // The re-issue dialog starts from the name on the certificate; cancelled here.
  const arabicRow = page.getByRole('row', { name: new RegExp(people.ar.name) });
  await arabicRow.getByRole('button', { name: t.reissue }).click();
  const reissue = page.getByRole('dialog', { name: t.reissueTitle(people.ar.name) });
  await expect(reissue.getByLabel(t.nameOnCertificate)).toHaveValue(people.ar.corrected);
  await expectAccessible(page, 'the re-issue dialog');
  await reissue.getByRole('button', { name: t.cancel }).click();
  await expect(reissue).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(people.en.name) });
  await row.getByRole('button', { name: t.revoke }).click();
  const dialog = page.getByRole('dialog', { name: t.revokeTitle(serials.en ?? '') });
  await dialog.getByLabel(t.revokeReason).fill('Left after the first session');
  await expectAccessible(page, 'the revoke dialog');
  await dialog.getByRole('button', { name: t.revoke }).click();
  await expect(page.getByText(t.revoked(serials.en ?? ''))).toBeVisible();
  await expect(page.getByText(t.counts(2, 2, 1))).toBeVisible();

  const results = page.getByRole('region', { name: t.resultsTitle });
  await expect(results.getByText(t.responseRate(2, 2, 100))).toBeVisible();
  await expect(page.getByTestId('average-relevance')).toHaveText(t.average('5'));
  await expect(page.getByTestId('average-bias')).toHaveText(t.average('4'));
  await expect(results.getByText('Echo earlier for breathless patients.')).toBeVisible();
  await expectAccessible(page, 'the results');
  await shot(page, 'en-dashboard-education-results-1280');

  const verify = await newPage({ viewport: PHONE });
  await verify.goto(`/verify/${serials.en}`);
  await expect(verify.locator('[data-verdict="revoked"]')).toContainText(CERTIFICATE_TEXTS.en.revoked);
  await expectAccessible(verify, 'a revoked certificate');
  await shot(verify, 'en-verify-revoked-390');
  await verify.goto('/ar/verify/AMN-AAAA-AAAA-AAAA-AAAA');
  await expect(verify.locator('[data-verdict="unknown"]')).toContainText(CERTIFICATE_TEXTS.ar.notFound);

  // The same screen in Arabic: the account's language.
  const arabic = await request.put(`${API.accountsBase}${ACCOUNT_PATHS.myLanguage}`, {
    headers: { authorization: `Bearer ${staffToken}` },
    data: { locale: 'ar' },
  });
  expect(arabic.ok(), await arabic.text()).toBe(true);
  const ar = EDUCATION_TEXTS_BY_LOCALE.ar;
  const arPage = await staffPage();
  await arPage.goto(`/dashboard/education?event=${event.id}`);
  await expect(arPage.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(arPage.getByRole('heading', { name: ar.resultsTitle })).toBeVisible();
  await expect(arPage.getByTestId('average-relevance')).toContainText('المتوسط');
  await expectAccessible(arPage, 'the Arabic continuing education screen');
  await shot(arPage, 'ar-dashboard-education-1280');
  await request.put(`${API.accountsBase}${ACCOUNT_PATHS.myLanguage}`, {
    headers: { authorization: `Bearer ${staffToken}` },
    data: { locale: 'en' },
  });
});
