/**
 * The second factor (docs/staff-accounts.md): enrolment with a QR code, the two-step sign-in,
 * single use of TOTP and recovery codes, the lockout on wrong codes, removal and the setting that
 * requires it.
 */

import { SECOND_FACTOR_TEXTS } from '@authority/shared/second-factor-texts';
import { DEFAULT_SETTINGS } from '@authority/shared/settings';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, recoveryCodes, secondFactors, sessions } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { manualClock } from '../../test/clock.js';
import { bearer, createStaff, signIn, type TestStaff } from '../../test/staff.js';

const A = '/api/v1/Accounts';
let t: TestApp;
const clock = manualClock('2026-11-22T09:00:00Z');
let root: TestStaff;
let rootToken: string;

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  root = await createStaff(t, { role: 'SuperAdmin', email: 'chief@amanah-health.example' });
  rootToken = await signIn(t, root);
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'DELETE' | 'PUT',
  url: string,
  token?: string,
  payload?: unknown,
  ip?: string,
) =>
  t.app.inject({
    method,
    url: url.startsWith('/api') ? url : `${A}${url}`,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...(ip ? { remoteAddress: ip } : {}),
  });

/** The code an authenticator app shows for `secret` at `now` (+ `offsetS`). */
const codeOn = (now: Date, secret: string, offsetS = 0) =>
  generate({ secret, epoch: Math.floor(now.getTime() / 1000) + offsetS });
/** The code an authenticator app shows for `secret` at the test clock's time (+ `offsetS`). */
const codeAt = (secret: string, offsetS = 0) => codeOn(clock.now(), secret, offsetS);

/** A 6-digit code the authenticator does not show at `now` (nor one step either side). */
async function wrongCodeFor(secret: string, now = clock.now()) {
  const valid = new Set([
    await codeOn(now, secret, -30),
    await codeOn(now, secret),
    await codeOn(now, secret, 30),
  ]);
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, '0');
    if (!valid.has(candidate)) return candidate;
  }
}

/** Creates an account, signs it in, and enrols it; returns its secret and recovery codes. */
async function enrolled(overrides: Partial<TestStaff> = {}) {
  const staff = await createStaff(t, overrides);
  const token = await signIn(t, staff);
  const setup = (await call('POST', '/second-factor/setup', token, { password: staff.password })).json();
  const confirm = await call('POST', '/second-factor/confirm', token, { code: await codeAt(setup.secret) });
  expect(confirm.statusCode).toBe(200);
  // The code just used may not sign in again: step the clock past its window.
  clock.advance(90_000);
  return {
    staff,
    token,
    secret: setup.secret as string,
    recoveryCodes: confirm.json().recoveryCodes as string[],
  };
}

async function passwordStep(staff: TestStaff, ip = '127.0.0.1') {
  const res = await call('POST', '/login', undefined, { email: staff.email, password: staff.password }, ip);
  expect(res.statusCode).toBe(200);
  return res.json() as { challenge: string };
}

describe('enrolment', () => {
  it('shows a QR code and the secret, turns on with a first valid code, and keeps ten hashed recovery codes', async () => {
    const staff = await createStaff(t);
    const token = await signIn(t, staff);
    // The password first (ASVS 7.5.1); a wrong one is a failed sign-in.
    const refused = await call('POST', '/second-factor/setup', token, { password: 'not-it-at-all' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: SECOND_FACTOR_TEXTS.passwordWrong });
    expect(await t.db.select().from(secondFactors).where(eq(secondFactors.userId, staff.id))).toEqual([]);
    const setup = await call('POST', '/second-factor/setup', token, { password: staff.password });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrCode } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1], 'base64').toString()).toContain('<svg');
    // Not in force until confirmed: sign-in still needs only the password.
    expect((await passwordStep(staff)) as object).toHaveProperty('token');

    const wrong = await call('POST', '/second-factor/confirm', token, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: SECOND_FACTOR_TEXTS.codeWrong });

    const confirm = await call('POST', '/second-factor/confirm', token, { code: await codeAt(secret) });
    expect(confirm.statusCode).toBe(200);
    const { recoveryCodes: codes, message } = confirm.json();
    expect(message).toBe(SECOND_FACTOR_TEXTS.enrolled);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    const stored = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, staff.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) {
      expect(row.codeHash).toMatch(/^\$argon2id\$/);
      expect(codes.some((code: string) => row.codeHash.includes(code.replace('-', '')))).toBe(false);
    }
    const [factor] = await t.db.select().from(secondFactors).where(eq(secondFactors.userId, staff.id));
    expect(factor?.confirmedAt).toEqual(clock.now());
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, staff.email), eq(mailOutbox.kind, 'second-factor')));
    expect(mail?.subject).toMatch(/second factor was added/);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'second-factor.enable'), eq(auditLog.entityId, String(staff.id))));
    expect(entry?.actorEmail).toBe(staff.email);
    expect((await call('GET', '/second-factor', token)).json()).toEqual({
      enrolled: true,
      recoveryCodesLeft: 10,
    });
    // A second enrolment is refused while one is on.
    expect((await call('POST', '/second-factor/setup', token, { password: staff.password })).statusCode).toBe(
      409,
    );
  });
});

