/** Texts of the mails the server sends; each says plainly what it is for. */
import { SITE } from './site';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export interface MailText {
  subject: string;
  text: string;
  html: string;
}

const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');

/** A plain HTML mail: the lines before, the code set large, the lines after, the sender's name. */
export const mailHtml = (before: string[], code: string | undefined, after: string[]) =>
  [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1e293b;line-height:1.5">',
    paragraphs(before),
    code
      ? `<p style="font-size:28px;font-weight:bold;letter-spacing:6px;color:#0f766e">${escapeHtml(code)}</p>`
      : '',
    paragraphs(after),
    `<p style="color:#64748b;font-size:13px">${escapeHtml(SITE.fullName)}</p>`,
    '</body></html>',
  ].join('');

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

const PURPOSE_WORDS: Record<CodePurpose, string> = {
  registration: 'register for',
  sponsor: 'apply to sponsor',
};

export function verificationCodeMail(input: {
  code: string;
  purpose: CodePurpose;
  eventName: string;
  validMinutes: number;
}): MailText {
  const lines = [
    `You asked to ${PURPOSE_WORDS[input.purpose]} “${input.eventName}” on the ${SITE.name} website.`,
    `Enter this verification code in the form to confirm your e-mail address. It is valid for ${input.validMinutes} minutes and works once.`,
  ];
  const after = 'If you did not ask for it, you can ignore this e-mail: nothing happens without the code.';
  return {
    subject: `Your verification code: ${input.code}`,
    text: [...lines, '', input.code, '', after, '', SITE.fullName].join('\n'),
    html: mailHtml(lines, input.code, [after]),
  };
}

export function registrationConfirmationMail(input: {
  fullName: string;
  purpose: CodePurpose;
  eventName: string;
  date: string;
  location: string | null;
}): MailText {
  const what = input.purpose === 'registration' ? 'registration for' : 'request to sponsor';
  const lines = [
    `Dear ${input.fullName},`,
    `Thank you. We have received your ${what} “${input.eventName}” (${input.date}${input.location ? `, ${input.location}` : ''}).`,
    'Our events team will contact you if anything more is needed. Please keep this e-mail for your records.',
  ];
  return {
    subject: `We received your ${what} ${input.eventName}`,
    text: [...lines, '', SITE.fullName].join('\n'),
    html: mailHtml(lines, undefined, []),
  };
}

export function contactInquiryMail(input: {
  name: string;
  email: string;
  subject: string;
  department: string;
  message: string;
  submittedAt: string;
}): MailText {
  const lines = [
    `A new inquiry for ${input.department} arrived through the website's contact form.`,
    `From: ${input.name} <${input.email}>`,
    `Subject: ${input.subject}`,
    `Received: ${input.submittedAt}`,
    '',
    input.message,
  ];
  return {
    subject: `[${input.department}] ${input.subject}`,
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
