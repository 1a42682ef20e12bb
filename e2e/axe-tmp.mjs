import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await ctx.newPage();
await page.goto('http://127.0.0.1:4600/', { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
const r = await new AxeBuilder({ page }).withRules(['aria-allowed-role']).analyze();
for (const v of r.violations)
  for (const n of v.nodes) console.log(v.id, n.html.slice(0, 200), n.failureSummary);
console.log('done', r.violations.length);
await browser.close();
