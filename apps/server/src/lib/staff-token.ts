/**
 * Signing a staff token. The accounts feature signs one at sign-in and the access plugin verifies
 * it (plugins/access.ts): the token's shape is theirs in common, so it lives below both.
 */
import type { Role } from '@authority/shared/constants';
import { SignJWT } from 'jose';

/** A staff token: HS256 with sub, email, role, the session id and an expiry (docs/DESIGN.md). */
export function signStaffToken(
  key: Uint8Array,
  claims: { userId: number; email: string; role: Role; sessionId: string },
  issuedAt: Date,
  expiresAt: Date,
): Promise<string> {
  return new SignJWT({ email: claims.email, role: claims.role, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
}
