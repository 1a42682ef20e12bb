/**
 * Contact inquiries: stored first, then mailed to the department through the outbox.
 * The visitor is told it succeeded once the row is committed; mail trouble cannot lose it.
 */
import { CONTACT_MESSAGES } from '@authority/shared/i18n/contact-all';
import type { Locale } from '@authority/shared/locales';
import { contactInquiryMail } from '@authority/shared/mail-texts';
import type { Database } from '../../db/client.js';
import { contactInquiries } from '../../db/schema.js';
import { enqueueMail } from '../../lib/mail/outbox.js';

export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  department: string;
  message: string;
}

export async function submitInquiry(
  ctx: {
    db: Database;
    now: Date;
    departmentAddress: (department: string) => string;
    /** The language of the visitor's page: the confirmation is said in it. */
    locale: Locale;
  },
  input: ContactInput,
) {
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactInquiries)
      .values({ ...input, locale: ctx.locale, submittedAt: ctx.now })
      .returning({ id: contactInquiries.id });
    if (!row) throw new Error('inquiry insert returned nothing');
    await enqueueMail(
      tx,
      {
        to: ctx.departmentAddress(input.department),
        replyTo: input.email,
        kind: 'contact-inquiry',
        ...contactInquiryMail({ ...input, submittedAt: ctx.now.toISOString() }),
      },
      ctx.now,
    );
    return row.id;
  });
  return { message: CONTACT_MESSAGES[ctx.locale].success, id };
}
