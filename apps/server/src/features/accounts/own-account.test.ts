/**
 * Password quality wherever a password is set, the account's own password change, its sessions,
 * and the mails that tell the owner (docs/staff-accounts.md).
 */
import { ACCOUNT_TEXTS } from '@authority/shared/accounts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, users } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { manualClock } from '../../test/clock.js';
import { type Mailbox, startMailbox } from '../../test/mailbox.js';
import { bearer, createStaff, signIn, type TestStaff } from '../../test/staff.js';

const A = '/api/v1/Accounts';
let t: TestApp;
let mailbox: Mailbox;
const clock = manualClock('2026-11-22T09:00:00Z');
const advance = clock.advance;
let root: TestStaff;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ env: { SMTP_URL: mailbox.url }, clock: clock.now });
  root = await createStaff(t, { role: 'SuperAdmin', email: 'chief@amanah-health.example' });
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

const send = (
  method: 'POST' | 'GET' | 'DELETE' | 'PUT',
  url: string,
  token?: string,
  payload?: unknown,
  ip?: string,
) =>
  t.app.inject({
    method,
    url: `${A}${url}`,
    headers: {
      ...(token ? bearer(token) : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    ...(ip ? { remoteAddress: ip } : {}),
  });
const signInFrom = async (
  staff: { email: string; password: string },
  userAgent: string,
  ip = '127.0.0.1',
) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `${A}/login`,
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
    payload: { email: staff.email, password: staff.password },
  });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
};
const mailsOf = async (to: string, kind: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, kind)));

const COMMON = 'Password1'; // 'password1' is on every list of breached passwords
const STRONG = 'tamarind-lantern-orbit-42';
const TOO_LONG = 'x'.repeat(129);

describe('password quality', () => {
  const registerWith = async (password: string) =>
    send('POST', '/register', await signIn(t, root), {
      firstName: 'Hana',
      lastName: 'Aziz',
      email: `hana.${password.length}.${Math.random()}@amanah-health.example`,
      password,
      confirmPassword: password,
    });

  it('register refuses a common password and one of 129 characters, and takes a strong one', async () => {
    const common = await registerWith(COMMON);
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({ message: ACCOUNT_TEXTS.passwordTooCommon });
    const long = await registerWith(TOO_LONG);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(ACCOUNT_TEXTS.passwordTooLong);
    expect((await registerWith(STRONG)).statusCode).toBe(200);
    expect((await registerWith('y'.repeat(128))).statusCode).toBe(200);
  });

  it('the SuperAdmin reset refuses them too, before the code is tried', async () => {
    const rootToken = await signIn(t, root);
    const admin = await createStaff(t);
    const before = mailbox.to(admin.email).length;
    expect((await send('POST', '/forgot-password', rootToken, admin.email)).statusCode).toBe(200);
    await t.app.mailer.flush();
    const code = (await mailbox.waitFor(admin.email, before)).text.match(/\b(\d{6})\b/)?.[1] ?? '';
    const reset = (password: string) =>
      send('POST', '/reset-password', rootToken, {
        email: admin.email,
        code,
        newPassword: password,
        confirmNewPassword: password,
      });
    for (const [password, message] of [
      [COMMON, ACCOUNT_TEXTS.passwordTooCommon],
      [TOO_LONG, ACCOUNT_TEXTS.passwordTooLong],
    ] as const) {
      const res = await reset(password);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await reset(STRONG)).statusCode).toBe(200);
  });

  it('the own change refuses them too', async () => {
    const staff = await createStaff(t);
    const token = await signIn(t, staff);
    for (const [password, message] of [
      [COMMON, ACCOUNT_TEXTS.passwordTooCommon],
      ['qwertyuiop', ACCOUNT_TEXTS.passwordTooCommon],
      [TOO_LONG, ACCOUNT_TEXTS.passwordTooLong],
      ['seven77', ACCOUNT_TEXTS.passwordTooShort],
    ] as const) {
      const res = await send('POST', '/change-password', token, {
        currentPassword: staff.password,
        newPassword: password,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});

describe('POST /change-password', () => {
  it('changes the password, ends the other sessions, keeps this one, and mails the owner', async () => {
    const staff = await createStaff(t);
    const here = await signInFrom(staff, 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/140.0');
    const elsewhere = await signIn(t, staff);
    const res = await send('POST', '/change-password', here, {
      currentPassword: staff.password,
      newPassword: STRONG,
      confirmNewPassword: STRONG,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_TEXTS.passwordChanged });
    expect((await send('GET', '/me', here)).statusCode).toBe(200);
    expect((await send('GET', '/me', elsewhere)).statusCode).toBe(401);
    expect((await send('POST', '/login', undefined, staff)).statusCode).toBe(400);
    expect(await signIn(t, { email: staff.email, password: STRONG })).toBeTruthy();

    await t.app.mailer.flush();
    const mail = await mailbox.waitFor(staff.email);
    expect(mail.subject).toMatch(/password .* was changed/i);
    expect(mail.text).toContain('If you did not, tell your administrator');
  });

  it('refuses a confirmation that differs, and needs a session', async () => {
    const staff = await createStaff(t);
    const token = await signIn(t, staff);
    const body = { currentPassword: staff.password, newPassword: STRONG, confirmNewPassword: `${STRONG}!` };
    expect((await send('POST', '/change-password', token, body)).json().message).toBe(
      ACCOUNT_TEXTS.passwordsDoNotMatch,
    );
    expect((await send('POST', '/change-password', undefined, body)).statusCode).toBe(401);
  });

  it('counts a wrong current password as a failed sign-in: five lock this client out of both', async () => {
    const staff = await createStaff(t);
    const token = await signIn(t, staff);
    const change = (currentPassword: string) =>
      send('POST', '/change-password', token, { currentPassword, newPassword: STRONG });
    for (let i = 0; i < 5; i++) {
      const res = await change('not-my-password');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: ACCOUNT_TEXTS.currentPasswordWrong });
      advance(10_000);
    }
    const refused = await change(staff.password);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send('POST', '/login', undefined, staff)).statusCode).toBe(429);
    // Another client is not locked out (decision 006).
    expect((await send('POST', '/login', undefined, staff, '198.51.100.7')).statusCode).toBe(200);
    const failures = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, staff.email), eq(auditLog.action, 'login.failure')));
    expect(failures).toHaveLength(5);
    advance(16 * 60_000);
  });
});

