import { afterEach, describe, expect, it } from 'vitest';
import { decodeStaffToken, endSession, readSession, storeToken, takeSessionEndReason } from './session';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: unknown) => `${encode({ alg: 'HS256' })}.${encode(claims)}.sig`;

afterEach(() => {
  window.localStorage.clear();
  takeSessionEndReason();
});

describe('decodeStaffToken', () => {
  it('reads the claims of a base64url payload, UTF-8 included', () => {
    expect(
      decodeStaffToken(token({ sub: '4', email: 'zoë@a.test', role: 'Admin', sid: 's', exp: 2e9 })),
    ).toEqual({
      userId: '4',
      email: 'zoë@a.test',
      role: 'Admin',
      expiresAt: 2e12,
    });
  });

  it.each([
    ['two parts', `${encode({})}.${encode({ role: 'Admin', exp: 2e9 })}`],
    ['a payload that is not JSON', `a.${encode('x').slice(0, -2)}%%.c`],
    ['no role claim', token({ exp: 2e9 })],
    ['no expiry', token({ role: 'Admin' })],
    ['a payload that is not an object', token(42)],
  ])('gives nothing for %s', (_case, value) => {
    expect(decodeStaffToken(value)).toBeUndefined();
  });
});

describe('readSession', () => {
  it('tells signed out, invalid (expired) and signed in apart', () => {
    const now = 1_700_000_000_000;
    expect(readSession(null, now)).toEqual({ status: 'signed-out' });
    expect(readSession(token({ role: 'Admin', exp: now / 1000 }), now)).toEqual({ status: 'invalid' });
    expect(readSession(token({ role: 'Admin', exp: now / 1000 + 1 }), now).status).toBe('signed-in');
  });
});

describe('endSession', () => {
  it('forgets the token and keeps the reason once, only when a token was stored', () => {
    endSession('signed-out');
    expect(takeSessionEndReason()).toBeUndefined();

    storeToken('a.b.c');
    endSession('session-ended');
    endSession('signed-out');
    expect(window.localStorage.length).toBe(0);
    expect(takeSessionEndReason()).toBe('session-ended');
    expect(takeSessionEndReason()).toBeUndefined();
  });
});
