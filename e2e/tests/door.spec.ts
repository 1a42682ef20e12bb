/**
 * From registration to the door (decision 038), in Chromium at 390 px against the built server:
 * a visitor registers and is mailed a ticket (its QR read back from the mail's image with a QR
 * decoder, its short code from the text); they open their booking page from the mail and cancel,
 * and the first person waiting moves up, mailed with a ticket of their own. At the door, Door staff
 * check that ticket in by the camera (Chromium's fake camera fed a video of the QR); a second
 * device, in Arabic, is told 'already checked in'; a third check-in happens offline and reaches the server
 * when the connection returns; the CSV shows who came. axe on every new screen.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ACCOUNT_PATHS } from '@authority/shared/accounts';
import type { Event } from '@authority/shared/content';
import { CONTENT_TYPES } from '@authority/shared/content-types';
import { EVENT_FORM_PATHS } from '@authority/shared/public-api-paths';
import { API } from '@authority/shared/routes';
import { BOOKING_TEXTS, CHECK_IN_TEXTS_BY_LOCALE } from '@authority/shared/tickets';
import { type APIRequestContext, chromium } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { CHROMIUM_PATH } from '../playwright.config.js';
import { siteToday } from '../support/app.js';
import { expect, expectAccessible, signInThroughApi, test } from '../support/fixtures.js';
import { codeIn, mailsTo, type ReceivedMail, waitForMail } from '../support/mailbox.js';
import { registerFor } from '../support/registrations.js';

const PHONE = { width: 390, height: 844 };

/** The text of the QR in a mail's image, as a scanner reads it. */
async function qrOf(mail: ReceivedMail): Promise<string> {
  const [image] = mail.images;
  if (!image) throw new Error(`no image in “${mail.subject}”`);
  const { data, info } = await sharp(Buffer.from(image.base64, 'base64'))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const text = jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
  if (!text) throw new Error('the QR could not be read');
  return text;
}

