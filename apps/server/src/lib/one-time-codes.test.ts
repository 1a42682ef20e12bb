import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { oneTimeCodes } from '../db/schema.js';
import { createTestDatabase } from '../test/database.js';
import {
  type CodeKey,
  type CodePolicy,
  checkCode,
  codeTargets,
  consumeCode,
  deleteCodesOf,
  eventCodeParts,
  eventCodesOfEmail,
  eventCodesOfEvents,
  issueCode,
  type RecipientCap,
  withdrawCode,
} from './one-time-codes.js';

let handle: DatabaseHandle;
const secret = 'a-secret-for-the-code-hashes';
const start = new Date('2026-11-22T08:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);
const ctx = (now = start) => ({ db: handle.db, secret, now });
const policy: CodePolicy = { ttlMs: 10 * 60_000, maxAttempts: 5, cooldownMs: 120_000, perHour: 3 };
let counter = 0;
const newKey = (purpose: CodeKey['purpose'] = 'registration'): CodeKey => ({
  purpose,
  target: codeTargets.eventEmail(7, `person${++counter}@example.org`),
});
const stored = async (key: CodeKey) =>
  (await handle.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.target, key.target))).filter(
    (row) => row.purpose === key.purpose,
  )[0];

async function issued(key: CodeKey, now = start, withPolicy = policy) {
  const outcome = await issueCode(ctx(now), key, withPolicy);
  if (!outcome.issued) throw new Error(`refused: ${outcome.refusal}`);
  return outcome.code;
}
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

describe('issueCode', () => {
  it('stores a 6-digit code only as a hash, expiring after the policy’s lifetime', async () => {
    const key = newKey();
    const code = await issued(key);
    expect(code).toMatch(/^\d{6}$/);
    const row = await stored(key);
    expect(row).toMatchObject({ attempts: 0, consumedAt: null, sendsInWindow: 1 });
    expect(row?.codeHash).not.toContain(code);
    expect(row?.expiresAt).toEqual(at(10 * 60_000));
  });

  it('refuses within the cooldown, saying how long is left, and replaces the code after it', async () => {
    const key = newKey();
    const first = await issued(key);
    expect(await issueCode(ctx(at(119_500)), key, policy)).toEqual({
      issued: false,
      refusal: 'cooldown',
      retryAfterMs: 500,
    });
    const second = await issued(key, at(120_000));
    if (second !== first) {
      expect(await checkCode(ctx(at(120_000)), key, policy, first)).toEqual({ valid: false, counted: true });
    }
    expect((await checkCode(ctx(at(120_000)), key, policy, second)).valid).toBe(true);
  });

  it('caps the codes of one key an hour, and counts again in the next hour', async () => {
    const key = newKey();
    for (let i = 0; i < 3; i++) await issued(key, at(i * 121_000));
    expect(await issueCode(ctx(at(3 * 121_000)), key, policy)).toEqual({
      issued: false,
      refusal: 'hourly-cap',
    });
    await issued(key, at(3_600_000));
    expect((await stored(key))?.sendsInWindow).toBe(1);
  });

  it('has no cooldown or cap when the policy sets none', async () => {
    const key: CodeKey = { purpose: 'password-reset', target: codeTargets.user(++counter) };
    for (let i = 0; i < 6; i++) await issued(key, start, { ttlMs: 60_000, maxAttempts: 5 });
    expect((await stored(key))?.sendsInWindow).toBe(6);
  });

  it('keeps one code per purpose for the same target', async () => {
    const registration = newKey('registration');
    const sponsor: CodeKey = { purpose: 'sponsor', target: registration.target };
    const code = await issued(registration);
    await issued(sponsor);
    expect(await checkCode(ctx(), sponsor, policy, code)).toMatchObject({ valid: false });
    expect((await checkCode(ctx(), registration, policy, code)).valid).toBe(true);
  });
});

