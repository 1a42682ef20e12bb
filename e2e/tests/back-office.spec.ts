/**
 * The back office's journeys in Chromium, against the built server: an editor publishes a banner news
 * item with an uploaded image, sees it in the landing carousel, edits and deletes it; closes an
 * event, whose public form then takes nothing; reads the event's submissions, downloads them as
 * CSV, and shares them through a link that works without signing in until it is revoked.
 * Staff sign in through the API (the sign-in form has its own journey in accounts.spec.ts).
 */

import { readFile } from 'node:fs/promises';
import {
  CONTENT_ADMIN_TEXTS,
  EVENT_ADMIN_TEXTS,
  MEDIA_TEXTS,
  RICH_TEXT_TEXTS,
} from '@authority/shared/back-office-texts';
import type { Event, NewsItem, Organization } from '@authority/shared/content';
import { CONTENT_TYPES } from '@authority/shared/content-types';
import { EVENT_FORM_TEXTS } from '@authority/shared/event-forms';
import { EVENT_DETAILS_TEXTS } from '@authority/shared/page-texts';
import { DASHBOARD_PAGE_TITLES } from '@authority/shared/page-titles';
import { API } from '@authority/shared/routes';
import { SUBMISSION_COLUMNS, SUBMISSION_TEXTS } from '@authority/shared/submissions';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectAccessible, failedRequests, test } from '../support/fixtures.js';
import { readPublic } from '../support/public-content.js';
import { registerFor } from '../support/registrations.js';

// The refusal the share-link journey provokes: a wrong or revoked key answers 403.
test.use({ expectedPageErrors: failedRequests(403) });

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });
const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });

