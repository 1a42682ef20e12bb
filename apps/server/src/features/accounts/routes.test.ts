import { ACCOUNT_TEXTS } from '@authority/shared/accounts';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, oneTimeCodes, sessions, users } from '../../db/schema.js';
import { codeTargets } from '../../lib/one-time-codes.js';
import { verifyPassword } from '../../lib/passwords.js';
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
let rootToken: string;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ env: { SMTP_URL: mailbox.url }, clock: clock.now });
  root = await createStaff(t, { role: 'SuperAdmin', email: 'root@amanah-health.example' });
  rootToken = await signIn(t, root);
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

const post = (url: string, payload: unknown, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `${A}${url}`,
    headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `${A}${url}`, headers: token ? bearer(token) : {} });

const storedResetCode = async (userId: number) =>
  (
    await t.db
      .select()
      .from(oneTimeCodes)
      .where(
        and(eq(oneTimeCodes.purpose, 'password-reset'), eq(oneTimeCodes.target, codeTargets.user(userId))),
      )
  )[0];

const auditActions = async (entityId: string) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.entityId, entityId))).map((e) => e.action);

describe('POST /login', () => {
  it('signs in: a token with sub, email, role, session id and expiry, and a session row', async () => {
    const res = await post('/login', { Email: root.email.toUpperCase(), Password: root.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ isSuccessfulLogin: true, token: expect.any(String) });
    const claims = decodeJwt(body.token);
    expect(claims).toMatchObject({
      sub: String(root.id),
      email: root.email,
      role: 'SuperAdmin',
      sid: expect.any(String),
    });
    expect(claims.exp).toBe(Math.floor(clock.now().getTime() / 1000) + 12 * 3600);
    const [session] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, String(claims.sid)));
    expect(session).toMatchObject({ userId: root.id, revokedAt: null });
    expect(await auditActions(root.email)).toContain('login.success');
  });

  it('answers a wrong password and an unknown e-mail alike: 400 and the same body', async () => {
    const wrongPassword = await post('/login', { email: root.email, password: 'not-it-at-all' });
    const unknownEmail = await post('/login', {
      email: 'nobody@amanah-health.example',
      password: 'not-it-at-all',
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(unknownEmail.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({ message: ACCOUNT_TEXTS.wrongCredentials });
    expect(unknownEmail.body).toBe(wrongPassword.body);
    expect(await auditActions('nobody@amanah-health.example')).toEqual(['login.failure']);
  });

  it('takes a similar time whether or not the account exists (a password hash is checked either way)', async () => {
    const time = async (email: string) => {
      const started = performance.now();
      await post('/login', { email, password: 'timing-probe-password' });
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[1] ?? 0;
    const staff = await createStaff(t);
    const existing = median([await time(staff.email), await time(staff.email), await time(staff.email)]);
    const missing = median([
      await time('ghost1@x.example'),
      await time('ghost2@x.example'),
      await time('ghost3@x.example'),
    ]);
    // Both run one argon2id verification (tens of ms); without the dummy hash, missing is ~0 ms.
    expect(missing).toBeGreaterThan(existing / 3);
    expect(missing).toBeLessThan(existing * 3);
  });

  it('refuses an empty body field with 400', async () => {
    const res = await post('/login', { email: '', password: '' });
    expect(res.statusCode).toBe(400);
  });
});

describe('lockout', () => {
  it('locks an account after 5 failures within 15 minutes, for 15 minutes, then lets the right password in', async () => {
    const staff = await createStaff(t);
    for (let i = 0; i < 5; i++) {
      expect((await post('/login', { email: staff.email, password: 'wrong' })).statusCode).toBe(400);
      advance(60_000);
    }
    const locked = await post('/login', { email: staff.email, password: staff.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: 'Too many requests. Try again later.' });
    expect(await auditActions(staff.email)).toContain('login.refused');

    advance(9 * 60_000); // 10 min after the last failure: still locked
    expect((await post('/login', { email: staff.email, password: staff.password })).statusCode).toBe(429);
    advance(5 * 60_000 + 1_000); // past 15 min after the last failure
    const open = await post('/login', { email: staff.email, password: staff.password });
    expect(open.statusCode).toBe(200);
    // A success starts the count afresh.
    expect((await post('/login', { email: staff.email, password: 'wrong' })).statusCode).toBe(400);
  });

  it('does not lock when the failures are spread over more than 15 minutes', async () => {
    const staff = await createStaff(t);
    for (let i = 0; i < 5; i++) {
      await post('/login', { email: staff.email, password: 'wrong' });
      advance(4 * 60_000);
    }
    expect((await post('/login', { email: staff.email, password: staff.password })).statusCode).toBe(200);
  });
});

describe('lockout per client and account-wide', () => {
  const from = (remoteAddress: string, email: string, password: string) =>
    t.app.inject({ method: 'POST', url: `${A}/login`, remoteAddress, payload: { email, password } });

  it('locks only the client that failed: the owner signs in from another client meanwhile', async () => {
    const staff = await createStaff(t);
    const attacker = '203.0.113.50';
    for (let i = 0; i < 5; i++) {
      expect((await from(attacker, staff.email, 'wrong')).statusCode).toBe(400);
      advance(10_000);
    }
    const locked = await from(attacker, staff.email, staff.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: 'Too many requests. Try again later.' });
    // 15 minutes from the last failure, which was 10 s ago.
    expect(locked.headers['retry-after']).toBe('890');

    expect((await from('198.51.100.20', staff.email, staff.password)).statusCode).toBe(200);
    // The owner's success elsewhere does not unlock the attacker's client.
    expect((await from(attacker, staff.email, staff.password)).statusCode).toBe(429);
  });

  // A hundred sign-ins, each with a password hash: on a busy machine it passed 30 s.
  it('over 50 failures in 15 minutes slows every client that failed, mails the owner once, and lets the owner in', {
    timeout: 90_000,
  }, async () => {
    const staff = await createStaff(t);
    const alerts = async () =>
      (
        await t.db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.to, staff.email), eq(mailOutbox.kind, 'sign-in-attempts')))
      ).length;

    // The owner mistypes once, then ten clients guess (five each, none locked yet): the 50th
    // failure in 15 minutes mails the owner.
    const owner = '192.0.2.44';
    expect((await from(owner, staff.email, 'typo')).statusCode).toBe(400);
    for (let n = 0; n < 49; n++) {
      advance(1_000);
      expect((await from(`198.18.0.${Math.floor(n / 5) + 1}`, staff.email, 'guess')).statusCode).toBe(400);
      expect(await alerts()).toBe(n < 48 ? 0 : 1);
    }

    // A client whose last attempt failed waits for the window, even with the right password…
    const slowed = await from(owner, staff.email, staff.password);
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(800);
    // …a new client gets one guess, not five…
    expect((await from('198.18.1.1', staff.email, 'guess')).statusCode).toBe(400);
    expect((await from('198.18.1.1', staff.email, 'guess')).statusCode).toBe(429);
    for (let client = 2; client <= 5; client++) {
      expect((await from(`198.18.1.${client}`, staff.email, 'guess')).statusCode).toBe(400);
    }
    // …the owner is mailed once for the window…
    expect(await alerts()).toBe(1);
    await t.app.mailer.flush();
    // The first client locked out was mailed about too (a lock notice): find the attack's mail.
    await mailbox.waitFor(staff.email);
    const mail = mailbox.to(staff.email).find((m) => /failed sign-in attempts/i.test(m.subject));
    if (!mail) throw new Error('no mail about the attempts');
    expect(mail.text).toContain('you can still sign in');
    // …and a client that has not failed signs in.
    expect((await from('192.0.2.45', staff.email, staff.password)).statusCode).toBe(200);

    // A new window of attempts mails again.
    advance(16 * 60_000);
    expect((await from(owner, staff.email, staff.password)).statusCode).toBe(200);
    for (let client = 1; client <= 10; client++) {
      for (let i = 0; i < 5; i++) {
        advance(1_000);
        await from(`198.19.0.${client}`, staff.email, 'guess');
      }
    }
    expect(await alerts()).toBe(2);
  });
});

