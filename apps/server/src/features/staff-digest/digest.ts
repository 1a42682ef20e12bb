/**
 * The daily digest of new registrations (docs/staff-mail.md). Its day runs from yesterday's digest
 * hour to today's, in the site's time zone, so each registration is in exactly one digest however
 * late a pass runs. Counts are made by the database; each recipient's mail is claimed by key
 * (`digest:<userId>:<day>`) in the transaction that queues it, so a fleet mails each once a day.
 */
import { easternDigits } from '@authority/shared/digits';
import { ENGLISH_DATE_NAMES, formatLongDate } from '@authority/shared/format-date';
import { PAGES_AR } from '@authority/shared/i18n/pages-ar';
import type { Locale } from '@authority/shared/locales';
import { ROUTES } from '@authority/shared/routes';
import { type DigestEvent, registrationDigestMail } from '@authority/shared/staff-digest';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { eventRegistrations, events, mailClaims, sponsorRegistrations } from '../../db/schema.js';
import { enqueueMail } from '../../lib/mail/outbox.js';
import { loadSettings } from '../../lib/site-settings.js';
import { claimOnce, staffRecipients } from '../../lib/staff-mail.js';
import { dayIn, nameIn } from '../event-forms/index.js';

export interface DigestContext {
  db: Database;
  now: Date;
  publicUrl: string;
  /** The hour of the site's day (0–23) after which the day's digest goes. */
  hour: number;
}

export interface DigestPass {
  /** The site's day whose digest this pass is for. */
  day: string;
  /** False before the day's hour: nothing was looked at. */
  due: boolean;
  /** Upcoming events with something new. */
  events: number;
  mailed: number;
}

const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** Yesterday's and today's digest moments of the site's day `day`, as the database reckons them. */
async function windowOf(db: Database, day: string, hour: number, timeZone: string) {
  const result = await db.execute(sql`
    select ((${day}::date - 1) + make_interval(hours => ${hour}))::timestamp at time zone ${timeZone} as since,
           (${day}::date + make_interval(hours => ${hour}))::timestamp at time zone ${timeZone} as until`);
  const [row] = rowsOf<{ since: string | Date; until: string | Date }>(result);
  if (!row) throw new Error('no digest window');
  return { since: new Date(row.since), until: new Date(row.until) };
}

interface CountRow {
  eventId: number;
  newStandsBooked: number;
  newStandsWaiting: number;
  newSponsorsBooked: number;
  newSponsorsWaiting: number;
  standsBooked: number;
  standsWaiting: number;
  sponsorsBooked: number;
  sponsorsWaiting: number;
}

/** Per upcoming event with a registration in the window: the new ones and the totals, booked and waiting. */
async function countsOf(db: Database, today: string, since: Date, until: Date): Promise<CountRow[]> {
  const inWindow = sql`p.created_at >= ${since.toISOString()}::timestamptz and p.created_at < ${until.toISOString()}::timestamptz`;
  const count = (list: 'stand' | 'sponsor', status: 'booked' | 'waiting', fresh: boolean) =>
    sql`(count(*) filter (where p.list = ${list} and p.status = ${status}${fresh ? sql` and ${inWindow}` : sql``}))::int`;
  const result = await db.execute(sql`
    with places as (
      select r.event_id, 'stand' as list, r.status, r.created_at from ${eventRegistrations} r
        join ${events} e on e.id = r.event_id
        where e.date >= ${today}::date and r.status <> 'cancelled'
      union all
      select s.event_id, 'sponsor' as list, s.status, s.created_at from ${sponsorRegistrations} s
        join ${events} e on e.id = s.event_id
        where e.date >= ${today}::date and s.status <> 'cancelled'
    )
    select p.event_id as "eventId",
      ${count('stand', 'booked', true)} as "newStandsBooked",
      ${count('stand', 'waiting', true)} as "newStandsWaiting",
      ${count('sponsor', 'booked', true)} as "newSponsorsBooked",
      ${count('sponsor', 'waiting', true)} as "newSponsorsWaiting",
      ${count('stand', 'booked', false)} as "standsBooked",
      ${count('stand', 'waiting', false)} as "standsWaiting",
      ${count('sponsor', 'booked', false)} as "sponsorsBooked",
      ${count('sponsor', 'waiting', false)} as "sponsorsWaiting"
    from places p
    group by p.event_id
    having count(*) filter (where ${inWindow}) > 0`);
  return rowsOf<CountRow>(result).map((row) => ({
    ...row,
    // node-postgres and PGlite both give int4 as numbers; Number() keeps either honest.
    ...Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])),
  }));
}