describe('sessions', () => {
  it('lists the account’s own open sessions in plain words, this one first', async () => {
    const staff = await createStaff(t);
    await signInFrom(
      staff,
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      '203.0.113.9',
    );
    advance(60_000);
    const token = await signInFrom(
      staff,
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
    );
    await signIn(t, root); // another account's session is not listed
    const res = await send('GET', '/sessions', token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = res.json();
    expect(list).toEqual([
      {
        id: expect.any(String),
        device: 'Chrome on Windows',
        ip: '127.0.0.1',
        signedInAt: clock.now().toISOString(),
        lastUsedAt: clock.now().toISOString(),
        current: true,
      },
      {
        id: expect.any(String),
        device: 'Safari on iPhone',
        ip: '203.0.113.9',
        signedInAt: new Date(clock.now().getTime() - 60_000).toISOString(),
        lastUsedAt: new Date(clock.now().getTime() - 60_000).toISOString(),
        current: false,
      },
    ]);
    // The answer names sessions by a handle, never by the id the token carries.
    const sid = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sid;
    expect(res.body).not.toContain(sid);
  });

  it('ends one session, then all the others, and keeps this one', async () => {
    const staff = await createStaff(t);
    const a = await signIn(t, staff);
    const b = await signIn(t, staff);
    const c = await signIn(t, staff);
    const sessions = (await send('GET', '/sessions', a)).json() as { id: string; current: boolean }[];
    expect(sessions).toHaveLength(3);
    const other = sessions.filter((s) => !s.current);
    const one = await send('DELETE', `/sessions/${other[0]?.id}`, a);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ message: ACCOUNT_TEXTS.sessionEndedOne, ended: 1 });
    expect((await send('GET', '/sessions', a)).json()).toHaveLength(2);
    expect((await send('DELETE', `/sessions/${other[0]?.id}`, a)).statusCode).toBe(404);

    const rest = await send('DELETE', '/sessions', a);
    expect(rest.json()).toEqual({ message: ACCOUNT_TEXTS.sessionsEndedOthers, ended: 1 });
    expect((await send('GET', '/me', b)).statusCode).toBe(401);
    expect((await send('GET', '/me', c)).statusCode).toBe(401);
    expect((await send('GET', '/me', a)).statusCode).toBe(200);
  });

  it('cannot end another account’s session', async () => {
    const owner = await createStaff(t);
    const ownerToken = await signIn(t, owner);
    const [ownerSession] = (await send('GET', '/sessions', ownerToken)).json() as { id: string }[];
    const intruder = await createStaff(t, { role: 'SuperAdmin' });
    const intruderToken = await signIn(t, intruder);
    const res = await send('DELETE', `/sessions/${ownerSession?.id}`, intruderToken);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: ACCOUNT_TEXTS.sessionNotFound });
    await send('DELETE', '/sessions', intruderToken);
    expect((await send('GET', '/me', ownerToken)).statusCode).toBe(200);
  });
});

