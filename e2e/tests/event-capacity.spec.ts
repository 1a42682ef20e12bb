/**
 * Events that fill up (decision 018), in Chromium against the built server: staff give
 * an event one stand; a visitor books it (Saved); a second visitor is told they are on the waiting
 * list and mailed so; staff cancel the first from the submissions view, and the second moves up,
 * booked and mailed with the event's calendar entry. An Arabic visitor's waiting-list dialog too.
 */
import { CONTENT_ADMIN_TEXTS } from '@authority/shared/back-office-texts';
import type { Event } from '@authority/shared/content';
import { CONTENT_TYPES } from '@authority/shared/content-types';
import { EVENT_CAPACITY_TEXTS as C, CAPACITY_PATHS as C_PATHS } from '@authority/shared/event-capacity';
import { EVENT_FORM_TEXTS, maskEmail } from '@authority/shared/event-form-texts';
import { FORMS_AR } from '@authority/shared/i18n/forms-ar';
import { FORMS_EN } from '@authority/shared/i18n/forms-en';
import { API } from '@authority/shared/routes';
import type { APIRequestContext, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { expect, expectAccessible, test } from '../support/fixtures.js';
import { codeIn, mailsTo, waitForMail } from '../support/mailbox.js';

/** The SweetAlert2 dialog showing `title`, its text checked; closed with its button. */
async function closeDialog(page: Page, title: string, text: string | undefined, ok = 'OK') {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  if (text) await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: ok }).click();
  await expect(dialog).toBeHidden();
}

/** What the form says in one language, and how its country is found. */
const ENGLISH = { texts: FORMS_EN, prefix: '', country: { search: 'ira', option: /^Iraq / }, ok: 'OK' };
const ARABIC = {
  texts: FORMS_AR,
  prefix: '/ar',
  country: { search: 'العراق', option: /العراق/ },
  ok: 'حسنًا',
};
type Language = typeof ENGLISH | typeof ARABIC;

/** Books a stand through the form as a visitor does, with the code the server mailed. */
async function bookStand(
  page: Page,
  event: Event,
  fullName: string,
  email: string,
  language: Language = ENGLISH,
) {
  const { ui, form: words, genders } = language.texts;
  await page.goto(`${language.prefix}/event/${event.id}`);
  const form = page.getByRole('form', { name: event.eventName });
  await expect(form).toBeVisible();
  await form.getByLabel(ui.title, { exact: true }).selectOption('Dr.');
  await form.getByLabel(ui.fullName, { exact: true }).fill(fullName);
  await form.getByRole('radio', { name: genders.Female }).check();
  await form.getByLabel(ui.jobTitle, { exact: true }).fill('Clinical pharmacist');
  await form
    .getByRole('combobox', { name: ui.country, exact: true })
    .pressSequentially(language.country.search);
  await form.getByRole('option', { name: language.country.option }).first().click();
  await form.getByLabel(ui.city, { exact: true }).fill('Karbala');
  await form.getByLabel(ui.phoneNumber, { exact: true }).fill('7701234567');
  await form.getByLabel(ui.email, { exact: true }).fill(email);
  const before = (await mailsTo(email)).length;
  await form.getByRole('button', { name: words.sendCode, exact: true }).click();
  // The Arabic page writes the masked address's digits as Arabic-Indic ones: its words only in English.
  const sentTo = language === ENGLISH ? words.codeSentTo(maskEmail(email)) : undefined;
  await closeDialog(page, words.codeSentTitle, sentTo, language.ok);
  await form
    .getByLabel(ui.verificationCode, { exact: true })
    .fill(codeIn(await waitForMail(email, { after: before })));
  await form.getByRole('button', { name: ui.submit, exact: true }).click();
}

/** Deletes the event's registrations (through the staff call this feature added), then the event. */
async function removeEvent(request: APIRequestContext, token: string, eventId: number) {
  const headers = { authorization: `Bearer ${token}` };
  const list = await request.get(`${API.publicBase}/events/${eventId}/registrations?pageSize=200`, {
    headers,
  });
  for (const row of ((await list.json()) as { items: { id: number }[] }).items)
    await request.delete(`${API.publicBase}${C_PATHS.one(eventId, 'registrations', row.id)}`, { headers });
  const removed = await request.delete(`${API.publicBase}${CONTENT_TYPES.events.writePath}/${eventId}`, {
    headers,
  });
  expect(removed.ok(), await removed.text()).toBe(true);
}