describe('sign-in with a second factor', () => {
  it('answers that a code is needed instead of a token, then gives the token for a right code', async () => {
    const { staff, secret } = await enrolled();
    const first = await call('POST', '/login', undefined, { email: staff.email, password: staff.password });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      isSuccessfulLogin: false,
      secondFactorRequired: true,
      challenge: expect.any(String),
      expiresInSeconds: 300,
    });
    const before = await t.db.select().from(sessions).where(eq(sessions.userId, staff.id));
    // The challenge is no staff token.
    expect((await call('GET', '/me', first.json().challenge)).statusCode).toBe(401);
    const second = await call('POST', '/login/second-factor', undefined, {
      challenge: first.json().challenge,
      code: await codeAt(secret),
    });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ isSuccessfulLogin: true, token: expect.any(String) });
    const after = await t.db.select().from(sessions).where(eq(sessions.userId, staff.id));
    expect(after).toHaveLength(before.length + 1);
    expect((await call('GET', '/me', second.json().token)).json()).toMatchObject({
      email: staff.email,
      secondFactor: true,
      recoveryCodesLeft: 10,
    });
    // The challenge works once.
    const again = await call('POST', '/login/second-factor', undefined, {
      challenge: first.json().challenge,
      code: await codeAt(secret, 30),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: SECOND_FACTOR_TEXTS.challengeExpired });
  });

  it('refuses the same TOTP code again within its window', async () => {
    const { staff, secret } = await enrolled();
    const code = await codeAt(secret);
    const ok = await call('POST', '/login/second-factor', undefined, {
      challenge: (await passwordStep(staff)).challenge,
      code,
    });
    expect(ok.statusCode).toBe(200);
    clock.advance(10_000);
    const replay = await call('POST', '/login/second-factor', undefined, {
      challenge: (await passwordStep(staff)).challenge,
      code,
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ message: SECOND_FACTOR_TEXTS.codeWrong });
    // The next step's code works.
    clock.advance(30_000);
    const next = await call('POST', '/login/second-factor', undefined, {
      challenge: (await passwordStep(staff)).challenge,
      code: await codeAt(secret),
    });
    expect(next.statusCode).toBe(200);
  });

  it('signs in with a recovery code once, in any case and without the dash', async () => {
    const { staff, recoveryCodes: codes } = await enrolled();
    const code = codes[3] ?? '';
    const ok = await call('POST', '/login/second-factor', undefined, {
      challenge: (await passwordStep(staff)).challenge,
      code: code.replace('-', '').toLowerCase(),
    });
    expect(ok.statusCode).toBe(200);
    const used = await t.db
      .select()
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, staff.id), isNull(recoveryCodes.usedAt)));
    expect(used).toHaveLength(9);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'login.success'), eq(auditLog.entityId, staff.email)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.details).toMatchObject({ via: 'recovery-code' });
    const again = await call('POST', '/login/second-factor', undefined, {
      challenge: (await passwordStep(staff)).challenge,
      code,
    });
    expect(again.statusCode).toBe(400);
  });

  it('counts wrong codes as failed sign-ins: five lock this client out, another client still signs in', async () => {
    const { staff, secret } = await enrolled();
    const attacker = '198.51.100.7';
    const { challenge } = await passwordStep(staff, attacker);
    for (let i = 0; i < 5; i++) {
      const res = await call(
        'POST',
        '/login/second-factor',
        undefined,
        { challenge, code: `00000${i}` },
        attacker,
      );
      expect(res.statusCode).toBe(400);
    }
    const failures = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'login.failure'), eq(auditLog.entityId, staff.email)));
    expect(failures).toHaveLength(5);
    expect(failures[0]?.details).toMatchObject({ via: 'second-factor', client: attacker });
    // Locked: even the right code, and the password step, are refused from that client.
    const locked = await call(
      'POST',
      '/login/second-factor',
      undefined,
      { challenge, code: await codeAt(secret) },
      attacker,
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    const password = await call(
      'POST',
      '/login',
      undefined,
      { email: staff.email, password: staff.password },
      attacker,
    );
    expect(password.statusCode).toBe(429);
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, staff.email), eq(mailOutbox.kind, 'sign-in-locked')));
    expect(mail).toBeDefined();
    // The owner, from another client, is let in.
    const owner = await call(
      'POST',
      '/login/second-factor',
      undefined,
      {
        challenge: (await passwordStep(staff, '192.0.2.50')).challenge,
        code: await codeAt(secret),
      },
      '192.0.2.50',
    );
    expect(owner.statusCode).toBe(200);
  });

  it('answers a right code 400, not 500, when the stored last step is ahead of this clock (another process’s)', async () => {
    const { staff, secret } = await enrolled();
    const step = Math.floor(clock.now().getTime() / 30_000);
    await t.db
      .update(secondFactors)
      .set({ lastUsedStep: step + 10 })
      .where(eq(secondFactors.userId, staff.id));
    const res = await call('POST', '/login/second-factor', undefined, {
      challenge: (await passwordStep(staff)).challenge,
      code: await codeAt(secret),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: SECOND_FACTOR_TEXTS.codeWrong });
    const [factor] = await t.db.select().from(secondFactors).where(eq(secondFactors.userId, staff.id));
    expect(factor?.lastUsedStep).toBe(step + 10);
  });

  it('takes a challenge only from the client it was given to', async () => {
    const { staff, secret } = await enrolled();
    const { challenge } = await passwordStep(staff, '192.0.2.61');
    const elsewhere = await call(
      'POST',
      '/login/second-factor',
      undefined,
      { challenge, code: await codeAt(secret) },
      '192.0.2.62',
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual({ message: SECOND_FACTOR_TEXTS.challengeExpired });
    const home = await call(
      'POST',
      '/login/second-factor',
      undefined,
      { challenge, code: await codeAt(secret) },
      '192.0.2.61',
    );
    expect(home.statusCode).toBe(200);
  });

  it('answers at most 5 of 20 wrong codes sent at once from one client with 400, the rest 429', async () => {
    const { staff, secret } = await enrolled();
    const client = '198.51.100.77';
    const { challenge } = await passwordStep(staff, client);
    const wrong = await wrongCodeFor(secret);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', '/login/second-factor', undefined, { challenge, code: wrong }, client),
      ),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    const failures = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'login.failure'), eq(auditLog.entityId, staff.email)));
    expect(failures).toHaveLength(5);
  });

  it('stops the second step from every client after 10 wrong codes to the account in 15 minutes, and mails the owner once', {
    timeout: 180_000,
  }, async () => {
    // Behind a proxy, one wrong code from each of 150 IPv6 /64s, each after its own password step.
    // Its own clock: the window it waits out must not end the other tests' sessions.
    const own = manualClock(clock.now().toISOString());
    const proxied = await createTestApp({ env: { TRUST_PROXY: '1' }, clock: own.now });
    try {
      const from = (client: string, url: string, payload: object, token?: string) =>
        proxied.app.inject({
          method: 'POST',
          url: `${A}${url}`,
          headers: { 'x-forwarded-for': client, ...(token ? bearer(token) : {}) },
          payload,
        });
      const staff = await createStaff(proxied);
      const token = await signIn(proxied, staff);
      const setup = (
        await from('192.0.2.1', '/second-factor/setup', { password: staff.password }, token)
      ).json();
      expect(
        (
          await from(
            '192.0.2.1',
            '/second-factor/confirm',
            { code: await codeOn(own.now(), setup.secret) },
            token,
          )
        ).statusCode,
      ).toBe(200);
      own.advance(90_000);
      const credentials = { email: staff.email, password: staff.password };
      const wrong = await wrongCodeFor(setup.secret, own.now());
      const statuses: number[] = [];
      for (let n = 1; n <= 150; n++) {
        const client = `2001:db8:${n.toString(16)}::1`;
        const password = await from(client, '/login', credentials);
        expect(password.statusCode).toBe(200);
        const guess = await from(client, '/login/second-factor', {
          challenge: password.json().challenge,
          code: wrong,
        });
        statuses.push(guess.statusCode);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
      expect(statuses.slice(10)).toEqual(Array(140).fill(429));

      // The right code from a 151st client gets no token.
      const last = '2001:db8:ffff::1';
      const password = await from(last, '/login', credentials);
      const right = await from(last, '/login/second-factor', {
        challenge: password.json().challenge,
        code: await codeOn(own.now(), setup.secret),
      });
      expect(right.statusCode).toBe(429);
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
      expect(right.json()).toEqual({ message: 'Too many requests. Try again later.' });
      const sessionsAfter = await proxied.db.select().from(sessions).where(eq(sessions.userId, staff.id));
      expect(sessionsAfter).toHaveLength(1);
      const failures = await proxied.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'login.failure'), eq(auditLog.entityId, staff.email)));
      expect(failures).toHaveLength(10);
      const mails = await proxied.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, staff.email), eq(mailOutbox.kind, 'sign-in-codes-locked')));
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain('someone knows your password');

      // Once the window has passed, the owner's right code signs in.
      own.advance(15 * 60_000 + 1_000);
      const owner = '192.0.2.99';
      const again = await from(owner, '/login', credentials);
      const signedIn = await from(owner, '/login/second-factor', {
        challenge: again.json().challenge,
        code: await codeOn(own.now(), setup.secret),
      });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json()).toEqual({ isSuccessfulLogin: true, token: expect.any(String) });
    } finally {
      await proxied.close();
    }
  });

  it('refuses a challenge after 5 minutes, and a forged one', async () => {
    const { staff, secret } = await enrolled();
    const { challenge } = await passwordStep(staff);
    clock.advance(301_000);
    const late = await call('POST', '/login/second-factor', undefined, {
      challenge,
      code: await codeAt(secret),
    });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: SECOND_FACTOR_TEXTS.challengeExpired });
    const forged = await call('POST', '/login/second-factor', undefined, {
      challenge: `${challenge.slice(0, -4)}AAAA`,
      code: await codeAt(secret),
    });
    expect(forged.statusCode).toBe(400);
  });
});

