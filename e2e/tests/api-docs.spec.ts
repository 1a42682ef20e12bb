import { API } from '@authority/shared/routes';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';

declare global {
  interface Window {
    /** What the page's content security policy refused, recorded from the page's first script on. */
    cspViolations?: string[];
  }
}

const DOCS_PATH = '/api/docs';
const OPENAPI_PATH = '/api/openapi.json';
const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

test.describe('the API documentation', () => {
  test('/api/docs renders every operation from the site itself, with no policy violation', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      window.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));

    const response = await page.goto(DOCS_PATH);
    expect(response?.status()).toBe(200);
    const operations = page.locator('.opblock');
    await expect(operations.first()).toBeVisible();
    // Swagger UI draws a long list only where it is in view (a virtual list): scroll through it as a
    // reader does and collect every operation drawn on the way, then compare with the document.
    const spec = (await (await page.request.get(OPENAPI_PATH)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.values(spec.paths).flatMap((item) =>
      Object.keys(item).filter((key) => HTTP_METHODS.has(key)),
    ).length;
    expect(documented).toBeGreaterThan(60);
    const drawn = new Set<string>();
    await scrollThrough(page, async () => {
      for (const id of await operations.evaluateAll((blocks) => blocks.map((block) => block.id)))
        drawn.add(id);
      return false;
    });
    expect(drawn.size).toBe(documented);
    expect(drawn).toContain('operations-Public-get_api_v1_admin_AdminPartner');
    expect(drawn).toContain('operations-Accounts-post_api_v1_Accounts_login');

    // Opening one shows its parameters and answers, drawn from the document.
    await page.evaluate(() => window.scrollTo(0, 0));
    const register = page.locator('.opblock-summary', { hasText: `${API.accountsBase}/register` });
    await scrollThrough(page, async () => (await register.count()) > 0);
    await register.first().click();
    await expect(page.locator('.opblock.is-open').getByText('401', { exact: true }).first()).toBeVisible();

    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
    // Everything the page loaded came from this site (data: images aside): no content network.
    const origin = new URL(page.url()).origin;
    expect(requested.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:'))).toEqual([]);
  });
});

/**
 * Scrolls the page down half a screen at a time, from where it is to its end, asking `stop` at
 * each step whether what it looks for is drawn.
 */
async function scrollThrough(page: Page, stop: () => Promise<boolean>) {
  for (let atEnd = false; !atEnd; ) {
    if (await stop()) return;
    atEnd = await page.evaluate(async () => {
      const end = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      window.scrollBy(0, window.innerHeight / 2);
      // Two frames: the list has measured the new offset and drawn what came into view.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return end;
    });
  }
  await stop();
}
