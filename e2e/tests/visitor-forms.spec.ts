/**
 * The visitor forms' journeys in Chromium, against the built server: a visitor books a stand and another
 * applies as a sponsor, each with the code the server really mailed, and lands on /thank-you, then
 * on the home page 10 s later; the footer's contact form checks in SPEC §5's order and sends; an
 * inactive event's forms are closed.
 */

import { THANK_YOU_REDIRECT_MS } from '@authority/shared/constants';
import { CONTACT_FORM_TEXTS } from '@authority/shared/contact-form-texts';
import { CONTACT_TEXTS } from '@authority/shared/contact-texts';
import { EVENT_FORM_TEXTS, maskEmail, EVENT_FORM_UI_TEXTS as T } from '@authority/shared/event-form-texts';
import { LOADER_TEXTS } from '@authority/shared/public-texts';
import { ROUTES } from '@authority/shared/routes';
import type { Locator, Page } from '@playwright/test';
import { openLanding } from '../support/app.js';
import { expect, expectAccessible, test } from '../support/fixtures.js';
import { codeIn, mailsTo, waitForMail } from '../support/mailbox.js';
import { seededEvent } from '../support/public-content.js';

/** The SweetAlert2 dialog showing `title`; closes it with OK. */
async function closeDialog(page: Page, title: string, text?: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  if (text) await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

/** What both forms ask of a person, the country chosen by searching its name. */
async function fillPerson(form: Locator, person: { fullName: string; country: string; search: string }) {
  await form.getByLabel(T.title, { exact: true }).selectOption('Dr.');
  await form.getByLabel(T.fullName, { exact: true }).fill(person.fullName);
  await form.getByRole('radio', { name: 'Female' }).check();
  await form.getByLabel(T.jobTitle, { exact: true }).fill('Clinical pharmacist');
  await form.getByRole('combobox', { name: T.country, exact: true }).pressSequentially(person.search);
  await form.getByRole('option', { name: new RegExp(`^${person.country} `) }).click();
  await form.getByLabel(T.city, { exact: true }).fill('Karbala');
  await form.getByLabel(T.phoneNumber, { exact: true }).fill('7701234567');
}

/** Send Code, read the code from the mail the server sent, and type it in. */
async function confirmEmail(page: Page, form: Locator, email: string) {
  await form.getByLabel(T.email, { exact: true }).fill(email);
  const before = (await mailsTo(email)).length;
  const sendCode = form.getByRole('button', { name: EVENT_FORM_TEXTS.sendCode });
  await sendCode.click();
  await closeDialog(page, EVENT_FORM_TEXTS.codeSentTitle, EVENT_FORM_TEXTS.codeSentTo(maskEmail(email)));
  await expect(form.getByRole('button', { name: /^Resend \d+s$/ })).toBeDisabled();
  const mail = await waitForMail(email, { after: before });
  await form.getByLabel(T.verificationCode, { exact: true }).fill(codeIn(mail));
}

/**
 * Stops the page's clock a quarter second from now. On a busy machine that moment can pass before
 * the call arrives (the clock refuses to go back): then it asks the page's time again.
 */
async function pauseClockSoon(page: Page) {
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 250);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('to the past')) throw error;
    }
  }
}

/** Saved, then /thank-you, which counts 10 s down (fast-forwarded) and goes home. */
async function expectThankYouThenHome(page: Page, baseURL: string | undefined) {
  await closeDialog(page, EVENT_FORM_TEXTS.savedTitle, EVENT_FORM_TEXTS.savedText);
  await expect(page).toHaveURL(/\/thank-you$/);
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/^You will return to the home page in (10|9) seconds\.$/);
  // From here the page's time moves only when the test moves it, a second at a time.
  await pauseClockSoon(page);
  let seconds = 0;
  while (new URL(page.url()).pathname === ROUTES.thankYou && seconds < 12) {
    const shown = (await timer.textContent()) ?? '';
    await page.clock.runFor(1_000);
    seconds += 1;
    // The count moved on (or the page went): then the next second can be run.
    await expect(timer.filter({ hasText: shown })).toHaveCount(0);
  }
  expect(seconds).toBeGreaterThanOrEqual(THANK_YOU_REDIRECT_MS / 1_000 - 1);
  await expect(page).toHaveURL(`${baseURL}${ROUTES.home}`);
  await page.clock.resume();
  await expect(page.getByRole('progressbar', { name: LOADER_TEXTS.label })).toBeHidden();
}

