/**
 * Review before publishing (docs/content-review.md): an Editor drafts and asks for review, a
 * reviewer sends it back or publishes it, the author is mailed either way; an Editor's edit of a
 * published item waits as a pending revision; health pages carry review dates, listed and mailed
 * when due. Every answer, stored row and mail is checked.
 */
import { REVIEW_TEXTS_BY_LOCALE } from '@authority/shared/content-review';
import { DEFAULT_SETTINGS } from '@authority/shared/settings';
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, news, pendingRevisions, reviewRequests, users } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { manualClock } from '../../test/clock.js';
import { bearer, createStaff, signIn, type TestStaff } from '../../test/staff.js';

const API = '/api/v1/admin';
const EN = REVIEW_TEXTS_BY_LOCALE.en;
const clock = manualClock('2026-12-01T09:00:00Z');
let t: TestApp;
let editor: TestStaff;
let superAdmin: TestStaff;
let admin: TestStaff;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  editor = await createStaff(t, { role: 'Editor' });
  superAdmin = await createStaff(t, { role: 'SuperAdmin' });
  admin = await createStaff(t, { role: 'Admin' });
  // The Editor's dashboard is in Arabic: their mails come in Arabic.
  await t.db.update(users).set({ locale: 'ar' }).where(eq(users.id, editor.id));
  tokens.editor = await signIn(t, editor);
  tokens.superAdmin = await signIn(t, superAdmin);
  tokens.admin = await signIn(t, admin);
});
afterAll(() => t.close());

type Who = 'editor' | 'superAdmin' | 'admin';
const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `${API}${url}`,
    headers: { ...bearer(tokens[who] ?? ''), 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });
const publicNews = async (id: number) => t.app.inject({ method: 'GET', url: `${API}/news/id/${id}` });
const mailsTo = (email: string, kind: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, kind)))
    .orderBy(asc(mailOutbox.id));
const auditOf = (action: string) => t.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('an Editor writes drafts only', () => {
  it('refuses a create that would publish (no "isPublished": false) or schedule, and stores nothing', async () => {
    const before = await t.db.select().from(news);
    const published = await call('editor', 'POST', '/news', { name: 'Flu clinics open' });
    expect(published.statusCode).toBe(403);
    expect(published.json()).toEqual({ message: EN.editorCannotPublish });
    const scheduled = await call('editor', 'POST', '/news', {
      name: 'Flu clinics open',
      isPublished: true,
      publishAt: '2026-12-10T08:00:00Z',
    });
    expect(scheduled.statusCode).toBe(403);
    const draftScheduled = await call('editor', 'POST', '/news', {
      name: 'Flu clinics open',
      isPublished: false,
      publishAt: '2026-12-10T08:00:00Z',
    });
    expect(draftScheduled.statusCode).toBe(403);
    expect(draftScheduled.json().message).toBe(EN.editorCannotSchedule);
    expect(await t.db.select().from(news)).toHaveLength(before.length);
  });

  it('refuses the people screens: inquiries, accounts, registrations', async () => {
    for (const url of ['/inquiries', '/staff-content/events']) {
      const res = await call('editor', 'GET', url);
      if (url === '/inquiries') expect(res.statusCode).toBe(403);
      else expect(res.statusCode).toBe(200);
    }
    const accounts = await t.app.inject({
      method: 'GET',
      url: '/api/v1/Accounts/users',
      headers: bearer(tokens.editor ?? ''),
    });
    expect(accounts.statusCode).toBe(403);
  });
});