describe('issueCode with a recipient cap', () => {
  const capFor = (email: string, perHour = 4): RecipientCap => ({
    recipient: email,
    codesOf: eventCodesOfEmail(email),
    perHour,
  });
  const keyFor = (eventId: number, email: string, purpose: CodeKey['purpose'] = 'registration'): CodeKey => ({
    purpose,
    target: codeTargets.eventEmail(eventId, email),
  });

  it('counts the codes to one address across keys within the hour windows, then lets it through again', async () => {
    const email = `capped${++counter}@example.org`;
    for (let eventId = 1; eventId <= 4; eventId++) {
      expect((await issueCode(ctx(), keyFor(eventId, email), policy, capFor(email))).issued).toBe(true);
    }
    expect(await issueCode(ctx(at(1_000)), keyFor(5, email, 'sponsor'), policy, capFor(email))).toEqual({
      issued: false,
      refusal: 'recipient-cap',
    });
    // Another address is not held back; a withdrawn code still counts (as for the hourly cap).
    const other = `other${++counter}@example.org`;
    expect((await issueCode(ctx(), keyFor(5, other), policy, capFor(other))).issued).toBe(true);
    await withdrawCode(handle.db, keyFor(1, email));
    expect((await issueCode(ctx(at(1_000)), keyFor(6, email), policy, capFor(email))).issued).toBe(false);
    // An hour after the windows opened, the address may have codes again.
    expect((await issueCode(ctx(at(3_600_000)), keyFor(6, email), policy, capFor(email))).issued).toBe(true);
  });

  it('holds under parallel requests for different keys', async () => {
    const email = `parallel${++counter}@example.org`;
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, n) => issueCode(ctx(), keyFor(100 + n, email), policy, capFor(email))),
    );
    expect(outcomes.filter((outcome) => outcome.issued)).toHaveLength(4);
  });
});

describe('checkCode and consumeCode', () => {
  it('accepts the right code once it is consumed no more', async () => {
    const key = newKey();
    const code = await issued(key);
    const outcome = await checkCode(ctx(), key, policy, code);
    if (!outcome.valid) throw new Error('expected the right code to be valid');
    expect(await consumeCode(handle.db, outcome.codeId, start)).toBe(true);
    expect(await consumeCode(handle.db, outcome.codeId, start)).toBe(false);
    expect(await checkCode(ctx(), key, policy, code)).toEqual({ valid: false, counted: false });
  });

  it('counts wrong guesses, and refuses even the right code once the tries are used up', async () => {
    const key = newKey();
    const code = await issued(key);
    for (let i = 0; i < 5; i++) {
      expect(await checkCode(ctx(), key, policy, wrongFor(code))).toEqual({ valid: false, counted: true });
    }
    expect(await checkCode(ctx(), key, policy, code)).toEqual({ valid: false, counted: false });
    expect((await stored(key))?.attempts).toBe(5);
  });

  it('counts at most 5 of 20 wrong guesses sent in parallel, and the code is dead afterwards', async () => {
    const key = newKey();
    const code = await issued(key);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => checkCode(ctx(), key, policy, wrongFor(code))),
    );
    expect(outcomes.every((o) => !o.valid)).toBe(true);
    expect(outcomes.filter((o) => !o.valid && o.counted)).toHaveLength(5);
    expect((await stored(key))?.attempts).toBeLessThanOrEqual(5);
    expect(await checkCode(ctx(), key, policy, code)).toEqual({ valid: false, counted: false });
  });

  it('refuses an expired code without counting it', async () => {
    const key = newKey();
    const code = await issued(key);
    expect(await checkCode(ctx(at(10 * 60_000)), key, policy, code)).toEqual({
      valid: false,
      counted: false,
    });
    expect((await stored(key))?.attempts).toBe(0);
  });

  it('refuses a withdrawn code, and lets a new one be issued at once', async () => {
    const key = newKey();
    const code = await issued(key);
    await withdrawCode(handle.db, key);
    expect(await checkCode(ctx(), key, policy, code)).toEqual({ valid: false, counted: false });
    await issued(key, at(1_000));
    expect((await stored(key))?.sendsInWindow).toBe(2);
  });
});

describe('targets', () => {
  it('deletes every code of a target, and no other', async () => {
    const mine = codeTargets.user(++counter);
    const other = codeTargets.user(++counter);
    await issued({ purpose: 'password-reset', target: mine });
    await issued({ purpose: 'password-reset', target: other });
    expect(await deleteCodesOf(handle.db, mine)).toBe(1);
    expect(await stored({ purpose: 'password-reset', target: mine })).toBeUndefined();
    expect(await stored({ purpose: 'password-reset', target: other })).toBeDefined();
  });

  it('finds event codes by exact e-mail and by event, whatever the address holds', async () => {
    const odd = `a_b%c:${++counter}@example.org`;
    await issued({ purpose: 'registration', target: codeTargets.eventEmail(41, odd) });
    await issued({ purpose: 'sponsor', target: codeTargets.eventEmail(42, odd) });
    await issued({ purpose: 'registration', target: codeTargets.eventEmail(41, odd.replace('_', 'x')) });
    const select = () =>
      handle.db.select({ eventId: eventCodeParts.eventId, purpose: oneTimeCodes.purpose }).from(oneTimeCodes);
    expect(await select().where(eventCodesOfEmail(odd)).orderBy(oneTimeCodes.id)).toEqual([
      { eventId: 41, purpose: 'registration' },
      { eventId: 42, purpose: 'sponsor' },
    ]);
    expect(await select().where(eventCodesOfEvents([42]))).toEqual([{ eventId: 42, purpose: 'sponsor' }]);
  });
});