test('a full event keeps a waiting list, and cancelling a booking moves the first up', async ({
  staffPage,
  newPage,
  request,
  staffToken,
}) => {
  // Three visitors fill the form and two staff screens are read: longer than one journey's 30 s.
  test.setTimeout(120_000);
  const stamp = Date.now();
  const eventName = `Capacity Forum ${stamp}`;
  const created = await request.post(`${API.publicBase}${CONTENT_TYPES.events.writePath}`, {
    headers: { authorization: `Bearer ${staffToken}` },
    data: { eventName, date: '2027-03-14', location: 'Hall B', isActive: true },
  });
  expect(created.status()).toBe(201);
  const event = (await created.json()) as Event;
  const first = { name: `Maryam Saleh ${stamp}`, email: `first.${stamp}@e2e.test` };
  const second = { name: `Omar Faris ${stamp}`, email: `second.${stamp}@e2e.test` };
  const staff = await staffPage();
  // The other journeys take the first active event of the site: this full one must not stay.
  try {
    await journey();
  } finally {
    await removeEvent(request, staffToken, event.id);
  }

  async function journey() {
    await test.step('staff give the event one stand', async () => {
      await staff.goto('/dashboard/event');
      await staff.getByRole('searchbox', { name: CONTENT_ADMIN_TEXTS.search('events') }).fill(eventName);
      await staff.getByRole('button', { name: CONTENT_ADMIN_TEXTS.actionsFor(eventName) }).click();
      await staff.getByRole('menuitem', { name: CONTENT_ADMIN_TEXTS.edit }).click();
      const dialog = staff.getByRole('dialog', {
        name: CONTENT_ADMIN_TEXTS.editItem(CONTENT_TYPES.events.nouns.one),
      });
      const stands = dialog.getByLabel('Stands available');
      await expect(stands).toHaveValue('');
      await stands.fill('1');
      await expectAccessible(staff);
      await dialog.getByRole('button', { name: CONTENT_ADMIN_TEXTS.save }).click();
      await expect(
        staff.getByText(CONTENT_ADMIN_TEXTS.saved(CONTENT_TYPES.events.nouns.one), { exact: true }),
      ).toBeVisible();
      // The public answer keeps SPEC's shape: no capacity in it.
      const publicEvent = await (await request.get(`${API.publicBase}/Events/${event.id}`)).json();
      expect(publicEvent).not.toHaveProperty('standCapacity');
    });

    await test.step('the first visitor books the stand: Saved', async () => {
      const page = await newPage();
      await bookStand(page, event, first.name, first.email);
      await closeDialog(page, EVENT_FORM_TEXTS.savedTitle, EVENT_FORM_TEXTS.savedText);
      await expect(page).toHaveURL(/\/thank-you$/);
    });

    await test.step('the second is told the event is full and mailed that they wait', async () => {
      const page = await newPage();
      const before = (await mailsTo(second.email)).length;
      await bookStand(page, event, second.name, second.email);
      const dialog = page.getByRole('dialog', { name: EVENT_FORM_TEXTS.waitingTitle });
      await expect(dialog).toContainText(EVENT_FORM_TEXTS.waitingText(1));
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expect(page).toHaveURL(/\/thank-you$/);
      await expect(page.getByText('On the waiting list, position 1')).toBeVisible();
      // The code's mail came first (before + 1); the waiting-list mail follows it.
      const mail = await waitForMail(second.email, { after: before + 1 });
      expect(mail.subject).toBe(`You are on the waiting list for ${eventName}`);
      expect(mail.text).toContain('in position 1');
    });

    await test.step('an Arabic visitor waits too, told so in Arabic and mailed in Arabic', async () => {
      const page = await newPage();
      const email = `arabic.${stamp}@e2e.test`;
      const before = (await mailsTo(email)).length;
      await bookStand(page, event, `سارة ${stamp}`, email, ARABIC);
      // The position in the site's Arabic digits (the default setting: Eastern Arabic-Indic).
      const position = FORMS_AR.form.waitingText(2).replace('2', '٢');
      await closeDialog(page, FORMS_AR.form.waitingTitle, position, ARABIC.ok);
      await expect(page).toHaveURL(/\/ar\/thank-you$/);
      const mail = await waitForMail(email, { after: before + 1 });
      expect(mail.subject).toBe(`أنت في قائمة انتظار ${eventName}`);
      expect(mail.text).toContain('المركز 2');
    });

    await test.step('staff see booked / capacity / waiting and each status, and cancel the first', async () => {
      await staff.goto(`/viewSubmission/${event.id}`);
      const table = staff.getByRole('table', { name: 'Registrations' });
      await expect(staff.getByTestId('places-registrations')).toHaveText('1 booked of 1 · 2 waiting');
      const rowOf = (name: string) =>
        table.getByRole('row').filter({ has: staff.getByRole('rowheader', { name }) });
      await expect(rowOf(first.name)).toContainText(C.booked);
      await expect(rowOf(second.name)).toContainText(C.waiting(1));
      await expectAccessible(staff);

      const before = (await mailsTo(second.email)).length;
      const cancelledBefore = (await mailsTo(first.email)).length;
      await staff.getByRole('button', { name: C.actionsFor(first.name) }).click();
      await staff.getByRole('menuitem', { name: C.cancel }).click();
      const confirm = staff.getByRole('dialog', { name: C.confirmCancelTitle });
      await expect(confirm).toContainText(C.confirmCancel(first.name));
      await expectAccessible(staff);
      await confirm.getByRole('button', { name: C.confirmCancelAction }).click();
      await expect(staff.getByText(C.cancelDone, { exact: true })).toBeVisible();

      await expect(rowOf(first.name)).toContainText(C.cancelled);
      await expect(rowOf(second.name)).toContainText(C.booked);
      await expect(staff.getByTestId('places-registrations')).toHaveText(
        '1 booked of 1 · 1 waiting · 1 cancelled',
      );
      await expectAccessible(staff);

      const moved = await waitForMail(second.email, { after: before });
      expect(moved.subject).toBe(`A place opened: you are booked for ${eventName}`);
      expect(moved.text).toContain('You are booked.');
      // The mail's calendar file, read by a real iCalendar parser: the event, its day, place and page.
      expect(moved.calendars).toHaveLength(1);
      const calendar = new ICAL.Component(ICAL.parse(moved.calendars[0] ?? ''));
      const entry = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
      expect(entry.summary).toBe(eventName);
      expect(entry.location).toBe('Hall B');
      expect(entry.startDate.toString().slice(0, 10)).toBe('2027-03-14');
      expect(String(calendar.getFirstSubcomponent('vevent')?.getFirstPropertyValue('url'))).toMatch(
        new RegExp(`/event-details/${event.id}$`),
      );
      const cancelled = await waitForMail(first.email, { after: cancelledBefore });
      expect(cancelled.subject).toBe(`Your registration for ${eventName} is cancelled`);
    });
  }
});
