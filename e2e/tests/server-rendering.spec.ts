/**
 * Public pages are rendered on the server (decision 005): their content is in the HTML, readable with
 * JavaScript off, and the app then takes the same markup over without an error.
 */

import { CONTACT_FORM_TEXTS } from '@authority/shared/contact-form-texts';
import { EVENT_FORM_UI_TEXTS } from '@authority/shared/event-form-texts';
import { formatLongDate } from '@authority/shared/format-date';
import { LOADER_TEXTS } from '@authority/shared/public-texts';
import { API } from '@authority/shared/routes';
import { SITE } from '@authority/shared/site';
import type { Page } from '@playwright/test';
import { openLanding, waitForApp } from '../support/app.js';
import { expect, test } from '../support/fixtures.js';
import { seededContent } from '../support/public-content.js';
import { chunkPaths, staffChunkPaths } from '../support/staff-chunks.js';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the news, an event and the landing page show their content', async ({ page, request }) => {
    const { newsOnly, events, banners } = await seededContent(request);
    const [latest] = newsOnly;
    const event = events.find((e) => e.isActive && e.date);
    if (!latest || !event?.date || !banners[0])
      throw new Error('the seed lacks news, a banner or a dated event');

    await page.goto('/allNews');
    await expect(page.getByRole('heading', { name: latest.name })).toBeVisible();

    await page.goto(`/event-details/${event.id}`);
    await expect(page.getByRole('heading', { level: 1, name: event.eventName })).toBeVisible();
    await expect(page.getByText(formatLongDate(event.date))).toBeVisible();

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(SITE.fullName);
    // The overlay shows complete and fades by itself; the banner is underneath.
    await expect(page.getByRole('progressbar', { name: LOADER_TEXTS.label })).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: banners[0].name })).toBeVisible();
    // The contact form cannot be sent without the app, so it takes no input yet.
    await expect(page.getByLabel(CONTACT_FORM_TEXTS.name)).toBeDisabled();
  });
});

test("Lucide's icons come without their repeated presentation attributes and are drawn as before", async ({
  page,
}) => {
  await openLanding(page);
  const icons = page.locator('svg.lucide');
  expect(await icons.count()).toBeGreaterThan(10);
  // lib/ui/lucide-icon.ts: the markup has the viewBox and classes; one CSS rule draws the rest.
  expect(await page.locator('svg.lucide[stroke], svg.lucide[width], svg.lucide[xmlns]').count()).toBe(0);
  const icon = page.locator('svg.lucide-send').first();
  await expect(icon).toBeVisible();
  expect(
    await icon.evaluate((svg) => {
      const style = getComputedStyle(svg);
      const { width, height } = svg.getBoundingClientRect();
      return [
        width,
        height,
        style.fill,
        style.strokeWidth,
        style.strokeLinecap,
        style.stroke === style.color,
      ];
    }),
  ).toEqual([16, 16, 'none', '2px', 'round', true]);
  // The icon of a link to another site is drawn by CSS, at the same size, in the link's colour.
  expect(await page.locator('a.external-link svg').count()).toBe(0);
  const external = page.locator('a.external-link:visible').first();
  await expect(external).toBeVisible();
  expect(
    await external.evaluate((link) => {
      const icon = getComputedStyle(link, '::after');
      const mask = icon.getPropertyValue('mask-image') || icon.getPropertyValue('-webkit-mask-image');
      return [
        icon.width,
        icon.height,
        mask.startsWith('url("data:image/svg+xml'),
        icon.backgroundColor === getComputedStyle(link).color,
      ];
    }),
  ).toEqual(['16px', '16px', true, true]);
});

test('the app takes each server-rendered page over without an error, and its forms open', async ({
  page,
  request,
}) => {
  // A hydration mismatch is a console error, which fails the test at teardown (support/fixtures.ts).
  const { newsOnly, events } = await seededContent(request);
  const paths = [
    '/',
    '/allNews',
    '/UserEvent',
    `/showNews/${newsOnly[0]?.id}`,
    `/event-details/${events[0]?.id}`,
  ];
  for (const path of paths) {
    await page.goto(path);
    await waitForApp(page);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.getByLabel(CONTACT_FORM_TEXTS.name), path).toBeEnabled();
  }
});

