/**
 * Who may call what, enforced on the server (SPEC §6, decision 001). Every route under /api declares
 * `config.access`: 'public', 'staff' (any signed-in account) or 'SuperAdmin'. A route that
 * declares nothing fails at start, so no route can escape the check; the table of declared
 * routes is kept for the authorization-matrix test.
 *
 * A staff request carries `Authorization: Bearer <JWT>` (HS256 only). The token names a session;
 * the session row decides: revoked (sign-out, password reset), deleted with its account, idle
 * too long or too old, and the token no longer opens anything.
 */

import { createHash, timingSafeEqual } from 'node:crypto';
import { ACCOUNT_TEXTS, tokenClaimsSchema } from '@authority/shared/accounts';
import type { Role } from '@authority/shared/constants';
import { HTTP_MESSAGES } from '@authority/shared/http-messages';
import { SECOND_FACTOR_TEXTS } from '@authority/shared/second-factor-texts';
import { SHARE_KEY_HEADER, SUBMISSION_TEXTS } from '@authority/shared/submissions';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify } from 'jose';
import { events, secondFactors, sessions, users } from '../db/schema.js';
import { AppError } from '../lib/app-error.js';
import { loadSettings } from '../lib/site-settings.js';

/**
 * 'door': any signed-in account, DoorStaff included, for the check-in calls (decision 038). A
 * DoorStaff account opens nothing else but its own account's `whilePending` routes: 403.
 * 'shareKey': signed-in staff, or anyone holding the event's unexpired share key (in the
 * `X-Share-Key` header), for the submissions of that one event. The route's `:id` names the event.
 */
export type Access = 'public' | 'staff' | 'SuperAdmin' | 'shareKey' | 'door';

export interface StaffIdentity {
  userId: number;
  email: string;
  role: Role;
  sessionId: string;
  /** The password was set by someone else (account creation, a reset). */
  passwordTemporary: boolean;
  /** The account has a confirmed second factor. */
  secondFactor: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * Open to an account the sign-in settings hold back (a temporary password to change, a
     * second factor to set up): how it gets out, and its own account read and sign-out.
     */
    whilePending?: boolean;
    /**
     * Open to an Editor (docs/content-review.md): the content writes and reads, media, the review
     * queue. Every other route refuses an Editor, so a new one keeps personal data from them.
     */
    editor?: boolean;
  }
  interface FastifyRequest {
    staff?: StaffIdentity;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access, in registration order. */
    accessTable: { method: string; url: string; access: Access; whilePending?: boolean; editor?: boolean }[];
    /** The key that signs and verifies staff tokens. */
    tokenKey: Uint8Array;
  }
}

