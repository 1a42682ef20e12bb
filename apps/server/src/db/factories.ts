/**
 * Factories for content and submission rows: `buildX(overrides)` returns a valid insert row,
 * `createX(db, overrides)` inserts it and returns the stored row. A counter keeps names and
 * e-mail addresses unique within a process. Tests and the seed share them.
 */
import type { Database } from './client.js';
import {
  analysis,
  branches,
  comments,
  contactInquiries,
  eventRegistrations,
  events,
  news,
  organizations,
  partners,
  sponsorRegistrations,
} from './schema.js';

export type NewOrganization = typeof organizations.$inferInsert;
export type OrganizationRow = typeof organizations.$inferSelect;
export type NewNews = typeof news.$inferInsert;
export type NewsRow = typeof news.$inferSelect;
export type NewAnalysis = typeof analysis.$inferInsert;
export type AnalysisRow = typeof analysis.$inferSelect;
export type NewComment = typeof comments.$inferInsert;
export type CommentRow = typeof comments.$inferSelect;
export type NewPartner = typeof partners.$inferInsert;
export type PartnerRow = typeof partners.$inferSelect;
export type NewEvent = typeof events.$inferInsert;
export type EventRow = typeof events.$inferSelect;
export type NewBranch = typeof branches.$inferInsert;
export type BranchRow = typeof branches.$inferSelect;
export type NewEventRegistration = typeof eventRegistrations.$inferInsert;
export type EventRegistrationRow = typeof eventRegistrations.$inferSelect;
export type NewSponsorRegistration = typeof sponsorRegistrations.$inferInsert;
export type SponsorRegistrationRow = typeof sponsorRegistrations.$inferSelect;
export type NewContactInquiry = typeof contactInquiries.$inferInsert;
export type ContactInquiryRow = typeof contactInquiries.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

let counter = 0;
function next(): number {
  counter += 1;
  return counter;
}

