/**
 * Hostile input: generated invalid requests to every public and staff endpoint of the
 * route table: wrong types, objects where strings belong, huge and empty values, unknown and
 * duplicated keys, prototype keys, broken JSON, wrong content types, odd Unicode, path ids that
 * are not numbers. No 5xx, no stack trace or SQL text in any body, nothing stored by a refusal.
 */
import { HTTP_MESSAGES } from '@authority/shared/http-messages';
import { PUBLIC_TEXTS } from '@authority/shared/i18n/public-all';
import { INQUIRY_PATHS } from '@authority/shared/inquiries';
import { EVENT_FORM_PATHS, PUBLIC_API_PATHS } from '@authority/shared/public-api-paths';
import { API } from '@authority/shared/routes';
import { SUBMISSION_PATHS } from '@authority/shared/submissions';
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from './db/factories.js';
import * as schema from './db/schema.js';
import { createTestApp, type TestApp } from './test/app.js';
import { bearer, createStaff, signIn } from './test/staff.js';

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await createEvent(t.db, { isActive: true });
  headers = bearer(await signIn(t, await createStaff(t, { role: 'SuperAdmin' })));
});
afterAll(() => t.close());

/** Rows in every table a request could write (the audit log records refusals by design). */
const STORED_TABLES = {
  users: schema.users,
  organizations: schema.organizations,
  news: schema.news,
  analysis: schema.analysis,
  comments: schema.comments,
  partners: schema.partners,
  events: schema.events,
  branches: schema.branches,
  media: schema.media,
  oneTimeCodes: schema.oneTimeCodes,
  eventRegistrations: schema.eventRegistrations,
  sponsorRegistrations: schema.sponsorRegistrations,
  contactInquiries: schema.contactInquiries,
  siteSettings: schema.siteSettings,
  mailOutbox: schema.mailOutbox,
};
async function storedCounts() {
  const entries = await Promise.all(
    Object.entries(STORED_TABLES).map(async ([name, table]) => {
      const [row] = await t.db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

const oddString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\uFEFF',
    '\u202E‮evil',
    '😀'.repeat(200),
    'x'.repeat(100_000),
    '١٢٣٤٥٦',
    '%00',
    '../../etc/passwd',
  ),
  fc.constantFrom("' OR 1=1 --", '"; DROP TABLE users; --', '<script>alert(1)</script>', '${7*7}', '{{7*7}}'),
);
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  oddString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.string(), { maxKeys: 5 }),
);
const FIELD_NAMES = [
  'email',
  'Email',
  'password',
  'name',
  'Name',
  'fullName',
  'FullName',
  'title',
  'description',
  'imageUrl',
  'link',
  'createdOn',
  'isBanner',
  'isNews',
  'number',
  'priority',
  'eventName',
  'isActive',
  'date',
  'verificationCode',
  'VerificationCode',
  'department',
  'message',
  'subject',
  'code',
  'newPassword',
  'handled',
  'siteName',
  'contact',
  'social',
  'country',
  'countryCode',
  '__proto__',
  'constructor',
  'prototype',
];
const oddObject = fc.dictionary(fc.constantFrom(...FIELD_NAMES), oddValue, { maxKeys: 12 });