describe('per-client limit', () => {
  it('refuses a client that tries too many sign-ins a minute, whichever e-mails it tries', async () => {
    const limited = await createTestApp({ env: { LOGIN_ATTEMPTS_PER_MINUTE: '3' } });
    try {
      const attempt = (n: number) =>
        limited.app.inject({
          method: 'POST',
          url: `${A}/login`,
          payload: { email: `someone${n}@x.example`, password: 'guess' },
        });
      for (let n = 0; n < 3; n++) expect((await attempt(n)).statusCode).toBe(400);
      const refused = await attempt(3);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: 'Too many requests. Try again later.' });
      // Another client is not affected.
      const other = await limited.app.inject({
        method: 'POST',
        url: `${A}/login`,
        remoteAddress: '203.0.113.9',
        payload: { email: 'someone@x.example', password: 'guess' },
      });
      expect(other.statusCode).toBe(400);
    } finally {
      await limited.close();
    }
  });
});

describe('behind a proxy (TRUST_PROXY)', () => {
  const attempt = (app: TestApp, forwardedFor: string, payload: object) =>
    app.app.inject({
      method: 'POST',
      url: `${A}/login`,
      headers: { 'x-forwarded-for': forwardedFor },
      payload,
    });

  it('keys limits, lockout and the audit log by the forwarded client when the proxy is trusted', async () => {
    const proxied = await createTestApp({
      env: { TRUST_PROXY: '127.0.0.1', LOGIN_ATTEMPTS_PER_MINUTE: '20' },
    });
    try {
      const staff = await createStaff(proxied);
      // 20 wrong sign-ins through the proxy from one client (the last 15 refused by its lock)…
      for (let i = 0; i < 20; i++) {
        const res = await attempt(proxied, '198.51.100.7', { email: staff.email, password: 'wrong' });
        expect(res.statusCode).toBe(i < 5 ? 400 : 429);
      }
      expect(
        (await attempt(proxied, '198.51.100.7', { email: 'other@x.example', password: 'x' })).statusCode,
      ).toBe(429);
      // …do not refuse another client behind the same proxy, for the account or any other.
      const owner = await attempt(proxied, '203.0.113.8, 198.51.100.8', {
        email: staff.email,
        password: staff.password,
      });
      expect(owner.statusCode).toBe(200);
      expect(
        (await attempt(proxied, '198.51.100.9', { email: 'other@x.example', password: 'x' })).statusCode,
      ).toBe(400);
      const ips = (await proxied.db.select().from(auditLog).where(eq(auditLog.entityId, staff.email))).map(
        (entry) => entry.ip,
      );
      expect(new Set(ips)).toEqual(new Set(['198.51.100.7', '198.51.100.8']));
    } finally {
      await proxied.close();
    }
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: a client cannot step around the limit by sending one', async () => {
    const direct = await createTestApp({ env: { LOGIN_ATTEMPTS_PER_MINUTE: '20' } });
    try {
      for (let i = 0; i < 20; i++) {
        const res = await attempt(direct, `198.51.100.${i + 1}`, { email: `n${i}@x.example`, password: 'x' });
        expect(res.statusCode).toBe(400);
      }
      expect(
        (await attempt(direct, '198.51.100.99', { email: 'n@x.example', password: 'x' })).statusCode,
      ).toBe(429);
      const [entry] = await direct.db.select().from(auditLog).where(eq(auditLog.entityId, 'n0@x.example'));
      expect(entry?.ip).toBe('127.0.0.1');
    } finally {
      await direct.close();
    }
  });

  it('counts the addresses of one IPv6 /64 as one client, for the rate limit and the lockout', async () => {
    const limited = await createTestApp({ env: { LOGIN_ATTEMPTS_PER_MINUTE: '6' } });
    try {
      const staff = await createStaff(limited);
      const from = (remoteAddress: string, password: string) =>
        limited.app.inject({
          method: 'POST',
          url: `${A}/login`,
          remoteAddress,
          payload: { email: staff.email, password },
        });
      // Five failures from five addresses of one /64 lock the account for that /64 only…
      for (let n = 1; n <= 5; n++) expect((await from(`2001:db8:5:6::${n}`, 'wrong')).statusCode).toBe(400);
      expect((await from('2001:db8:5:6:abcd::9', staff.password)).statusCode).toBe(429);
      expect((await from('2001:db8:5:7::1', staff.password)).statusCode).toBe(200);
      // …and the /64 has used its six attempts of the minute, whichever address it sends from.
      const refused = await from('2001:db8:5:6:ffff::1', staff.password);
      expect(refused.statusCode).toBe(429);
      // The rate limit's answer (retry within the minute), not the lock's (15 minutes).
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    } finally {
      await limited.close();
    }
  });
});