describe('notices to the owner', () => {
  it('mails the owner when the SuperAdmin resets the password', async () => {
    const rootToken = await signIn(t, root);
    const admin = await createStaff(t);
    expect((await send('POST', '/forgot-password', rootToken, admin.email)).statusCode).toBe(200);
    await t.app.mailer.flush();
    const code = (await mailbox.waitFor(admin.email)).text.match(/\b(\d{6})\b/)?.[1] ?? '';
    const res = await send('POST', '/reset-password', rootToken, {
      email: admin.email,
      code,
      newPassword: STRONG,
      confirmNewPassword: STRONG,
    });
    expect(res.statusCode).toBe(200);
    await t.app.mailer.flush();
    const notice = await mailbox.waitFor(admin.email, 1);
    expect(notice.subject).toMatch(/password .* was changed/i);
    expect(notice.text).toContain('reset with the code');
  });

  it('mails the owner when a client is locked out, at most once per 15 minutes', async () => {
    const staff = await createStaff(t);
    const fail = (ip: string) =>
      send('POST', '/login', undefined, { email: staff.email, password: 'nope' }, ip);
    for (let i = 0; i < 5; i++) expect((await fail('203.0.113.70')).statusCode).toBe(400);
    expect(await mailsOf(staff.email, 'sign-in-locked')).toHaveLength(1);
    await t.app.mailer.flush();
    const mail = await mailbox.waitFor(staff.email);
    expect(mail.subject).toMatch(/blocked/i);
    expect(mail.text).toContain('You can still sign in from anywhere else.');

    // A second client locked within the window: no second mail.
    advance(5 * 60_000);
    for (let i = 0; i < 5; i++) await fail('203.0.113.71');
    expect(await mailsOf(staff.email, 'sign-in-locked')).toHaveLength(1);
    // After the window, a new lock mails again.
    advance(16 * 60_000);
    for (let i = 0; i < 5; i++) await fail('203.0.113.72');
    expect(await mailsOf(staff.email, 'sign-in-locked')).toHaveLength(2);
    expect(await t.db.select().from(users).where(eq(users.email, staff.email))).toHaveLength(1);
  });
});

describe('the dashboard’s language', () => {
  it('is English until the owner chooses Arabic, kept with the account and said by /me', async () => {
    const staff = await createStaff(t, { email: 'lina@amanah-health.example' });
    const token = await signIn(t, staff);
    expect((await send('GET', '/me', token)).json().locale).toBe('en');

    const chosen = await send('PUT', '/me/language', token, { locale: 'ar' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ locale: 'ar' });
    const [row] = await t.db.select({ locale: users.locale }).from(users).where(eq(users.email, staff.email));
    expect(row?.locale).toBe('ar');
    // Kept with the account: a new sign-in finds it.
    expect((await send('GET', '/me', await signIn(t, staff))).json().locale).toBe('ar');
    // Another account's stays as it was.
    expect((await send('GET', '/me', await signIn(t, root))).json().locale).toBe('en');
  });

  it('refuses a language the site does not have, and an anonymous call', async () => {
    const token = await signIn(t, await createStaff(t, { email: 'omar@amanah-health.example' }));
    const refused = await send('PUT', '/me/language', token, { locale: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toHaveProperty('locale');
    expect((await send('PUT', '/me/language', undefined, { locale: 'ar' })).statusCode).toBe(401);
  });
});
