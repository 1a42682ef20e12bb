/**
 * Staff's reply to a contact inquiry, mailed to the visitor in the language of the page they wrote
 * from (the inquiry's `locale`), with their inquiry quoted below it (docs/inquiries-inbox.md).
 */
import { showBidiControls } from './bidi';
import type { Department } from './constants';
import { ENGLISH_DATE_NAMES, formatLongDate } from './format-date';
import { PAGES_AR } from './i18n/pages-ar';
import { INBOX_TEXTS_BY_LOCALE } from './inquiry-inbox-texts';
import type { Locale } from './locales';
import { type MailText, visitorMail } from './mail-texts';

export const INQUIRY_REPLY_MAIL_TEXTS = {
  en: {
    subject: (subject: string) => `Re: ${subject}`,
    greeting: (name: string) => `Dear ${name},`,
    quoteIntro: (date: string, department: string) => `On ${date} you wrote to ${department}:`,
    replyHint: 'To write back, reply to this e-mail.',
    dates: ENGLISH_DATE_NAMES,
  },
  ar: {
    subject: (subject: string) => `رد: ${subject}`,
    greeting: (name: string) => `عزيزي/عزيزتي ${name}،`,
    quoteIntro: (date: string, department: string) => `في ${date} كتبتَ إلى قسم ${department}:`,
    replyHint: 'للرد علينا، أجب عن هذه الرسالة.',
    dates: PAGES_AR.dates,
  },
} as const;

export interface InquiryReplyInput {
  name: string;
  subject: string;
  department: Department | string;
  message: string;
  submittedAt: string;
  /** Staff's answer, as they wrote it. */
  body: string;
}

/** The reply, then the visitor's inquiry quoted line by line ('> '), signed by the authority. */
export function inquiryReplyMail(locale: Locale, input: InquiryReplyInput): MailText {
  const t = INQUIRY_REPLY_MAIL_TEXTS[locale];
  const departments: Record<string, string> = INBOX_TEXTS_BY_LOCALE[locale].departments;
  const department = departments[input.department] ?? input.department;
  const quoted = [showBidiControls(input.subject), '', ...showBidiControls(input.message).split(/\r?\n/)].map(
    (line) => (line ? `> ${line}` : '>'),
  );
  const lines = [
    t.greeting(input.name),
    '',
    ...input.body.split(/\r?\n/),
    '',
    t.replyHint,
    '',
    '—',
    t.quoteIntro(formatLongDate(input.submittedAt, t.dates), department),
    ...quoted,
  ];
  return visitorMail(t.subject(showBidiControls(input.subject)), lines, locale);
}
