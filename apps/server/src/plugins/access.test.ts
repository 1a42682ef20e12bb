/**
 * The authorization matrix (decision 001): every protected route of the server's own route table ×
 * every kind of credential → the right status. Routes are read from `app.accessTable`, so a
 * route added later is in the matrix without anyone remembering to add it.
 */
import { HTTP_MESSAGES } from '@authority/shared/http-messages';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signStaffToken } from '../lib/staff-token.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { bearer, createStaff, signIn, type TestStaff } from '../test/staff.js';

let t: TestApp;
let admin: TestStaff;
let superAdmin: TestStaff;
let doorStaff: TestStaff;
let editor: TestStaff;
const credentials: Record<string, () => Promise<Record<string, string>>> = {};

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

beforeAll(async () => {
  t = await createTestApp();
  admin = await createStaff(t, { role: 'Admin' });
  superAdmin = await createStaff(t, { role: 'SuperAdmin' });
  doorStaff = await createStaff(t, { role: 'DoorStaff' });
  editor = await createStaff(t, { role: 'Editor' });
  const claimsOf = async (staff: TestStaff) => {
    const token = await signIn(t, staff);
    const [, payload] = token.split('.');
    return JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as { sid: string; exp: number };
  };

  credentials['no token'] = async () => ({});
  credentials.malformed = async () => ({ authorization: 'Bearer not.a.jwt' });
  credentials['not bearer'] = async () => ({
    authorization: `Basic ${Buffer.from('a:b').toString('base64')}`,
  });
  credentials['bad signature'] = async () => {
    const { sid } = await claimsOf(superAdmin);
    const token = await new SignJWT({ email: superAdmin.email, role: 'SuperAdmin', sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(superAdmin.id))
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    return bearer(token);
  };
  credentials['alg none'] = async () => {
    const { sid } = await claimsOf(superAdmin);
    const claims = {
      sub: String(superAdmin.id),
      email: superAdmin.email,
      role: 'SuperAdmin',
      sid,
      exp: 9_999_999_999,
    };
    return bearer(`${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`);
  };
  credentials.expired = async () => {
    const { sid } = await claimsOf(superAdmin);
    const past = new Date(Date.now() - 3_600_000);
    const token = await signStaffToken(
      t.app.tokenKey,
      { userId: superAdmin.id, email: superAdmin.email, role: 'SuperAdmin', sessionId: sid },
      new Date(past.getTime() - 60_000),
      past,
    );
    return bearer(token);
  };
  credentials['revoked session'] = async () => {
    const token = await signIn(t, superAdmin);
    await t.app.inject({ method: 'POST', url: '/api/v1/Accounts/logout', headers: bearer(token) });
    return bearer(token);
  };
  credentials['forged role claim'] = async () => {
    // An Admin's own session, signed with the real key, claiming SuperAdmin: the server reads the
    // role from the account, not from the token.
    const { sid } = await claimsOf(admin);
    const token = await signStaffToken(
      t.app.tokenKey,
      { userId: admin.id, email: admin.email, role: 'SuperAdmin', sessionId: sid },
      new Date(),
      new Date(Date.now() + 3_600_000),
    );
    return bearer(token);
  };
  credentials.Admin = async () => bearer(await signIn(t, admin));
  credentials.SuperAdmin = async () => bearer(await signIn(t, superAdmin));
  // One session for the whole table: door staff's refusals end no session.
  const doorToken = bearer(await signIn(t, doorStaff));
  credentials.DoorStaff = async () => doorToken;
  const editorToken = bearer(await signIn(t, editor));
  credentials.Editor = async () => editorToken;
});
afterAll(() => t.close());

const call = (method: string, url: string, headers: Record<string, string>) =>
  t.app.inject({
    method: method as 'GET',
    // Ids that match nothing, so a permitted call changes nothing.
    url: url.replace(/:[A-Za-z]+/g, '999999'),
    headers: { ...headers, 'content-type': 'application/json' },
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: '{}' }),
  });

const REFUSED_ALWAYS = [
  'no token',
  'malformed',
  'not bearer',
  'bad signature',
  'alg none',
  'expired',
  'revoked session',
] as const;

