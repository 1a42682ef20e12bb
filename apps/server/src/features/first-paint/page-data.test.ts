/** Which answers a page carries, and whether a page made from them may be kept. */

import { API } from '@authority/shared/routes';
import { describe, expect, it } from 'vitest';
import { answerOf } from '../../delivery/answer-store.js';
import type { PublicReadResult } from '../../delivery/reads.js';
import { createPageData } from './page-data.js';

type App = Parameters<typeof createPageData>[0];

/** An app whose public reads answer `answer(path)`: a status, and the body when it is 200. */
const appReading = (answer: (path: string) => { status: number; body?: unknown }): App => ({
  publicReads: {
    read: async (url: string): Promise<PublicReadResult> => {
      const { status, body } = answer(url.slice(API.publicBase.length));
      return status === 200
        ? {
            status,
            answer: answerOf(Buffer.from(JSON.stringify(body)), { route: url, headers: [], generation: 0 }),
          }
        : { status };
    },
  } as App['publicReads'],
});

/** An app whose reads answer with the given status by path (200 for any other). */
const appAnswering = (statuses: Record<string, number>) =>
  appReading((path) => ({ status: statuses[path] ?? 200, body: { path } }));

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
    appReading((path) => ({ status: statuses[path] ?? 200, body: bodies[path] ?? [] }));
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
    const failing = appReading((path) => ({ status: path.endsWith('/settings') ? 200 : 503, body: {} }));
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