describe('staff write limit', () => {
  it('limits reset-password (and every staff write) per account', async () => {
    const limited = await createTestApp({ env: { STAFF_WRITES_PER_MINUTE: '5' } });
    try {
      const superAdmin = await createStaff(limited, { role: 'SuperAdmin' });
      const other = await createStaff(limited, { role: 'SuperAdmin' });
      const reset = async (token: string) =>
        limited.app.inject({
          method: 'POST',
          url: `${A}/reset-password`,
          headers: bearer(token),
          payload: {
            email: 'nobody@x.example',
            code: '123456',
            newPassword: 'a-new-password',
            confirmNewPassword: 'a-new-password',
          },
        });
      const token = await signIn(limited, superAdmin);
      for (let i = 0; i < 5; i++) expect((await reset(token)).statusCode).toBe(400);
      const refused = await reset(token);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: 'Too many requests. Try again later.' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // A second session of the same account shares the limit; another account does not.
      expect((await reset(await signIn(limited, superAdmin))).statusCode).toBe(429);
      expect((await reset(await signIn(limited, other))).statusCode).toBe(400);
      // Reads are not writes.
      expect(
        (await limited.app.inject({ method: 'GET', url: `${A}/users`, headers: bearer(token) })).statusCode,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('sessions', () => {
  it('POST /logout revokes the session: the same token fails on its next request', async () => {
    const token = await signIn(t, root);
    expect((await get('/users', token)).statusCode).toBe(200);
    const out = await post('/logout', {}, token);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: ACCOUNT_TEXTS.signedOut });
    const after = await get('/users', token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: ACCOUNT_TEXTS.sessionEnded });
  });

  it('ends a session after 30 minutes without a request', async () => {
    const token = await signIn(t, root);
    advance(29 * 60_000);
    expect((await get('/users', token)).statusCode).toBe(200);
    advance(29 * 60_000);
    expect((await get('/users', token)).statusCode).toBe(200);
    advance(31 * 60_000);
    expect((await get('/users', token)).statusCode).toBe(401);
  });

  it('ends a session 12 hours after sign-in however active it is', async () => {
    const token = await signIn(t, root);
    // A request every 15 minutes keeps it from going idle…
    for (let quarter = 1; quarter < 48; quarter++) {
      advance(15 * 60_000);
      expect((await get('/users', token)).statusCode).toBe(200);
    }
    // …but 12 hours after sign-in it ends.
    advance(15 * 60_000);
    expect((await get('/users', token)).statusCode).toBe(401);
  });
});

describe('GET /me', () => {
  it('answers the signed-in account, and 401 once its session has ended', async () => {
    const token = await signIn(t, root);
    const me = await get('/me', token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      id: root.id,
      firstName: root.firstName,
      lastName: root.lastName,
      email: root.email,
      role: 'SuperAdmin',
      // What the dashboard must ask of the account (docs/staff-accounts.md): nothing here.
      passwordTemporary: false,
      secondFactor: false,
      recoveryCodesLeft: 0,
      secondFactorRequired: false,
      mustChangePassword: false,
      mustEnrolSecondFactor: false,
      locale: 'en',
    });
    await post('/logout', {}, token);
    expect((await get('/me', token)).statusCode).toBe(401);
  });
});

describe('POST /register', () => {
  beforeEach(async () => {
    rootToken = await signIn(t, root);
  });

  it('creates an Admin account with an argon2id hash', async () => {
    const res = await post(
      '/register',
      {
        FirstName: 'Noor',
        LastName: 'Saleh',
        Email: 'Noor.Saleh@amanah-health.example',
        Password: 'eight-ch',
        ConfirmPassword: 'eight-ch',
      },
      rootToken,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_TEXTS.accountCreated, id: expect.any(Number) });
    const [row] = await t.db.select().from(users).where(eq(users.email, 'noor.saleh@amanah-health.example'));
    expect(row).toMatchObject({ firstName: 'Noor', lastName: 'Saleh', role: 'Admin' });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row?.passwordHash ?? '', 'eight-ch')).toBe(true);
    expect(await signIn(t, { email: 'noor.saleh@amanah-health.example', password: 'eight-ch' })).toBeTruthy();
  });

  it('gives the role the SuperAdmin chose, and refuses one that does not exist', async () => {
    const payload = {
      firstName: 'Rana',
      lastName: 'Aziz',
      email: 'rana.aziz@amanah-health.example',
      password: 'eight-ch-2',
      confirmPassword: 'eight-ch-2',
    };
    const refused = await post('/register', { ...payload, role: 'Owner' }, rootToken);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Please choose a role.');
    expect(await t.db.select().from(users).where(eq(users.email, payload.email))).toEqual([]);
    const res = await post('/register', { ...payload, role: 'SuperAdmin' }, rootToken);
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, payload.email));
    expect(row?.role).toBe('SuperAdmin');
  });

  it.each([
    [
      {
        firstName: '',
        lastName: 'S',
        email: 'a@b.example',
        password: 'password1',
        confirmPassword: 'password1',
      },
      ACCOUNT_TEXTS.fillAllFields,
    ],
    [
      { lastName: 'S', email: 'a@b.example', password: 'password1', confirmPassword: 'password1' },
      ACCOUNT_TEXTS.fillAllFields,
    ],
    [
      {
        firstName: 'A',
        lastName: 'S',
        email: 'a@b.example',
        password: 'password1',
        confirmPassword: 'password2',
      },
      ACCOUNT_TEXTS.passwordsDoNotMatch,
    ],
    // SPEC §5: a 7-character password is refused with the text that says 6.
    [
      {
        firstName: 'A',
        lastName: 'S',
        email: 'a@b.example',
        password: 'seven77',
        confirmPassword: 'seven77',
      },
      ACCOUNT_TEXTS.passwordTooShort,
    ],
    [
      { firstName: 'A', lastName: 'S', email: 'a@b.example', password: 'abc', confirmPassword: 'abd' },
      ACCOUNT_TEXTS.passwordsDoNotMatch,
    ],
  ])('refuses %j with %s', async (payload, message) => {
    const res = await post('/register', payload, rootToken);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses an address that is not an e-mail', async () => {
    const res = await post(
      '/register',
      {
        firstName: 'A',
        lastName: 'S',
        email: 'not-an-email',
        password: 'password1',
        confirmPassword: 'password1',
      },
      rootToken,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: ['Please enter a valid email address.'] });
  });

  it('refuses an e-mail that already has an account with 409', async () => {
    const payload = {
      firstName: 'A',
      lastName: 'S',
      email: root.email,
      password: 'not-a-common-one',
      confirmPassword: 'not-a-common-one',
    };
    const res = await post('/register', payload, rootToken);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: ACCOUNT_TEXTS.emailTaken });
  });
});

