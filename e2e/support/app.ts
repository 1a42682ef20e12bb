import { APP_READY_ATTRIBUTE } from '@authority/shared/app-ready';
import { LOADER_TEXTS } from '@authority/shared/public-texts';
import { expect, type Page } from '@playwright/test';

/**
 * Waits until the web app runs the page: public pages arrive server-rendered and the app starts
 * (hydrates) only after the page has loaded, so a test that clicks the app's own controls, or
 * counts the scripts a page asked for, waits for this first. The app marks <html> itself once
 * it has mounted (apps/web's root layout), so the wait does not depend on React's internals.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator(`html[${APP_READY_ATTRIBUTE}]`).waitFor({ state: 'attached' });
}

/**
 * Opens the landing page and waits for the app to close the loading overlay (the server-rendered
 * overlay fades by CSS first; the app removes it once it runs, then section scrolling starts).
 */
export async function openLanding(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('progressbar', { name: LOADER_TEXTS.label, includeHidden: true })).toHaveCount(
    0,
  );
}

/** Today where the site is (its default time zone): an event of this day has its door open. */
export const siteToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Baghdad',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