describe('changing and removing the factor', () => {
  it('makes new recovery codes and removes the factor only with the password and a current code, mailing the owner', async () => {
    const { staff, token, secret, recoveryCodes: codes } = await enrolled();
    const code = await codeAt(secret);
    // The password alone is no longer enough (ASVS 7.5.1).
    const passwordOnly = await call('POST', '/second-factor/recovery-codes', token, {
      password: staff.password,
    });
    expect(passwordOnly.statusCode).toBe(400);
    const wrong = await call('POST', '/second-factor/recovery-codes', token, {
      password: 'not-it-at-all',
      code,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: SECOND_FACTOR_TEXTS.passwordWrong });
    const wrongCode = await call('POST', '/second-factor/recovery-codes', token, {
      password: staff.password,
      code: await wrongCodeFor(secret),
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toEqual({ message: SECOND_FACTOR_TEXTS.codeWrong });
    const [failure] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'login.failure'), eq(auditLog.entityId, staff.email)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(failure?.details).toMatchObject({ via: 'recovery-codes', factor: 'code' });
    const fresh = await call('POST', '/second-factor/recovery-codes', token, {
      password: staff.password,
      code,
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().recoveryCodes).toHaveLength(10);
    expect(await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, staff.id))).toHaveLength(
      10,
    );
    // The same code twice: refused, its step is used.
    const replay = await call('POST', '/second-factor/remove', token, { password: staff.password, code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ message: SECOND_FACTOR_TEXTS.codeWrong });
    // An old recovery code died with the regeneration; a new one works.
    const old = await call('POST', '/second-factor/remove', token, {
      password: staff.password,
      code: codes[0],
    });
    expect(old.statusCode).toBe(400);
    const removed = await call('POST', '/second-factor/remove', token, {
      password: staff.password,
      code: fresh.json().recoveryCodes[0],
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: SECOND_FACTOR_TEXTS.removed });
    expect(await t.db.select().from(secondFactors).where(eq(secondFactors.userId, staff.id))).toEqual([]);
    expect(await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, staff.id))).toEqual([]);
    const mails = await t.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, staff.email), eq(mailOutbox.kind, 'second-factor')));
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/was added/),
      expect.stringMatching(/New recovery codes/),
      expect.stringMatching(/was removed/),
    ]);
    // Sign-in is back to the password alone.
    expect(await passwordStep(staff)).toHaveProperty('token');
  });

  it('lets another SuperAdmin remove a lost factor, audited and mailed, but not its own there', async () => {
    const { staff } = await enrolled();
    const asAdmin = await call(
      'DELETE',
      `/users/${staff.id}/second-factor`,
      await signIn(t, await createStaff(t)),
    );
    expect(asAdmin.statusCode).toBe(403);
    const res = await call('DELETE', `/users/${staff.id}/second-factor`, rootToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SECOND_FACTOR_TEXTS.removedByAdmin });
    expect(await t.db.select().from(secondFactors).where(eq(secondFactors.userId, staff.id))).toEqual([]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'second-factor.remove'), eq(auditLog.entityId, String(staff.id))));
    expect(entry).toMatchObject({
      actorEmail: root.email,
      details: { by: 'SuperAdmin', email: staff.email },
    });
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.to, staff.email),
          eq(
            mailOutbox.subject,
            'The second factor of your Amanah Health Authority staff account was removed',
          ),
        ),
      );
    expect(mail?.text).toMatch(/An administrator removed/);
    const again = await call('DELETE', `/users/${staff.id}/second-factor`, rootToken);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: SECOND_FACTOR_TEXTS.accountHasNone });
    const own = await call('DELETE', `/users/${root.id}/second-factor`, rootToken);
    expect(own.statusCode).toBe(409);
  });

  it('lists which accounts have a second factor', async () => {
    const { staff } = await enrolled();
    const list = (await call('GET', '/users', rootToken)).json() as { id: number; secondFactor: boolean }[];
    expect(list.find((row) => row.id === staff.id)?.secondFactor).toBe(true);
    expect(list.find((row) => row.id === root.id)?.secondFactor).toBe(false);
  });
});