describe('GET /users', () => {
  it('lists id, names, e-mail, role and whether a second factor is on, and never a hash, code or session field', async () => {
    rootToken = await signIn(t, root);
    const res = await get('/users', rootToken);
    expect(res.statusCode).toBe(200);
    const list = res.json() as Record<string, unknown>[];
    expect(list.length).toBeGreaterThan(1);
    for (const user of list)
      expect(Object.keys(user).sort()).toEqual([
        'email',
        'firstName',
        'id',
        'lastName',
        'role',
        'secondFactor',
      ]);
    expect(res.body).not.toMatch(/argon2|passwordHash|codeHash|session|secret/i);
  });
});

describe('DELETE /delete/{id}', () => {
  it('deletes an account, whose open session then fails at once', async () => {
    rootToken = await signIn(t, root);
    const admin = await createStaff(t);
    const adminToken = await signIn(t, admin);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `${A}/delete/${admin.id}`,
      headers: bearer(rootToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_TEXTS.userDeleted });
    expect(await t.db.select().from(users).where(eq(users.id, admin.id))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, admin.id))).toEqual([]);
    expect((await post('/logout', {}, adminToken)).statusCode).toBe(401);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.delete'), eq(auditLog.entityId, String(admin.id))));
    expect(entry).toMatchObject({ actorUserId: root.id, actorEmail: root.email });
  });

  it('refuses to delete yourself', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `${A}/delete/${root.id}`,
      headers: bearer(rootToken),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: ACCOUNT_TEXTS.cannotDeleteSelf });
  });

  it('answers 404 for an unknown account', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: `${A}/delete/999999`,
      headers: bearer(rootToken),
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('DELETE /users/{id}/sessions', () => {
  const endSessionsOf = (id: number, token: string) =>
    t.app.inject({ method: 'DELETE', url: `${A}/users/${id}/sessions`, headers: bearer(token) });

  it('lets a SuperAdmin end every session of another account: its tokens fail at once, audited, the owner mailed', async () => {
    rootToken = await signIn(t, root);
    const admin = await createStaff(t);
    const first = await signIn(t, admin);
    const second = await signIn(t, admin);
    // An Admin may not.
    const refused = await endSessionsOf(root.id, first);
    expect(refused.statusCode).toBe(403);

    const res = await endSessionsOf(admin.id, rootToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_TEXTS.accountSessionsEnded, ended: 2 });
    for (const token of [first, second]) expect((await get('/me', token)).statusCode).toBe(401);
    const open = (await t.db.select().from(sessions).where(eq(sessions.userId, admin.id))).filter(
      (row) => row.revokedAt === null,
    );
    expect(open).toEqual([]);
    // The SuperAdmin's own session goes on.
    expect((await get('/me', rootToken)).statusCode).toBe(200);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'session.end-all-by-admin'), eq(auditLog.entityId, String(admin.id))));
    expect(entry).toMatchObject({
      actorUserId: root.id,
      actorEmail: root.email,
      details: { email: admin.email, ended: 2 },
    });
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, admin.email), eq(mailOutbox.kind, 'sessions-ended')));
    expect(mail?.text).toMatch(/An administrator ended every session/);
    // The account signs in again as usual.
    expect(await signIn(t, admin)).toBeTruthy();
  });

  it('refuses one’s own account (409) and an unknown one (404)', async () => {
    rootToken = await signIn(t, root);
    const own = await endSessionsOf(root.id, rootToken);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({ message: ACCOUNT_TEXTS.cannotEndOwnSessionsHere });
    expect((await get('/me', rootToken)).statusCode).toBe(200);
    expect((await endSessionsOf(999_999, rootToken)).statusCode).toBe(404);
  });
});

