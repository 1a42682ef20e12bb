import { LANDING_SECTIONS } from '@authority/shared/routes';
import { SITE } from '@authority/shared/site';
import { waitForApp } from '../support/app.js';
import { expect, test } from '../support/fixtures.js';

test.describe('the built site', () => {
  test('the landing page renders every anchored section', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(SITE.fullName);
    for (const section of LANDING_SECTIONS) {
      await expect(page.locator(`[id="${section.id}"]`)).toBeAttached();
    }
    await expect(page.getByRole('navigation').first()).toContainText('About Us');
  });

  test('the login page renders without dashboard code on the landing page', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await waitForApp(page);
    const landingScripts = [...scripts];

    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/Sign in/);
    // The login route is lazy: it brings scripts the landing page never asked for.
    expect(scripts.length).toBeGreaterThan(landingScripts.length);
  });

  test('the server is ready and answers unknown API paths with JSON', async ({ request }) => {
    const ready = await request.get('/readyz');
    expect(ready.status()).toBe(200);
    const missing = await request.get('/api/v1/admin/no-such-thing');
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Not found.' });
  });
});
