import { Writable } from 'node:stream';
import {
  FEEDBACK_COMMENT_MAX,
  PAGE_FEEDBACK_PATHS as P,
  PAGE_FEEDBACK_TEXTS,
} from '@authority/shared/page-feedback';
import { PAGE_FEEDBACK_TEXTS_BY_LOCALE } from '@authority/shared/page-feedback-staff-texts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, events, news, organizations, pageFeedback } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { manualClock } from '../../test/clock.js';
import { bearer, createStaff, signIn, type TestStaff } from '../../test/staff.js';
import { runRetention } from '../privacy/index.js';

const BASE = '/api/v1/admin';
const DAY_MS = 86_400_000;
const clock = manualClock('2026-06-01T09:00:00Z');
let t: TestApp;
let staff: TestStaff;
let token: string;
const ids = { news: 0, draft: 0, scheduled: 0, event: 0, institution: 0 };

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `${BASE}${url}`, payload, headers });
const voteOn = (payload: object, query = '') => post(`${P.vote}${query}`, payload);
const asStaff = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `${BASE}${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
const rowOf = async (id: number) =>
  (await t.db.select().from(pageFeedback).where(eq(pageFeedback.id, id)))[0];

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  staff = await createStaff(t, { firstName: 'Mona', lastName: 'Saleh' });
  token = await signIn(t, staff);
  const item = (name: string, extra: object = {}) =>
    t.db
      .insert(news)
      .values({ name, description: 'About the clinic', ...extra })
      .returning({ id: news.id })
      .then(([row]) => row?.id ?? 0);
  ids.news = await item('Flu clinic opens');
  ids.draft = await item('Draft item', { isPublished: false });
  ids.scheduled = await item('Later item', { publishAt: new Date('2026-07-01T00:00:00Z') });
  const [event] = await t.db
    .insert(events)
    .values({ eventName: 'Cardiology day', date: '2026-09-01' })
    .returning({ id: events.id });
  ids.event = event?.id ?? 0;
  const [institution] = await t.db
    .insert(organizations)
    .values({ name: 'Amanah General Hospital' })
    .returning({ id: organizations.id });
  ids.institution = institution?.id ?? 0;
});
afterAll(() => t.close());

describe('POST {api}/page-feedback (a visitor votes)', () => {
  it('stores the vote with the page, item, language and comment, and nothing that names the visitor', async () => {
    const res = await voteOn({
      page: 'news',
      itemId: ids.news,
      useful: false,
      comment: '  The map is missing.  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['set-cookie']).toBeUndefined();
    const body = res.json();
    expect(body).toEqual({
      message: PAGE_FEEDBACK_TEXTS.en.received,
      id: expect.any(Number),
      token: expect.any(String),
    });
    const row = await rowOf(body.id);
    expect(row).toEqual({
      id: body.id,
      page: 'news',
      itemId: ids.news,
      locale: 'en',
      useful: false,
      comment: 'The map is missing.',
      createdAt: clock.now(),
      handledAt: null,
      handledBy: null,
    });
    // No column of the row holds the client's address (inject's is 127.0.0.1).
    expect(JSON.stringify(row)).not.toContain('127.0.0.1');
  });

  it('takes a vote on an event and on an institution, in Arabic, without a comment', async () => {
    for (const [page, itemId] of [
      ['events', ids.event],
      ['institutions', ids.institution],
    ] as const) {
      const res = await voteOn({ page, itemId, useful: true }, '?lang=ar');
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe(PAGE_FEEDBACK_TEXTS.ar.received);
      expect(await rowOf(res.json().id)).toMatchObject({
        page,
        itemId,
        locale: 'ar',
        useful: true,
        comment: null,
      });
    }
  });

  it.each([
    [
      { page: 'news', itemId: 1, useful: true, comment: 'x'.repeat(FEEDBACK_COMMENT_MAX + 1) },
      'comment',
      'commentTooLong',
    ],
    [{ page: 'about', itemId: 1, useful: true }, 'page', 'pageInvalid'],
    [{ page: 'news', itemId: -3, useful: true }, 'itemId', 'pageInvalid'],
    [{ page: 'news', itemId: 1, useful: 'yes' }, 'useful', 'usefulRequired'],
  ] as const)(
    'refuses %j with 400 naming the field, in each language, storing nothing',
    async (payload, field, key) => {
      const before = (await t.db.select().from(pageFeedback)).length;
      for (const locale of ['en', 'ar'] as const) {
        const res = await voteOn(payload, locale === 'ar' ? '?lang=ar' : '');
        expect(res.statusCode).toBe(400);
        const texts = PAGE_FEEDBACK_TEXTS[locale];
        const expected = key === 'commentTooLong' ? texts.commentTooLong(FEEDBACK_COMMENT_MAX) : texts[key];
        expect(res.json().errors[field]).toEqual([expected]);
      }
      expect((await t.db.select().from(pageFeedback)).length).toBe(before);
    },
  );

  it('accepts a comment of exactly the limit', async () => {
    const res = await voteOn({
      page: 'news',
      itemId: ids.news,
      useful: true,
      comment: 'y'.repeat(FEEDBACK_COMMENT_MAX),
    });
    expect(res.statusCode).toBe(201);
  });

  it('answers 404 for an item visitors do not see: a draft, a scheduled one, an unknown or deleted one', async () => {
    const [gone] = await t.db.insert(news).values({ name: 'Gone' }).returning({ id: news.id });
    await t.db.delete(news).where(eq(news.id, gone?.id ?? 0));
    const before = (await t.db.select().from(pageFeedback)).length;
    for (const [page, itemId] of [
      ['news', ids.draft],
      ['news', ids.scheduled],
      ['news', gone?.id ?? 0],
      ['events', 999_999],
      ['institutions', ids.news + 999_999],
    ] as const) {
      const res = await voteOn({ page, itemId, useful: true });
      expect(res.statusCode, `${page} ${itemId}`).toBe(404);
      expect(res.json()).toEqual({ message: PAGE_FEEDBACK_TEXTS.en.notFound });
    }
    expect((await t.db.select().from(pageFeedback)).length).toBe(before);
  });
});

describe('POST {api}/page-feedback/{id}/comment (the comment after the vote)', () => {
  it('adds the comment once with the vote’s token, within the hour', async () => {
    const vote = (await voteOn({ page: 'news', itemId: ids.news, useful: true })).json();
    const wrong = await post(P.comment(vote.id), { token: `${vote.token}x`, comment: 'Clear, thanks' });
    expect(wrong.statusCode).toBe(404);
    const other = await post(P.comment(vote.id + 1000), { token: vote.token, comment: 'Clear, thanks' });
    expect(other.statusCode).toBe(404);
    const empty = await post(P.comment(vote.id), { token: vote.token, comment: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.comment).toEqual([PAGE_FEEDBACK_TEXTS.en.commentRequired]);

    const res = await post(`${P.comment(vote.id)}?lang=ar`, { token: vote.token, comment: ' واضح، شكرًا ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PAGE_FEEDBACK_TEXTS.ar.commentReceived });
    expect((await rowOf(vote.id))?.comment).toBe('واضح، شكرًا');

    const again = await post(P.comment(vote.id), { token: vote.token, comment: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect((await rowOf(vote.id))?.comment).toBe('واضح، شكرًا');
  });

  it('refuses it an hour after the vote', async () => {
    const vote = (await voteOn({ page: 'events', itemId: ids.event, useful: false })).json();
    clock.advance(61 * 60_000);
    const res = await post(P.comment(vote.id), { token: vote.token, comment: 'Too late' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: PAGE_FEEDBACK_TEXTS.en.commentClosed });
    expect((await rowOf(vote.id))?.comment).toBeNull();
  });
});

describe('the limits', () => {
  it('answers 429 once a client has voted FORM_POSTS_PER_MINUTE times in a minute', async () => {
    const limited = await createTestApp({ env: { FORM_POSTS_PER_MINUTE: '3' } });
    try {
      const [item] = await limited.db.insert(news).values({ name: 'Item' }).returning({ id: news.id });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: `${BASE}${P.vote}`,
          payload: { page: 'news', itemId: item?.id, useful: true },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      expect((await limited.db.select().from(pageFeedback)).length).toBe(3);
    } finally {
      await limited.close();
    }
  });

  it('writes no comment to the log', async () => {
    let logged = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logged += String(chunk);
        done();
      },
    });
    const logging = await createTestApp({ logger: { level: 'trace', stream } });
    try {
      const [item] = await logging.db.insert(news).values({ name: 'Item' }).returning({ id: news.id });
      const res = await logging.app.inject({
        method: 'POST',
        url: `${BASE}${P.vote}`,
        payload: { page: 'news', itemId: item?.id, useful: false, comment: 'my-secret-words' },
      });
      expect(res.statusCode).toBe(201);
      await logging.app.close();
      expect(logged).toContain('/page-feedback');
      expect(logged).not.toContain('my-secret-words');
    } finally {
      await logging.close().catch(() => undefined);
    }
  });
});

describe('staff', () => {
  it('refuses visitors and Editors', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: `${BASE}${P.staffCounts}` });
    expect(anonymous.statusCode).toBe(401);
    const editor = await createStaff(t, { role: 'Editor' });
    const editorToken = await signIn(t, editor);
    for (const url of [P.staffCounts, P.staffComments]) {
      const res = await t.app.inject({ method: 'GET', url: `${BASE}${url}`, headers: bearer(editorToken) });
      expect(res.statusCode).toBe(403);
    }
  });

  it('counts the yes and no votes of the last 30 days per page, in the database', async () => {
    const fresh = await createTestApp({ clock: clock.now });
    try {
      const [a] = await fresh.db.insert(news).values({ name: 'Flu clinic' }).returning({ id: news.id });
      const [b] = await fresh.db
        .insert(organizations)
        .values({ name: 'Eye hospital' })
        .returning({ id: organizations.id });
      const cast = (page: string, itemId: number | undefined, useful: boolean) =>
        fresh.app.inject({ method: 'POST', url: `${BASE}${P.vote}`, payload: { page, itemId, useful } });
      // 31 days before the reading: not counted.
      await cast('news', a?.id, true);
      await cast('news', a?.id, true);
      clock.advance(2 * DAY_MS);
      // 29 days before: counted.
      await cast('news', a?.id, false);
      clock.advance(29 * DAY_MS);
      await cast('news', a?.id, true);
      await cast('news', a?.id, false);
      await cast('news', a?.id, false);
      await cast('institutions', b?.id, true);
      const admin = await createStaff(fresh);
      const res = await fresh.app.inject({
        method: 'GET',
        url: `${BASE}${P.staffCounts}`,
        headers: bearer(await signIn(fresh, admin)),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({
        days: 30,
        pages: [
          { page: 'news', itemId: a?.id, title: 'Flu clinic', yes: 1, no: 3 },
          { page: 'institutions', itemId: b?.id, title: 'Eye hospital', yes: 1, no: 0 },
        ],
      });
    } finally {
      await fresh.close();
    }
  });

  it('lists the comments newest first, marks one handled (audited) and opens it again', async () => {
    // The clock has moved past the session's life.
    token = await signIn(t, staff);
    const first = (
      await voteOn({ page: 'news', itemId: ids.news, useful: false, comment: 'Older comment' })
    ).json();
    clock.advance(60_000);
    const second = (
      await voteOn({ page: 'events', itemId: ids.event, useful: true, comment: 'Newest comment' })
    ).json();
    const list = await asStaff('GET', P.staffComments);
    expect(list.statusCode).toBe(200);
    const { items, total, page, pageSize } = list.json();
    expect({ page, pageSize }).toEqual({ page: 1, pageSize: 20 });
    expect(items.every((row: { comment: string }) => row.comment.length > 0)).toBe(true);
    expect(items.length).toBe(Math.min(total, 20));
    expect(items[0]).toEqual({
      id: second.id,
      page: 'events',
      itemId: ids.event,
      title: 'Cardiology day',
      locale: 'en',
      useful: true,
      comment: 'Newest comment',
      createdAt: clock.now().toISOString(),
      handledAt: null,
      handledBy: null,
    });
    expect(items[1]).toMatchObject({ id: first.id, title: 'Flu clinic opens', comment: 'Older comment' });

    const handled = await asStaff('PUT', P.staffHandled(first.id), { handled: true });
    expect(handled.statusCode).toBe(200);
    expect(handled.json()).toEqual({
      message: PAGE_FEEDBACK_TEXTS_BY_LOCALE.en.markedHandled,
      id: first.id,
      handledAt: clock.now().toISOString(),
    });
    expect(await rowOf(first.id)).toMatchObject({ handledAt: clock.now(), handledBy: staff.id });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'page-feedback.handled'), eq(auditLog.entityId, String(first.id))));
    expect(entry).toMatchObject({
      actorUserId: staff.id,
      entity: 'page_feedback',
      details: { page: 'news', itemId: ids.news },
    });
    expect(JSON.stringify(entry)).not.toContain('Older comment');

    const open = (await asStaff('GET', `${P.staffComments}?handled=false`)).json();
    expect(open.items.map((row: { id: number }) => row.id)).not.toContain(first.id);
    const done = (await asStaff('GET', `${P.staffComments}?handled=true`)).json();
    expect(done.items).toEqual([expect.objectContaining({ id: first.id, handledBy: 'Mona Saleh' })]);

    const reopened = await asStaff('PUT', P.staffHandled(first.id), { handled: false });
    expect(reopened.statusCode).toBe(200);
    expect(await rowOf(first.id)).toMatchObject({ handledAt: null, handledBy: null });
    expect(
      await t.db.select().from(auditLog).where(eq(auditLog.action, 'page-feedback.reopened')),
    ).toHaveLength(1);
    expect((await asStaff('PUT', P.staffHandled(999_999), { handled: true })).statusCode).toBe(404);
    expect((await asStaff('PUT', P.staffHandled(first.id), { handled: 'yes' })).statusCode).toBe(400);
  });

  it('deletes a vote and its comment (audited)', async () => {
    token = await signIn(t, staff);
    const vote = (
      await voteOn({ page: 'news', itemId: ids.news, useful: false, comment: 'Delete me' })
    ).json();
    const res = await asStaff('DELETE', P.staffItem(vote.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: PAGE_FEEDBACK_TEXTS_BY_LOCALE.en.removed });
    expect(await rowOf(vote.id)).toBeUndefined();
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'page-feedback.delete'), eq(auditLog.entityId, String(vote.id))));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.actorUserId).toBe(staff.id);
    expect((await asStaff('DELETE', P.staffItem(vote.id))).statusCode).toBe(404);
  });
});

describe('retention', () => {
  it('deletes votes and comments older than the inquiries are kept (365 days by default), keeping newer ones', async () => {
    const old = (
      await voteOn({ page: 'news', itemId: ids.news, useful: false, comment: 'Old comment' })
    ).json();
    clock.advance(200 * DAY_MS);
    const newer = (
      await voteOn({ page: 'news', itemId: ids.news, useful: true, comment: 'Newer comment' })
    ).json();
    clock.advance(166 * DAY_MS);
    const outcome = await runRetention(t.app);
    expect(outcome.pageFeedback).toBeGreaterThanOrEqual(1);
    expect(await rowOf(old.id)).toBeUndefined();
    expect((await rowOf(newer.id))?.comment).toBe('Newer comment');
  });
});