describe('a draft through review', () => {
  let id: number;
  let requestId: number;

  it('the Editor saves a draft; visitors do not see it', async () => {
    const res = await call('editor', 'POST', '/news', {
      name: 'Flu vaccination clinics',
      description: '<p>Every hospital, from Monday.</p>',
      isPublished: false,
      translations: { ar: { name: 'عيادات التطعيم ضد الإنفلونزا' } },
    });
    expect(res.statusCode).toBe(201);
    id = res.json().id;
    expect(res.json()).toMatchObject({ isPublished: false, name: 'Flu vaccination clinics' });
    expect((await publicNews(id)).statusCode).toBe(404);
  });

  it('asks for review with a note: a pending request, the reviewers mailed, audited', async () => {
    const res = await call('editor', 'POST', `/staff-content/news/${id}/review`, { note: 'Dates checked.' });
    expect(res.statusCode).toBe(201);
    expect(res.json().request).toMatchObject({
      kind: 'draft',
      status: 'pending',
      title: 'Flu vaccination clinics',
    });
    requestId = res.json().request.id;
    const [stored] = await t.db.select().from(reviewRequests).where(eq(reviewRequests.id, requestId));
    expect(stored).toMatchObject({ status: 'pending', note: 'Dates checked.', requestedBy: editor.id });
    for (const reviewer of [superAdmin, admin]) {
      const [mail] = await mailsTo(reviewer.email, 'review-requested');
      expect(mail?.subject).toBe(EN.mailRequested.subject('Flu vaccination clinics'));
      expect(mail?.text).toContain('Dates checked.');
      expect(mail?.text).toContain(`/dashboard/review?request=${requestId}`);
      expect(mail?.text).toContain('/dashboard/account#mail-choices');
    }
    expect(await mailsTo(editor.email, 'review-requested')).toHaveLength(0);
    expect((await auditOf('review.request')).at(-1)).toMatchObject({
      entityId: String(id),
      actorUserId: editor.id,
    });
  });

  it('a second request for the same item answers 409', async () => {
    const res = await call('editor', 'POST', `/staff-content/news/${id}/review`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(EN.alreadyPending);
  });

  it('the queue lists it for reviewers and Editors alike', async () => {
    for (const who of ['superAdmin', 'editor'] as const) {
      const res = await call(who, 'GET', '/reviews');
      expect(res.statusCode).toBe(200);
      expect(res.json().items).toEqual([
        expect.objectContaining({
          id: requestId,
          type: 'news',
          itemId: id,
          kind: 'draft',
          note: 'Dates checked.',
        }),
      ]);
    }
    const detail = await call('superAdmin', 'GET', `/reviews/${requestId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().changes).toEqual(
      expect.arrayContaining([
        { field: 'name', before: null, after: 'Flu vaccination clinics' },
        { field: 'ar.name', before: null, after: 'عيادات التطعيم ضد الإنفلونزا' },
      ]),
    );
  });

  it('an Editor cannot decide it, nor publish the item through a write', async () => {
    const publish = await call('editor', 'POST', `/reviews/${requestId}/publish`, {});
    expect(publish.statusCode).toBe(403);
    expect(publish.json().message).toBe(EN.reviewersOnly);
    const put = await call('editor', 'PUT', `/news/${id}`, { name: 'Flu vaccination clinics' });
    expect(put.statusCode).toBe(403);
    expect(put.json().message).toBe(EN.editorCannotPublish);
    const [row] = await t.db.select().from(news).where(eq(news.id, id));
    expect(row?.isPublished).toBe(false);
  });

  it('a send-back needs a comment', async () => {
    const res = await call('superAdmin', 'POST', `/reviews/${requestId}/return`, { comment: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors?.comment).toBeDefined();
  });

  it('the SuperAdmin sends it back: returned, the Editor mailed in Arabic with the comment', async () => {
    const res = await call('superAdmin', 'POST', `/reviews/${requestId}/return`, {
      comment: 'Name the hospitals.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(EN.sentBack);
    const [stored] = await t.db.select().from(reviewRequests).where(eq(reviewRequests.id, requestId));
    expect(stored).toMatchObject({
      status: 'returned',
      comment: 'Name the hospitals.',
      decidedBy: superAdmin.id,
    });
    const [mail] = await mailsTo(editor.email, 'review-returned');
    expect(mail?.subject).toBe(REVIEW_TEXTS_BY_LOCALE.ar.mailReturned.subject('Flu vaccination clinics'));
    expect(mail?.text).toContain('Name the hospitals.');
    expect(mail?.html).toContain('dir="rtl"');
    expect((await auditOf('review.return')).at(-1)?.details).toMatchObject({
      comment: 'Name the hospitals.',
    });
    const again = await call('superAdmin', 'POST', `/reviews/${requestId}/publish`, {});
    expect(again.statusCode).toBe(409);
  });

  it('the Editor fixes it and asks again; the SuperAdmin publishes it; the Editor is mailed', async () => {
    const fix = await call('editor', 'PUT', `/news/${id}`, {
      name: 'Flu vaccination clinics in every hospital',
      description: '<p>Al Noor, Al Shifa and the Children’s Hospital, from Monday.</p>',
      isPublished: false,
    });
    expect(fix.statusCode).toBe(200);
    expect(fix.json()).toMatchObject({
      isPublished: false,
      name: 'Flu vaccination clinics in every hospital',
    });
    const ask = await call('editor', 'POST', `/staff-content/news/${id}/review`, {});
    expect(ask.statusCode).toBe(201);
    const second = ask.json().request.id as number;
    const res = await call('superAdmin', 'POST', `/reviews/${second}/publish`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(EN.published);
    const seen = await publicNews(id);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().name).toBe('Flu vaccination clinics in every hospital');
    const [stored] = await t.db.select().from(reviewRequests).where(eq(reviewRequests.id, second));
    expect(stored?.status).toBe('published');
    const [mail] = await mailsTo(editor.email, 'review-published');
    expect(mail?.subject).toBe(
      REVIEW_TEXTS_BY_LOCALE.ar.mailPublished.subject('Flu vaccination clinics in every hospital'),
    );
    const history = await call('editor', 'GET', `/staff-content/news/${id}/reviews`);
    expect(history.json().items.map((item: { status: string }) => item.status)).toEqual([
      'published',
      'returned',
    ]);
  });

  it('the Editor cannot delete it once published', async () => {
    const res = await call('editor', 'DELETE', `/news/${id}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(EN.editorCannotDelete);
    expect(await t.db.select().from(news).where(eq(news.id, id))).toHaveLength(1);
  });
});

describe("an Editor's change of a published item", () => {
  let id: number;
  let requestId: number;

  beforeAll(async () => {
    const res = await call('admin', 'POST', '/news', {
      name: 'Visiting hours',
      description: '<p>8 to 8.</p>',
    });
    id = res.json().id;
  });

  it('waits as a pending revision: the site keeps the published one', async () => {
    const res = await call('editor', 'PUT', `/news/${id}`, {
      name: 'Visiting hours in winter',
      description: '<p>9 to 7.</p>',
      isPublished: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Visiting hours', isPublished: true, message: EN.pendingSaved });
    expect(res.json().pending.values).toMatchObject({ name: 'Visiting hours in winter' });
    expect((await publicNews(id)).json().name).toBe('Visiting hours');
    const [row] = await t.db.select().from(news).where(eq(news.id, id));
    expect(row).toMatchObject({ name: 'Visiting hours', isPublished: true });
    const [pending] = await t.db.select().from(pendingRevisions).where(eq(pendingRevisions.entityId, id));
    expect(pending).toMatchObject({ entity: 'news', authorUserId: editor.id });
    expect((await call('editor', 'GET', `/staff-content/news/${id}/pending`)).json().values.name).toBe(
      'Visiting hours in winter',
    );
  });

  it('asked for review, it shows what changes against the published row', async () => {
    const ask = await call('editor', 'POST', `/staff-content/news/${id}/review`, { note: '' });
    expect(ask.statusCode).toBe(201);
    requestId = ask.json().request.id;
    expect(ask.json().request.kind).toBe('revision');
    const detail = await call('admin', 'GET', `/reviews/${requestId}`);
    expect(detail.json().changes).toEqual([
      { field: 'name', before: 'Visiting hours', after: 'Visiting hours in winter' },
      { field: 'description', before: '<p>8 to 8.</p>', after: '<p>9 to 7.</p>' },
    ]);
  });

  it('cannot be scheduled, and once published replaces the published row', async () => {
    const scheduled = await call('admin', 'POST', `/reviews/${requestId}/publish`, {
      publishAt: '2026-12-20T08:00:00Z',
    });
    expect(scheduled.statusCode).toBe(400);
    expect(scheduled.json().message).toBe(EN.revisionNotScheduled);
    const res = await call('admin', 'POST', `/reviews/${requestId}/publish`, {});
    expect(res.statusCode).toBe(200);
    expect((await publicNews(id)).json().name).toBe('Visiting hours in winter');
    expect(await t.db.select().from(pendingRevisions).where(eq(pendingRevisions.entityId, id))).toHaveLength(
      0,
    );
    expect((await call('editor', 'GET', `/staff-content/news/${id}/pending`)).statusCode).toBe(404);
  });

  it("an Editor's restore of a published item is a pending revision too", async () => {
    const revisions = (await call('editor', 'GET', `/staff-content/news/${id}/revisions`)).json();
    const first = revisions.at(-1).id as number;
    const res = await call('editor', 'POST', `/staff-content/news/${id}/revisions/${first}/restore`);
    expect(res.statusCode).toBe(200);
    expect(res.json().pending.values.name).toBe('Visiting hours');
    expect((await publicNews(id)).json().name).toBe('Visiting hours in winter');
    const drop = await call('editor', 'DELETE', `/staff-content/news/${id}/pending`);
    expect(drop.statusCode).toBe(200);
  });

  it('nothing to review on a published item without changes: 409', async () => {
    const res = await call('editor', 'POST', `/staff-content/news/${id}/review`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(EN.nothingToReview);
  });

  it('an Editor deletes their own draft, and its open request goes with it', async () => {
    const draft = await call('editor', 'POST', '/news', { name: 'Scratch', isPublished: false });
    const draftId = draft.json().id as number;
    await call('editor', 'POST', `/staff-content/news/${draftId}/review`, {});
    const res = await call('editor', 'DELETE', `/news/${draftId}`);
    expect(res.statusCode).toBe(200);
    const requests = await t.db.select().from(reviewRequests).where(eq(reviewRequests.entityId, draftId));
    expect(requests.map((r) => r.status)).toEqual(['withdrawn']);
  });
});

describe('review dates', () => {
  let id: number;

  it('a news item carries them; visitors read them; the next may not come before the last', async () => {
    const wrong = await call('admin', 'POST', '/news', {
      name: 'Asthma in children',
      reviewedOn: '2026-11-01',
      nextReviewOn: '2026-10-01',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.nextReviewOn).toEqual([EN.nextBeforeReviewed]);
    const res = await call('editor', 'POST', '/news', {
      name: 'Asthma in children',
      reviewedOn: '2026-06-08',
      nextReviewOn: '2026-12-08',
      reviewerName: 'Dr Layla Haddad',
      isPublished: false,
    });
    expect(res.statusCode).toBe(201);
    id = res.json().id;
    const ask = await call('editor', 'POST', `/staff-content/news/${id}/review`, {});
    await call('admin', 'POST', `/reviews/${ask.json().request.id}/publish`, {});
    const seen = (await publicNews(id)).json();
    expect(seen).toMatchObject({
      reviewedOn: '2026-06-08',
      nextReviewOn: '2026-12-08',
      reviewerName: 'Dr Layla Haddad',
    });
    expect(seen.reviewOwnerId).toBeUndefined();
  });

  it('the dashboard lists it as due within a week, with its owner (the last editor)', async () => {
    clock.advance(-2 * 86_400_000); // 29 November: 9 days before, not listed yet
    expect((await call('editor', 'GET', '/reviews/due')).json().items).toEqual([]);
    clock.advance(2 * 86_400_000); // 1 December: 7 days before
    const due = await call('editor', 'GET', '/reviews/due');
    expect(due.json().items).toEqual([
      {
        type: 'news',
        itemId: id,
        title: 'Asthma in children',
        nextReviewOn: '2026-12-08',
        overdue: false,
        owner: admin.email,
      },
    ]);
  });

  it('mails its owner a week before and on the day, once each, however often the job runs', async () => {
    const dueMails = () =>
      t.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, 'review-due'), like(mailOutbox.text, '%Asthma%')));
    expect(await t.app.reviewDue.run()).toBe(1);
    expect(await t.app.reviewDue.run()).toBe(0);
    const [soon] = await dueMails();
    expect(soon).toMatchObject({ to: admin.email, subject: EN.mailDue.subjectSoon('Asthma in children') });
    clock.advance(7 * 86_400_000);
    expect(await t.app.reviewDue.run()).toBe(1);
    expect(await t.app.reviewDue.run()).toBe(0);
    expect((await dueMails()).map((mail) => mail.subject)).toEqual([
      EN.mailDue.subjectSoon('Asthma in children'),
      EN.mailDue.subjectToday('Asthma in children'),
    ]);
    clock.advance(-7 * 86_400_000);
  });
});

describe('the review’s owner', () => {
  it('lists the accounts that write content, by name only, to an Editor too', async () => {
    const door = await createStaff(t, { role: 'DoorStaff' });
    const res = await call('editor', 'GET', '/reviews/owners');
    expect(res.statusCode).toBe(200);
    const ids = res.json().items.map((owner: { id: number }) => owner.id);
    expect(ids).toEqual(expect.arrayContaining([editor.id, admin.id, superAdmin.id]));
    expect(ids).not.toContain(door.id);
    for (const owner of res.json().items) expect(Object.keys(owner).sort()).toEqual(['id', 'name']);
    expect((await t.app.inject({ method: 'GET', url: `${API}/reviews/owners` })).statusCode).toBe(401);
  });

  it('refuses an owner who is not such an account, field by field, and stores nothing', async () => {
    const door = await createStaff(t, { role: 'DoorStaff' });
    const before = await t.db.select().from(news);
    for (const reviewOwnerId of [door.id, 999_999]) {
      const res = await call('admin', 'POST', '/news', { name: 'Owned by nobody', reviewOwnerId });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: EN.ownerNotAllowed,
        errors: { reviewOwnerId: [EN.ownerNotAllowed] },
      });
    }
    expect(await t.db.select().from(news)).toHaveLength(before.length);
  });

  it('a chosen owner is listed and mailed when it is due, not the last editor', async () => {
    const res = await call('admin', 'POST', '/news', {
      name: 'Heat and the elderly',
      nextReviewOn: '2026-12-05',
      reviewOwnerId: superAdmin.id,
    });
    expect(res.statusCode).toBe(201);
    const [stored] = await t.db.select().from(news).where(eq(news.id, res.json().id));
    expect(stored?.reviewOwnerId).toBe(superAdmin.id);
    const due = (await call('admin', 'GET', '/reviews/due')).json().items;
    expect(due).toContainEqual(expect.objectContaining({ itemId: res.json().id, owner: superAdmin.email }));
    await t.app.reviewDue.run();
    const mails = await mailsTo(superAdmin.email, 'review-due');
    expect(mails.map((mail) => mail.subject)).toContain(EN.mailDue.subjectSoon('Heat and the elderly'));
    expect((await mailsTo(admin.email, 'review-due')).map((mail) => mail.subject)).not.toContain(
      EN.mailDue.subjectSoon('Heat and the elderly'),
    );
    // Cleared, the last editor is told again.
    await call('admin', 'PUT', `/news/${res.json().id}`, {
      name: 'Heat and the elderly',
      nextReviewOn: '2026-12-05',
    });
    const after = (await call('admin', 'GET', '/reviews/due')).json().items;
    expect(after).toContainEqual(expect.objectContaining({ itemId: res.json().id, owner: admin.email }));
    await t.db.delete(news).where(eq(news.id, res.json().id));
  });
});

describe('the About texts’ review', () => {
  const putSettings = (aboutReview: object) =>
    t.app.inject({
      method: 'PUT',
      url: `${API}/settings`,
      headers: bearer(tokens.superAdmin ?? ''),
      payload: { ...DEFAULT_SETTINGS, aboutReview },
    });

  it('refuses a next review before the last, and stores nothing', async () => {
    const res = await putSettings({ reviewedOn: '2026-11-01', nextReviewOn: '2026-10-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ 'aboutReview.nextReviewOn': [EN.nextBeforeReviewed] });
    expect((await t.app.inject({ method: 'GET', url: `${API}/settings` })).json().aboutReview).toEqual({
      reviewedOn: null,
      nextReviewOn: null,
      reviewerName: null,
    });
  });

  it('shows visitors when they were checked, is listed when due, and mails whoever saved them', async () => {
    const res = await putSettings({
      reviewedOn: '2026-06-01',
      nextReviewOn: '2026-12-04',
      reviewerName: 'Dr Omar Saleh',
    });
    expect(res.statusCode).toBe(200);
    const shown = (await t.app.inject({ method: 'GET', url: `${API}/settings` })).json();
    expect(shown.aboutReview).toEqual({
      reviewedOn: '2026-06-01',
      nextReviewOn: '2026-12-04',
      reviewerName: 'Dr Omar Saleh',
    });
    const due = (await call('superAdmin', 'GET', '/reviews/due')).json().items;
    expect(due).toContainEqual({
      type: 'about',
      itemId: 1,
      title: '',
      nextReviewOn: '2026-12-04',
      overdue: false,
      owner: superAdmin.email,
    });
    // They are reviewed in the settings, which only a SuperAdmin opens: no one else is shown them.
    for (const role of ['editor', 'admin'] as const) {
      const items = (await call(role, 'GET', '/reviews/due')).json().items;
      expect(items.filter((item: { type: string }) => item.type === 'about')).toEqual([]);
    }
    const dueCount = async (role: 'editor' | 'superAdmin') =>
      (await call(role, 'GET', '/staff-summary')).json().reviews.due;
    expect(await dueCount('superAdmin')).toBe((await dueCount('editor')) + 1);
    await t.app.reviewDue.run();
    const [mail] = (await mailsTo(superAdmin.email, 'review-due')).filter((m) =>
      m.subject.includes(EN.aboutTitle),
    );
    expect(mail?.subject).toBe(EN.mailDue.subjectSoon(EN.aboutTitle));
    expect(mail?.text).toContain('/dashboard/settings');
    await putSettings({});
  });
});

describe('the audit log', () => {
  it('names each review step as its own action: a filter finds exactly it', async () => {
    const res = await call('superAdmin', 'GET', '/audit-log?action=content.pending&pageSize=200');
    expect(res.statusCode).toBe(200);
    const actions = res.json().items.map((entry: { action: string }) => entry.action);
    expect(actions.length).toBeGreaterThan(0);
    // Not 'content.pending-drop', which starts the same way.
    expect(new Set(actions)).toEqual(new Set(['content.pending']));
    expect((await auditOf('content.pending-drop')).length).toBeGreaterThan(0);
  });
});

describe('the dashboard home', () => {
  it('counts reviews waiting and due; leaves people out for an Editor', async () => {
    await call('editor', 'POST', '/news', { name: 'Waiting one', isPublished: false }).then((res) =>
      call('editor', 'POST', `/staff-content/news/${res.json().id}/review`, {}),
    );
    const asAdmin = (await call('admin', 'GET', '/staff-summary')).json();
    expect(asAdmin.reviews).toEqual({ pending: 1, due: 1, overdue: 0 });
    expect(typeof asAdmin.newInquiries).toBe('number');
    expect(asAdmin.newInquiriesByDepartment).toMatchObject({ 'Medical Education': 0 });
    const asEditor = await call('editor', 'GET', '/staff-summary');
    expect(asEditor.statusCode).toBe(200);
    expect(asEditor.json()).toMatchObject({
      newInquiries: null,
      newInquiriesByDepartment: null,
      registrationsSinceLastVisit: null,
      outbox: null,
      reviews: { pending: 1, due: 1, overdue: 0 },
    });
  });
});