const dateIn = (date: string, locale: Locale) =>
  locale === 'ar' ? formatLongDate(date, PAGES_AR.dates) : formatLongDate(date, ENGLISH_DATE_NAMES);

/** One pass: the day's digest to each recipient who has not had it, once the day's hour has come. */
export async function runDigest(ctx: DigestContext): Promise<DigestPass> {
  const settings = await loadSettings(ctx.db);
  const day = dayIn(settings.timeZone, ctx.now);
  const none = { day, events: 0, mailed: 0 };
  const { since, until } = await windowOf(ctx.db, day, ctx.hour, settings.timeZone);
  if (ctx.now.getTime() < until.getTime()) return { ...none, due: false };

  const keyOf = (userId: number) => `digest:${userId}:${day}`;
  const recipients = await staffRecipients(ctx.db, 'registrationDigest');
  if (recipients.length === 0) return { ...none, due: true };
  const taken = new Set(
    (
      await ctx.db
        .select({ key: mailClaims.key })
        .from(mailClaims)
        .where(
          inArray(
            mailClaims.key,
            recipients.map((r) => keyOf(r.userId)),
          ),
        )
    ).map((row) => row.key),
  );
  const waiting = recipients.filter((r) => !taken.has(keyOf(r.userId)));
  if (waiting.length === 0) return { ...none, due: true };

  const counts = await countsOf(ctx.db, day, since, until);
  // Nothing new: no mail, and no claim either, so nothing is marked as sent.
  if (counts.length === 0) return { ...none, due: true };
  const rows = await ctx.db
    .select()
    .from(events)
    .where(
      inArray(
        events.id,
        counts.map((c) => c.eventId),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = counts
    .flatMap((c) => {
      const event = byId.get(c.eventId);
      return event ? [{ c, event }] : [];
    })
    .sort((a, b) => a.event.date.localeCompare(b.event.date) || a.event.id - b.event.id);
  const digestIn = (locale: Locale): DigestEvent[] =>
    ordered.map(({ c, event }) => ({
      name: nameIn(event, locale),
      date: dateIn(event.date, locale),
      url: `${ctx.publicUrl}${ROUTES.viewSubmission(event.id)}`,
      newStands: { booked: c.newStandsBooked, waiting: c.newStandsWaiting },
      newSponsors: { booked: c.newSponsorsBooked, waiting: c.newSponsorsWaiting },
      stands: { booked: c.standsBooked, waiting: c.standsWaiting },
      sponsors: { booked: c.sponsorsBooked, waiting: c.sponsorsWaiting },
    }));

  let mailed = 0;
  for (const recipient of waiting) {
    const mail = registrationDigestMail(recipient.locale, {
      firstName: recipient.firstName,
      events: digestIn(recipient.locale),
      publicUrl: ctx.publicUrl,
      digits:
        recipient.locale === 'ar' && settings.arabicDigits === 'eastern' ? easternDigits : (text) => text,
    });
    const sent = await ctx.db.transaction(async (tx) => {
      if (!(await claimOnce(tx, keyOf(recipient.userId), ctx.now))) return false;
      await enqueueMail(tx, { to: recipient.email, kind: 'registration-digest', ...mail }, ctx.now);
      return true;
    });
    if (sent) mailed += 1;
  }
  return { day, due: true, events: ordered.length, mailed };
}