describe('password reset', () => {
  let admin: TestStaff;
  let adminToken: string;

  const requestCode = async () => {
    const before = mailbox.to(admin.email).length;
    // SPEC §7: the body is the e-mail as a JSON string.
    const res = await post('/forgot-password', admin.email, rootToken);
    expect(res.statusCode).toBe(200);
    await t.app.mailer.flush();
    const mail = await mailbox.waitFor(admin.email, before);
    const code = mail.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code in: ${mail.text}`);
    return { code, mail };
  };
  const reset = (code: string, password = 'a-new-password', confirmation = password) =>
    post(
      '/reset-password',
      { email: admin.email, code, newPassword: password, confirmNewPassword: confirmation },
      rootToken,
    );

  beforeEach(async () => {
    rootToken = await signIn(t, root);
    admin = await createStaff(t);
    adminToken = await signIn(t, admin);
  });

  it('mails a 6-digit code that says what it is for, stored only hashed', async () => {
    const { code, mail } = await requestCode();
    expect(mail.subject).toMatch(/password reset code/i);
    expect(mail.html).toContain(code);
    const stored = await storedResetCode(admin.id);
    expect(stored?.codeHash).not.toContain(code);
    const [outbox] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, admin.email));
    expect(outbox?.status).toBe('sent');
  });

  it('sets the new password, ends every session, and the code works once', async () => {
    const { code } = await requestCode();
    const res = await reset(code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_TEXTS.passwordUpdated });
    expect((await post('/logout', {}, adminToken)).statusCode).toBe(401);
    expect((await post('/login', { email: admin.email, password: admin.password })).statusCode).toBe(400);
    expect(await signIn(t, { email: admin.email, password: 'a-new-password' })).toBeTruthy();
    expect((await reset(code, 'another-password')).statusCode).toBe(400);
  });

  it('applies the password rules of registration', async () => {
    const { code } = await requestCode();
    expect((await reset(code, 'short77')).json().message).toBe(ACCOUNT_TEXTS.passwordTooShort);
    expect((await reset(code, 'long-enough', 'different!')).json().message).toBe(
      ACCOUNT_TEXTS.passwordsDoNotMatch,
    );
  });

  it('kills the code after 5 wrong tries', async () => {
    const { code } = await requestCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await reset(wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: ACCOUNT_TEXTS.resetCodeInvalid });
    }
    expect((await reset(code)).statusCode).toBe(400);
  });

  it('counts at most 5 of 20 wrong codes sent at once, after which the right code is refused too', async () => {
    const { code } = await requestCode();
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 20 }, () => reset(wrong)));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(400));
    expect((await storedResetCode(admin.id))?.attempts).toBeLessThanOrEqual(5);
    expect((await reset(code)).statusCode).toBe(400);
    // Only the guesses that were compared are failed resets.
    const failures = (await auditActions(String(admin.id))).filter((a) => a === 'password.reset-failed');
    expect(failures).toHaveLength(5);
  });

  it('goes with its account when the account is deleted', async () => {
    await requestCode();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `${A}/delete/${admin.id}`,
      headers: bearer(rootToken),
    });
    expect(res.statusCode).toBe(200);
    expect(await storedResetCode(admin.id)).toBeUndefined();
  });

  it('refuses a code older than 15 minutes', async () => {
    const { code } = await requestCode();
    advance(15 * 60_000 + 1_000);
    rootToken = await signIn(t, root);
    expect((await reset(code)).statusCode).toBe(400);
  });

  it('sends a new code no sooner than 120 s after the last and at most 5 an hour, as verification codes', async () => {
    await requestCode();
    const tooSoon = await post('/forgot-password', admin.email, rootToken);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({ message: ACCOUNT_TEXTS.resetCodeTooSoon });
    expect(tooSoon.headers['retry-after']).toBe('120');
    for (let sent = 2; sent <= 5; sent++) {
      advance(120_000);
      await requestCode();
    }
    advance(120_000);
    const capped = await post('/forgot-password', admin.email, rootToken);
    expect(capped.statusCode).toBe(429);
    expect(capped.json()).toEqual({ message: ACCOUNT_TEXTS.resetCodeHourlyCap });
    // Five codes, five mails: the refusals sent nothing and gave no fresh tries.
    expect((await storedResetCode(admin.id))?.sendsInWindow).toBe(5);
    const sentCodes = (await auditActions(String(admin.id))).filter((a) => a === 'password.reset-code');
    expect(sentCodes).toHaveLength(5);
    // A new hour, a new code.
    advance(60 * 60_000);
    rootToken = await signIn(t, root);
    await requestCode();
  });

  it('answers 404 for an e-mail without an account', async () => {
    const res = await post('/forgot-password', 'nobody@amanah-health.example', rootToken);
    expect(res.statusCode).toBe(404);
  });
});
