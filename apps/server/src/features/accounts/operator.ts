/**
 * What the operator does from the server's console (`npm run admin`, docs/operators.md): the
 * SuperAdmin's account services, called with the console as the actor, so the same rules hold
 * (SPEC §5 lengths, common passwords, context words, temporary passwords) and the audit log says
 * each change came from the console.
 */
import { userInfo } from 'node:os';
import { registerSchema } from '@authority/shared/accounts';
import { ADMIN_CLI_TEXTS } from '@authority/shared/admin-cli-texts';
import type { Role } from '@authority/shared/constants';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { secondFactors, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { audit } from '../../lib/audit.js';
import { randomPassword } from '../../lib/passwords.js';
import { LOGIN_ACTIONS, recentFailures } from './lockout.js';
import { removeSecondFactor } from './second-factor.js';
import { type ConsoleActor, refuseWeakPassword, register, setTemporaryPassword } from './service.js';

export interface OperatorContext {
  db: Database;
  now: Date;
  actor: ConsoleActor;
}

/** The console as the audit log names it: `console:<the operating-system user>`. */
export function consoleActor(): ConsoleActor {
  let name = 'unknown';
  try {
    name = userInfo().username;
  } catch {
    // No passwd entry for this uid (some containers): the console is still the console.
  }
  return { id: null, email: `console:${name}` };
}

const context = (ctx: OperatorContext) => ({
  db: ctx.db,
  now: ctx.now,
  // The audit log's address column: where the change came from.
  ip: 'console',
  // The CLI runs no mail worker: mail waits in the outbox for the server's.
  mailer: { kick: () => {} },
});

async function accountOf(db: Database, email: string) {
  const user = await db.query.users.findFirst({ where: eq(users.email, email.trim().toLowerCase()) });
  if (!user) throw AppError.notFound(ADMIN_CLI_TEXTS.noAccount(email));
  return user;
}

export interface AccountListing {
  id: number;
  email: string;
  role: Role;
  name: string;
  passwordTemporary: boolean;
  secondFactor: boolean;
  recentFailures: number;
}

export async function listAccounts(ctx: Pick<OperatorContext, 'db' | 'now'>): Promise<AccountListing[]> {
  const rows = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
      passwordTemporary: users.passwordTemporary,
      secondFactor: sql<boolean>`${secondFactors.confirmedAt} is not null`,
    })
    .from(users)
    .leftJoin(secondFactors, eq(secondFactors.userId, users.id))
    .orderBy(asc(users.id));
  const listed: AccountListing[] = [];
  for (const row of rows) {
    listed.push({
      id: row.id,
      email: row.email,
      role: row.role,
      name: `${row.firstName} ${row.lastName}`.trim(),
      passwordTemporary: row.passwordTemporary,
      secondFactor: Boolean(row.secondFactor),
      recentFailures: await recentFailures(ctx.db, row.email, ctx.now),
    });
  }
  return listed;
}

/** The password to set: the one given, or a random one (returned so it can be shown once). */
const passwordFor = (given: string | undefined) => ({
  password: given ?? randomPassword(),
  generated: given === undefined,
});

export async function createAccount(
  ctx: OperatorContext,
  input: { email: string; firstName: string; lastName: string; role: Role; password?: string },
) {
  const { password, generated } = passwordFor(input.password);
  // The dashboard's own rules for a new account (SPEC §5), then the service's.
  const parsed = registerSchema.safeParse({ ...input, password, confirmPassword: password });
  if (!parsed.success)
    throw AppError.badRequest(parsed.error.issues[0]?.message ?? ADMIN_CLI_TEXTS.missingNames);
  const { id } = await register(context(ctx), ctx.actor, { ...parsed.data, role: input.role });
  return { id, email: parsed.data.email, password, generated };
}

export async function resetAccountPassword(ctx: OperatorContext, email: string, given?: string) {
  const user = await accountOf(ctx.db, email);
  const { password, generated } = passwordFor(given);
  await refuseWeakPassword(ctx.db, password, user.email);
  await setTemporaryPassword(context(ctx), ctx.actor, user, password);
  return { password, generated };
}

/** Lifts every sign-in lock on the account (lockout.ts counts no failure before this entry). */
export async function unlockAccount(ctx: OperatorContext, email: string) {
  const user = await accountOf(ctx.db, email);
  await audit(ctx.db, {
    action: LOGIN_ACTIONS.unlocked,
    actor: ctx.actor,
    entity: 'account',
    entityId: user.email,
    ip: 'console',
    at: ctx.now,
    details: { via: 'console', userId: user.id },
  });
}

export async function removeAccountSecondFactor(ctx: OperatorContext, email: string) {
  const user = await accountOf(ctx.db, email);
  await removeSecondFactor(context(ctx), ctx.actor, user.id, 'console');
}
