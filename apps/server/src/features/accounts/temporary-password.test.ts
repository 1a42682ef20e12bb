/**
 * Temporary passwords (docs/staff-accounts.md): a password someone else set is marked, the login
 * answer and /me say so, the owner's own change clears it, and a setting can make the change
 * mandatory before any other staff call. Also the context-word rule (ASVS 6.2.11).
 */
import { ACCOUNT_TEXTS, TEMPORARY_PASSWORD_EXPIRED } from '@authority/shared/accounts';
import { PASSWORD_CONTEXT_TEXTS, SECOND_FACTOR_TEXTS } from '@authority/shared/second-factor-texts';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, oneTimeCodes, sessions, users } from '../../db/schema.js';
import { hashCode } from '../../lib/one-time-codes.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { bearer, createStaff, signIn, type TestStaff } from '../../test/staff.js';

const A = '/api/v1/Accounts';
let t: TestApp;
let root: TestStaff;
let rootToken: string;

beforeAll(async () => {
  t = await createTestApp();
  root = await createStaff(t, { role: 'SuperAdmin', email: 'chief@amanah-health.example' });
  rootToken = await signIn(t, root);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: url.startsWith('/api') ? url : `${A}${url}`,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const temporaryOf = async (id: number) =>
  (await t.db.select({ v: users.passwordTemporary }).from(users).where(eq(users.id, id)))[0]?.v;

async function registered(email: string, password = 'tamarind-lantern-orbit') {
  const res = await call('POST', '/register', rootToken, {
    firstName: 'Lina',
    lastName: 'Haddad',
    email,
    password,
    confirmPassword: password,
  });
  expect(res.statusCode).toBe(200);
  return { id: res.json().id as number, email, password };
}

describe('temporary passwords', () => {
  it('marks a password set at account creation temporary; the login answer and /me say so', async () => {
    const account = await registered('lina@amanah-health.example');
    expect(await temporaryOf(account.id)).toBe(true);
    const login = await call('POST', '/login', undefined, {
      email: account.email,
      password: account.password,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({
      isSuccessfulLogin: true,
      token: expect.any(String),
      passwordTemporary: true,
    });
    const me = await call('GET', '/me', login.json().token);
    expect(me.json()).toMatchObject({ passwordTemporary: true, mustChangePassword: false });
    // With the setting off, the token works for every staff call (SPEC's API, integrations).
    expect((await call('GET', '/api/v1/admin/inquiries', login.json().token)).statusCode).toBe(200);
    // An account whose owner chose the password: SPEC's answer, unchanged.
    expect((await call('POST', '/login', undefined, root)).json()).toEqual({
      isSuccessfulLogin: true,
      token: expect.any(String),
    });
  });

  it('clears the mark when the owner changes the password, and sets it again on a SuperAdmin’s reset', async () => {
    const account = await registered('omar@amanah-health.example');
    const token = await signIn(t, account);
    const change = await call('POST', '/change-password', token, {
      currentPassword: account.password,
      newPassword: 'quiet-river-stone-42',
      confirmNewPassword: 'quiet-river-stone-42',
    });
    expect(change.statusCode).toBe(200);
    expect(await temporaryOf(account.id)).toBe(false);
    expect((await call('GET', '/me', token)).json()).toMatchObject({ passwordTemporary: false });

    // The reset of SPEC §2: the SuperAdmin types the new password, with the owner's mailed code.
    const sent = await t.app.inject({
      method: 'POST',
      url: `${A}/forgot-password`,
      headers: { ...bearer(rootToken), 'content-type': 'application/json' },
      payload: JSON.stringify(account.email),
    });
    expect(sent.statusCode).toBe(200);
    await t.db
      .update(oneTimeCodes)
      .set({ codeHash: hashCode('123456', t.app.codeSecret) })
      .where(eq(oneTimeCodes.target, `user:${account.id}`));
    const reset = await call('POST', '/reset-password', rootToken, {
      email: account.email,
      code: '123456',
      newPassword: 'amber-falcon-meadow',
      confirmNewPassword: 'amber-falcon-meadow',
    });
    expect(reset.statusCode).toBe(200);
    expect(await temporaryOf(account.id)).toBe(true);
  });

  it('with the setting on, allows nothing but the change (403 with what to do) until it is made', async () => {
    const account = await registered('sara@amanah-health.example');
    const token = await signIn(t, account);
    const settings = (await call('GET', '/api/v1/admin/settings/full', rootToken)).json();
    expect(settings.signIn).toEqual({ requireSecondFactor: false, requirePasswordChange: false });
    await call('PUT', '/api/v1/admin/settings', rootToken, {
      ...settings,
      signIn: { requireSecondFactor: false, requirePasswordChange: true },
    });
    try {
      const refused = await call('GET', '/api/v1/admin/inquiries', token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: SECOND_FACTOR_TEXTS.changePasswordFirst });
      expect((await call('GET', '/sessions', token)).statusCode).toBe(403);
      expect((await call('GET', '/me', token)).json()).toMatchObject({ mustChangePassword: true });
      // The owner's own password was not set by someone else: nothing changes for the root.
      expect((await call('GET', '/api/v1/admin/inquiries', rootToken)).statusCode).toBe(200);
      const change = await call('POST', '/change-password', token, {
        currentPassword: account.password,
        newPassword: 'quiet-river-stone-43',
        confirmNewPassword: 'quiet-river-stone-43',
      });
      expect(change.statusCode).toBe(200);
      expect((await call('GET', '/api/v1/admin/inquiries', token)).statusCode).toBe(200);
    } finally {
      await call('PUT', '/api/v1/admin/settings', rootToken, settings);
    }
  });
});

describe('expiry of temporary passwords (ASVS 6.4.1)', () => {
  afterEach(() => vi.useRealTimers());
  // Only Date is faked: the database's own timers keep running.
  const at = (iso: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(iso));
  };

  it('refuses a temporary password left unused for 72 hours, and keeps one that signed in in time', async () => {
    at('2026-12-01T08:00:00Z');
    rootToken = await signIn(t, root);
    const unused = await registered('yara@amanah-health.example');
    const used = await registered('basel@amanah-health.example');
    vi.setSystemTime(new Date('2026-12-03T08:00:00Z'));
    // 48 hours on: the one signs in (and so has been used).
    expect((await call('POST', '/login', undefined, used)).statusCode).toBe(200);

    vi.setSystemTime(new Date('2026-12-04T08:00:01Z'));
    const expired = await call('POST', '/login', undefined, unused);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({
      message: ACCOUNT_TEXTS.temporaryPasswordExpired,
      errors: { [TEMPORARY_PASSWORD_EXPIRED]: [ACCOUNT_TEXTS.temporaryPasswordExpired] },
    });
    // A failed sign-in in the log, naming why; no session.
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, unused.email), eq(auditLog.action, 'login.failure')));
    expect(entry?.details).toMatchObject({ temporaryPasswordExpired: true });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, unused.id))).toEqual([]);
    // A wrong password still gets the usual answer: the expiry says nothing to a guesser.
    expect(
      (await call('POST', '/login', undefined, { ...unused, password: 'not-it-at-all' })).json(),
    ).toEqual({
      message: ACCOUNT_TEXTS.wrongCredentials,
    });
    expect((await call('POST', '/login', undefined, used)).statusCode).toBe(200);
  });

  it('gives a fresh 72 hours when a SuperAdmin sets a new one, and none to a password the owner chose', async () => {
    at('2026-12-10T08:00:00Z');
    rootToken = await signIn(t, root);
    const account = await registered('huda@amanah-health.example');
    vi.setSystemTime(new Date('2026-12-14T08:00:00Z'));
    expect((await call('POST', '/login', undefined, account)).statusCode).toBe(400);
    // The SuperAdmin's reset sets a new temporary password, valid for 72 hours from then.
    rootToken = await signIn(t, root);
    await t.app.inject({
      method: 'POST',
      url: `${A}/forgot-password`,
      headers: { ...bearer(rootToken), 'content-type': 'application/json' },
      payload: JSON.stringify(account.email),
    });
    await t.db
      .update(oneTimeCodes)
      .set({ codeHash: hashCode('654321', t.app.codeSecret) })
      .where(eq(oneTimeCodes.target, `user:${account.id}`));
    const reset = await call('POST', '/reset-password', rootToken, {
      email: account.email,
      code: '654321',
      newPassword: 'saffron-harbour-kite',
      confirmNewPassword: 'saffron-harbour-kite',
    });
    expect(reset.statusCode).toBe(200);
    vi.setSystemTime(new Date('2026-12-17T07:59:00Z'));
    const fresh = { email: account.email, password: 'saffron-harbour-kite' };
    const token = (await call('POST', '/login', undefined, fresh)).json().token as string;
    expect(token).toEqual(expect.any(String));
    // The owner's own password never expires.
    expect(
      (
        await call('POST', '/change-password', token, {
          currentPassword: fresh.password,
          newPassword: 'willow-ember-canyon',
          confirmNewPassword: 'willow-ember-canyon',
        })
      ).statusCode,
    ).toBe(200);
    vi.setSystemTime(new Date('2027-03-01T08:00:00Z'));
    expect(
      (await call('POST', '/login', undefined, { email: account.email, password: 'willow-ember-canyon' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('context words (ASVS 6.2.11)', () => {
  it.each([
    ['the e-mail’s local part', 'khalid.mansour@amanah-health.example', 'KhalidMansour2026'],
    ['the authority’s name', 'nour@amanah-health.example', 'Amanah2026!!'],
    ['admin', 'rana@amanah-health.example', 'admin-12345'],
    ['dashboard', 'rana2@amanah-health.example', 'Dashboard#1'],
  ])('refuses a password built on %s, with a clear message', async (_, email, password) => {
    const res = await call('POST', '/register', rootToken, {
      firstName: 'A',
      lastName: 'B',
      email,
      password,
      confirmPassword: password,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: PASSWORD_CONTEXT_TEXTS.refused });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('refuses one built on the site name a SuperAdmin set, and takes a passphrase that merely contains a word', async () => {
    const settings = (await call('GET', '/api/v1/admin/settings/full', rootToken)).json();
    await call('PUT', '/api/v1/admin/settings', rootToken, { ...settings, siteName: 'Karbala Care' });
    try {
      const token = await signIn(t, root);
      const refused = await call('POST', '/change-password', token, {
        currentPassword: root.password,
        newPassword: 'karbala-care-1',
      });
      expect(refused.json()).toEqual({ message: PASSWORD_CONTEXT_TEXTS.refused });
      await registered('hadi@amanah-health.example', 'admin of the orchard by the river');
    } finally {
      await call('PUT', '/api/v1/admin/settings', rootToken, settings);
    }
  });
});