async function chooseRowAction(page: Page, name: string, action: string) {
  await page.getByRole('button', { name: CONTENT_ADMIN_TEXTS.actionsFor(name) }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('an editor publishes a banner news item with an image, edits it and deletes it', async ({
  staffPage,
  request,
}) => {
  const page = await staffPage();
  const noun = CONTENT_TYPES.news.nouns;
  const title = `Cardiac wing opens its doors ${Date.now()}`;
  const image = await sharp({
    create: { width: 1200, height: 675, channels: 3, background: { r: 29, g: 94, b: 89 } },
  })
    .png()
    .toBuffer();
  let uploadedPath = '';

  await test.step('the editor creates a banner item with an uploaded image', async () => {
    await page.goto('/dashboard/news');
    await expect(page.getByRole('heading', { level: 1, name: DASHBOARD_PAGE_TITLES.news })).toBeVisible();
    await expect(page.getByRole('table', { name: 'News items' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: CONTENT_ADMIN_TEXTS.newItem(noun.one) }).click();
    const dialog = page.getByRole('dialog', { name: CONTENT_ADMIN_TEXTS.newItem(noun.one) });
    await expect(dialog).toBeVisible();

    // Saving an empty form: the shared schema's message beside the title, nothing sent.
    await dialog.getByRole('button', { name: CONTENT_ADMIN_TEXTS.save }).click();
    await expect(dialog.getByLabel('Title', { exact: true })).toHaveAccessibleDescription(
      'Please enter the title.',
    );
    await expect(dialog.getByLabel('Title', { exact: true })).toBeFocused();
    await expectAccessible(page);

    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog
      .getByLabel('Description', { exact: true })
      .fill('The new cardiac wing welcomes its first patients this week.');
    const upload = page.waitForResponse((r) => r.url().endsWith('/api/v1/admin/media'));
    await dialog
      .getByLabel(MEDIA_TEXTS.choose)
      .setInputFiles({ name: 'wing.png', mimeType: 'image/png', buffer: image });
    expect((await upload).status()).toBe(201);
    await expect(dialog.getByText(MEDIA_TEXTS.uploaded)).toBeVisible();
    const preview = dialog.getByRole('img', { name: MEDIA_TEXTS.preview });
    await expect(preview).toHaveAttribute('src', /^\/uploads\/[\w-]+\.webp$/);
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    uploadedPath = (await dialog.getByLabel(MEDIA_TEXTS.address).inputValue()) || '';
    expect(uploadedPath).toMatch(/^\/uploads\/[\w-]+\.webp$/);

    await dialog.getByRole('switch', { name: 'Show in the home banner' }).check();
    await dialog.getByRole('button', { name: CONTENT_ADMIN_TEXTS.save }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, CONTENT_ADMIN_TEXTS.created(noun.one))).toBeVisible();
    await expect(rowOf(page, title)).toContainText('Yes');
  });

  await test.step('the item is in the landing page’s banner carousel, with its image', async () => {
    await page.goto('/');
    const home = page.locator('[id="home"]');
    await expect(home.locator('h2', { hasText: title })).toHaveCount(1);
    await expect(home.locator(`img[src$="${uploadedPath}"]`)).toHaveCount(1);
    const item = (await readPublic<NewsItem[]>(request, '/news')).find((news) => news.name === title);
    expect(item).toMatchObject({ isBanner: true, isNews: true, imageUrl: uploadedPath });
  });

  const edited = `${title} (updated)`;
  await test.step('the editor edits it', async () => {
    await page.goto('/dashboard/news');
    await page.getByRole('button', { name: `${CONTENT_ADMIN_TEXTS.edit} ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: CONTENT_ADMIN_TEXTS.editItem(noun.one) });
    await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue(title);
    await expect(dialog.getByRole('img', { name: MEDIA_TEXTS.preview })).toHaveAttribute('src', uploadedPath);
    await dialog.getByLabel('Title', { exact: true }).fill(edited);
    await dialog.getByRole('button', { name: CONTENT_ADMIN_TEXTS.save }).click();
    await expect(toast(page, CONTENT_ADMIN_TEXTS.saved(noun.one))).toBeVisible();
    await expect(rowOf(page, edited)).toBeVisible();
    const names = (await readPublic<NewsItem[]>(request, '/news')).map((news) => news.name);
    expect(names).toContain(edited);
    expect(names).not.toContain(title);
  });

  await test.step('the editor deletes it after confirming, and the carousel no longer has it', async () => {
    await chooseRowAction(page, edited, CONTENT_ADMIN_TEXTS.delete);
    const confirm = page.getByRole('dialog', { name: CONTENT_ADMIN_TEXTS.confirmDelete(edited) });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: CONTENT_ADMIN_TEXTS.delete }).click();
    await expect(toast(page, CONTENT_ADMIN_TEXTS.deleted(noun.one))).toBeVisible();
    await expect(rowOf(page, edited)).toHaveCount(0);

    await page.goto('/');
    await expect(page.locator('[id="home"] h2', { hasText: edited })).toHaveCount(0);
  });
});

test('an editor writes an institution’s description in the rich-text editor', async ({
  staffPage,
  request,
}) => {
  const page = await staffPage();
  const noun = CONTENT_TYPES.institutions.nouns;
  const name = `Amanah Rehabilitation Centre ${Date.now()}`;

  await page.goto('/dashboard/originization');
  await page.getByRole('button', { name: CONTENT_ADMIN_TEXTS.newItem(noun.one) }).click();
  const dialog = page.getByRole('dialog', { name: CONTENT_ADMIN_TEXTS.newItem(noun.one) });
  await dialog.getByLabel('Name', { exact: true }).fill(name);
  const editor = dialog.getByRole('textbox', { name: 'Description', exact: true });
  await editor.click();
  await page.keyboard.type('Physiotherapy and ');
  // The English editor's toolbar: the Arabic description has its own beside it.
  await dialog
    .getByRole('toolbar', { name: RICH_TEXT_TEXTS.toolbar('Description'), exact: true })
    .getByRole('button', { name: RICH_TEXT_TEXTS.bold })
    .click();
  await page.keyboard.type('long-term care');
  await expect(editor.locator('strong')).toHaveText('long-term care');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: CONTENT_ADMIN_TEXTS.save }).click();
  await expect(toast(page, CONTENT_ADMIN_TEXTS.created(noun.one))).toBeVisible();

  const stored = (await readPublic<Organization[]>(request, '/originizations')).find((o) => o.name === name);
  expect(stored?.description).toBe('<p>Physiotherapy and <strong>long-term care</strong></p>');

  await chooseRowAction(page, name, CONTENT_ADMIN_TEXTS.delete);
  await page
    .getByRole('dialog', { name: CONTENT_ADMIN_TEXTS.confirmDelete(name) })
    .getByRole('button', {
      name: CONTENT_ADMIN_TEXTS.delete,
    })
    .click();
  await expect(toast(page, CONTENT_ADMIN_TEXTS.deleted(noun.one))).toBeVisible();
});

test('an editor closes an event, reads its submissions, downloads them and shares them by link', async ({
  staffPage,
  staffToken,
  newPage,
  request,
}) => {
  // Four steps, three pages and three axe checks: 32 s on a slower 2-core machine, past the 30 s default.
  test.setTimeout(90_000);
  // This journey runs on a phone: the dashboard must work at 390 px.
  const page = await staffPage({ viewport: { width: 390, height: 844 } });
  const events = await readPublic<Event[]>(request, '/events/all');
  const event = events.find((candidate) => candidate.isActive);
  if (!event) throw new Error('the seed has no active event');
  // An Arabic name: the CSV's byte-order mark is what lets a spreadsheet show it right.
  const registrant = `زينب الهاشمي ${Date.now()}`;
  await registerFor(request, event.id, registrant, `zainab.${Date.now()}@e2e.test`);

  try {
    await test.step('the editor switches the event inactive', async () => {
      await page.goto('/dashboard/event');
      await expect(page.getByRole('heading', { level: 1, name: DASHBOARD_PAGE_TITLES.event })).toBeVisible();
      await chooseRowAction(page, event.eventName, CONTENT_ADMIN_TEXTS.edit);
      const dialog = page.getByRole('dialog', {
        name: CONTENT_ADMIN_TEXTS.editItem(CONTENT_TYPES.events.nouns.one),
      });
      const active = dialog.getByRole('switch', { name: 'Open for registrations' });
      await expect(active).toBeChecked();
      await active.uncheck();
      await expectAccessible(page);
      await dialog.getByRole('button', { name: CONTENT_ADMIN_TEXTS.save }).click();
      await expect(toast(page, CONTENT_ADMIN_TEXTS.saved(CONTENT_TYPES.events.nouns.one))).toBeVisible();
      await expect(rowOf(page, event.eventName)).toContainText('Inactive');
      expect((await readPublic<Event>(request, `/Events/${event.id}`)).isActive).toBe(false);
    });

    await test.step('its public pages say so, and its form is disabled', async () => {
      const visitor = await newPage();
      await visitor.goto(`/event-details/${event.id}`);
      await expect(visitor.getByText(EVENT_DETAILS_TEXTS.inactive)).toBeVisible();
      await visitor.goto(`/event/${event.id}`);
      // SPEC §8: a closed event says so on load; then the form shows its every input disabled.
      const closed = visitor.getByRole('dialog', { name: EVENT_FORM_TEXTS.closedOnLoadTitle });
      await expect(closed).toBeVisible();
      await closed.getByRole('button', { name: 'OK' }).click();
      await expect(visitor.getByText(EVENT_FORM_TEXTS.notAllowed)).toBeVisible();
      const inputs = visitor.getByRole('form', { name: event.eventName }).getByRole('textbox');
      await expect.poll(() => inputs.count()).toBeGreaterThan(3);
      for (const input of await inputs.all()) await expect(input).toBeDisabled();
      await visitor.close();
    });

    await test.step('the editor opens the submissions and downloads them as CSV', async () => {
      await page.goto('/dashboard/event');
      await chooseRowAction(page, event.eventName, EVENT_ADMIN_TEXTS.viewSubmissions);
      await expect(page).toHaveURL(new RegExp(`/viewSubmission/${event.id}$`));
      // On a phone, a card per registrant instead of a table that scrolls sideways .
      const cards = page.getByRole('list', { name: 'Registrations' });
      await expect(cards.getByRole('heading', { name: registrant })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Registrations' })).toBeHidden();
      await expect(page.getByRole('tab', { name: /^Registrations/ })).toContainText('1');
      await expectAccessible(page);

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`event-${event.id}-registrations.csv`);
      const bytes = await readFile(await file.path());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString('utf8').split('\r\n');
      expect(lines[0]).toBe(SUBMISSION_COLUMNS.registrations.map(([, heading]) => `"${heading}"`).join(','));
      expect(lines.some((line) => line.includes(registrant))).toBe(true);
    });

    await test.step('a share link shows the submissions without signing in, until it is revoked', async () => {
      await page.goto('/dashboard/event');
      await chooseRowAction(page, event.eventName, EVENT_ADMIN_TEXTS.shareLink);
      const dialog = page.getByRole('dialog', { name: EVENT_ADMIN_TEXTS.shareLinkTitle(event.eventName) });
      await expect(dialog.getByText(EVENT_ADMIN_TEXTS.shareLinkNone)).toBeVisible();
      // The link works for the days chosen (30 unless changed) and says until when.
      await expect(dialog.getByLabel(SUBMISSION_TEXTS.linkLifetime)).toHaveValue('30');
      await dialog.getByLabel(SUBMISSION_TEXTS.linkLifetime).selectOption('7');
      await dialog.getByRole('button', { name: EVENT_ADMIN_TEXTS.createLink }).click();
      const link = dialog.getByLabel(EVENT_ADMIN_TEXTS.linkLabel);
      // The key in the fragment: browsers never send it, so no server or proxy logs it.
      await expect(link).toHaveValue(new RegExp(`/viewSubmission/${event.id}#key=[\\w-]{20,}$`));
      await expect(dialog.getByText(/^The share link works until .+ UTC\.$/)).toBeVisible();
      await expect(dialog.getByText(EVENT_ADMIN_TEXTS.replaceNote)).toBeVisible();
      await expectAccessible(page);
      const url = await link.inputValue();

      // Someone with the link and no account: no sign-in page, the submissions.
      const holder = await newPage();
      await holder.goto(url);
      await expect(
        holder.getByRole('table', { name: 'Registrations' }).getByRole('rowheader', { name: registrant }),
      ).toBeVisible();
      expect(await holder.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
      const holderDownload = holder.waitForEvent('download');
      await holder.getByRole('button', { name: 'Download CSV' }).click();
      expect((await holderDownload).suggestedFilename()).toBe(`event-${event.id}-registrations.csv`);

      // The key went to the server in a header, never in an address.
      const requested: string[] = [];
      holder.on('request', (request) => requested.push(request.url()));
      await holder.reload();
      await expect(holder.getByRole('table', { name: 'Registrations' })).toBeVisible();
      const key = new URL(url).hash.slice('#key='.length);
      expect(requested.filter((address) => address.includes(key))).toEqual([]);

      // An old-format link (?key=) is told so, and shows nothing.
      await holder.goto(`/viewSubmission/${event.id}?key=${key}`);
      await expect(holder.getByText(SUBMISSION_TEXTS.linkFormatChanged)).toBeVisible();
      await expect(holder.getByRole('table')).toHaveCount(0);

      // A wrong key, and a bare id: the sentence and nothing else.
      await holder.goto('about:blank');
      await holder.goto(`/viewSubmission/${event.id}#key=${'x'.repeat(32)}`);
      await expect(holder.getByText(SUBMISSION_TEXTS.linkInvalid)).toBeVisible();
      await expect(holder.getByRole('table')).toHaveCount(0);
      await holder.goto(`/viewSubmission/${event.id}`);
      await expect(holder.getByText(SUBMISSION_TEXTS.linkInvalid)).toBeVisible();
      await expect(holder).toHaveURL(new RegExp(`/viewSubmission/${event.id}$`));

      await dialog.getByRole('button', { name: EVENT_ADMIN_TEXTS.revoke }).click();
      await dialog.getByRole('button', { name: EVENT_ADMIN_TEXTS.confirmRevokeAction }).click();
      await expect(dialog.getByText(EVENT_ADMIN_TEXTS.shareLinkNone)).toBeVisible();

      await holder.goto('about:blank');
      await holder.goto(url);
      await expect(holder.getByText(SUBMISSION_TEXTS.linkInvalid)).toBeVisible();
      await expect(holder.getByRole('table')).toHaveCount(0);
      await holder.context().close();
    });
  } finally {
    // Leave the seed as it was for the other journeys: the event takes registrations again.
    const { id, ...values } = event;
    const restored = await request.put(`${API.publicBase}/events/${id}`, {
      headers: { authorization: `Bearer ${staffToken}` },
      data: { ...values, isActive: true },
    });
    expect(restored.ok()).toBe(true);
  }
});
