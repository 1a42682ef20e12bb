/**
 * Preview links: a token that opens one item, draft or scheduled, for an hour, to whoever
 * holds it. Signed like the staff tokens (HS256 with JWT_SECRET, generated in DATA_DIR when unset),
 * but with a key derived for this use only, so a preview token opens nothing else and no staff
 * token opens a preview. It travels in the link's fragment (`/preview#token=…`), never in a URL a
 * log or a proxy keeps (decision 008); the page sends it in a header.
 */
import { createHash } from 'node:crypto';
import { PREVIEW_TTL_MS } from '@authority/shared/content-publication';
import { CONTENT_KEYS, type ContentKey } from '@authority/shared/content-types';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

const AUDIENCE = 'content-preview';

/** The preview key, derived from the staff tokens' key. */
export const previewKeyOf = (tokenKey: Uint8Array): Uint8Array =>
  createHash('sha256').update('content-preview:').update(tokenKey).digest();

const claimsSchema = z.object({
  type: z.enum(CONTENT_KEYS as [ContentKey, ...ContentKey[]]),
  id: z.number().int().positive(),
});

/** A token for item `id` of `type`, valid PREVIEW_TTL_MS from `now`. */
export async function signPreview(key: Uint8Array, type: ContentKey, id: number, now: Date) {
  const expiresAt = new Date(now.getTime() + PREVIEW_TTL_MS);
  const token = await new SignJWT({ type, id })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
  return { token, expiresAt };
}

/** The item a token opens at `now`, or undefined (forged, for another use, or expired). */
export async function readPreview(key: Uint8Array, token: string, now: Date) {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      currentDate: now,
    });
    const claims = claimsSchema.safeParse(payload);
    return claims.success ? claims.data : undefined;
  } catch {
    return undefined;
  }
}