describe('the setting that requires a second factor', () => {
  it('is off by default; while on, an account without one may only enrol, then everything again', async () => {
    expect(DEFAULT_SETTINGS.signIn.requireSecondFactor).toBe(false);
    const staff = await createStaff(t);
    const token = await signIn(t, staff);
    expect((await call('GET', '/api/v1/admin/inquiries', token)).statusCode).toBe(200);
    const settings = (await call('GET', '/api/v1/admin/settings/full', rootToken)).json();
    // The root turns it on; it has no factor itself, so from then on it too may only enrol.
    const put = await call('PUT', '/api/v1/admin/settings', rootToken, {
      ...settings,
      signIn: { requireSecondFactor: true, requirePasswordChange: false },
    });
    expect(put.statusCode).toBe(200);
    try {
      const refused = await call('GET', '/api/v1/admin/inquiries', token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: SECOND_FACTOR_TEXTS.enrolFirst });
      expect((await call('GET', '/users', rootToken)).statusCode).toBe(403);
      const me = await call('GET', '/me', token);
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({
        secondFactor: false,
        secondFactorRequired: true,
        mustEnrolSecondFactor: true,
      });
      const setup = (await call('POST', '/second-factor/setup', token, { password: staff.password })).json();
      expect(
        (await call('POST', '/second-factor/confirm', token, { code: await codeAt(setup.secret) }))
          .statusCode,
      ).toBe(200);
      expect((await call('GET', '/api/v1/admin/inquiries', token)).statusCode).toBe(200);
      expect((await call('GET', '/me', token)).json()).toMatchObject({ mustEnrolSecondFactor: false });
    } finally {
      await t.db.delete(secondFactors).where(eq(secondFactors.userId, root.id));
      const rootSetup = (
        await call('POST', '/second-factor/setup', rootToken, { password: root.password })
      ).json();
      await call('POST', '/second-factor/confirm', rootToken, { code: await codeAt(rootSetup.secret) });
      await call('PUT', '/api/v1/admin/settings', rootToken, settings);
      await call('POST', '/second-factor/remove', rootToken, {
        password: root.password,
        code: await codeAt(rootSetup.secret, 30),
      });
      clock.advance(90_000);
    }
    expect((await call('GET', '/users', rootToken)).statusCode).toBe(200);
  });
});
