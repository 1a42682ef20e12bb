/**
 * Texts of the mails the server sends; each says plainly what it is for. A visitor's mails come in
 * the language of the page they used (docs/I18N.md 'Mail'): this module holds the English, and
 * i18n/mail-ar.ts its Arabic `Translation`.
 */
import { showBidiControls } from './bidi';
import { formatLongDate } from './format-date';
import { PAGES_AR } from './i18n/pages-ar';
import { PUBLIC_AR } from './i18n/public-ar';
import type { Translation } from './i18n/translation';
import { LOCALE_INFO, type Locale } from './locales';
import { SITE } from './site';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A file sent with a mail: a text attachment such as an `.ics` calendar entry. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's text, or its bytes in base64 when `encoding` says so (a ticket's QR image). */
  content: string;
  encoding?: 'base64';
  /** An inline image's content id, which the HTML shows it by (`cid:…`). */
  cid?: string;
}

/** A booked person's ticket in a mail (decision 038): the short code, the QR image's content id. */
export interface MailTicket {
  shortCode: string;
  qrCid: string;
}

export interface MailText {
  subject: string;
  text: string;
  html: string;
}

const paragraphs = (lines: readonly string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');

/**
 * A plain HTML mail in `locale` (its `lang` and `dir`): the lines before, the code set large (and
 * left to right, as it is typed), the lines after, the sender's name.
 */
export const mailHtml = (
  before: readonly string[],
  code: string | undefined,
  after: readonly string[],
  locale: Locale = 'en',
  sender: string = SITE.fullName,
) =>
  [
    `<!doctype html><html lang="${locale}" dir="${LOCALE_INFO[locale].dir}"><body dir="${LOCALE_INFO[locale].dir}" style="font-family:Arial,Helvetica,sans-serif;color:#1e293b;line-height:1.5">`,
    paragraphs(before),
    code
      ? `<p dir="ltr" style="font-size:28px;font-weight:bold;letter-spacing:6px;color:#0f766e">${escapeHtml(code)}</p>`
      : '',
    paragraphs(after),
    `<p style="color:#64748b;font-size:13px">${escapeHtml(sender)}</p>`,
    '</body></html>',
  ].join('');

/**
 * The plain-text part: in a right-to-left language each line starts with a right-to-left mark, so
 * a mail program lays out a line that begins with a Latin name or a number right to left too.
 */
const plainText = (lines: readonly string[], locale: Locale) =>
  (LOCALE_INFO[locale].dir === 'rtl' ? lines.map((line) => (line ? `\u200F${line}` : line)) : lines).join(
    '\n',
  );

export function passwordResetMail(input: {
  firstName: string;
  code: string;
  validMinutes: number;
}): MailText {
  const lines = [
    `Hello ${input.firstName},`,
    `A SuperAdmin of the ${SITE.name} website asked to reset the password of your staff account.`,
    `Your password reset code is below. It is valid for ${input.validMinutes} minutes and works once.`,
  ];
  const after = 'If you did not expect this, tell your administrator. Your password has not changed.';
  return {
    subject: `Your password reset code for ${SITE.name}`,
    text: [...lines, '', input.code, '', after, '', SITE.fullName].join('\n'),
    html: mailHtml(lines, input.code, [after]),
  };
}

export type CodePurpose = 'registration' | 'sponsor';

/** The visitors' mails in English; i18n/mail-ar.ts translates them. */
export const VISITOR_MAIL_TEXTS = {
  sender: SITE.fullName,
  codeLines: (purpose: CodePurpose, eventName: string, validMinutes: number) => [
    `You asked to ${purpose === 'registration' ? 'register for' : 'apply to sponsor'} “${eventName}” on the ${SITE.name} website.`,
    `Enter this verification code in the form to confirm your e-mail address. It is valid for ${validMinutes} minutes and works once.`,
  ],
  codeAfter: 'If you did not ask for it, you can ignore this e-mail: nothing happens without the code.',
  codeSubject: (code: string) => `Your verification code: ${code}`,
  confirmationLines: (
    purpose: CodePurpose,
    fullName: string,
    eventName: string,
    date: string,
    location: string | null,
  ) => [
    `Dear ${fullName},`,
    `Thank you. We have received your ${purpose === 'registration' ? 'registration for' : 'request to sponsor'} “${eventName}” (${date}${location ? `, ${location}` : ''}).`,
    'Our events team will contact you if anything more is needed. Please keep this e-mail for your records.',
  ],
  confirmationSubject: (purpose: CodePurpose, eventName: string) =>
    `We received your ${purpose === 'registration' ? 'registration for' : 'request to sponsor'} ${eventName}`,
  // An event that is full (decision 018): the waiting list, a place that opens, a cancellation.
  waitingLines: (
    purpose: CodePurpose,
    fullName: string,
    eventName: string,
    date: string,
    position: number,
  ) => [
    `Dear ${fullName},`,
    `Thank you. “${eventName}” (${date}) has no ${purpose === 'registration' ? 'stand' : 'sponsorship'} places left just now, so we have put your ${purpose === 'registration' ? 'registration' : 'request'} on the waiting list, in position ${position}.`,
    'If a place opens, it goes to the first person on the list, and we will e-mail you at once. You do not need to do anything.',
  ],
  waitingSubject: (purpose: CodePurpose, eventName: string) =>
    `You are on the waiting list${purpose === 'registration' ? '' : ' of sponsors'} for ${eventName}`,
  placeOpenedLines: (
    purpose: CodePurpose,
    fullName: string,
    eventName: string,
    date: string,
    location: string | null,
  ) => [
    `Dear ${fullName},`,
    `Good news: a place opened for “${eventName}” (${date}${location ? `, ${location}` : ''}), and your ${purpose === 'registration' ? 'registration' : 'sponsorship request'} moved up from the waiting list. You are booked.`,
    'The event is attached for your calendar. Please keep this e-mail for your records.',
  ],
  placeOpenedSubject: (purpose: CodePurpose, eventName: string) =>
    `A place opened: you are ${purpose === 'registration' ? 'booked' : 'booked as a sponsor'} for ${eventName}`,
  cancelledLines: (purpose: CodePurpose, fullName: string, eventName: string, date: string) => [
    `Dear ${fullName},`,
    `The events team has cancelled your ${purpose === 'registration' ? 'registration for' : 'request to sponsor'} “${eventName}” (${date}).`,
    'If you think this is a mistake, reply to this e-mail or contact us through the website.',
  ],
  cancelledSubject: (purpose: CodePurpose, eventName: string) =>
    `Your ${purpose === 'registration' ? 'registration for' : 'request to sponsor'} ${eventName} is cancelled`,
  /** How the event's date reads in the mail (`YYYY-MM-DD` as stored, in English). */
  eventDate: (date: string) => date,
  // Tickets and the booking page (decision 038).
  selfCancelledLines: (purpose: CodePurpose, fullName: string, eventName: string, date: string) => [
    `Dear ${fullName},`,
    `As you asked on your booking page, your ${purpose === 'registration' ? 'registration for' : 'request to sponsor'} “${eventName}” (${date}) is cancelled, and its ticket no longer opens the door.`,
    'If you did not ask for this, reply to this e-mail.',
  ],
  ticketLine: 'Your ticket: show this QR code at the door, or give its short code.',
  shortCodeLine: (code: string) => `Short code: ${code}`,
  qrAlt: (code: string) => `QR code of your ticket, short code ${code}`,
  bookingLine: (url: string) => `See or cancel your booking: ${url}`,
};
export type VisitorMailTexts = Translation<typeof VISITOR_MAIL_TEXTS>;

const VISITOR_MAILS: Record<Locale, VisitorMailTexts> = {
  en: VISITOR_MAIL_TEXTS,
  ar: {
    sender: PUBLIC_AR.site.fullName,
    codeLines: (purpose, eventName, validMinutes) => [
      `طلبتَ ${purpose === 'registration' ? 'التسجيل في' : 'رعاية'} «${eventName}» عبر موقع ${PUBLIC_AR.site.name}.`,
      `أدخل رمز التحقق هذا في النموذج لتأكيد بريدك الإلكتروني. الرمز صالح لمدة ${validMinutes} دقيقة ولمرة واحدة.`,
    ],
    codeAfter: 'إن لم تطلب هذا الرمز فتجاهل هذه الرسالة، فلن يحدث شيء دونه.',
    codeSubject: (code) => `رمز التحقق: ${code}`,
    confirmationLines: (purpose, fullName, eventName, date, location) => [
      `عزيزي/عزيزتي ${fullName}،`,
      `شكرًا لك. تسلّمنا ${purpose === 'registration' ? 'تسجيلك في' : 'طلبك لرعاية'} «${eventName}» (${date}${location ? `، ${location}` : ''}).`,
      'سيتواصل معك فريق الفعاليات إن احتجنا إلى أي معلومات إضافية. يُرجى الاحتفاظ بهذه الرسالة للرجوع إليها.',
    ],
    confirmationSubject: (purpose, eventName) =>
      `تسلّمنا ${purpose === 'registration' ? 'تسجيلك في' : 'طلبك لرعاية'} ${eventName}`,
    waitingLines: (purpose, fullName, eventName, date, position) => [
      `عزيزي/عزيزتي ${fullName}،`,
      `شكرًا لك. لم يبقَ في «${eventName}» (${date}) ${purpose === 'registration' ? 'أجنحة متاحة' : 'أماكن رعاية متاحة'} الآن، فأضفنا ${purpose === 'registration' ? 'تسجيلك' : 'طلبك'} إلى قائمة الانتظار في المركز ${position}.`,
      'إذا توفّر مكان فسيكون لأول من في القائمة، وسنراسلك فورًا. لا يلزمك فعل أي شيء.',
    ],
    waitingSubject: (purpose, eventName) =>
      `أنت في قائمة انتظار ${purpose === 'registration' ? '' : 'الرعاة في '}${eventName}`,
    placeOpenedLines: (purpose, fullName, eventName, date, location) => [
      `عزيزي/عزيزتي ${fullName}،`,
      `أخبار سارة: توفّر مكان في «${eventName}» (${date}${location ? `، ${location}` : ''})، وانتقل ${purpose === 'registration' ? 'تسجيلك' : 'طلب الرعاية الخاص بك'} من قائمة الانتظار إلى الحجز المؤكد.`,
      'أرفقنا الفعالية لتضيفها إلى تقويمك. يُرجى الاحتفاظ بهذه الرسالة للرجوع إليها.',
    ],
    placeOpenedSubject: (purpose, eventName) =>
      `توفّر مكان: ${purpose === 'registration' ? 'حجزك' : 'حجز رعايتك'} في ${eventName} مؤكد`,
    cancelledLines: (purpose, fullName, eventName, date) => [
      `عزيزي/عزيزتي ${fullName}،`,
      `ألغى فريق الفعاليات ${purpose === 'registration' ? 'تسجيلك في' : 'طلبك لرعاية'} «${eventName}» (${date}).`,
      'إن كنت ترى أن هذا خطأ فردّ على هذه الرسالة أو تواصل معنا عبر الموقع.',
    ],
    cancelledSubject: (purpose, eventName) =>
      `أُلغي ${purpose === 'registration' ? 'تسجيلك في' : 'طلبك لرعاية'} ${eventName}`,
    eventDate: (date) => formatLongDate(date, PAGES_AR.dates),
    selfCancelledLines: (purpose, fullName, eventName, date) => [
      `عزيزي/عزيزتي ${fullName}،`,
      `بناءً على طلبك في صفحة حجزك، أُلغي ${purpose === 'registration' ? 'تسجيلك في' : 'طلبك لرعاية'} «${eventName}» (${date})، ولم تعد تذكرته صالحة للدخول.`,
      'إن لم تطلب ذلك فردّ على هذه الرسالة.',
    ],
    ticketLine: 'تذكرتك: اعرض رمز QR هذا عند الباب، أو اذكر رمزه القصير.',
    shortCodeLine: (code) => `الرمز القصير: ${code}`,
    qrAlt: (code) => `رمز QR لتذكرتك، الرمز القصير ${code}`,
    bookingLine: (url) => `لعرض حجزك أو إلغائه: ${url}`,
  },
};

export function verificationCodeMail(
  input: { code: string; purpose: CodePurpose; eventName: string; validMinutes: number },
  locale: Locale = 'en',
): MailText {
  const t = VISITOR_MAILS[locale];
  const lines = t.codeLines(input.purpose, input.eventName, input.validMinutes);
  return {
    subject: t.codeSubject(input.code),
    text: plainText([...lines, '', input.code, '', t.codeAfter, '', t.sender], locale),
    html: mailHtml(lines, input.code, [t.codeAfter], locale, t.sender),
  };
}

/**
 * A visitor's mail of `lines` under `subject`, signed by the authority, as text and HTML; with a
 * ticket, its QR image and short code, and with a booking link, the link.
 */
export function visitorMail(
  subject: string,
  lines: readonly string[],
  locale: Locale,
  extra: { ticket?: MailTicket; bookingUrl?: string } = {},
): MailText {
  const t = VISITOR_MAILS[locale];
  const { ticket, bookingUrl } = extra;
  const ticketText = ticket ? ['', t.ticketLine, t.shortCodeLine(ticket.shortCode)] : [];
  const bookingText = bookingUrl ? ['', t.bookingLine(bookingUrl)] : [];
  const ticketHtml = ticket
    ? `<p>${escapeHtml(t.ticketLine)}</p><p><img src="cid:${escapeHtml(ticket.qrCid)}" width="240" height="240" alt="${escapeHtml(t.qrAlt(ticket.shortCode))}"></p>${mailHtmlCode(ticket.shortCode)}`
    : '';
  const bookingHtml = bookingUrl
    ? `<p>${escapeHtml(t.bookingLine('')).trim()} <a href="${escapeHtml(bookingUrl)}">${escapeHtml(bookingUrl)}</a></p>`
    : '';
  const html = mailHtml(lines, undefined, [], locale, t.sender).replace(
    /(<p style="color:#64748b)/,
    `${ticketHtml}${bookingHtml}$1`,
  );
  return {
    subject,
    text: plainText([...lines, ...ticketText, ...bookingText, '', t.sender], locale),
    html,
  };
}

/** A code set large and left to right, as mailHtml sets a verification code. */
const mailHtmlCode = (code: string) =>
  `<p dir="ltr" style="font-size:28px;font-weight:bold;letter-spacing:6px;color:#0f766e">${escapeHtml(code)}</p>`;

export function registrationConfirmationMail(
  input: {
    fullName: string;
    purpose: CodePurpose;
    eventName: string;
    date: string;
    location: string | null;
    ticket?: MailTicket;
    bookingUrl?: string;
  },
  locale: Locale = 'en',
): MailText {
  const t = VISITOR_MAILS[locale];
  const lines = t.confirmationLines(
    input.purpose,
    input.fullName,
    input.eventName,
    t.eventDate(input.date),
    input.location,
  );
  return visitorMail(t.confirmationSubject(input.purpose, input.eventName), lines, locale, input);
}

/** The visitor's submission is kept on the event's waiting list, at `position` (decision 018). */
export function waitingListMail(
  input: {
    fullName: string;
    purpose: CodePurpose;
    eventName: string;
    date: string;
    position: number;
    bookingUrl?: string;
  },
  locale: Locale = 'en',
): MailText {
  const t = VISITOR_MAILS[locale];
  const lines = t.waitingLines(
    input.purpose,
    input.fullName,
    input.eventName,
    t.eventDate(input.date),
    input.position,
  );
  return visitorMail(t.waitingSubject(input.purpose, input.eventName), lines, locale, input);
}

/** A place opened and the first who waited is booked now (the calendar entry goes with it). */
export function placeOpenedMail(
  input: {
    fullName: string;
    purpose: CodePurpose;
    eventName: string;
    date: string;
    location: string | null;
    ticket?: MailTicket;
    bookingUrl?: string;
  },
  locale: Locale = 'en',
): MailText {
  const t = VISITOR_MAILS[locale];
  const lines = t.placeOpenedLines(
    input.purpose,
    input.fullName,
    input.eventName,
    t.eventDate(input.date),
    input.location,
  );
  return visitorMail(t.placeOpenedSubject(input.purpose, input.eventName), lines, locale, input);
}

/** Staff cancelled the registration or sponsor request, or the registrant did (`self`). */
export function registrationCancelledMail(
  input: { fullName: string; purpose: CodePurpose; eventName: string; date: string; self?: boolean },
  locale: Locale = 'en',
): MailText {
  const t = VISITOR_MAILS[locale];
  const lines = (input.self ? t.selfCancelledLines : t.cancelledLines)(
    input.purpose,
    input.fullName,
    input.eventName,
    t.eventDate(input.date),
  );
  return visitorMail(t.cancelledSubject(input.purpose, input.eventName), lines, locale);
}

export function contactInquiryMail(input: {
  name: string;
  email: string;
  subject: string;
  department: string;
  message: string;
  submittedAt: string;
}): MailText {
  // The visitor's free text keeps its direction controls; the department sees each as a mark.
  const subject = showBidiControls(input.subject);
  const lines = [
    `A new inquiry for ${input.department} arrived through the website's contact form.`,
    `From: ${input.name} <${input.email}>`,
    `Subject: ${subject}`,
    `Received: ${input.submittedAt}`,
    '',
    showBidiControls(input.message),
  ];
  return {
    subject: `[${input.department}] ${subject}`,
    text: [...lines, '', 'Reply to this e-mail to answer the sender.'].join('\n'),
    html: mailHtml(lines, undefined, ['Reply to this e-mail to answer the sender.']),
  };
}

/** What `GET /mail-status` answers a SuperAdmin. */
export interface MailStatus {
  smtpConfigured: boolean;
  /** Mail is kept in the outbox, not sent: production without SMTP_URL. */
  held: boolean;
  /** Mails waiting in the outbox. */
  waiting: number;
}

export const MAIL_STATUS_TEXTS = {
  heldTitle: 'Mail is not being sent',
  held: (waiting: number) =>
    `SMTP_URL is not set on the server, so no mail goes out: verification codes cannot be sent, and ${waiting} mail${waiting === 1 ? ' is' : 's are'} waiting in the outbox. Set SMTP_URL and restart the server to send them.`,
} as const;
