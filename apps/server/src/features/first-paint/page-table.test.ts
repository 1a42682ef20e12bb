/**
 * The page table against the server: every read a page's first paint embeds is a public read the
 * API answers (a read that does not exist would embed nothing, and the page would fetch it again).
 */
import { LOCALES, localizedReadPath } from '@authority/shared/locales';
import { PUBLIC_PAGE_KEYS, pageSpec, readsOfPage } from '@authority/shared/public-pages';
import { API } from '@authority/shared/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, createNews } from '../../db/factories.js';
import { createTestApp, type TestApp } from '../../test/app.js';

let t: TestApp;
let values: { id: number; newsId: number };

beforeAll(async () => {
  t = await createTestApp();
  values = { id: (await createEvent(t.db)).id, newsId: (await createNews(t.db)).id };
});
afterAll(() => t.close());

describe('the reads of the page table', () => {
  it.each(PUBLIC_PAGE_KEYS)('%s reads only what the public API answers, in every language', async (key) => {
    const spec = pageSpec(key);
    const id = spec.item === 'news' ? values.newsId : values.id;
    const params = { id, tab: 'all', pageNumber: 1 };
    for (const locale of LOCALES)
      for (const read of readsOfPage(key, params)) {
        const { status } = await t.app.publicReads.read(
          `${API.publicBase}${localizedReadPath(read, locale)}`,
        );
        expect(status, `${key}: ${read}`).toBe(200);
      }
  });
});