const shortCodeOf = (mail: ReceivedMail) => mail.text.match(/Short code: ([A-Z0-9]{8})/)?.[1] ?? '';
const bookingLinkOf = (mail: ReceivedMail) =>
  mail.text.match(/https?:\/\/\S+\/booking#token=[\w-]+/)?.[0] ?? '';

/**
 * A Y4M video (what Chromium's fake camera plays) of the mail's QR, centred on white, a few
 * frames long: the camera loops it.
 */
async function qrVideo(mail: ReceivedMail): Promise<string> {
  const [image] = mail.images;
  const [width, height] = [640, 480];
  const { data } = await sharp(Buffer.from(image?.base64 ?? '', 'base64'))
    .resize(360, 360, { kernel: 'nearest' })
    .extend({ top: 60, bottom: 60, left: 140, right: 140, background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const y = Buffer.alloc(width * height);
  const uv = Buffer.alloc((width / 2) * (height / 2), 128);
  for (let i = 0; i < width * height; i++)
    y[i] = Math.round(
      0.299 * (data[i * 3] ?? 0) + 0.587 * (data[i * 3 + 1] ?? 0) + 0.114 * (data[i * 3 + 2] ?? 0),
    );
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, uv, uv]);
  const file = path.join(tmpdir(), `door-${Date.now()}.y4m`);
  writeFileSync(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`),
      ...Array(10).fill(frame),
    ]),
  );
  return file;
}

async function sponsorFor(request: APIRequestContext, eventId: number, email: string) {
  const before = (await mailsTo(email)).length;
  await request.post(`${API.publicBase}${EVENT_FORM_PATHS.sponsorSendCode(eventId)}`, {
    data: { Email: email },
  });
  const code = codeIn(await waitForMail(email, { after: before }));
  const res = await request.post(`${API.publicBase}${EVENT_FORM_PATHS.sponsorSubmit(eventId)}`, {
    data: {
      Title: 'Mr.',
      FullName: 'Sami Offline',
      Gender: 'Male',
      CountryCode: '+964',
      PhoneNumber: '7701234567',
      Country: 'Iraq',
      City: 'Basra',
      JobTitle: 'Director',
      Email: email,
      VerificationCode: code,
      Company: 'Tigris Labs',
      Specialty: 'Laboratory and analytical equipment',
      Website: 'https://tigris.example',
      Classification: 'gold',
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

test('a ticket from the mail to the door: booking page, cancel, camera, second device, offline', async ({
  request,
  staffToken,
  newPage,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const staff = { authorization: `Bearer ${staffToken}` };
  const created = await request.post(`${API.publicBase}${CONTENT_TYPES.events.writePath}`, {
    headers: staff,
    data: {
      eventName: `Door Day ${stamp}`,
      date: siteToday(),
      location: 'Hall D',
      isActive: true,
      standCapacity: 1,
    },
  });
  expect(created.status()).toBe(201);
  const event = (await created.json()) as Event;
  try {
    await journey();
  } finally {
    // The other journeys take the first active event of the site: this one must not stay open.
    await request.put(`${API.publicBase}${CONTENT_TYPES.events.writePath}/${event.id}`, {
      headers: staff,
      data: { ...event, isActive: false },
    });
  }

  async function journey() {
    const first = `first.${stamp}@e2e.test`;
    const waiting = `waiting.${stamp}@e2e.test`;
    const offline = `offline.${stamp}@e2e.test`;

    await test.step('a visitor registers and is mailed a ticket: QR, short code, booking link', async () => {
      await registerFor(request, event.id, `Maryam Saleh ${stamp}`, first);
      await registerFor(request, event.id, `Omar Faris ${stamp}`, waiting);
    });
    const confirmation = (await mailsTo(first)).find((mail) => mail.subject.startsWith('We received'));
    if (!confirmation) throw new Error('no confirmation');
    expect(await qrOf(confirmation)).toMatch(/^[\w-]{27}$/);
    expect(shortCodeOf(confirmation)).toMatch(/^[A-Z0-9]{8}$/);

    await test.step('the booking page from the mail, in both languages; cancel behind a confirmation', async () => {
      const page = await newPage({ viewport: PHONE });
      const link = new URL(bookingLinkOf(confirmation));
      await page.goto(`/ar${link.pathname}${link.hash}`);
      await expect(page.getByText(BOOKING_TEXTS.ar.booked)).toBeVisible();
      await expectAccessible(page);
      await page.goto(`${link.pathname}${link.hash}`);
      await expect(page.getByTestId('short-code')).toHaveText(shortCodeOf(confirmation));
      await expectAccessible(page);
      await page.getByRole('button', { name: BOOKING_TEXTS.en.cancel }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await page.getByRole('button', { name: BOOKING_TEXTS.en.confirmYes }).click();
      await expect(page.getByText(BOOKING_TEXTS.en.cancelledDone)).toBeVisible();
      await expect(page.getByText(BOOKING_TEXTS.en.cancelled, { exact: true })).toBeVisible();
    });
    // Its code, its waiting-list mail, then the news that a place opened.
    const movedUp = await waitForMail(waiting, { after: 2 });
    expect(movedUp.subject).toMatch(/^A place opened/);
    await sponsorFor(request, event.id, offline);
    // Its code, then its confirmation with the ticket.
    const offlineMail = await waitForMail(offline, { after: 1 });
    expect(offlineMail.images).toHaveLength(1);

    // Door staff: an account made by the register call, signed in on phones.
    const doorEmail = `door.${stamp}@e2e.test`;
    const password = `Quiet-harbour-lantern-${stamp}`;
    const made = await request.post(`${API.accountsBase}/register`, {
      headers: staff,
      data: {
        firstName: 'Huda',
        lastName: 'Door',
        email: doorEmail,
        password,
        confirmPassword: password,
        role: 'DoorStaff',
      },
    });
    expect(made.ok(), await made.text()).toBe(true);
    const doorToken = await signInThroughApi(request, { email: doorEmail, password });
    const origin = new URL(baseURL ?? '').origin;
    const signedIn = `window.location.origin === ${JSON.stringify(origin)} && window.localStorage.setItem('token', ${JSON.stringify(doorToken)})`;

    await test.step('the camera checks the moved-up ticket in', async () => {
      const browser = await chromium.launch({
        executablePath: CHROMIUM_PATH,
        args: [
          '--no-sandbox',
          '--use-fake-ui-for-media-stream',
          '--use-fake-device-for-media-stream',
          `--use-file-for-fake-video-capture=${await qrVideo(movedUp)}`,
        ],
      });
      try {
        const context = await browser.newContext({ baseURL, viewport: PHONE, permissions: ['camera'] });
        await context.addInitScript(signedIn);
        const page = await context.newPage();
        await page.goto(`/dashboard/check-in?event=${event.id}`);
        await page.getByRole('button', { name: CHECK_IN_TEXTS_BY_LOCALE.en.scan }).click();
        await expect(page.locator('[data-result="checked-in"]')).toBeVisible({ timeout: 20_000 });
        await expect(page.locator('[data-result]')).toContainText(`Omar Faris ${stamp}`);
        await expectAccessible(page);
      } finally {
        await browser.close();
      }
    });

    // The second device's door staff reads the dashboard in Arabic: the account's language.
    const arabic = await request.put(`${API.accountsBase}${ACCOUNT_PATHS.myLanguage}`, {
      headers: { authorization: `Bearer ${doorToken}` },
      data: { locale: 'ar' },
    });
    expect(arabic.ok(), await arabic.text()).toBe(true);
    const ar = CHECK_IN_TEXTS_BY_LOCALE.ar;

    await test.step('a second device, in Arabic, is told: already checked in', async () => {
      const context = (await newPage({ viewport: PHONE })).context();
      await context.addInitScript(signedIn);
      const page = await context.newPage();
      await page.goto(`/dashboard/check-in?event=${event.id}`);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await page.getByLabel(ar.code).fill(shortCodeOf(movedUp));
      await page.getByRole('button', { name: ar.check, exact: true }).click();
      await expect(page.locator('[data-result="already-checked-in"]')).toBeVisible();
      await expect(page.locator('[data-result]')).toContainText(`Omar Faris ${stamp}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await expectAccessible(page);

      // A third check-in, offline: kept, shown as waiting, sent when the connection returns.
      await context.setOffline(true);
      await page.getByLabel(ar.code).fill(shortCodeOf(offlineMail));
      await page.getByRole('button', { name: ar.check, exact: true }).click();
      await expect(page.getByText(ar.offline(1))).toBeVisible();
      await context.setOffline(false);
      await expect(page.getByText(ar.offline(1))).toBeHidden({ timeout: 20_000 });
    });

    await test.step('the CSV shows who came', async () => {
      const csv = await request.get(`${API.publicBase}/events/${event.id}/registrations.csv`, {
        headers: staff,
      });
      expect(await csv.text()).toContain('Huda Door');
      const sponsors = await request.get(`${API.publicBase}/events/${event.id}/sponsors.csv`, {
        headers: staff,
      });
      expect(await sponsors.text()).toContain('Huda Door');
    });
  }
});