/** `YYYY-MM-DD` of the UTC day `days` from now, the format of `events.date`. */
export function isoDay(days: number, from: Date = new Date()): string {
  return new Date(from.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

function single<T>(rows: T[], table: string): T {
  const row = rows[0];
  if (row === undefined) throw new Error(`Insert into ${table} returned no row`);
  return row;
}

export function buildOrganization(overrides: Partial<NewOrganization> = {}): NewOrganization {
  const n = next();
  return {
    name: `Amanah Community Clinic ${n}`,
    description: `<p>A neighbourhood clinic offering family medicine, vaccinations and health checks (clinic ${n}).</p>`,
    imageUrl: null,
    priority: n,
    ...overrides,
  };
}

export async function createOrganization(
  db: Database,
  overrides: Partial<NewOrganization> = {},
): Promise<OrganizationRow> {
  return single(
    await db.insert(organizations).values(buildOrganization(overrides)).returning(),
    'organizations',
  );
}

export function buildNews(overrides: Partial<NewNews> = {}): NewNews {
  const n = next();
  return {
    name: `Outpatient clinics extend their opening hours (${n})`,
    description:
      'From next month, outpatient clinics open at 07:30 on weekdays.\nBook through the appointments line.',
    imageUrl: null,
    link: null,
    createdOn: new Date(Date.now() - n * 60_000),
    isBanner: false,
    isNews: true,
    ...overrides,
  };
}

export async function createNews(db: Database, overrides: Partial<NewNews> = {}): Promise<NewsRow> {
  return single(await db.insert(news).values(buildNews(overrides)).returning(), 'news');
}

export function buildAnalysis(overrides: Partial<NewAnalysis> = {}): NewAnalysis {
  const n = next();
  return {
    title: `Patients seen in clinic ${n}`,
    number: 1000 + n,
    imageUrl: null,
    priority: n,
    ...overrides,
  };
}

export async function createAnalysis(
  db: Database,
  overrides: Partial<NewAnalysis> = {},
): Promise<AnalysisRow> {
  return single(await db.insert(analysis).values(buildAnalysis(overrides)).returning(), 'analysis');
}

export function buildComment(overrides: Partial<NewComment> = {}): NewComment {
  const n = next();
  return {
    name: `Visitor ${n}`,
    description: '<p>The staff explained every step of the treatment clearly and kindly.</p>',
    imageUrl: null,
    ...overrides,
  };
}

export async function createComment(db: Database, overrides: Partial<NewComment> = {}): Promise<CommentRow> {
  return single(await db.insert(comments).values(buildComment(overrides)).returning(), 'comments');
}

export function buildPartner(overrides: Partial<NewPartner> = {}): NewPartner {
  const n = next();
  return {
    name: `Partner Institute ${n}`,
    description: 'Works with the authority on training and research.',
    link: `https://partner-${n}.example`,
    imageUrl: null,
    ...overrides,
  };
}

export async function createPartner(db: Database, overrides: Partial<NewPartner> = {}): Promise<PartnerRow> {
  return single(await db.insert(partners).values(buildPartner(overrides)).returning(), 'partners');
}

export function buildEvent(overrides: Partial<NewEvent> = {}): NewEvent {
  const n = next();
  return {
    eventName: `Clinical Skills Workshop ${n}`,
    formLink: null,
    isActive: true,
    date: isoDay(30),
    location: 'Amanah Conference Centre, Riverbend',
    time: '09:00 – 16:00',
    description: 'A practical day of case discussions and hands-on skills stations.',
    imagePath: null,
    shareTokenHash: null,
    ...overrides,
  };
}

export async function createEvent(db: Database, overrides: Partial<NewEvent> = {}): Promise<EventRow> {
  return single(await db.insert(events).values(buildEvent(overrides)).returning(), 'events');
}

export function buildBranch(overrides: Partial<NewBranch> = {}): NewBranch {
  const n = next();
  return {
    name: `Amanah Branch Office ${n}`,
    city: 'Riverbend',
    address: `${n} Harbour Road, Riverbend`,
    phone: '+964 780 000 1234',
    email: `branch${n}@amanah-health.example`,
    mapLink: null,
    imageUrl: null,
    priority: n,
    ...overrides,
  };
}

export async function createBranch(db: Database, overrides: Partial<NewBranch> = {}): Promise<BranchRow> {
  return single(await db.insert(branches).values(buildBranch(overrides)).returning(), 'branches');
}

/** The person fields the two event forms share (SPEC §3). */
function buildPerson(n: number) {
  return {
    title: 'Dr.',
    fullName: `Rana Selim ${n}`,
    gender: 'Female',
    countryCode: '+964',
    phoneNumber: `7800${String(100000 + n).slice(-6)}`,
    country: 'Republic of Auren',
    city: 'Riverbend',
    jobTitle: 'Consultant Physician',
    email: `attendee${n}@mail.example`,
  };
}

type WithEvent<T> = Partial<T> & { eventId: number };

export function buildEventRegistration(overrides: WithEvent<NewEventRegistration>): NewEventRegistration {
  return {
    ...buildPerson(next()),
    notes: null,
    // SPEC §3: the registration form always sends IsWorkshop false and WorkShop 'N/A'.
    isWorkshop: false,
    workShop: 'N/A',
    ...overrides,
  };
}

/** Creates an event first when no `eventId` is given. */
export async function createEventRegistration(
  db: Database,
  overrides: Partial<NewEventRegistration> = {},
): Promise<EventRegistrationRow> {
  const eventId = overrides.eventId ?? (await createEvent(db)).id;
  const row = buildEventRegistration({ ...overrides, eventId });
  return single(await db.insert(eventRegistrations).values(row).returning(), 'event_registrations');
}

export function buildSponsorRegistration(
  overrides: WithEvent<NewSponsorRegistration>,
): NewSponsorRegistration {
  const n = next();
  return {
    ...buildPerson(n),
    jobTitle: 'Partnerships Manager',
    company: `Northfield Medical Supplies ${n}`,
    specialty: 'testing and research lab',
    website: `https://northfield-${n}.example`,
    classification: 'gold',
    ...overrides,
  };
}

/** Creates an event first when no `eventId` is given. */
export async function createSponsorRegistration(
  db: Database,
  overrides: Partial<NewSponsorRegistration> = {},
): Promise<SponsorRegistrationRow> {
  const eventId = overrides.eventId ?? (await createEvent(db)).id;
  const row = buildSponsorRegistration({ ...overrides, eventId });
  return single(await db.insert(sponsorRegistrations).values(row).returning(), 'sponsor_registrations');
}

export function buildContactInquiry(overrides: Partial<NewContactInquiry> = {}): NewContactInquiry {
  const n = next();
  return {
    name: `Omar Faris ${n}`,
    email: `visitor${n}@mail.example`,
    subject: 'Follow-up appointment',
    department: 'Appointment Scheduling',
    message: 'I would like to move my follow-up appointment at the cardiology clinic to next week.',
    submittedAt: new Date(),
    ...overrides,
  };
}

export async function createContactInquiry(
  db: Database,
  overrides: Partial<NewContactInquiry> = {},
): Promise<ContactInquiryRow> {
  return single(
    await db.insert(contactInquiries).values(buildContactInquiry(overrides)).returning(),
    'contact_inquiries',
  );
}
