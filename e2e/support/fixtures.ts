/**
 * The one set of fixtures every spec imports `test` and `expect` from:
 *
 * - every browser context a test opens (the built-in `page`'s, `newContext`'s, `newPage`'s,
 *   `staffPage`'s) is watched, and the test fails at teardown if any of its pages threw or logged
 *   a console error (docs/decisions 003 and 005 rely on the journeys failing on those); a test
 *   that provokes one on purpose names it in `expectedPageErrors`;
 * - `expectAccessible(page)`: no serious or critical axe finding;
 * - staff sign in through the API (`signInThroughApi`, `staffToken`, `staffPage`): only the journey
 *   of the sign-in form itself (accounts.spec.ts) goes through the form.
 */
import { ACCOUNT_PATHS, loginResponseSchema } from '@authority/shared/accounts';
import { API } from '@authority/shared/routes';
import AxeBuilder from '@axe-core/playwright';
import {
  type APIRequestContext,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import { E2E_ADMIN } from '../global-setup.js';
import { BASE_URL_ENV, workerEnv } from './workers.js';

/** Opens a page in a browser context of its own (its own storage, viewport, motion preference). */
export type NewPage = (options?: BrowserContextOptions) => Promise<Page>;

/**
 * The console errors Chromium logs for responses with these statuses: a refusal the test provokes
 * on purpose (a wrong password, a revoked link) shows up as one, and is then expected.
 */
export const failedRequests = (...statuses: number[]) =>
  new RegExp(`^Failed to load resource: the server responded with a status of (${statuses.join('|')})\\b`);

/** What the pages of one test reported: uncaught errors, and console errors. */
class PageErrors {
  readonly #found: { text: string; where: string }[] = [];

  watch(context: BrowserContext): void {
    context.on('weberror', (error) =>
      this.#found.push({
        text: error.error().message,
        where: `uncaught on ${error.page()?.url() ?? 'a worker'}`,
      }),
    );
    context.on('console', (message) => {
      if (message.type() === 'error')
        this.#found.push({
          text: message.text(),
          where: `console on ${message.page()?.url() ?? 'a worker'}`,
        });
    });
  }

  unexpected(expected: RegExp | null): string[] {
    return this.#found
      .filter(({ text }) => !expected?.test(text))
      .map(({ text, where }) => `${where}: ${text}`);
  }
}

interface Options {
  /**
   * Matches the page errors (uncaught or console) the test provokes on purpose, such as
   * `failedRequests(401)`; any other fails it. Set with `test.use`, with a comment saying which
   * refusal it is. One pattern, not a list: Playwright would read `[pattern, pattern]` as a
   * fixture's value and options.
   */
  expectedPageErrors: RegExp | null;
}

interface Fixtures {
  pageErrors: PageErrors;
  /** A fresh context at the run's server, watched for errors, closed after the test. */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  /** A page in a `newContext`. */
  newPage: NewPage;
  /** A token of the e2e SuperAdmin (global-setup's E2E_ADMIN), signed in through the API. */
  staffToken: string;
  /** As `newPage` (by default 1280 × 900), already signed in with `staffToken`. */
  staffPage: NewPage;
}

export const test = base.extend<Fixtures & Options>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    await use(workerEnv(BASE_URL_ENV));
  },

  expectedPageErrors: [null, { option: true }],

  pageErrors: async ({ expectedPageErrors }, use) => {
    const errors = new PageErrors();
    await use(errors);
    // After the test's contexts closed (they depend on this fixture), so every event has arrived.
    expect(
      errors.unexpected(expectedPageErrors),
      'the pages reported errors (a test that provokes one names it in expectedPageErrors)',
    ).toEqual([]);
  },

  // The built-in `page` lives in this context: watching the context also covers the popups it opens.
  context: async ({ context, pageErrors }, use) => {
    pageErrors.watch(context);
    await use(context);
  },

  newContext: async ({ browser, baseURL, pageErrors }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({ baseURL, ...options });
      contexts.push(context);
      pageErrors.watch(context);
      return context;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },

  newPage: async ({ newContext }, use) => {
    await use(async (options) => (await newContext(options)).newPage());
  },

  staffToken: async ({ request }, use) => {
    await use(await signInThroughApi(request));
  },

  staffPage: async ({ newContext, staffToken, baseURL }, use) => {
    const origin = new URL(baseURL ?? '').origin;
    await use(async (options = {}) => {
      const context = await newContext({ viewport: { width: 1280, height: 900 }, ...options });
      // Where the app keeps its session (SPEC §6), before any of the page's own scripts runs. Only
      // on the app's origin: about:blank (a new page, axe's scratch page) has no storage and throws.
      await context.addInitScript(
        (session) => {
          if (window.location.origin === session.origin) window.localStorage.setItem('token', session.token);
        },
        { token: staffToken, origin },
      );
      return context.newPage();
    });
  },
});

export { expect };

/** Signs a staff member in through the API, as the app does, and returns the session's token. */
export async function signInThroughApi(
  request: APIRequestContext,
  { email, password }: { email: string; password: string } = E2E_ADMIN,
): Promise<string> {
  const response = await request.post(`${API.accountsBase}${ACCOUNT_PATHS.login}`, {
    data: { email, password },
  });
  expect(response.ok(), `signing ${email} in through the API`).toBe(true);
  return loginResponseSchema.parse(await response.json()).token;
}

/**
 * Fails on any serious or critical axe finding on the page as it is now, once its animations and
 * transitions that end have ended: mid-fade, a dialog's text is judged against what shows through
 * it (a SweetAlert2 dialog opening failed color-contrast once that way).
 */
export async function expectAccessible(page: Page, message?: string): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    message,
  ).toEqual([]);
}