test.describe('visitor forms', () => {
  test('a visitor books a stand with the mailed code, sees the thank-you page, then home', async ({
    page,
    request,
    baseURL,
  }) => {
    const event = await seededEvent(request, true);
    const email = `stand.${Date.now()}@e2e.test`;
    await page.clock.install();
    await page.goto(`/event/${event.id}`);

    const form = page.getByRole('form', { name: event.eventName });
    await expect(form).toBeVisible();
    await expect(page.getByRole('form', { name: CONTACT_FORM_TEXTS.heading })).toBeVisible();
    await expectAccessible(page);

    await fillPerson(form, { fullName: 'Layla Haddad', country: 'Iraq', search: 'ira' });
    await expect(form.getByRole('combobox', { name: T.countryCode, exact: true })).toHaveValue('+964');
    await form.getByLabel(T.notes, { exact: true }).fill('A stand near the entrance, please.');
    await confirmEmail(page, form, email);
    await form.getByRole('button', { name: T.submit }).click();

    await expectThankYouThenHome(page, baseURL);
  });

  test('a sponsor applies with the mailed code, sees the thank-you page, then home', async ({
    page,
    request,
    baseURL,
  }) => {
    // The longest visitor form, a mailed code and the thank-you page: 21-22 s here, against 30.
    test.setTimeout(90_000);
    const event = await seededEvent(request, true);
    const email = `sponsor.${Date.now()}@e2e.test`;
    await page.clock.install();
    await page.goto(`/event-sponser/${event.id}`);

    const form = page.getByRole('form', { name: event.eventName });
    await expect(form).toBeVisible();
    // The sponsor form asks for every field, the first empty one first.
    await form.getByRole('button', { name: T.submit }).click();
    await closeDialog(page, EVENT_FORM_TEXTS.missingFieldTitle, EVENT_FORM_TEXTS.missingFieldText('title'));
    await expect(form.getByLabel(T.title, { exact: true })).toBeFocused();

    await fillPerson(form, { fullName: 'Nour Khalil', country: 'Jordan', search: 'jord' });
    await expect(form.getByRole('combobox', { name: T.countryCode, exact: true })).toHaveValue('+962');
    await form.getByLabel(T.company, { exact: true }).fill('Khalil Laboratories');
    await form.getByLabel(T.website, { exact: true }).fill('https://khalil-labs.example');
    await form.getByLabel(T.specialty, { exact: true }).selectOption({ label: 'Testing and research lab' });
    await form.getByLabel(T.classification, { exact: true }).selectOption('gold');
    await form.getByRole('combobox', { name: T.country, exact: true }).click();
    await expect(form.getByRole('listbox')).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    await confirmEmail(page, form, email);
    await form.getByRole('button', { name: T.submit }).click();

    await expectThankYouThenHome(page, baseURL);
  });

  test('the contact form checks in SPEC order, then sends a valid inquiry', async ({ page }) => {
    await openLanding(page);
    const form = page.getByRole('form', { name: CONTACT_FORM_TEXTS.heading });
    await form.scrollIntoViewIfNeeded();
    const send = form.getByRole('button', { name: CONTACT_FORM_TEXTS.send });
    const expectProblem = async (message: string, label: string) => {
      await send.click();
      // SPEC's message under the form, and the field's own error beside the field.
      await expect(form.getByText(message)).toHaveCount(2);
      await expect(form.getByText(message).first()).toBeVisible();
      await expect(form.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    };

    await expectProblem(CONTACT_TEXTS.nameRequired, CONTACT_FORM_TEXTS.name);
    await form.getByLabel(CONTACT_FORM_TEXTS.name, { exact: true }).fill('  Sara Ali  ');
    await form.getByLabel(CONTACT_FORM_TEXTS.email, { exact: true }).fill('sara@e2e');
    await expectProblem(CONTACT_TEXTS.emailInvalid, CONTACT_FORM_TEXTS.email);
    await form.getByLabel(CONTACT_FORM_TEXTS.email, { exact: true }).fill(' sara@e2e.test ');
    await form.getByLabel(CONTACT_FORM_TEXTS.subject, { exact: true }).fill('   ');
    await expectProblem(CONTACT_TEXTS.subjectRequired, CONTACT_FORM_TEXTS.subject);
    await form.getByLabel(CONTACT_FORM_TEXTS.subject, { exact: true }).fill('Visiting hours');
    await expectProblem(CONTACT_TEXTS.departmentRequired, CONTACT_FORM_TEXTS.department);
    await form
      .getByLabel(CONTACT_FORM_TEXTS.department, { exact: true })
      .selectOption('Appointment Scheduling');
    await expectProblem(CONTACT_TEXTS.messageRequired, CONTACT_FORM_TEXTS.message);
    await form
      .getByLabel(CONTACT_FORM_TEXTS.message, { exact: true })
      .fill('When may I visit the cardiology ward?');

    await send.click();
    await expect(form.getByText(CONTACT_TEXTS.success)).toBeVisible();
    await expect(form.getByLabel(CONTACT_FORM_TEXTS.name, { exact: true })).toHaveValue('');
    await expect(form.getByLabel(CONTACT_FORM_TEXTS.message, { exact: true })).toHaveValue('');
  });

  test("an inactive event's forms are closed: every input disabled, and Submit says 'Closed'", async ({
    page,
    request,
  }) => {
    const event = await seededEvent(request, false);
    for (const path of [`/event/${event.id}`, `/event-sponser/${event.id}`]) {
      await page.goto(path);
      await closeDialog(page, EVENT_FORM_TEXTS.closedOnLoadTitle, EVENT_FORM_TEXTS.closedOnLoadText);
      await expect(page.getByText(EVENT_FORM_TEXTS.notAllowed)).toBeVisible();
      const form = page.getByRole('form', { name: event.eventName });
      const controls = form.locator('input, select, textarea, button:not([type="submit"])');
      expect(await controls.count()).toBeGreaterThan(10);
      for (const control of await controls.all()) await expect(control).toBeDisabled();
      await expectAccessible(page);
      // SPEC's submit rule: pressing Submit on a closed event shows 'Closed', and nothing is sent.
      await form.getByRole('button', { name: T.submit }).click();
      await closeDialog(page, EVENT_FORM_TEXTS.closedTitle, EVENT_FORM_TEXTS.closedText);
    }
  });
});
