import type { Page } from '@playwright/test';

/**
 * Waits until the web app runs the page: public pages arrive server-rendered and the app starts
 * (hydrates) only after the page has loaded, so a test that clicks the app's own controls, or
 * counts the scripts a page asked for, waits for this first.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}
