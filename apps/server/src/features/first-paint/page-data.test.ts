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

describe('pages of something that does not exist', () => {
  /** An app whose reads answer these bodies by path (an empty list for any other). */
  const appWith = (bodies: Record<string, unknown>, statuses: Record<string, number> = {}) =>
    ({
      inject: async ({ url }: { url: string }) => {
        const path = url.replace('/api/v1/admin', '');
        return { statusCode: statuses[path] ?? 200, json: () => bodies[path] ?? [] };
      },
    }) as unknown as Parameters<typeof createPageData>[0];
  const eightEvents = Array.from({ length: 8 }, (_, i) => ({ id: i + 1 }));

  it('marks a page past the last of a list as missing (served, never kept); the first page never', async () => {
    const news = appWith({ '/news/2': [{ id: 1 }] });
    expect((await createPageData(news)('/allNews', 'page=2')).missing).toBeUndefined();
    expect((await createPageData(news)('/allNews', 'page=3')).missing).toBe(true);
    expect((await createPageData(news)('/allNews', 'page=99999999999')).missing).toBe(true);
    expect((await createPageData(appWith({}))('/allNews', '')).missing).toBeUndefined();
    const events = appWith({ '/Events/all': eightEvents });
    expect((await createPageData(events)('/UserEvent', 'page=1')).missing).toBeUndefined();
    expect((await createPageData(events)('/UserEvent', 'page=2')).missing).toBe(true);
  });

  it('marks the page of an item that does not exist, or of an id that cannot, as missing without reading it', async () => {
    const app = appWith({ '/news/id/4': { id: 4 } }, { '/news/id/5': 404 });
    expect((await createPageData(app)('/showNews/4')).missing).toBeUndefined();
    expect((await createPageData(app)('/showNews/5')).missing).toBe(true);
    const impossible = await createPageData(app)(`/showNews/${'9'.repeat(15_000)}`);
    expect(impossible).toEqual({ data: { '/settings': [] }, complete: true, missing: true });
  });
});

describe('a failed read', () => {
  it('proves nothing missing: the page is only incomplete (not kept), not a page of nothing', async () => {
    const failing = {
      inject: async ({ url }: { url: string }) => ({
        statusCode: url.endsWith('/settings') ? 200 : 503,
        json: () => ({}),
      }),
    } as unknown as Parameters<typeof createPageData>[0];
    for (const [pathname, search] of [
      ['/showNews/4', ''],
      ['/event/4', ''],
      ['/allNews', 'page=3'],
      ['/UserEvent', 'page=3'],
    ] as const) {
      const page = await createPageData(failing)(pathname, search);
      expect(page.complete).toBe(false);
      expect(page.missing).toBeUndefined();
    }
  });
});
