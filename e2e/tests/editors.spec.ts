/**
 * The editors' findings, as editors meet them: submissions read on a phone and
 * downloaded; a share link replaced only after a question; an edited dialog that asks before its
 * work is lost, with the keyboard alone; the audit log in plain words; the home page's list of
 * what needs attention, the account form inside the dashboard. Each changed screen is saved at
 * 390 px and 1440 px into e2e/screenshots/ (git-ignored) for a person to look at.
 */
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ACCOUNT_PATHS } from '@authority/shared/accounts';
import { CONTENT_ADMIN_TEXTS, EVENT_ADMIN_TEXTS } from '@authority/shared/back-office-texts';
import type { Event, NewsItem } from '@authority/shared/content';
import {
  ACCOUNT_ROLE_TEXTS,
  ATTENTION_TEXTS,
  AUDIT_WORDS_TEXTS,
  SHARE_LINK_STATUS_TEXTS,
  SUBMISSION_DETAIL_TEXTS,
  UNSAVED_TEXTS,
} from '@authority/shared/editor-texts';
import { STAFF_AR } from '@authority/shared/i18n/staff-ar';
import { DASHBOARD_PAGE_TITLES } from '@authority/shared/page-titles';
import { API } from '@authority/shared/routes';
import { SUBMISSION_TEXTS } from '@authority/shared/submissions';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, failedRequests, test } from '../support/fixtures.js';
import { readPublic } from '../support/public-content.js';
import { registerFor } from '../support/registrations.js';

// The replaced share link, opened on purpose, answers 403.
test.use({ expectedPageErrors: failedRequests(403) });

const SCREENSHOTS = path.resolve(import.meta.dirname, '../screenshots');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const BOTH_WIDTHS = [
  [DESKTOP, 1440],
  [PHONE, 390],
] as const;

async function shoot(page: Page, name: string, fullPage = false) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage });
}

