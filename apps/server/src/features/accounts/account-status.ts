/** GET /me: the signed-in account, and what the dashboard must ask of it (docs/staff-accounts.md). */
import type { AccountStatus } from '@authority/shared/second-factor';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { loadSettings } from '../../lib/site-settings.js';
import { hasSecondFactor, unusedRecoveryCodes } from './second-factor.js';

export async function accountStatus(db: Database, userId: number): Promise<AccountStatus | undefined> {
  const [user] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
      passwordTemporary: users.passwordTemporary,
      locale: users.locale,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return undefined;
  const [{ signIn }, secondFactor, recoveryCodesLeft] = await Promise.all([
    loadSettings(db),
    hasSecondFactor(db, userId),
    unusedRecoveryCodes(db, userId),
  ]);
  return {
    ...user,
    secondFactor,
    recoveryCodesLeft,
    secondFactorRequired: signIn.requireSecondFactor,
    mustChangePassword: signIn.requirePasswordChange && user.passwordTemporary,
    mustEnrolSecondFactor: signIn.requireSecondFactor && !secondFactor,
  };
}
