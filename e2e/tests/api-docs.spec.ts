import { API } from '@authority/shared/routes';
import { expect, test } from '../support/fixtures.js';

declare global {
  interface Window {
    /** What the page's content security policy refused, recorded from the page's first script on. */
    cspViolations?: string[];
  }
}

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

    const response = await page.goto('/api/docs');
    expect(response?.status()).toBe(200);
    const operations = page.locator('.opblock');
    await expect(operations.first()).toBeVisible();
    expect(await operations.count()).toBeGreaterThan(60);
    await expect(
      page.locator('.opblock-summary-path', { hasText: `${API.publicBase}/AdminPartner` }).first(),
    ).toBeVisible();
    await expect(
      page.locator('.opblock-summary-path', { hasText: `${API.accountsBase}/login` }).first(),
    ).toBeVisible();

    // Opening one shows its parameters and answers, drawn from the document.
    await page
      .locator('.opblock-summary', { hasText: `${API.accountsBase}/register` })
      .first()
      .click();
    await expect(page.locator('.opblock.is-open').getByText('401', { exact: true }).first()).toBeVisible();

    expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
    // Everything the page loaded came from this site (data: images aside): no content network.
    const origin = new URL(page.url()).origin;
    expect(requested.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:'))).toEqual([]);
  });
});