/** A body as the raw text sent, with its content type. */
const oddBody = fc.oneof(
  oddObject.map((o) => ({ type: 'application/json', text: JSON.stringify(o) })),
  oddValue.map((v) => ({ type: 'application/json', text: JSON.stringify(v) ?? 'null' })),
  fc.constantFrom(
    { type: 'application/json', text: '{"email": ' },
    { type: 'application/json', text: '{"__proto__": {"isAdmin": true}, "email": "a@b.co"}' },
    { type: 'application/json', text: '{"constructor": {"prototype": {"x": 1}}}' },
    { type: 'application/json', text: '{"email":"a@b.co","Email":"c@d.co"}' },
    { type: 'application/json', text: '[1,2,3]' },
    { type: 'application/json', text: '' },
    { type: 'application/json', text: '\uFEFF{}' },
    { type: 'text/plain', text: 'email=a@b.co' },
    { type: 'application/x-www-form-urlencoded', text: 'email=a%40b.co' },
    { type: 'application/xml', text: '<a/>' },
    { type: 'multipart/form-data; boundary=x', text: '--x\r\nbroken' },
  ),
);
const oddId = fc.oneof(
  fc.constantFrom('abc', '-1', '0', '1.5', '1e9', '99999999999999999999', '%27', 'NaN', 'null', '١', '0x10'),
  fc.string({ minLength: 1, maxLength: 20 }).map(encodeURIComponent),
);

const LEAKS =
  /\bat [\w.<>]+ \(|\.(ts|js):\d+|node_modules|select\s.+\sfrom|insert into|update\s.+\sset|syntax error|drizzle|pglite|postgres|stack/i;

describe('hostile input', () => {
  it('never answers 5xx, never leaks internals, and stores nothing when it refuses', async () => {
    // The API documentation's page and script files (features/api-docs) take no input.
    const routes = t.app.accessTable.filter((route) => !route.url.startsWith('/api/docs'));
    expect(routes.length).toBeGreaterThan(30);
    const before = await storedCounts();
    let refused = 0;
    let sent = 0;

    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        oddId,
        oddBody,
        fc.dictionary(
          fc.constantFrom('page', 'search', 'key', 'pageSize', 'department', 'handled'),
          oddString,
          { maxKeys: 3 },
        ),
        fc.boolean(),
        async (route, id, body, query, withToken) => {
          const url = route.url.replace(/:[A-Za-z]+/g, id);
          const search = new URLSearchParams(query as Record<string, string>).toString();
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: search ? `${url}?${search}` : url,
            headers: {
              ...(withToken ? headers : {}),
              ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { 'content-type': body.type }),
            },
            ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: body.text }),
          });
          sent++;
          expect(
            res.statusCode,
            `${route.method} ${url} → ${res.statusCode} ${res.body.slice(0, 200)}`,
          ).toBeLessThan(500);
          expect(res.body).not.toMatch(LEAKS);
          if (res.statusCode >= 400) refused++;
          expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
        },
      ),
      { numRuns: 1200, seed: 20261122 },
    );

    expect(sent).toBeGreaterThanOrEqual(1000);
    expect(refused).toBeGreaterThan(sent * 0.8);
    // Everything sent was invalid, so nothing may have been stored.
    expect(await storedCounts()).toEqual(before);
  }, 180_000);
});

