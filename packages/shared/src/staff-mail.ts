/**
 * Which mails a staff member gets (their account settings): each kind on or off, and the
 * departments whose new inquiries reach them. Defaults follow the role until the owner chooses.
 */
import { DEPARTMENTS, type Department, type Role } from './constants';
import { LOCALE_INFO, type Locale } from './locales';
import { type MailText, mailHtml } from './mail-texts';
import { ROUTES } from './routes';

export const STAFF_MAIL_KINDS = [
  'newInquiry',
  'registrationDigest',
  'reviewRequested',
  'reviewReturned',
  'reviewDue',
] as const;
export type StaffMailKind = (typeof STAFF_MAIL_KINDS)[number];

export interface StaffMailChoices {
  kinds: Partial<Record<StaffMailKind, boolean>>;
  /** The departments whose new inquiries are mailed at once; none chosen, none mailed. */
  departments?: Department[];
}

/**
 * The kinds that carry visitors' personal data (an inquiry, the registrations' counts by event): never
 * for an Editor (docs/content-review.md) or Door staff, whatever their stored choices say.
 */
export const PERSONAL_DATA_MAIL_KINDS = [
  'newInquiry',
  'registrationDigest',
] as const satisfies readonly StaffMailKind[];

/**
 * The kinds a role may get at all (docs/staff-mail.md): reviewers (Admin, SuperAdmin) every kind; an
 * Editor hears of their own items only (sent back, due for review); Door staff get none.
 */
export function mailKindsOf(role: Role): readonly StaffMailKind[] {
  if (role === 'SuperAdmin' || role === 'Admin') return STAFF_MAIL_KINDS;
  if (role === 'Editor') return ['reviewReturned', 'reviewDue'];
  return [];
}

/**
 * What a role gets until its owner chooses: reviewers hear of requests, authors of decisions and
 * due reviews, those who answer inquiries of every department; door staff get none of these.
 */
export function defaultMailChoices(role: Role): Required<StaffMailChoices> {
  const open = mailKindsOf(role);
  return {
    kinds: Object.fromEntries(STAFF_MAIL_KINDS.map((kind) => [kind, open.includes(kind)])),
    departments: open.includes('newInquiry') ? [...DEPARTMENTS] : [],
  };
}

/**
 * The owner's choices laid over the role's defaults. A kind the role may not get stays off even
 * when stored (a choice made under another role, a write around the API).
 */
export function mailChoicesOf(
  role: Role,
  stored: StaffMailChoices | null | undefined,
): Required<StaffMailChoices> {
  const open = mailKindsOf(role);
  const defaults = defaultMailChoices(role);
  return {
    kinds: Object.fromEntries(
      STAFF_MAIL_KINDS.map((kind) => [
        kind,
        open.includes(kind) && (stored?.kinds?.[kind] ?? defaults.kinds[kind] ?? false),
      ]),
    ),
    departments: open.includes('newInquiry') ? (stored?.departments ?? defaults.departments) : [],
  };
}

/** The anchor of the mail choices on the account page: each staff mail links there. */
export const MAIL_CHOICES_ANCHOR = 'mail-choices';
export const mailChoicesUrl = (publicUrl: string) =>
  `${publicUrl}${ROUTES.dashboardAccount}#${MAIL_CHOICES_ANCHOR}`;

export const STAFF_MAIL_FOOTER_BY_LOCALE = {
  en: {
    why: 'You get this mail because of your mail choices on the staff dashboard.',
    change: (url: string) => `To stop these mails or choose others: ${url}`,
  },
  ar: {
    why: 'تصلك هذه الرسالة بحسب اختياراتك للرسائل في لوحة الموظفين.',
    change: (url: string) => `لإيقاف هذه الرسائل أو اختيار غيرها: ${url}`,
  },
} as const satisfies Record<Locale, { why: string; change: (url: string) => string }>;

/**
 * A mail to a staff member in their dashboard's language, ending with the link to their mail
 * choices (one click away from stopping it).
 */
export function staffMail(
  locale: Locale,
  input: { subject: string; lines: readonly string[]; publicUrl: string },
): MailText {
  const footer = STAFF_MAIL_FOOTER_BY_LOCALE[locale];
  const after = [footer.why, footer.change(mailChoicesUrl(input.publicUrl))];
  const rtl = LOCALE_INFO[locale].dir === 'rtl';
  const text = [...input.lines, '', ...after]
    .map((line) => (rtl && line ? `\u200F${line}` : line))
    .join('\n');
  return { subject: input.subject, text, html: mailHtml(input.lines, undefined, after, locale) };
}
