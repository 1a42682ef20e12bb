import { API } from '@authority/shared/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { bearer, createStaff, signIn } from '../test/staff.js';
import { isStaffWrite } from './rate-limits.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { STAFF_WRITES_PER_MINUTE: '1' } });
});
afterAll(() => t.close());

const TOO_MANY = { message: 'Too many requests. Try again later.' };

describe('staff write limit', () => {
  it('is one budget per account over every staff write route, walked from the route table', async () => {
    const staffWrites = t.app.accessTable.filter((route) =>
      isStaffWrite({ method: route.method as 'POST', url: route.url, config: { access: route.access } }),
    );
    // Sanity: the walk covers the content writes, uploads, settings and the account calls.
    expect(staffWrites.length).toBeGreaterThan(15);
    expect(staffWrites.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([`POST ${API.accountsBase}/reset-password`, `POST ${API.accountsBase}/logout`]),
    );

    const root = await createStaff(t, { role: 'SuperAdmin' });
    const token = await signIn(t, root);
    // The one write of this minute…
    const first = await t.app.inject({
      method: 'POST',
      url: `${API.accountsBase}/reset-password`,
      headers: bearer(token),
      payload: {},
    });
    expect(first.statusCode).toBe(400);
    // …and every staff write after it is refused, whichever route, before it does anything.
    for (const route of staffWrites) {
      const res = await t.app.inject({
        method: route.method as 'POST',
        url: route.url.replace(/:[A-Za-z]+/g, '999999'),
        headers: bearer(token),
        payload: {},
      });
      expect({ route: `${route.method} ${route.url}`, status: res.statusCode, body: res.json() }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 429,
        body: TOO_MANY,
      });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Reads and another account are not held back.
    expect(
      (await t.app.inject({ method: 'GET', url: `${API.accountsBase}/me`, headers: bearer(token) }))
        .statusCode,
    ).toBe(200);
    const other = await signIn(t, await createStaff(t, { role: 'SuperAdmin' }));
    const theirs = await t.app.inject({
      method: 'POST',
      url: `${API.accountsBase}/reset-password`,
      headers: bearer(other),
      payload: {},
    });
    expect(theirs.statusCode).toBe(400);
    // A write without a session is refused as such, before it counts against anyone.
    const anonymous = await t.app.inject({ method: 'POST', url: `${API.accountsBase}/logout`, payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});
