/**
 * One-time codes (password reset, e-mail verification): digits from a CSPRNG, stored only as an
 * HMAC keyed with the server's secret, so a copy of the database alone cannot test guesses.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export function generateCode(length = 6): string {
  return Array.from({ length }, () => randomInt(0, 10)).join('');
}

export function hashCode(code: string, secret: string): string {
  return createHmac('sha256', secret).update(code).digest('base64url');
}

export function codeMatches(code: string, storedHash: string, secret: string): boolean {
  const given = Buffer.from(hashCode(code, secret));
  const stored = Buffer.from(storedHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}
