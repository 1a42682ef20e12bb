/**
 * Preview links and revisions: a link opens its draft for an hour to anyone holding it,
 * never cached nor indexed; every save keeps a revision, two compare field by field, a restore is
 * a new revision, and only the newest 50 stay.
 */
import { REVISIONS_KEPT } from '@authority/shared/content-publication';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentRevisions, news } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { manualClock } from '../../test/clock.js';
import { bearer, createStaff, signIn } from '../../test/staff.js';

const API = '/api/v1/admin';
const clock = manualClock('2026-11-20T10:00:00Z');
let t: TestApp;
let token: string;
let editorEmail: string;
let editor: Awaited<ReturnType<typeof createStaff>>;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  editor = await createStaff(t, { role: 'Admin' });
  editorEmail = editor.email;
  token = await signIn(t, editor);
});
afterAll(() => t.close());

const staff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `${API}${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const preview = (previewToken?: string) =>
  t.app.inject({
    method: 'GET',
    url: `${API}/preview`,
    headers: previewToken ? { 'x-preview-token': previewToken } : {},
  });
const tokenOf = (path: string) => path.slice(path.indexOf('#token=') + '#token='.length);

describe('preview links', () => {
  let id: number;
  let link: { path: string; expiresAt: string };

  beforeAll(async () => {
    const res = await staff('POST', '/news', {
      name: 'Draft to preview',
      description: 'Not yet public',
      isPublished: false,
      translations: { ar: { name: 'مسودة للمعاينة' } },
    });
    id = res.json().id;
  });

  it('staff make a link that lasts an hour, its token in the fragment', async () => {
    const res = await staff('POST', `/staff-content/news/${id}/preview-link`);
    expect(res.statusCode).toBe(200);
    link = res.json();
    expect(link.path).toMatch(/^\/preview#token=[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(link.expiresAt).toBe('2026-11-20T11:00:00.000Z');
    expect(
      (await t.app.inject({ method: 'POST', url: `${API}/staff-content/news/${id}/preview-link` }))
        .statusCode,
    ).toBe(401);
    expect((await staff('POST', '/staff-content/news/999999/preview-link')).statusCode).toBe(404);
  });

  it('opens the draft without a sign-in, never cached, never indexed', async () => {
    const res = await preview(tokenOf(link.path));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.json()).toMatchObject({
      type: 'news',
      item: {
        id,
        name: 'Draft to preview',
        isPublished: false,
        translations: { ar: { name: 'مسودة للمعاينة' } },
      },
    });
    // Still no public item.
    expect((await t.app.inject({ method: 'GET', url: `${API}/news/id/${id}` })).statusCode).toBe(404);
  });

  it('is refused after its hour, and when forged or missing', async () => {
    clock.advance(59 * 60_000);
    expect((await preview(tokenOf(link.path))).statusCode).toBe(200);
    clock.advance(60_000);
    const expired = await preview(tokenOf(link.path));
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({
      message: 'This preview link has expired or is not valid. Ask the editor for a new one.',
    });
    expect(expired.headers['cache-control']).toBe('no-store');
    expect((await preview()).statusCode).toBe(410);
    expect((await preview(`${tokenOf(link.path)}x`)).statusCode).toBe(410);
    // A staff token is no preview token.
    expect((await preview(token)).statusCode).toBe(410);
  });
});

describe('revisions', () => {
  let id: number;
  // The preview's hour ended the earlier session (idle 30 minutes).
  beforeAll(async () => {
    token = await signIn(t, editor);
  });
  const body = (name: string, description: string) => ({
    name,
    description,
    createdOn: '2026-11-01T09:00:00Z',
  });

  it('every save keeps a revision: who, when, the values', async () => {
    const created = await staff('POST', '/news', body('First title', 'First text'));
    id = created.json().id;
    clock.advance(60_000);
    await staff('PUT', `/news/${id}`, {
      ...body('Second title', 'Second text'),
      translations: { ar: { name: 'العنوان الثاني' } },
    });
    const res = await staff('GET', `/staff-content/news/${id}/revisions`);
    expect(res.statusCode).toBe(200);
    const revisions = res.json();
    expect(revisions).toHaveLength(2);
    expect(revisions[0]).toMatchObject({
      actorEmail: editorEmail,
      at: clock.now().toISOString(),
      values: {
        name: 'Second title',
        description: 'Second text',
        isPublished: true,
        publishAt: null,
        translations: { ar: { name: 'العنوان الثاني' } },
      },
    });
    expect(revisions[1].values).toMatchObject({ name: 'First title', description: 'First text' });
  });

  it('compares two revisions field by field', async () => {
    const [newer, older] = (await staff('GET', `/staff-content/news/${id}/revisions`)).json();
    const res = await staff('GET', `/staff-content/news/${id}/revisions/${older.id}/diff/${newer.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      from: older.id,
      to: newer.id,
      changes: [
        { field: 'name', before: 'First title', after: 'Second title' },
        { field: 'description', before: 'First text', after: 'Second text' },
        { field: 'ar.name', before: null, after: 'العنوان الثاني' },
      ],
    });
    expect(
      (await staff('GET', `/staff-content/news/${id}/revisions/${older.id}/diff/99999`)).statusCode,
    ).toBe(404);
  });

  it('restores one: the item takes its values, and the restore is itself a new revision', async () => {
    const [, older] = (await staff('GET', `/staff-content/news/${id}/revisions`)).json();
    const res = await staff('POST', `/staff-content/news/${id}/revisions/${older.id}/restore`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      name: 'First title',
      description: 'First text',
      translations: {},
    });
    const [stored] = await t.db.select().from(news).where(eq(news.id, id));
    expect(stored).toMatchObject({ name: 'First title', translations: {} });
    const revisions = (await staff('GET', `/staff-content/news/${id}/revisions`)).json();
    expect(revisions).toHaveLength(3);
    expect(revisions[0].values).toMatchObject({ name: 'First title' });
    // The public read shows it at once.
    expect((await t.app.inject({ method: 'GET', url: `${API}/news/id/${id}` })).json().name).toBe(
      'First title',
    );
    // A revision of another item restores nothing here.
    expect(
      (await staff('POST', `/staff-content/news/${id + 1000}/revisions/${older.id}/restore`)).statusCode,
    ).toBe(404);
  });

  it(`keeps only the last ${REVISIONS_KEPT} per item`, async () => {
    const achievement = (await staff('POST', '/analysis', { title: 'Beds', number: 1 })).json().id;
    for (let n = 0; n < REVISIONS_KEPT + 5; n++)
      await staff('PUT', `/analysis/${achievement}`, { title: `Beds ${n}`, number: n });
    const stored = await t.db
      .select({ id: contentRevisions.id })
      .from(contentRevisions)
      .where(and(eq(contentRevisions.entity, 'analysis'), eq(contentRevisions.entityId, achievement)));
    expect(stored).toHaveLength(REVISIONS_KEPT);
    const revisions = (await staff('GET', `/staff-content/achievements/${achievement}/revisions`)).json();
    expect(revisions).toHaveLength(REVISIONS_KEPT);
    expect(revisions[0].values.title).toBe(`Beds ${REVISIONS_KEPT + 4}`);
    expect(revisions.at(-1).values.title).toBe('Beds 5');
  });

  it('go with their item', async () => {
    await t.app.inject({ method: 'DELETE', url: `${API}/news/${id}`, headers: bearer(token) });
    const left = await t.db
      .select()
      .from(contentRevisions)
      .where(and(eq(contentRevisions.entity, 'news'), eq(contentRevisions.entityId, id)));
    expect(left).toEqual([]);
  });
});
