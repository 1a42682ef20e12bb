/**
 * Who among the staff gets a kind of mail (their mail choices over their role's defaults), and
 * putting one in the outbox for each of them in their own language.
 */
import type { Department } from '@authority/shared/constants';
import type { Locale } from '@authority/shared/locales';
import type { MailText } from '@authority/shared/mail-texts';
import { mailChoicesOf, mailKindsOf, type StaffMailKind } from '@authority/shared/staff-mail';
import type { Database } from '../db/client.js';
import { mailClaims, users } from '../db/schema.js';
import { enqueueMail } from './mail/outbox.js';

export interface StaffRecipient {
  userId: number;
  email: string;
  firstName: string;
  locale: Locale;
}

/**
 * The accounts that want `kind`; for a new inquiry, only those who chose its department. `only`
 * narrows to given accounts (the author of a review, an item's owner).
 */
export async function staffRecipients(
  db: Database,
  kind: StaffMailKind,
  filter: { department?: Department; only?: readonly number[] } = {},
): Promise<StaffRecipient[]> {
  // Staff are tens of accounts: the choices are read and weighed here rather than in SQL.
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      locale: users.locale,
      role: users.role,
      mailChoices: users.mailChoices,
    })
    .from(users);
  return rows
    .filter((row) => !filter.only || filter.only.includes(row.userId))
    .filter((row) => {
      // A kind the role may not get (personal data for an Editor or Door staff) is never mailed,
      // whatever is stored: a choice kept from another role, a row written around the API.
      if (!mailKindsOf(row.role).includes(kind)) return false;
      const choices = mailChoicesOf(row.role, row.mailChoices);
      if (!choices.kinds[kind]) return false;
      return filter.department === undefined || choices.departments.includes(filter.department);
    })
    .map(({ userId, email, firstName, locale }) => ({ userId, email, firstName, locale }));
}

/** One mail per recipient, written by `compose` in the recipient's language. */
export async function mailStaff(
  db: Database,
  recipients: readonly StaffRecipient[],
  kind: string,
  compose: (recipient: StaffRecipient) => MailText & { replyTo?: string },
  now: Date,
): Promise<number> {
  for (const recipient of recipients) {
    await enqueueMail(db, { to: recipient.email, kind, ...compose(recipient) }, now);
  }
  return recipients.length;
}

/**
 * True for the one caller across a fleet that claims `key` first (a review due on a day, one
 * account's digest of a day): that caller sends; every other finds it taken.
 */
export async function claimOnce(db: Database, key: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(mailClaims)
    .values({ key, claimedAt: now })
    .onConflictDoNothing()
    .returning({ key: mailClaims.key });
  return rows.length > 0;
}