describe('the route table', () => {
  it('declares the access of every API route, and protects the account routes', () => {
    const table = t.app.accessTable;
    expect(table.length).toBeGreaterThan(10);
    const protectedRoutes = table.filter((r) => r.access !== 'public').map((r) => `${r.method} ${r.url}`);
    expect(protectedRoutes).toEqual(
      expect.arrayContaining([
        'POST /api/v1/Accounts/logout',
        'POST /api/v1/Accounts/register',
        'GET /api/v1/Accounts/users',
        'DELETE /api/v1/Accounts/delete/:id',
        'POST /api/v1/Accounts/forgot-password',
        'POST /api/v1/Accounts/reset-password',
        'DELETE /api/v1/Accounts/users/:id/sessions',
      ]),
    );
  });

  it('refuses at start a route under /api that declares no access', async () => {
    const { buildApp } = await import('../app.js');
    const app = await buildApp({ config: t.config, database: t.handle, logger: false });
    expect(() => app.get('/api/v1/admin/forgotten', async () => 'open')).toThrow(/declares no access/);
    await app.close();
  });
});

describe('the authorization matrix', () => {
  // It grows with every route (five more for decision 018's places, cancel and delete): on a busy
  // two-core machine it passed 30 s, so it has its own limit.
  it('answers every protected route with the right status for every credential', {
    timeout: 240_000,
  }, async () => {
    const rows: string[] = [];
    for (const route of t.app.accessTable) {
      if (route.access === 'public') {
        const res = await call(route.method, route.url, {});
        if ([401, 403].includes(res.statusCode))
          rows.push(`public ${route.method} ${route.url} → ${res.statusCode}`);
        continue;
      }
      for (const kind of REFUSED_ALWAYS) {
        const res = await call(route.method, route.url, await credentials[kind]!());
        // A share-key route without any credentials is a share link without its key: 403.
        const expected = route.access === 'shareKey' && kind === 'no token' ? 403 : 401;
        if (res.statusCode !== expected)
          rows.push(`${kind}: ${route.method} ${route.url} → ${res.statusCode}`);
        expect(res.body).not.toMatch(/argon2|passwordHash|"email"/);
      }
      const asAdmin = await call(route.method, route.url, await credentials.Admin!());
      const forged = await call(route.method, route.url, await credentials['forged role claim']!());
      const asSuperAdmin = await call(route.method, route.url, await credentials.SuperAdmin!());
      const adminExpected = route.access === 'SuperAdmin' ? [403] : 'allowed';
      for (const [who, res] of [
        ['Admin', asAdmin],
        ['forged role claim', forged],
      ] as const) {
        const ok =
          adminExpected === 'allowed'
            ? ![401, 403].includes(res.statusCode)
            : adminExpected.includes(res.statusCode);
        if (!ok) rows.push(`${who}: ${route.method} ${route.url} → ${res.statusCode}`);
      }
      if ([401, 403].includes(asSuperAdmin.statusCode)) {
        rows.push(`SuperAdmin: ${route.method} ${route.url} → ${asSuperAdmin.statusCode}`);
      }
      // Door staff check people in, and reach only their own account besides (decision 038).
      // Its own sign-out would end the shared session: that one call gets a session of its own.
      const asDoor = await call(
        route.method,
        route.url,
        route.url.endsWith('/logout') ? bearer(await signIn(t, doorStaff)) : await credentials.DoorStaff!(),
      );
      const doorAllowed = route.access === 'door' || route.whilePending === true;
      if (doorAllowed ? [401, 403].includes(asDoor.statusCode) : asDoor.statusCode !== 403)
        rows.push(`DoorStaff: ${route.method} ${route.url} → ${asDoor.statusCode}`);
      // Editors reach the content routes and their own account, never people's data
      // (docs/content-review.md). An allowed route may still refuse what an Editor asks of it
      // (publishing, deciding a review) with its own 403, which the route's tests check.
      const asEditor = await call(
        route.method,
        route.url,
        route.url.endsWith('/logout') ? bearer(await signIn(t, editor)) : await credentials.Editor!(),
      );
      const editorAllowed = route.editor === true || route.whilePending === true;
      const refusedByRole =
        asEditor.statusCode === 403 && asEditor.json().message === HTTP_MESSAGES.forbidden;
      if (editorAllowed ? asEditor.statusCode === 401 || refusedByRole : !refusedByRole)
        rows.push(`Editor: ${route.method} ${route.url} → ${asEditor.statusCode}`);
    }
    expect(rows).toEqual([]);
  });
});
