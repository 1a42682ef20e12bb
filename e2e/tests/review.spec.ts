/**
 * Review before publishing (docs/content-review.md), in Chromium against the built server, once in
 * English and once in Arabic: the SuperAdmin makes an Editor account; the Editor drafts a health
 * news item with its review dates and asks for review; their attempt to publish through the API
 * answers 403; the SuperAdmin finds it on the dashboard home and sends it back with a comment; the
 * Editor is mailed, reads the comment on their home, fixes it and asks again; the SuperAdmin
 * publishes it; the Editor is mailed; a visitor reads the page with its 'Page last reviewed' line.
 * axe on every new screen at 390 and 1440 px; screenshots in e2e/screenshots/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ACCOUNT_PATHS } from '@authority/shared/accounts';
import { REVIEW_TEXTS_BY_LOCALE } from '@authority/shared/content-review';
import { STAFF_AR } from '@authority/shared/i18n/staff-ar';
import { STAFF_EN } from '@authority/shared/i18n/staff-en';
import { REVIEW_DATES_TEXTS } from '@authority/shared/review-dates';
import { API, ROUTES } from '@authority/shared/routes';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, signInThroughApi, test } from '../support/fixtures.js';
import { mailsTo, waitForMail } from '../support/mailbox.js';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../screenshots');
const STAFF = { en: STAFF_EN, ar: STAFF_AR } as const;

async function setLanguage(request: APIRequestContext, token: string, locale: 'en' | 'ar') {
  const answer = await request.put(`${API.accountsBase}${ACCOUNT_PATHS.myLanguage}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { locale },
  });
  expect(answer.ok()).toBe(true);
}

/** axe at phone and desktop width, and a screenshot of each. */
async function snap(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expectAccessible(page, `${name} at ${width} px`);
    await page.screenshot({ path: path.join(SCREENSHOTS, `review-${name}-${width}.png`), fullPage: true });
  }
}

// The e2e SuperAdmin is shared by every journey: it leaves in English whatever happened here.
test.afterEach(async ({ request, staffToken }) => {
  await setLanguage(request, staffToken, 'en');
});

