/** Which answers a page carries, and whether a page made from them may be kept. */
import { describe, expect, it } from 'vitest';
import { createPageData } from './page-data.js';

/** An app whose reads answer with the given status by path (200 for any other). */
function appAnswering(statuses: Record<string, number>) {
  return {
    inject: async ({ url }: { url: string }) => {
      const path = url.replace('/api/v1/admin', '');
      const statusCode = statuses[path] ?? 200;
      return { statusCode, json: () => ({ path }) };
    },
  } as unknown as Parameters<typeof createPageData>[0];
}

describe('createPageData', () => {
  it('carries every 200 answer, and is complete when no read failed', async () => {
    const page = await createPageData(appAnswering({}))('/showNews/4');
    expect(page).toEqual({
      data: { '/settings': { path: '/settings' }, '/news/id/4': { path: '/news/id/4' } },
      complete: true,
    });
  });

  it('is still complete when the item does not exist (404)', async () => {
    const page = await createPageData(appAnswering({ '/news/id/4': 404 }))('/showNews/4');
    expect(Object.keys(page.data)).toEqual(['/settings']);
    expect(page.complete).toBe(true);
  });

  it('is incomplete when a read failed (the database is down), so the page is not kept', async () => {
    const page = await createPageData(appAnswering({ '/settings': 503 }))('/showNews/4');
    expect(Object.keys(page.data)).toEqual(['/news/id/4']);
    expect(page.complete).toBe(false);
  });
});