/** A session's last-seen time is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60_000;

export interface AccessOptions {
  jwtSecret: string;
}

async function accessPlugin(app: FastifyInstance, options: AccessOptions) {
  app.decorate('accessTable', []);
  app.decorate('tokenKey', new TextEncoder().encode(options.jwtSecret));

  const authenticate = async (request: FastifyRequest): Promise<StaffIdentity> => {
    const header = request.headers.authorization;
    const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (!token) throw AppError.unauthorized();
    let claims: ReturnType<typeof tokenClaimsSchema.parse>;
    try {
      const { payload } = await jwtVerify(token, app.tokenKey, {
        algorithms: ['HS256'],
        currentDate: app.now(),
      });
      claims = tokenClaimsSchema.parse(payload);
    } catch {
      throw AppError.unauthorized();
    }

    const now = app.now();
    const [row] = await app.db
      .select({
        userId: users.id,
        email: users.email,
        role: users.role,
        revokedAt: sessions.revokedAt,
        expiresAt: sessions.expiresAt,
        lastSeenAt: sessions.lastSeenAt,
        passwordTemporary: users.passwordTemporary,
        secondFactorSince: secondFactors.confirmedAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(secondFactors, eq(secondFactors.userId, sessions.userId))
      .where(eq(sessions.id, claims.sid))
      .limit(1);
    const idleSince = row ? now.getTime() - row.lastSeenAt.getTime() : Number.POSITIVE_INFINITY;
    if (
      !row ||
      String(row.userId) !== claims.sub ||
      row.revokedAt !== null ||
      row.expiresAt.getTime() <= now.getTime() ||
      idleSince > app.config.sessionIdleMs
    ) {
      throw AppError.unauthorized(ACCOUNT_TEXTS.sessionEnded);
    }
    if (idleSince > TOUCH_EVERY_MS) {
      await app.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, claims.sid));
    }
    // The role comes from the account as it is now, not as it was when the token was made.
    return {
      userId: row.userId,
      email: row.email,
      role: row.role,
      sessionId: claims.sid,
      passwordTemporary: row.passwordTemporary,
      secondFactor: row.secondFactorSince !== null,
    };
  };

  /**
   * The sign-in settings (docs/staff-accounts.md): while on, an account with a temporary password
   * or without a second factor may call only the `whilePending` routes. 403 with what to do.
   */
  const refusePending = async (staff: StaffIdentity) => {
    if (!staff.passwordTemporary && staff.secondFactor) return;
    const { signIn } = await loadSettings(app.db);
    if (signIn.requirePasswordChange && staff.passwordTemporary)
      throw AppError.forbidden(SECOND_FACTOR_TEXTS.changePasswordFirst);
    if (signIn.requireSecondFactor && !staff.secondFactor)
      throw AppError.forbidden(SECOND_FACTOR_TEXTS.enrolFirst);
  };

  app.addHook('onRoute', (route) => {
    if (!/^\/api(\/|$)/i.test(route.url)) return;
    const access = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!access) throw new Error(`${methods.join(',')} ${route.url} declares no access (config.access)`);
    for (const method of methods) {
      if (method !== 'HEAD')
        app.accessTable.push({
          method,
          url: route.url,
          access,
          whilePending: route.config?.whilePending,
          editor: route.config?.editor,
        });
    }
    if (access === 'public') return;
    const guard = async (request: FastifyRequest) => {
      if (access === 'shareKey' && !request.headers.authorization) {
        const { id } = request.params as { id?: string };
        // The key comes in a header, never in the query string, where logs and history keep it
        // (decision 008); a key in the query is an old-format link and opens nothing.
        if ((request.query as { key?: unknown }).key !== undefined)
          throw AppError.forbidden(SUBMISSION_TEXTS.linkFormatChanged);
        if (!(await shareKeyOpens(app, Number(id), request.headers[SHARE_KEY_HEADER])))
          throw AppError.forbidden(SUBMISSION_TEXTS.linkInvalid);
        return;
      }
      const staff = await authenticate(request);
      if (!route.config?.whilePending) await refusePending(staff);
      if (access === 'SuperAdmin' && staff.role !== 'SuperAdmin')
        throw AppError.forbidden(HTTP_MESSAGES.forbidden);
      if (staff.role === 'DoorStaff' && access !== 'door' && !route.config?.whilePending)
        throw AppError.forbidden(HTTP_MESSAGES.forbidden);
      if (staff.role === 'Editor' && !route.config?.editor && !route.config?.whilePending)
        throw AppError.forbidden(HTTP_MESSAGES.forbidden);
      request.staff = staff;
    };
    // onRequest: refuse before a stranger's body is even parsed or validated.
    const existing = route.onRequest;
    route.onRequest = existing ? [guard, ...(Array.isArray(existing) ? existing : [existing])] : [guard];
  });
}

export const hashShareKey = (key: string) => createHash('sha256').update(key).digest('base64url');

async function shareKeyOpens(app: FastifyInstance, eventId: number, key: unknown): Promise<boolean> {
  if (
    !Number.isSafeInteger(eventId) ||
    eventId <= 0 ||
    typeof key !== 'string' ||
    key.length < 20 ||
    key.length > 200
  ) {
    return false;
  }
  const [event] = await app.db
    .select({ shareTokenHash: events.shareTokenHash, shareExpiresAt: events.shareExpiresAt })
    .from(events)
    .where(eq(events.id, eventId));
  const expected = event?.shareTokenHash;
  // Every link expires (decision 008); one made before links had an expiry opens nothing.
  if (!expected || !event.shareExpiresAt || event.shareExpiresAt.getTime() <= app.now().getTime())
    return false;
  const given = Buffer.from(hashShareKey(key));
  return given.length === expected.length && timingSafeEqual(given, Buffer.from(expected));
}

export default fp(accessPlugin, { name: 'access', dependencies: ['database'] });

/** The signed-in staff member of a route declared 'staff' or 'SuperAdmin'. */
export function staffOf(request: FastifyRequest): StaffIdentity {
  if (!request.staff) throw AppError.unauthorized();
  return request.staff;
}