for (const locale of ['en', 'ar'] as const) {
  test(`an Editor's draft goes through review to the site (${locale})`, async ({
    request,
    staffToken,
    staffPage,
    newContext,
    newPage,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const t = STAFF[locale];
    const r = REVIEW_TEXTS_BY_LOCALE[locale];
    const noun = t.nouns.news.one;
    const stamp = Date.now();
    const title = locale === 'en' ? `Asthma in children ${stamp}` : `الربو عند الأطفال ${stamp}`;
    const comment =
      locale === 'en' ? 'Name the clinics that see children.' : 'اذكر العيادات التي تستقبل الأطفال.';
    const editorEmail = `editor-${locale}-${stamp}@e2e.test`;
    const password = `Amber-orchard-lantern-${stamp}`;

    const made = await request.post(`${API.accountsBase}/register`, {
      headers: { authorization: `Bearer ${staffToken}` },
      data: {
        firstName: 'Rana',
        lastName: 'Editor',
        email: editorEmail,
        password,
        confirmPassword: password,
        role: 'Editor',
      },
    });
    expect(made.ok(), await made.text()).toBe(true);
    const editorToken = await signInThroughApi(request, { email: editorEmail, password });
    await setLanguage(request, editorToken, locale);
    await setLanguage(request, staffToken, locale);

    const origin = new URL(baseURL ?? '').origin;
    const editorContext = await newContext({ viewport: { width: 1440, height: 900 } });
    await editorContext.addInitScript(
      (session) => {
        if (window.location.origin === session.origin) window.localStorage.setItem('token', session.token);
      },
      { token: editorToken, origin },
    );
    const editor = await editorContext.newPage();
    const reviewer = await staffPage({ viewport: { width: 1440, height: 900 } });
    let id = 0;

    const askForReview = async (note: string) => {
      await editor.getByRole('button', { name: t.contentAdmin.actionsFor(title) }).click();
      await editor.getByRole('menuitem', { name: r.askForReview }).click();
      const dialog = editor.getByRole('dialog', { name: r.askTitle(title) });
      await dialog.getByLabel(r.noteLabel).fill(note);
      return dialog;
    };

    await test.step('the Editor drafts the item with its review dates and asks for review', async () => {
      await editor.goto('/dashboard/news');
      await editor.getByRole('button', { name: t.contentAdmin.newItem(noun) }).click();
      const dialog = editor.getByRole('dialog', { name: t.contentAdmin.newItem(noun) });
      await dialog.getByLabel(t.fields.title, { exact: true }).fill(title);
      await dialog.getByLabel(t.fields.description, { exact: true }).fill('Asthma is common in children.');
      await dialog.getByLabel(r.reviewedOn).fill('2026-06-08');
      await dialog.getByLabel(r.nextReviewOn).fill('2027-06-08');
      await dialog.getByLabel(r.reviewerName).fill('Dr Layla Haddad');
      // No publishing switch for an Editor: every save is a draft.
      await expect(dialog.getByText(r.draftOnlyHint)).toBeVisible();
      await expect(dialog.getByRole('switch', { name: t.publication.isPublished })).toHaveCount(0);
      const saved = editor.waitForResponse(
        (res) => new URL(res.url()).pathname === '/api/v1/admin/news' && res.request().method() === 'POST',
      );
      await dialog.getByRole('button', { name: t.contentAdmin.save }).click();
      const answer = await saved;
      expect(answer.status()).toBe(201);
      id = (await answer.json()).id;
      await expect(dialog).toBeHidden();

      const ask = await askForReview('The dates were checked with the clinic.');
      await snap(editor, `${locale}-ask`);
      await ask.getByRole('button', { name: r.askForReview }).click();
      await expect(ask).toBeHidden();
    });

    await test.step("the Editor's attempt to publish through the API answers 403", async () => {
      const headers = { authorization: `Bearer ${editorToken}`, 'accept-language': locale };
      const post = await request.post(`${API.publicBase}/news`, {
        headers,
        data: { name: `${title} (API)` },
      });
      expect(post.status()).toBe(403);
      expect((await post.json()).message).toBe(r.editorCannotPublish);
      const put = await request.put(`${API.publicBase}/news/${id}`, {
        headers,
        data: { name: title, isPublished: true },
      });
      expect(put.status()).toBe(403);
    });

    await test.step('the SuperAdmin finds it on the home page and sends it back with a comment', async () => {
      const before = (await mailsTo(editorEmail)).length;
      await reviewer.goto('/dashboard');
      const queue = reviewer.getByRole('region', { name: r.queueTitle });
      await expect(queue.getByText('The dates were checked with the clinic.')).toBeVisible();
      await snap(reviewer, `${locale}-home-queue`);
      await queue.getByRole('link', { name: r.openReview(title) }).click();
      await expect(reviewer.getByRole('heading', { level: 1, name: r.openReview(title) })).toBeVisible();
      await expect(reviewer.getByText('Dr Layla Haddad')).toBeVisible();
      await snap(reviewer, `${locale}-review`);
      await reviewer.getByLabel(r.commentLabel).fill(comment);
      await reviewer.getByRole('button', { name: r.sendBack }).click();
      await expect(reviewer).toHaveURL(/\/dashboard$/);
      const mail = await waitForMail(editorEmail, { after: before });
      expect(mail.subject).toBe(r.mailReturned.subject(title));
      expect(mail.text).toContain(comment);
    });

    await test.step('the Editor reads the comment on their home, fixes the item and asks again', async () => {
      await editor.goto('/dashboard');
      const returned = editor.getByRole('region', { name: r.returnedTitle });
      await expect(returned.getByText(comment)).toBeVisible();
      await snap(editor, `${locale}-home-returned`);
      await editor.goto('/dashboard/news');
      await editor.getByRole('button', { name: `${t.contentAdmin.edit} ${title}` }).click();
      const dialog = editor.getByRole('dialog', { name: t.contentAdmin.editItem(noun) });
      await dialog
        .getByLabel(t.fields.description, { exact: true })
        .fill('Asthma is common in children. The children’s clinics of every hospital see them.');
      await dialog.getByRole('button', { name: t.contentAdmin.save }).click();
      await expect(dialog).toBeHidden();
      const ask = await askForReview('');
      await ask.getByRole('button', { name: r.askForReview }).click();
      await expect(ask).toBeHidden();
    });

    await test.step('the SuperAdmin publishes it; the Editor is mailed', async () => {
      const before = (await mailsTo(editorEmail)).length;
      await reviewer.goto('/dashboard');
      await reviewer
        .getByRole('region', { name: r.queueTitle })
        .getByRole('link', { name: r.openReview(title) })
        .click();
      await expect(
        reviewer.getByText('The children’s clinics of every hospital see them.', { exact: false }),
      ).toBeVisible();
      await reviewer.getByRole('button', { name: r.publishNow }).click();
      await expect(reviewer).toHaveURL(/\/dashboard$/);
      const mail = await waitForMail(editorEmail, { after: before });
      expect(mail.subject).toBe(r.mailPublished.subject(title));
    });

    await test.step('a visitor reads it, with when it was reviewed and is due next', async () => {
      const visitor = await newPage({ viewport: { width: 1440, height: 900 } });
      await visitor.goto(`${locale === 'ar' ? '/ar' : ''}${ROUTES.showNews(id)}`);
      await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const line = visitor.getByText(REVIEW_DATES_TEXTS[locale].lastReviewed);
      await expect(line).toBeVisible();
      await expect(visitor.getByText(REVIEW_DATES_TEXTS[locale].nextDue)).toBeVisible();
      await expect(visitor.locator('time[datetime="2026-06-08"]')).toBeVisible();
      await snap(visitor, `${locale}-public`);
    });
  });
}
