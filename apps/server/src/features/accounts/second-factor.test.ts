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

/** The code an authenticator app shows for `secret` at the test clock's time (+ `offsetS`). */
const codeAt = (secret: string, offsetS = 0) =>
  generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) + offsetS });

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
  it('makes new recovery codes and removes the factor only with the password, mailing the owner', async () => {
    const { staff, token } = await enrolled();
    const wrong = await call('POST', '/second-factor/recovery-codes', token, { password: 'not-it-at-all' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: SECOND_FACTOR_TEXTS.passwordWrong });
    const fresh = await call('POST', '/second-factor/recovery-codes', token, { password: staff.password });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().recoveryCodes).toHaveLength(10);
    expect(await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, staff.id))).toHaveLength(
      10,
    );

    expect(
      (await call('POST', '/second-factor/remove', token, { password: 'not-it-at-all' })).statusCode,
    ).toBe(400);
    const removed = await call('POST', '/second-factor/remove', token, { password: staff.password });
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
      await call('POST', '/second-factor/remove', rootToken, { password: root.password });
      clock.advance(90_000);
    }
    expect((await call('GET', '/users', rootToken)).statusCode).toBe(200);
  });
});