describe('deeply nested bodies', () => {
  /** Arrays or objects nested `depth` deep, as the body or as a field of it. */
  const nested = (kind: 'arrays' | 'objects', depth: number) =>
    kind === 'arrays'
      ? `${'['.repeat(depth)}${']'.repeat(depth)}`
      : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  const CASES = (['arrays', 'objects'] as const).flatMap((kind) =>
    [8_000, 100_000].flatMap((depth) => [
      { what: `${kind} ${depth} deep`, text: nested(kind, depth) },
      { what: `${kind} ${depth} deep in a field`, text: `{"Email":${nested(kind, depth)}}` },
    ]),
  );
  const VISITOR_LIMIT = 16 * 1024;
  const tooDeep = { message: HTTP_MESSAGES.tooDeep };
  /** A SuperAdmin of its own: staff writes are rate-limited per account, and the suite above used many. */
  const freshHeaders = async () => bearer(await signIn(t, await createStaff(t, { role: 'SuperAdmin' })));
  const send = (method: string, url: string, text: string, auth: Record<string, string> = {}) =>
    t.app.inject({
      method: method as 'POST',
      url,
      headers: { ...auth, 'content-type': 'application/json' },
      payload: text,
    });

  it.each(CASES)('a visitor form answers $what with 400 (413 over its body limit)', async ({ text }) => {
    for (const url of [
      `${API.publicBase}${EVENT_FORM_PATHS.contact}`,
      `${API.publicBase}${EVENT_FORM_PATHS.registrationSendCode(1)}`,
      `${API.accountsBase}/login`,
    ]) {
      const res = await send('POST', url, text);
      if (url.endsWith('/login') || Buffer.byteLength(text) <= VISITOR_LIMIT) {
        expect(res.statusCode, url).toBe(400);
        expect(res.json(), url).toEqual(tooDeep);
      } else {
        expect(res.statusCode, url).toBe(413);
      }
    }
  });

  it.each(CASES)('a staff form answers $what with 400', async ({ text }) => {
    const auth = await freshHeaders();
    for (const url of [`${API.publicBase}/news`, `${API.accountsBase}/register`]) {
      const res = await send('POST', url, text, auth);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual(tooDeep);
    }
  });

  it('no route that takes a body answers a nested one with 5xx, and none stores anything', async () => {
    const routes = t.app.accessTable.filter((route) => !['GET', 'DELETE'].includes(route.method));
    expect(routes.length).toBeGreaterThan(10);
    const auths = await Promise.all(routes.map(() => freshHeaders()));
    const before = await storedCounts();
    for (const [index, route] of routes.entries()) {
      const url = route.url.replace(/:[A-Za-z]+/g, '1');
      for (const { what, text } of CASES) {
        const res = await send(route.method, url, text, auths[index]);
        const label = `${route.method} ${url} ${what} → ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, label).toBeLessThan(500);
        expect([400, 413], label).toContain(res.statusCode);
        if (res.statusCode === 400) expect(res.json(), label).toEqual(tooDeep);
      }
    }
    expect(await storedCounts()).toEqual(before);
  }, 180_000);
});

describe('a null character', () => {
  // PostgreSQL's text cannot hold U+0000: each of these reached the database as a 500 before.
  const refused = (field: string, message: string = HTTP_MESSAGES.nullCharacter) => ({
    message,
    errors: { [field]: [message] },
  });
  const contact = {
    name: 'Huda Kareem',
    email: 'huda.kareem@example.org',
    subject: 'Visiting hours',
    department: 'General Inquiry',
    message: 'What are the visiting\u0000 hours?',
  };
  /** A SuperAdmin of its own: the generated requests above may sign the shared one out. */
  let auth: Record<string, string>;
  beforeAll(async () => {
    auth = bearer(await signIn(t, await createStaff(t, { role: 'SuperAdmin' })));
  });

  it.each([
    ['the staff inbox search', `${API.publicBase}${INQUIRY_PATHS.list}?search=%00`, 'search'],
    [
      'the submissions search',
      `${API.publicBase}${SUBMISSION_PATHS.list(1, 'registrations')}?search=a%00b`,
      'search',
    ],
    ['the site search', `${API.publicBase}${PUBLIC_API_PATHS.search}?q=%00`, 'q'],
  ])('in %s is a 400 naming the field', async (_what, url, field) => {
    const res = await t.app.inject({ method: 'GET', url, headers: auth });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual(refused(field));
  });

  it('in a visitor form field is a 400 naming it, in the language asked for, and nothing is stored', async () => {
    const before = await storedCounts();
    const post = (lang: string) =>
      t.app.inject({
        method: 'POST',
        url: `${API.publicBase}${EVENT_FORM_PATHS.contact}?lang=${lang}`,
        payload: contact,
      });
    const english = await post('en');
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual(refused('message'));
    const arabic = await post('ar');
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json()).toEqual(refused('message', PUBLIC_TEXTS.ar.http.nullCharacter));
    expect(await storedCounts()).toEqual(before);
  });

  it('passes as text everywhere else: a search for "%00" as typed is answered', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${API.publicBase}${INQUIRY_PATHS.list}?search=%2500`,
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
  });
});
