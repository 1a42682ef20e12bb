/**
 * The daily digest of new registrations (docs/staff-mail.md): once a day, to each staff member who
 * chose it, the new stand and sponsor registrations of the last day for upcoming events, in the
 * recipient's language, with the footer of every staff mail (staffMail).
 */
import { verbatim } from './digits';
import type { Locale } from './locales';
import type { MailText } from './mail-texts';
import { staffMail } from './staff-mail';

/** The hour of the site's day after which the digest goes, unless DIGEST_HOUR says otherwise. */
export const DEFAULT_DIGEST_HOUR = 7;

/** Booked and waiting among a set of registrations (cancelled ones are counted nowhere). */
export interface PlaceCounts {
  booked: number;
  waiting: number;
}

/** One upcoming event of the digest: what is new since the last digest, and where it stands now. */
export interface DigestEvent {
  name: string;
  /** Already written in the recipient's language. */
  date: string;
  /** The event's submissions on the dashboard. */
  url: string;
  newStands: PlaceCounts;
  newSponsors: PlaceCounts;
  stands: PlaceCounts;
  sponsors: PlaceCounts;
}

interface DigestTexts {
  subject: (count: number) => string;
  greeting: (firstName: string) => string;
  intro: string;
  event: (name: string, date: string) => string;
  newLine: (stands: PlaceCounts, sponsors: PlaceCounts) => string;
  totalLine: (stands: PlaceCounts, sponsors: PlaceCounts) => string;
  open: (url: string) => string;
}

export const DIGEST_MAIL_TEXTS_BY_LOCALE = {
  en: {
    subject: (count) => `New registrations for upcoming events: ${count} in the last day`,
    greeting: (firstName) => `Hello ${firstName},`,
    intro: 'These are the registrations made in the last day for upcoming events, event by event.',
    event: (name, date) => `${name} (${date})`,
    newLine: (stands, sponsors) =>
      `New: ${stands.booked + stands.waiting} for stands (${stands.waiting} waiting), ${sponsors.booked + sponsors.waiting} as sponsors (${sponsors.waiting} waiting).`,
    totalLine: (stands, sponsors) =>
      `In all: stands ${stands.booked} booked and ${stands.waiting} waiting; sponsors ${sponsors.booked} booked and ${sponsors.waiting} waiting.`,
    open: (url) => `See them: ${url}`,
  },
  ar: {
    subject: (count) => `تسجيلات جديدة في الفعاليات القادمة: ${count} خلال اليوم الأخير`,
    greeting: (firstName) => `مرحبًا ${firstName}،`,
    intro: 'هذه هي التسجيلات التي وردت خلال اليوم الأخير في الفعاليات القادمة، فعاليةً فعالية.',
    event: (name, date) => `${name} (${date})`,
    newLine: (stands, sponsors) =>
      `الجديد: الأجنحة ${stands.booked + stands.waiting} (منها ${stands.waiting} في قائمة الانتظار)، والرعاة ${sponsors.booked + sponsors.waiting} (منها ${sponsors.waiting} في قائمة الانتظار).`,
    totalLine: (stands, sponsors) =>
      `الإجمالي: الأجنحة ${stands.booked} محجوزة و${stands.waiting} في الانتظار؛ والرعاة ${sponsors.booked} محجوزون و${sponsors.waiting} في الانتظار.`,
    open: (url) => `للاطلاع عليها: ${url}`,
  },
} as const satisfies Record<Locale, DigestTexts>;

const newCount = (event: DigestEvent) =>
  event.newStands.booked + event.newStands.waiting + event.newSponsors.booked + event.newSponsors.waiting;

/**
 * The digest for one recipient. `digits` writes the numbers as the recipient's language does (the
 * site's Arabic digit style); links are kept as written (isolated left to right in Arabic).
 */
export function registrationDigestMail(
  locale: Locale,
  input: {
    firstName: string;
    events: readonly DigestEvent[];
    publicUrl: string;
    digits: (text: string) => string;
  },
): MailText {
  const t = DIGEST_MAIL_TEXTS_BY_LOCALE[locale];
  const total = input.events.reduce((sum, event) => sum + newCount(event), 0);
  const lines = [
    t.greeting(input.firstName),
    t.intro,
    ...input.events.flatMap((event) => [
      '',
      input.digits(t.event(event.name, event.date)),
      input.digits(t.newLine(event.newStands, event.newSponsors)),
      input.digits(t.totalLine(event.stands, event.sponsors)),
      input.digits(t.open(locale === 'ar' ? verbatim(event.url) : event.url)),
    ]),
  ];
  return staffMail(locale, {
    subject: input.digits(t.subject(total)),
    lines,
    publicUrl: input.publicUrl,
  });
}
