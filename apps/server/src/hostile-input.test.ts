/**
 * Hostile input: generated invalid requests to every public and staff endpoint of the
 * route table: wrong types, objects where strings belong, huge and empty values, unknown and
 * duplicated keys, prototype keys, broken JSON, wrong content types, odd Unicode, path ids that
 * are not numbers. No 5xx, no stack trace or SQL text in any body, nothing stored by a refusal.
 */
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
    const routes = t.app.accessTable;
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
