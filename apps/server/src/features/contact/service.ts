/**
 * Contact inquiries: stored first, then mailed to the department through the outbox, and the staff
 * who chose that department hear of it at once (docs/inquiries-inbox.md).
 * The visitor is told it succeeded once the row is committed; mail trouble cannot lose it.
 */
import { showBidiControls } from '@authority/shared/bidi';
import type { Department } from '@authority/shared/constants';
import { CONTACT_MESSAGES } from '@authority/shared/i18n/contact-all';
import { inquiryPageUrl } from '@authority/shared/inquiries';
import { INBOX_TEXTS_BY_LOCALE, NEW_INQUIRY_MAIL_BY_LOCALE } from '@authority/shared/inquiry-inbox-texts';
import type { Locale } from '@authority/shared/locales';
import { contactInquiryMail } from '@authority/shared/mail-texts';
import { staffMail } from '@authority/shared/staff-mail';
import type { Database } from '../../db/client.js';
import { contactInquiries } from '../../db/schema.js';
import { enqueueMail } from '../../lib/mail/outbox.js';
import { mailStaff, staffRecipients } from '../../lib/staff-mail.js';

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
    /** The site's address, for the link to the inbox in the staff's mail. */
    publicUrl: string;
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
    // Only the subject and a link: the message itself goes to the department's address, not to
    // each staff member's own mailbox.
    const recipients = await staffRecipients(tx, 'newInquiry', {
      department: input.department as Department,
    });
    await mailStaff(
      tx,
      recipients,
      'new-inquiry',
      (recipient) => {
        const t = NEW_INQUIRY_MAIL_BY_LOCALE[recipient.locale];
        const subject = showBidiControls(input.subject);
        const department =
          INBOX_TEXTS_BY_LOCALE[recipient.locale].departments[input.department as Department];
        return staffMail(recipient.locale, {
          subject: t.subject(department, subject),
          lines: t.lines(department, subject, inquiryPageUrl(ctx.publicUrl, row.id)),
          publicUrl: ctx.publicUrl,
        });
      },
      ctx.now,
    );
    return row.id;
  });
  return { message: CONTACT_MESSAGES[ctx.locale].success, id };
}
