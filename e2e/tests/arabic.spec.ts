/**
 * The site in Arabic (docs/I18N.md), as an Arabic-speaking visitor and an editor use it: /ar
 * right to left, the language switch both ways, a stand booked in Arabic with Arabic-Indic digits
 * answered by Arabic mails, an editor's news item in both languages, and every Arabic page checked
 * by axe at phone and desktop width, its screenshot saved in e2e/screenshots/ to be looked at.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { FORMS_AR } from '@authority/shared/i18n/forms-ar';
import { PUBLIC_AR } from '@authority/shared/i18n/public-ar';
import { LOCALE_INFO } from '@authority/shared/locales';
import type { Page } from '@playwright/test';
import { openLanding } from '../support/app.js';
import { expect, expectAccessible, test } from '../support/fixtures.js';
import { codeIn, mailsTo, waitForMail } from '../support/mailbox.js';
import { readPublic, seededEvent } from '../support/public-content.js';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../screenshots');
const T = FORMS_AR.ui;

/** Western digits as Arabic-Indic ones, as an Arabic keyboard types them. */
const eastern = (digits: string) => digits.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

async function closeDialog(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: PUBLIC_AR.layout.ok }).click();
  await expect(dialog).toBeHidden();
}

async function expectArabicDocument(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

test.describe('the site in Arabic', () => {
  test('a visitor browses /ar, switches to English on the same section and back', async ({
    page,
    request,
  }) => {
    const [news] = await readPublic<{ id: number; name: string }[]>(request, '/news?lang=ar');
    await openLanding(page, '/ar');
    await expectArabicDocument(page);
    await expect(page.getByRole('navigation', { name: PUBLIC_AR.layout.mainNavigation })).toBeVisible();
    await expect(page.getByRole('heading', { name: PUBLIC_AR.sections.about, level: 2 })).toBeVisible();
    // The content in Arabic, from its translations.
    expect(news?.name).toMatch(/[\u0600-\u06FF]/);

    // As a phone user does: the menu, then a section; the switch then keeps that section.
    await page.setViewportSize({ width: 390, height: 844 });
    const nav = page.getByRole('navigation', { name: PUBLIC_AR.layout.mainNavigation });
    await nav.getByRole('button', { name: PUBLIC_AR.layout.menu }).click();
    await nav.getByRole('link', { name: PUBLIC_AR.sections.news, exact: true }).click();
    await expect(page).toHaveURL(/\/ar#news$/);
    await expect(page.locator('#news')).toBeInViewport();
    await nav.getByRole('button', { name: PUBLIC_AR.layout.menu }).click();
    const toEnglish = nav.getByRole('link', {
      name: PUBLIC_AR.layout.readInLanguage(LOCALE_INFO.en.ownName),
    });
    await toEnglish.click();
    await expect(page).toHaveURL(/\/#news$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    // The same section in view, as in Arabic (its heading may sit just above on a slow start).
    await expect(page.locator('#news')).toBeInViewport();
    await expect(page.getByRole('heading', { name: 'News', level: 2 })).toBeAttached();

    const english = page.getByRole('navigation', { name: 'Main' });
    await english.getByRole('button', { name: 'Menu' }).click();
    const toArabic = english.getByRole('link', { name: `Read this page in ${LOCALE_INFO.ar.ownName}` });
    await toArabic.click();
    await expect(page).toHaveURL(/\/ar#news$/);
    await expect(page.locator('#news')).toBeInViewport();
    await expectArabicDocument(page);
  });

  test('a visitor books a stand in Arabic with Arabic-Indic digits, and is answered in Arabic', async ({
    page,
    request,
  }) => {
    const event = await seededEvent(request, true);
    const { eventName } = await readPublic<{ eventName: string }>(request, `/events/${event.id}?lang=ar`);
    expect(eventName).toMatch(/[\u0600-\u06FF]/);
    const email = `arabic.${Date.now()}@e2e.test`;
    await page.goto(`/ar/event/${event.id}`);
    await expectArabicDocument(page);
    const form = page.getByRole('form', { name: eventName });
    await expect(form.getByLabel(T.fullName, { exact: true })).toBeVisible();

    await form.getByLabel(T.title, { exact: true }).selectOption('Dr.');
    await form.getByLabel(T.fullName, { exact: true }).fill('ليلى حداد');
    await form.getByRole('radio', { name: FORMS_AR.genders.Female }).check();
    await form.getByLabel(T.jobTitle, { exact: true }).fill('صيدلانية سريرية');
    await form.getByRole('combobox', { name: T.country, exact: true }).pressSequentially('العرا');
    await form.getByRole('option', { name: new RegExp(`^${FORMS_AR.countries.IQ}`) }).click();
    await expect(form.getByRole('combobox', { name: T.countryCode, exact: true })).toHaveValue('+964');
    await form.getByLabel(T.city, { exact: true }).fill('كربلاء');
    await form.getByLabel(T.phoneNumber, { exact: true }).fill(eastern('7701234567'));

    await form.getByLabel(T.email, { exact: true }).fill(email);
    const before = (await mailsTo(email)).length;
    await form.getByRole('button', { name: FORMS_AR.form.sendCode }).click();
    await closeDialog(page, FORMS_AR.form.codeSentTitle);
    const codeMail = await waitForMail(email, { after: before });
    expect(codeMail.subject).toMatch(/^رمز التحقق: \d{6}$/);
    await form.getByLabel(T.verificationCode, { exact: true }).fill(eastern(codeIn(codeMail)));
    await form.getByRole('button', { name: T.submit, exact: true }).click();

    await closeDialog(page, FORMS_AR.form.savedTitle);
    await expect(page).toHaveURL(/\/ar\/thank-you$/);
    await expectArabicDocument(page);
    await expect(page.getByRole('heading', { name: PUBLIC_AR.pageTitles.thankYou })).toBeVisible();
    const confirmation = await waitForMail(email, { after: before + 1 });
    expect(codeMail.text).toContain(`«${eventName}»`);
    expect(confirmation.subject).toBe(`تسلّمنا تسجيلك في ${eventName}`);
  });

  test('an editor fills both languages of a news item and each page shows its own', async ({
    staffPage,
    newPage,
    request,
  }) => {
    const editor = await staffPage();
    await editor.goto('/dashboard/news');
    await editor.getByRole('button', { name: 'New news item' }).click();
    const dialog = editor.getByRole('dialog', { name: 'New news item' });
    const stamp = Date.now();
    await dialog.getByLabel('Title', { exact: true }).fill(`Open day at the teaching hospital ${stamp}`);
    await dialog
      .getByLabel(`Title in ${LOCALE_INFO.ar.ownName}`)
      .fill(`يوم مفتوح في المستشفى التعليمي ${stamp}`);
    await expect(dialog.getByLabel(`Title in ${LOCALE_INFO.ar.ownName}`)).toHaveAttribute('dir', 'rtl');
    await dialog.getByLabel('Description', { exact: true }).fill('Visitors can tour the wards.');
    await dialog
      .getByLabel(`Description in ${LOCALE_INFO.ar.ownName}`)
      .fill('يمكن للزوار التجول في الأجنحة.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    const items = await readPublic<{ id: number; name: string }[]>(request, '/news');
    const created = items.find((item) => item.name.endsWith(String(stamp)));
    expect(created).toBeDefined();
    const visitor = await newPage();
    await visitor.goto(`/showNews/${created?.id}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
      `Open day at the teaching hospital ${stamp}`,
    );
    await visitor.goto(`/ar/showNews/${created?.id}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(
      `يوم مفتوح في المستشفى التعليمي ${stamp}`,
    );
    await expect(visitor.getByText('يمكن للزوار التجول في الأجنحة.')).toBeVisible();
  });

  for (const width of [390, 1440]) {
    test(`every Arabic page at ${width} px: right to left, no serious axe finding, screenshot saved`, async ({
      newPage,
      request,
    }) => {
      test.setTimeout(90_000);
      mkdirSync(SCREENSHOTS, { recursive: true });
      const event = await seededEvent(request, true);
      const [news] = await readPublic<{ id: number }[]>(request, '/news');
      const pages = {
        home: '/ar',
        'all-news': '/ar/allNews',
        'show-news': `/ar/showNews/${news?.id}`,
        events: '/ar/UserEvent',
        'event-details': `/ar/event-details/${event.id}`,
        'book-a-stand': `/ar/event/${event.id}`,
        sponsor: `/ar/event-sponser/${event.id}`,
        'thank-you': '/ar/thank-you',
      };
      const page = await newPage({ viewport: { width, height: 900 } });
      for (const [name, address] of Object.entries(pages)) {
        await (name === 'home' ? openLanding(page, address) : page.goto(address));
        await expectArabicDocument(page);
        await expectAccessible(page);
        // Nothing wider than the screen: a mirrored layout that overflows shows here first.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${address} scrolls sideways`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: path.join(SCREENSHOTS, `ar-${name}-${width}.png`), fullPage: true });
      }
    });
  }
});