test('the app takes the landing page over in place: no element is moved or made again, <html> is left alone', async ({
  page,
}) => {
  // What the app does to the server's markup from the moment it is parsed (a MutationObserver set
  // up before any script runs): every element taken out of the page, and every attribute of <html>
  // written. Moving the whole page, or writing <html dir>, lays out or restyles all of it.
  await page.addInitScript(() => {
    const seen = { removed: [] as string[], htmlAttributes: [] as string[] };
    Object.assign(window, { __takeOver: seen });
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.type === 'attributes' && record.target === document.documentElement)
            seen.htmlAttributes.push(String(record.attributeName));
          record.removedNodes.forEach((node) => {
            if (node instanceof Element) seen.removed.push(node.outerHTML.slice(0, 120));
          });
        }
      }).observe(document.documentElement, { subtree: true, childList: true, attributes: true });
    });
  });
  for (const path of ['/', '/ar']) {
    await openLanding(page, path);
    const seen = await page.evaluate(
      () => (window as unknown as { __takeOver: { removed: string[]; htmlAttributes: string[] } }).__takeOver,
    );
    // The loading overlay goes once it has faded; nothing else of the server's page goes.
    expect(
      seen.removed.filter((html) => !html.includes('animate-overlay-out')),
      path,
    ).toEqual([]);
    expect(
      seen.htmlAttributes.filter((name) => name === 'lang' || name === 'dir'),
      path,
    ).toEqual([]);
  }
});

test("a page's route chunks and its language's texts are fetched beside the entry, not after it", async ({
  request,
}) => {
  const html = await (await request.get('/ar/allNews')).text();
  const preloaded = new Set(html.match(/data-preload="([^"]*)"/)?.[1]?.split(' '));
  for (const page of chunkPaths(/src\/app\/routes\/site\/all-news-page\.tsx$/))
    expect(preloaded).toContain(page);
  expect([...preloaded].some((href) => /\/public-ar-[\w-]+\.js$/.test(href))).toBe(true);
  expect([...preloaded].some((href) => /\/pages-ar-[\w-]+\.js$/.test(href))).toBe(true);
  const english = await (await request.get('/')).text();
  expect(english).not.toMatch(/data-preload="[^"]*-ar-/);
});

test('every class a public page names is one its stylesheet styles', async ({ request }) => {
  // Repeated utility lists are classes of index.css (decision 028): one missing there would leave
  // its elements unstyled without any error.
  const { newsOnly, events } = await seededContent(request);
  const landing = await (await request.get('/')).text();
  const stylesheet = landing.match(/<link rel="stylesheet"[^>]* href="([^"]+\.css)"/)?.[1];
  expect(stylesheet).toBeDefined();
  const css = await (await request.get(stylesheet ?? '')).text();
  const styled = new Set(
    [...css.matchAll(/\.((?:\\.|[\w-])+)/g)].map((match) => match[1]?.replace(/\\(.)/g, '$1')),
  );
  const unstyled = new Set<string>();
  for (const path of [
    '/',
    '/ar',
    '/allNews',
    `/showNews/${newsOnly[0]?.id}`,
    `/event-details/${events[0]?.id}`,
    '/UserEvent',
  ]) {
    const html = path === '/' ? landing : await (await request.get(path)).text();
    for (const [, names = ''] of html.matchAll(/class="([^"]*)"/g))
      for (const name of names.split(/\s+/)) {
        // Lucide names each icon by a class of its own, which nothing styles.
        if (name && !styled.has(name) && !name.startsWith('lucide-')) unstyled.add(`${path}: ${name}`);
      }
  }
  expect([...unstyled]).toEqual([]);
  expect(styled.has('story-card')).toBe(true);
});

test("the app's code is fetched once the page has loaded and painted its content, not before", async ({
  page,
}) => {
  for (const path of ['/ar/showNews/1', '/']) {
    await page.goto(path);
    await waitForApp(page);
    const timing = await page.evaluate(() => {
      const entry = document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.entry ?? '';
      const fetched = performance
        .getEntriesByType('resource')
        .find((resource) => new URL(resource.name).pathname === entry);
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return {
        fetched: fetched?.startTime,
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        loaded: navigation?.loadEventStart,
      };
    });
    expect(timing.fetched, path).toBeDefined();
    expect(timing.fetched, path).toBeGreaterThanOrEqual(timing.painted ?? Number.POSITIVE_INFINITY);
    expect(timing.fetched, path).toBeGreaterThanOrEqual(timing.loaded ?? Number.POSITIVE_INFINITY);
  }
});

