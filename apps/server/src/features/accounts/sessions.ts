/**
 * An account's own sessions (docs/staff-accounts.md): which are open, and ending any or all of
 * the others. Each account sees and ends only its own; a SuperAdmin may end every session of
 * another account (ASVS 7.4.5).
 */
import { createHash } from 'node:crypto';
import {
  ACCOUNT_TEXTS,
  describeDevice,
  type SessionRow,
  sessionsEndedByAdminMail,
} from '@authority/shared/accounts';
import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { audit } from '../../lib/audit.js';
import { enqueueMail } from '../../lib/mail/outbox.js';
import type { Mailer } from '../../plugins/mailer.js';
import type { Actor } from './service.js';

interface Context {
  db: Database;
  now: Date;
  ip: string;
}

/**
 * A session's id in answers: a hash of the real one, which (with the token's signature) is what
 * the token carries; the answer never hands out the value itself.
 */
export const sessionHandle = (sessionId: string) =>
  createHash('sha256').update(`session:${sessionId}`).digest('base64url').slice(0, 22);

/** The account's sessions that still open something: not revoked, not expired, not idle. */
async function openSessionsOf(db: Database, userId: number, now: Date, idleMs: number) {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  return rows.filter((row) => now.getTime() - row.lastSeenAt.getTime() <= idleMs);
}

/** GET /sessions: the signed-in account's open sessions, this one first. */
export async function listSessions(
  ctx: { db: Database; now: Date; idleMs: number },
  actor: { id: number; sessionId: string },
): Promise<SessionRow[]> {
  const rows = await openSessionsOf(ctx.db, actor.id, ctx.now, ctx.idleMs);
  return rows
    .map((row) => ({
      id: sessionHandle(row.id),
      device: describeDevice(row.userAgent),
      ip: row.ip,
      signedInAt: row.createdAt.toISOString(),
      // Written at most once a minute (plugins/access.ts), so accurate to the minute.
      lastUsedAt: row.lastSeenAt.toISOString(),
      current: row.id === actor.sessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/**
 * Ends one of the account's own sessions (`handle` from GET /sessions), or with `handle`
 * undefined every one but this. Another account's session is not found: 404, nothing ended.
 */
export async function endSessions(
  ctx: Context & { idleMs: number },
  actor: Actor & { sessionId: string },
  handle: string | undefined,
) {
  const open = await openSessionsOf(ctx.db, actor.id, ctx.now, ctx.idleMs);
  const ending = open.filter((row) =>
    handle === undefined ? row.id !== actor.sessionId : sessionHandle(row.id) === handle,
  );
  if (handle !== undefined && ending.length === 0) throw AppError.notFound(ACCOUNT_TEXTS.sessionNotFound);
  if (ending.length > 0)
    await ctx.db
      .update(sessions)
      .set({ revokedAt: ctx.now })
      .where(
        and(
          eq(sessions.userId, actor.id),
          inArray(
            sessions.id,
            ending.map((row) => row.id),
          ),
        ),
      );
  await audit(ctx.db, {
    action: handle === undefined ? 'session.end-others' : 'session.end',
    actor,
    entity: 'user',
    entityId: actor.id,
    ip: ctx.ip,
    at: ctx.now,
    details: { ended: ending.length },
  });
  return {
    message: handle === undefined ? ACCOUNT_TEXTS.sessionsEndedOthers : ACCOUNT_TEXTS.sessionEndedOne,
    ended: ending.length,
  };
}

/**
 * A SuperAdmin ends every session of another account (ASVS 7.4.5), e.g. a lost laptop: each of its
 * tokens fails on its next request. Audited and mailed to the owner, in one transaction. One's own
 * sessions are ended on the account page instead (409), so the SuperAdmin does not sign out here.
 */
export async function endAccountSessions(
  ctx: Context & { mailer: Pick<Mailer, 'kick'> },
  actor: Actor,
  userId: number,
) {
  if (userId === actor.id) throw AppError.conflict(ACCOUNT_TEXTS.cannotEndOwnSessionsHere);
  const ended = await ctx.db.transaction(async (tx) => {
    const [target] = await tx
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, userId));
    if (!target) throw AppError.notFound();
    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: ctx.now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, ctx.now)))
      .returning({ id: sessions.id });
    await audit(tx, {
      action: 'session.end-all-by-admin',
      actor,
      entity: 'user',
      entityId: userId,
      ip: ctx.ip,
      at: ctx.now,
      details: { email: target.email, ended: revoked.length },
    });
    await enqueueMail(
      tx,
      {
        to: target.email,
        kind: 'sessions-ended',
        ...sessionsEndedByAdminMail({ firstName: target.firstName }),
      },
      ctx.now,
    );
    return revoked.length;
  });
  ctx.mailer.kick();
  return { message: ACCOUNT_TEXTS.accountSessionsEnded, ended };
}