/** The page never scrolls sideways: everything fits its width. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function setLanguage(request: APIRequestContext, token: string, locale: 'en' | 'ar') {
  const answer = await request.put(`${API.accountsBase}${ACCOUNT_PATHS.myLanguage}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { locale },
  });
  expect(answer.ok()).toBe(true);
}

async function createNews(request: APIRequestContext, token: string, name: string): Promise<NewsItem> {
  const answer = await request.post(`${API.publicBase}/news`, {
    headers: { authorization: `Bearer ${token}` },
    data: { name, description: `${name}: what changes for patients.`, isBanner: false, isNews: true },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as NewsItem;
}

// The e2e SuperAdmin is shared by every journey: it leaves in English whatever happened here.
test.afterEach(async ({ request, staffToken }) => {
  await setLanguage(request, staffToken, 'en');
});

test('9: an editor reads an event’s registrants on a phone as cards, opens one, and downloads a CSV that keeps phones as text', async ({
  staffPage,
  request,
  staffToken,
}) => {
  const events = await readPublic<Event[]>(request, '/events/all');
  const event = events.find((candidate) => candidate.isActive);
  if (!event) throw new Error('the seed has no active event');
  const stamp = Date.now();
  const registrant = `Huda Karim ${stamp}`;
  await registerFor(request, event.id, registrant, `huda.${stamp}@e2e.test`, {
    phoneNumber: '07801234567',
    notes: 'Arrives by train.',
  });

  const page = await staffPage({ viewport: PHONE });
  await page.goto(`/viewSubmission/${event.id}`);
  // Still the dashboard: its menu, with Sign out, on a phone.
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();

  const cards = page.getByRole('list', { name: 'Registrations' });
  const card = cards.getByRole('listitem').filter({ has: page.getByRole('heading', { name: registrant }) });
  await expect(card).toBeVisible();
  await expect(page.getByRole('table', { name: 'Registrations' })).toBeHidden();
  await expect(card.getByRole('link', { name: '+964 07801234567' })).toHaveAttribute(
    'href',
    'tel:+96407801234567',
  );
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await shoot(page, 'editors-09-submissions-390', true);

  // With the keyboard: the name opens the person's details; Escape closes them, focus back on the name.
  const name = card.getByRole('button', { name: registrant, exact: true });
  await name.focus();
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: SUBMISSION_DETAIL_TEXTS.detailsOf(registrant) });
  await expect(details).toBeVisible();
  await expect(details.getByText('Arrives by train.')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'editors-09-details-390');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(name).toBeFocused();

  // Sorting on a phone: by name, A to Z.
  await page.getByLabel(SUBMISSION_DETAIL_TEXTS.sortBy).selectOption('fullName');
  await page.getByLabel(SUBMISSION_DETAIL_TEXTS.order).selectOption('asc');
  await expect(cards.getByRole('listitem').first()).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const bytes = await readFile(await (await download).path());
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  // The status beside the name (decision 018), then job and contact.
  expect(lines[0]?.startsWith('"Full name","Status","Job title","E-mail","Phone",')).toBe(true);
  expect(lines[0]).not.toContain('Workshop');
  const line = lines.find((row) => row.includes(registrant)) ?? '';
  expect(line).toContain('"(+964) 07801234567"');
  expect(line).not.toContain("'");
  expect(line).toMatch(/"\d{4}-\d{2}-\d{2} \d{2}:\d{2} \(UTC[+-]\d{2}:\d{2}\)"/);

  // At a desk: the table, sortable, name, job and contact first.
  const desk = await staffPage({ viewport: DESKTOP });
  await desk.goto(`/viewSubmission/${event.id}`);
  const table = desk.getByRole('table', { name: 'Registrations' });
  await expect(table.getByRole('rowheader', { name: registrant })).toBeVisible();
  await expect(table.getByRole('columnheader').nth(0)).toHaveText('Full name');
  await expect(table.getByRole('columnheader').nth(1)).toHaveText('Status');
  await expect(table.getByRole('columnheader').nth(4)).toHaveText('Phone');
  await table.getByRole('button', { name: 'Full name' }).click();
  await expect(table.getByRole('columnheader', { name: 'Full name' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(desk.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expectAccessible(desk);
  await shoot(desk, 'editors-09-submissions-1440');

  // Right to left, in Arabic, on a phone.
  await setLanguage(request, staffToken, 'ar');
  const arabic = await staffPage({ viewport: PHONE });
  await arabic.goto(`/viewSubmission/${event.id}`);
  await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(
    arabic.getByRole('list', { name: STAFF_AR.submissionsView.tab.registrations }).getByRole('heading', {
      name: registrant,
    }),
  ).toBeVisible();
  await expectNoSidewaysScroll(arabic);
  await expectAccessible(arabic);
  await shoot(arabic, 'editors-09-submissions-ar-390', true);
});

test('10: replacing a share link says when it was made, until when it works, and asks first', async ({
  staffPage,
  request,
  newPage,
}) => {
  const events = await readPublic<Event[]>(request, '/events/all');
  const event = events.at(-1);
  if (!event) throw new Error('the seed has no event');
  const page = await staffPage({ viewport: DESKTOP });
  await page.goto('/dashboard/event');
  await page.getByRole('button', { name: CONTENT_ADMIN_TEXTS.actionsFor(event.eventName) }).click();
  await page.getByRole('menuitem', { name: EVENT_ADMIN_TEXTS.shareLink }).click();
  const dialog = page.getByRole('dialog', { name: EVENT_ADMIN_TEXTS.shareLinkTitle(event.eventName) });
  const create = dialog.getByRole('button', { name: EVENT_ADMIN_TEXTS.createLink });
  const replace = dialog.getByRole('button', { name: EVENT_ADMIN_TEXTS.createNewLink });
  await expect(create.or(replace)).toBeVisible();
  if (await create.isVisible()) await create.click();
  else {
    await replace.click();
    await dialog.getByRole('button', { name: SHARE_LINK_STATUS_TEXTS.confirmReplaceAction }).click();
  }
  const link = dialog.getByLabel(EVENT_ADMIN_TEXTS.linkLabel);
  await expect(link).toHaveValue(/#key=/);
  const first = await link.inputValue();
  await expect(dialog.getByText(/^Made on .+ UTC by Site Administrator\.$/)).toBeVisible();
  await expect(dialog.getByText(/^The share link works until .+ UTC\.$/)).toBeVisible();

  // A new link: the question first, naming who loses access; the safe answer has the focus.
  await replace.click();
  const question = dialog.getByRole('alert').filter({ hasText: SHARE_LINK_STATUS_TEXTS.confirmReplaceTitle });
  await expect(question).toContainText(SHARE_LINK_STATUS_TEXTS.confirmReplace);
  await expect(question).toContainText(/Made on .+ by Site Administrator/);
  await expect(dialog.getByRole('button', { name: SHARE_LINK_STATUS_TEXTS.keepLink })).toBeFocused();
  await expectAccessible(page);
  await shoot(page, 'editors-10-replace-1440');
  await page.keyboard.press('Enter');
  await expect(question).toBeHidden();
  await expect(link).toHaveValue(first);

  await replace.click();
  await dialog.getByRole('button', { name: SHARE_LINK_STATUS_TEXTS.confirmReplaceAction }).click();
  await expect(link).not.toHaveValue(first);
  const holder = await newPage();
  await holder.goto(first);
  await expect(holder.getByText(SUBMISSION_TEXTS.linkInvalid)).toBeVisible();

  const phone = await staffPage({ viewport: PHONE });
  await phone.goto('/dashboard/event');
  await phone.getByRole('button', { name: CONTENT_ADMIN_TEXTS.actionsFor(event.eventName) }).click();
  await phone.getByRole('menuitem', { name: EVENT_ADMIN_TEXTS.shareLink }).click();
  const phoneDialog = phone.getByRole('dialog', { name: EVENT_ADMIN_TEXTS.shareLinkTitle(event.eventName) });
  await phoneDialog.getByRole('button', { name: EVENT_ADMIN_TEXTS.createNewLink }).click();
  await expect(phoneDialog.getByText(SHARE_LINK_STATUS_TEXTS.confirmReplaceTitle)).toBeVisible();
  await shoot(phone, 'editors-10-replace-390');
  await phoneDialog.getByRole('button', { name: SHARE_LINK_STATUS_TEXTS.keepLink }).click();
});

test('11 and 12: with the keyboard, an edited dialog asks before discarding, a delete moves the focus on, and the audit log says it in words', async ({
  staffPage,
  request,
  staffToken,
}) => {
  // Two screens driven by the keyboard, an audit log and axe checks: 32 s on a slower 2-core machine.
  test.setTimeout(90_000);
  const stamp = Date.now();
  const kept = await createNews(request, staffToken, `Visiting hours on adult wards ${stamp}`);
  const doomed = await createNews(request, staffToken, `Flu clinic moves ${stamp}`);
  const next = await createNews(request, staffToken, `Car park reopens ${stamp}`);

  for (const [viewport, width] of BOTH_WIDTHS) {
    const page = await staffPage({ viewport });
    // From the home page by the sidebar, so that Back stays inside the app.
    await page.goto('/dashboard');
    if (width === 390) await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'News', exact: true })
      .click();
    await page.getByRole('searchbox').fill(String(stamp));
    const opener = page.getByRole('button', { name: `${CONTENT_ADMIN_TEXTS.edit} ${kept.name}` });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: CONTENT_ADMIN_TEXTS.editItem('news item') });
    const title = dialog.getByLabel('Title', { exact: true });
    await expect(title).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.type(' (changed)');
    // The edit is in before Escape: on a loaded machine the keys can still be on their way.
    await expect(title).toHaveValue(`${kept.name} (changed)`);

    // Escape asks; Keep editing has the focus; Escape again keeps the work and goes back to it.
    await page.keyboard.press('Escape');
    const question = page.getByRole('alertdialog', { name: UNSAVED_TEXTS.title });
    await expect(question).toBeVisible();
    await expect(question.getByRole('button', { name: UNSAVED_TEXTS.keepEditing })).toBeFocused();
    await expectAccessible(page);
    await shoot(page, `editors-11-discard-${width}`);
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await expect(title).toBeFocused();
    await expect(title).toHaveValue(`${kept.name} (changed)`);

    // A click outside asks too.
    await page.mouse.click(5, 5);
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: UNSAVED_TEXTS.keepEditing }).click();
    await expect(title).toBeFocused();

    // Leaving the page (Back) asks; Discard goes.
    await page.goBack();
    await expect(question).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(question.getByRole('button', { name: UNSAVED_TEXTS.discard })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(title).toBeFocused();

    // × asks; Discard changes closes, and the focus is back on the item.
    await dialog.getByRole('button', { name: CONTENT_ADMIN_TEXTS.close }).click();
    // The question puts the focus on 'Keep editing' once it opens: only then is it moved on, or
    // that focus could land after the test's and Enter would keep the dialog.
    await expect(question.getByRole('button', { name: UNSAVED_TEXTS.keepEditing })).toBeFocused();
    await question.getByRole('button', { name: UNSAVED_TEXTS.discard }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect((await readPublic<NewsItem>(request, `/news/id/${kept.id}`)).name).toBe(kept.name);
    await page.close();
  }

  // A delete hands the focus to the next row.
  const page = await staffPage({ viewport: DESKTOP });
  await page.goto('/dashboard/news');
  const table = page.getByRole('table', { name: 'News items' });
  await page.getByRole('searchbox').fill(String(stamp));
  await expect(table.getByRole('rowheader')).toHaveCount(3);
  const rows = table.getByRole('rowheader');
  const names = await rows.allTextContents();
  const doomedAt = names.indexOf(doomed.name);
  const following = names[doomedAt + 1] ?? names[doomedAt - 1];
  expect(following).toBeTruthy();
  await page.getByRole('button', { name: CONTENT_ADMIN_TEXTS.actionsFor(doomed.name) }).click();
  await page.getByRole('menuitem', { name: CONTENT_ADMIN_TEXTS.delete }).click();
  await page.getByRole('button', { name: CONTENT_ADMIN_TEXTS.delete, exact: true }).click();
  await expect(table.getByRole('rowheader', { name: doomed.name })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `${CONTENT_ADMIN_TEXTS.edit} ${following}` })).toBeFocused();
  expect(next.id).toBeGreaterThan(doomed.id);

  // 12: the audit log says it in words, linking the items that are still there.
  await page.goto('/dashboard/audit-log');
  await page.getByLabel('Action', { exact: true }).selectOption({
    label: AUDIT_WORDS_TEXTS.actionLabels['content.delete'],
  });
  await page
    .getByLabel(AUDIT_WORDS_TEXTS.person)
    .selectOption({ label: 'Site Administrator (admin@e2e.test)' });
  const log = page.getByRole('table', { name: 'Audit log, newest first' });
  await expect(
    log.getByRole('rowheader', {
      name: `Site Administrator deleted the news item “${doomed.name}” (no longer exists)`,
    }),
  ).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'editors-12-audit-log-1440');
  await page
    .getByLabel('Action', { exact: true })
    .selectOption({ label: AUDIT_WORDS_TEXTS.actionLabels['content.create'] });
  const created = log.getByRole('link', { name: `“${kept.name}”` });
  await expect(created).toHaveAttribute('href', `/showNews/${kept.id}`);

  const phone = await staffPage({ viewport: PHONE });
  await phone.goto('/dashboard/audit-log');
  await expect(phone.getByRole('table', { name: 'Audit log, newest first' })).toBeVisible();
  await expectAccessible(phone);
  await shoot(phone, 'editors-12-audit-log-390');
});

test('13: the home page says what needs attention; testimonials, live settings texts and account creation in the frame', async ({
  staffPage,
  request,
  staffToken,
}) => {
  // Every screen of the journey at two widths: 24-26 s on the machines this runs on, against 30.
  test.setTimeout(90_000);
  for (const [viewport, width] of BOTH_WIDTHS) {
    const page = await staffPage({ viewport });
    await page.goto('/dashboard');
    const attention = page.getByRole('region', { name: ATTENTION_TEXTS.heading });
    await expect(attention.getByText(/^New inquiries: \d+$/)).toBeVisible();
    await expect(attention.getByText(/^Registrations since your last visit: \d+$/)).toBeVisible();
    await expect(attention.getByText(/^Items without an Arabic translation: \d+$/)).toBeVisible();
    await expect(attention.getByText(/^Mail waiting in the outbox: \d+$/)).toBeVisible();
    await expect(page.getByRole('link', { name: DASHBOARD_PAGE_TITLES.comment }).first()).toBeAttached();
    expect(DASHBOARD_PAGE_TITLES.comment).toBe('Testimonials');
    await expectAccessible(page);
    await shoot(page, `editors-13-home-${width}`, true);

    await page.goto('/logup');
    await expect(page.getByRole('heading', { level: 1, name: 'Create a new account' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: ACCOUNT_ROLE_TEXTS.role })).toHaveValue('Admin');
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeAttached();
    await expectAccessible(page);
    await shoot(page, `editors-13-logup-${width}`, true);

    await page.goto('/dashboard/settings');
    const mission = page.getByLabel('Our Mission', { exact: true });
    await expect(mission).toHaveValue(/^To give every patient safe, kind and effective care/);
    await mission.scrollIntoViewIfNeeded();
    await shoot(page, `editors-13-settings-${width}`);
  }

  await setLanguage(request, staffToken, 'ar');
  const arabic = await staffPage({ viewport: PHONE });
  await arabic.goto('/dashboard');
  await expect(arabic.getByRole('region', { name: STAFF_AR.attention.heading })).toBeVisible();
  await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectAccessible(arabic);
  await shoot(arabic, 'editors-13-home-ar-390', true);
});