test("the footer's contact form fetches its code only when the visitor nears the footer", async ({
  page,
}) => {
  const formChunks = chunkPaths(/src\/features\/contact-form\//);
  expect(formChunks.size).toBe(1);
  const requested: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') requested.push(new URL(r.url()).pathname);
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  expect(requested.filter((path) => formChunks.has(path))).toEqual([]);
  // The server's form is there all along, waiting for the app.
  await expect(page.getByLabel(CONTACT_FORM_TEXTS.name)).toBeDisabled();

  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByLabel(CONTACT_FORM_TEXTS.name)).toBeEnabled();
  expect(requested.filter((path) => formChunks.has(path))).toEqual([...formChunks]);
});

test("an event form fetches its checks' code when the visitor starts on the form", async ({
  page,
  request,
}) => {
  const rules = chunkPaths(/packages\/shared\/src\/event-forms\.ts$/);
  expect(rules.size).toBe(1);
  const requested: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') requested.push(new URL(r.url()).pathname);
  });
  const { events } = await seededContent(request);
  const event = events.find((e) => e.isActive);
  if (!event) throw new Error('the seed lacks an active event');
  await page.goto(`/event/${event.id}`);
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  expect(requested.filter((path) => rules.has(path))).toEqual([]);

  await page.getByLabel(EVENT_FORM_UI_TEXTS.fullName, { exact: true }).focus();
  await expect.poll(() => requested.filter((path) => rules.has(path))).toEqual([...rules]);
});

test('no public page asks for a staff chunk, while the dashboard does', async ({ page, request }) => {
  const staff = staffChunkPaths();
  expect(staff.size).toBeGreaterThan(0);
  const requested: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') requested.push(new URL(r.url()).pathname);
  });
  const { newsOnly, events } = await seededContent(request);
  const event = events[0];
  const publicPages = [
    '/',
    '/allNews',
    '/UserEvent',
    `/showNews/${newsOnly[0]?.id}`,
    `/event-details/${event?.id}`,
    `/event/${event?.id}`,
    `/event-sponser/${event?.id}`,
  ];
  for (const path of publicPages) {
    await page.goto(path);
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
  }
  expect(requested.filter((file) => staff.has(file))).toEqual([]);

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The check can see a staff chunk: the sign-in page is one.
  expect(requested.some((file) => staff.has(file))).toBe(true);
});

test('the Arabic news list stays where it is when the bold Arabic face arrives after the first paint', async ({
  page,
  request,
  staffToken,
}) => {
  // Two items of its own at the top of the list, which it measures: other tests' news (titles with
  // a changing 13-digit number) may wrap at another place in either face, on any screen.
  const titles = [
    'الوقاية من ضربات الشمس في أيام الصيف الحارة',
    'تطعيم الأطفال في المراكز الصحية قبل العام الدراسي',
  ];
  const created: number[] = [];
  for (const name of titles) {
    const response = await request.post(`${API.publicBase}/news`, {
      headers: { authorization: `Bearer ${staffToken}` },
      data: {
        name: 'Written for the font-swap check',
        description: 'Heat and vaccination advice.',
        translations: { ar: { name, description: 'نصائح للوقاية من الحر والتطعيم.' } },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    created.push(((await response.json()) as { id: number }).id);
  }
  // A phone's width, where a heading's width decides its number of lines.
  await page.setViewportSize({ width: 412, height: 823 });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/plex-arabic-700-\w+-[\w-]+\.woff2$/, async (route) => {
    await held;
    await route.continue();
  });
  // Not until `load`: the held face keeps the page loading.
  await page.goto('/ar/allNews', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('main li h2').first()).toBeVisible();
  const boldFace = (status: FontFaceLoadStatus) =>
    page.evaluate((wanted) => {
      let found = false;
      document.fonts.forEach((face) => {
        if (face.family.replace(/"/g, '') === 'IBM Plex Sans Arabic' && face.weight === '700')
          found ||= face.status === wanted;
      });
      return found;
    }, status);
  const layout = () =>
    page.evaluate(async (ours) => {
      // Every other face the page asked for is in, so only the bold one can still move the text.
      const loading: Promise<FontFace>[] = [];
      document.fonts.forEach((face) => {
        if (face.status === 'loading' && face.weight !== '700') loading.push(face.loaded);
      });
      await Promise.all(loading);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      // This test's cards, newest first at the top: what a visitor sees in the first screen.
      return Array.from(document.querySelectorAll('main li'))
        .filter((card) => ours.includes(card.querySelector('h2')?.textContent ?? ''))
        .map((card) => {
          const box = card.getBoundingClientRect();
          return `${card.querySelector('h2')?.textContent}: top ${Math.round(box.top)}, height ${Math.round(box.height)}`;
        });
    }, titles);

  await expect.poll(() => boldFace('loading')).toBe(true);
  const before = await layout();
  expect(before).toHaveLength(2);
  release();
  await expect.poll(() => boldFace('loaded')).toBe(true);
  expect(await layout()).toEqual(before);
  for (const id of created) {
    const gone = await request.delete(`${API.publicBase}/news/${id}`, {
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(gone.ok()).toBe(true);
  }
});

/** The font files `path` downloads once its fonts are ready, by name (without the build's hash), with their sizes. */
async function fontsOf(page: Page, path: string) {
  const fonts: { file: string; bytes: number }[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.woff2')) return;
    const file = (response.url().split('/').pop() ?? '').replace(/-[\w-]{8}\.woff2$/, '');
    fonts.push({ file, bytes: (await response.body()).byteLength });
  });
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(() => fonts.length).toBeGreaterThan(0);
  return fonts.sort((a, b) => a.file.localeCompare(b.file));
}

test('an English page fetches the core of Inter, one file for all its weights, and no Arabic face', async ({
  page,
}) => {
  // The news list shows regular, semibold and bold text.
  const fonts = await fontsOf(page, '/allNews');
  expect(fonts.map((font) => font.file)).toEqual(['inter-core']);
  // Three static weights were 72 KB; Inter's whole Latin subset 48 KB (decision 024).
  expect(fonts[0]?.bytes).toBeLessThan(30 * 1024);
});

test('an Arabic page fetches the cores of its faces, not the rest of their ranges', async ({ page }) => {
  const fonts = await fontsOf(page, '/ar/allNews');
  expect(fonts.map((font) => font.file)).toEqual([
    'inter-core',
    'plex-arabic-400-core',
    'plex-arabic-700-core',
  ]);
  // The whole faces were 135 KB, with the whole Arabic block as the core 85 KB (decision 024).
  expect(fonts.reduce((sum, font) => sum + font.bytes, 0)).toBeLessThan(64 * 1024);
});

test.describe('on a phone (412 px at 1.75 device pixels a pixel)', () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });

  test("the Arabic landing page's banner text stays where it is when the Arabic faces arrive", async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/plex-arabic-[47]00-\w+-[\w-]+\.woff2$/, async (route) => {
      await held;
      await route.continue();
    });
    // Not until `load`: the held faces keep the page loading.
    await page.goto('/ar', { waitUntil: 'domcontentloaded' });
    const banner = page.locator('#home');
    await expect(banner.locator('h1')).toBeVisible();
    const arabicFaces = (status: FontFaceLoadStatus) =>
      page.evaluate((wanted) => {
        const faces: FontFace[] = [];
        document.fonts.forEach((face) => {
          if (face.family.replace(/"/g, '') === 'IBM Plex Sans Arabic') faces.push(face);
        });
        return (
          faces.length > 0 && faces.every((face) => face.status === wanted || face.status === 'unloaded')
        );
      }, status);
    const layout = () =>
      banner.evaluate(async (element) => {
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const top = (selector: string) =>
          Math.round(element.querySelector(selector)?.getBoundingClientRect().top ?? -1);
        return { heading: top('h1'), slides: top('section') };
      });

    // The system's font, until the faces come.
    await expect.poll(() => arabicFaces('loading')).toBe(true);
    const before = await layout();
    release();
    await expect.poll(() => arabicFaces('loaded')).toBe(true);
    expect(await layout()).toEqual(before);
  });

  test('the events page downloads the narrower width of each upload it shows, never the full image', async ({
    page,
  }) => {
    const uploads: { file: string; status: number; type: string | undefined }[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (!pathname.startsWith('/uploads/')) return;
      uploads.push({
        file: pathname.slice('/uploads/'.length),
        status: response.status(),
        type: response.headers()['content-type'],
      });
    });
    await page.goto('/UserEvent');
    await page.waitForLoadState('load');
    // A card fills the phone's width: 412 × 1.75 = 721 device pixels, so the 960 px width.
    await expect.poll(() => uploads.length).toBeGreaterThan(0);
    for (const upload of uploads) {
      expect(upload.file).toMatch(/^[0-9a-f]{32}-960w\.webp$/);
      expect(upload.status).toBe(200);
      expect(upload.type).toBe('image/webp');
    }
    // The first card with a picture shows the same width (cards of events other journeys made,
    // without one, may come before it and show the logo).
    const first = await page
      .locator('main li img')
      .evaluateAll((images: HTMLImageElement[]) =>
        images.map((image) => image.currentSrc).find((src) => src.includes('/uploads/')),
      );
    expect(first).toMatch(/-960w\.webp$/);
  });
});
