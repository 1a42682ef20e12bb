/**
 * The departments' inbox (docs/inquiries-inbox.md): each inquiry's status, assignee and thread of
 * replies and internal notes. The old 'handled' mark follows the status: handled ⇔ answered or
 * closed, so API clients that set or read it see the same inquiry the inbox shows.
 */

import type { Department } from '@authority/shared/constants';
import { DEPARTMENTS } from '@authority/shared/constants';
import type { AuditAction } from '@authority/shared/editor-texts';
import {
  INQUIRY_ASSIGNEE_ROLES,
  type InquiryAssignee,
  type InquiryDetail,
  type InquiryEntry,
  type InquiryRow,
  type InquiryStatus,
  type inquiryListQuerySchema,
  isHandledStatus,
} from '@authority/shared/inquiries';
import { INBOX_TEXTS_BY_LOCALE } from '@authority/shared/inquiry-inbox-texts';
import { inquiryReplyMail } from '@authority/shared/inquiry-reply-mail';
import type { Locale } from '@authority/shared/locales';
import { DEPARTMENT_KEYS } from '@authority/shared/settings';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { contactInquiries, inquiryEntries, mailOutbox, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { audit } from '../../lib/audit.js';
import { enqueueMail } from '../../lib/mail/outbox.js';

type ListQuery = z.output<typeof inquiryListQuerySchema>;

export interface InboxContext {
  db: Database;
  now: Date;
  ip: string;
  staff: { userId: number; email: string };
  locale: Locale;
}

const assignee = alias(users, 'assignee');
const handler = alias(users, 'handler');
const MINUTE_MS = 60_000;
const isOpen = sql`${contactInquiries.status} in ('new', 'in-progress')`;

const rowColumns = {
  id: contactInquiries.id,
  name: contactInquiries.name,
  email: contactInquiries.email,
  subject: contactInquiries.subject,
  department: contactInquiries.department,
  message: contactInquiries.message,
  locale: contactInquiries.locale,
  submittedAt: contactInquiries.submittedAt,
  handledAt: contactInquiries.handledAt,
  handledBy: handler.email,
  status: contactInquiries.status,
  statusChangedAt: contactInquiries.statusChangedAt,
  assigneeId: contactInquiries.assigneeId,
  assigneeFirst: assignee.firstName,
  assigneeLast: assignee.lastName,
};

const selectRows = (db: Database) =>
  db
    .select(rowColumns)
    .from(contactInquiries)
    .leftJoin(handler, eq(handler.id, contactInquiries.handledBy))
    .leftJoin(assignee, eq(assignee.id, contactInquiries.assigneeId));

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

function toRow(row: SelectedRow, now: Date): InquiryRow {
  const { assigneeFirst, assigneeLast, submittedAt, handledAt, statusChangedAt, ...rest } = row;
  return {
    ...rest,
    submittedAt: submittedAt.toISOString(),
    handledAt: handledAt?.toISOString() ?? null,
    statusChangedAt: statusChangedAt?.toISOString() ?? null,
    assigneeName: assigneeFirst === null ? null : `${assigneeFirst} ${assigneeLast ?? ''}`.trim(),
    waitedMinutes: Math.max(0, Math.floor((now.getTime() - submittedAt.getTime()) / MINUTE_MS)),
  };
}

export async function listInquiries(db: Database, now: Date, query: ListQuery, staffUserId: number) {
  const { department, handled, status, assignee: whose, order, search, page, pageSize } = query;
  const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    department ? eq(contactInquiries.department, department) : undefined,
    handled === 'true'
      ? isNotNull(contactInquiries.handledAt)
      : handled === 'false'
        ? isNull(contactInquiries.handledAt)
        : undefined,
    status ? eq(contactInquiries.status, status) : undefined,
    whose === 'mine'
      ? eq(contactInquiries.assigneeId, staffUserId)
      : whose === 'unassigned'
        ? isNull(contactInquiries.assigneeId)
        : typeof whose === 'number'
          ? eq(contactInquiries.assigneeId, whose)
          : undefined,
    pattern
      ? or(
          ilike(contactInquiries.name, pattern),
          ilike(contactInquiries.email, pattern),
          ilike(contactInquiries.subject, pattern),
          ilike(contactInquiries.message, pattern),
        )
      : undefined,
  );
  const ordering: SQL[] =
    order === 'waiting'
      ? // The open ones first, the longest waiting at the top; then the rest, newest first.
        [
          sql`case when ${isOpen} then 0 else 1 end`,
          sql`case when ${isOpen} then ${contactInquiries.submittedAt} end asc`,
          desc(contactInquiries.submittedAt),
          asc(contactInquiries.id),
        ]
      : [desc(contactInquiries.submittedAt), desc(contactInquiries.id)];
  const [total] = await db.select({ n: count() }).from(contactInquiries).where(where);
  const rows = await selectRows(db)
    .where(where)
    .orderBy(...ordering)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items: rows.map((row) => toRow(row, now)), total: total?.n ?? 0, page, pageSize };
}

async function rowOf(db: Database, id: number, now: Date, locale: Locale): Promise<InquiryRow> {
  const [row] = await selectRows(db).where(eq(contactInquiries.id, id));
  if (!row) throw AppError.notFound(INBOX_TEXTS_BY_LOCALE[locale].inquiryNotFound);
  return toRow(row, now);
}

/** The inquiry's thread in order: replies (with their mail's state) and notes. */
export async function entriesOf(
  db: Database,
  inquiryIds: number | number[],
): Promise<(InquiryEntry & { inquiryId: number })[]> {
  const ids = Array.isArray(inquiryIds) ? inquiryIds : [inquiryIds];
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: inquiryEntries.id,
      inquiryId: inquiryEntries.inquiryId,
      kind: inquiryEntries.kind,
      body: inquiryEntries.body,
      authorName: inquiryEntries.authorName,
      createdAt: inquiryEntries.createdAt,
      mailStatus: mailOutbox.status,
    })
    .from(inquiryEntries)
    .leftJoin(mailOutbox, eq(mailOutbox.id, inquiryEntries.mailId))
    .where(inArray(inquiryEntries.inquiryId, ids))
    .orderBy(asc(inquiryEntries.inquiryId), asc(inquiryEntries.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export async function inquiryDetail(
  db: Database,
  id: number,
  now: Date,
  locale: Locale,
): Promise<InquiryDetail> {
  const inquiry = await rowOf(db, id, now, locale);
  const entries = (await entriesOf(db, id)).map(({ inquiryId: _inquiry, ...entry }) => entry);
  return { inquiry, entries };
}

/** The columns a status sets: when it changed, and the handled mark that follows it. */
function statusValues(status: InquiryStatus, staffUserId: number, now: Date) {
  return isHandledStatus(status)
    ? {
        status,
        statusChangedAt: now,
        // Answered then closed: it was handled when first answered.
        handledAt: sql`coalesce(${contactInquiries.handledAt}, ${now.toISOString()}::timestamptz)`,
        handledBy: sql`case when ${contactInquiries.handledAt} is null then ${staffUserId} else ${contactInquiries.handledBy} end`,
      }
    : { status, statusChangedAt: now, handledAt: null, handledBy: null };
}

async function existing(db: Database, id: number, locale: Locale) {
  const [row] = await db.select().from(contactInquiries).where(eq(contactInquiries.id, id));
  if (!row) throw AppError.notFound(INBOX_TEXTS_BY_LOCALE[locale].inquiryNotFound);
  return row;
}

const auditAs = (ctx: InboxContext, action: AuditAction, id: number, details?: Record<string, unknown>) =>
  audit(ctx.db, {
    action,
    actor: { id: ctx.staff.userId, email: ctx.staff.email },
    entity: 'inquiry',
    entityId: id,
    ip: ctx.ip,
    at: ctx.now,
    ...(details ? { details } : {}),
  });

export async function setStatus(ctx: InboxContext, id: number, status: InquiryStatus) {
  const before = await existing(ctx.db, id, ctx.locale);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(contactInquiries)
      .set(statusValues(status, ctx.staff.userId, ctx.now))
      .where(eq(contactInquiries.id, id));
    await auditAs({ ...ctx, db: tx }, 'inquiry.status', id, { from: before.status, to: status });
  });
  return inquiryDetail(ctx.db, id, ctx.now, ctx.locale);
}

/**
 * The 'handled' mark of the first screen, kept for API clients: handled closes it (an answered one
 * stays answered); not handled opens it again, in progress when someone has it, else new.
 */
export async function setHandled(ctx: InboxContext, id: number, handled: boolean) {
  const before = await existing(ctx.db, id, ctx.locale);
  const status: InquiryStatus = handled
    ? isHandledStatus(before.status)
      ? before.status
      : 'closed'
    : before.assigneeId === null
      ? 'new'
      : 'in-progress';
  const [row] = await ctx.db.transaction(async (tx) => {
    const updated = await tx
      .update(contactInquiries)
      .set(
        handled
          ? {
              ...statusValues(status, ctx.staff.userId, ctx.now),
              handledAt: ctx.now,
              handledBy: ctx.staff.userId,
            }
          : statusValues(status, ctx.staff.userId, ctx.now),
      )
      .where(eq(contactInquiries.id, id))
      .returning({ id: contactInquiries.id, handledAt: contactInquiries.handledAt });
    await auditAs({ ...ctx, db: tx }, handled ? 'inquiry.handled' : 'inquiry.reopened', id);
    return updated;
  });
  if (!row) throw AppError.notFound();
  return { id: row.id, handledAt: row.handledAt, handledBy: handled ? ctx.staff.email : null, status };
}

/** The accounts that may hold an inquiry: not door staff, not editors. */
export async function assignees(db: Database): Promise<InquiryAssignee[]> {
  const rows = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName, email: users.email })
    .from(users)
    .where(inArray(users.role, [...INQUIRY_ASSIGNEE_ROLES]))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map(({ id, first, last, email }) => ({ id, name: `${first} ${last}`.trim(), email }));
}

/** Gives the inquiry to an account (or nobody); a new one taken by someone is in progress. */
export async function assign(ctx: InboxContext, id: number, to: 'me' | number | null) {
  const texts = INBOX_TEXTS_BY_LOCALE[ctx.locale];
  const before = await existing(ctx.db, id, ctx.locale);
  const assigneeId = to === 'me' ? ctx.staff.userId : to;
  if (assigneeId !== null) {
    const [account] = await ctx.db.select({ role: users.role }).from(users).where(eq(users.id, assigneeId));
    if (!account || !(INQUIRY_ASSIGNEE_ROLES as readonly string[]).includes(account.role))
      throw AppError.badRequest(texts.notAssignable, { assignee: [texts.notAssignable] });
  }
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(contactInquiries)
      .set({
        assigneeId,
        ...(assigneeId !== null && before.status === 'new'
          ? statusValues('in-progress', ctx.staff.userId, ctx.now)
          : {}),
      })
      .where(eq(contactInquiries.id, id));
    await auditAs({ ...ctx, db: tx }, 'inquiry.assigned', id, { from: before.assigneeId, to: assigneeId });
  });
  return inquiryDetail(ctx.db, id, ctx.now, ctx.locale);
}

async function authorName(db: Database, userId: number, fallback: string) {
  const [row] = await db
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ? `${row.first} ${row.last}`.trim() : fallback;
}

/** An internal note: seen by staff only, never mailed; its words stay out of the audit log. */
export async function addNote(ctx: InboxContext, id: number, body: string) {
  await existing(ctx.db, id, ctx.locale);
  const name = await authorName(ctx.db, ctx.staff.userId, ctx.staff.email);
  await ctx.db.transaction(async (tx) => {
    const [entry] = await tx
      .insert(inquiryEntries)
      .values({
        inquiryId: id,
        kind: 'note',
        body,
        authorUserId: ctx.staff.userId,
        authorName: name,
        createdAt: ctx.now,
      })
      .returning({ id: inquiryEntries.id });
    await auditAs({ ...ctx, db: tx }, 'inquiry.note', id, { entryId: entry?.id });
  });
  return inquiryDetail(ctx.db, id, ctx.now, ctx.locale);
}

/**
 * A reply: mailed to the visitor from the outbox's normal sender, in the inquiry's language, the
 * inquiry quoted below it, answers going to the department (`replyTo`); then the chosen status.
 */
export async function replyTo(
  ctx: InboxContext & { departmentAddress: (department: string) => string },
  id: number,
  input: { body: string; status: InquiryStatus },
) {
  const inquiry = await existing(ctx.db, id, ctx.locale);
  const name = await authorName(ctx.db, ctx.staff.userId, ctx.staff.email);
  await ctx.db.transaction(async (tx) => {
    const mail = await enqueueMail(
      tx,
      {
        to: inquiry.email,
        replyTo: ctx.departmentAddress(inquiry.department),
        kind: 'inquiry-reply',
        ...inquiryReplyMail(inquiry.locale, {
          name: inquiry.name,
          subject: inquiry.subject,
          department: inquiry.department,
          message: inquiry.message,
          submittedAt: inquiry.submittedAt.toISOString(),
          body: input.body,
        }),
      },
      ctx.now,
    );
    const [entry] = await tx
      .insert(inquiryEntries)
      .values({
        inquiryId: id,
        kind: 'reply',
        body: input.body,
        authorUserId: ctx.staff.userId,
        authorName: name,
        mailId: mail.id,
        createdAt: ctx.now,
      })
      .returning({ id: inquiryEntries.id });
    await tx
      .update(contactInquiries)
      .set(statusValues(input.status, ctx.staff.userId, ctx.now))
      .where(eq(contactInquiries.id, id));
    await auditAs({ ...ctx, db: tx }, 'inquiry.reply', id, {
      entryId: entry?.id,
      mailId: mail.id,
      status: input.status,
    });
  });
  return inquiryDetail(ctx.db, id, ctx.now, ctx.locale);
}

/** For the dashboard home: how many inquiries of each department are new, in one query. */
export async function newInquiryCounts(db: Database): Promise<Record<Department, number>> {
  const rows = await db
    .select({ department: contactInquiries.department, n: count() })
    .from(contactInquiries)
    .where(eq(contactInquiries.status, 'new'))
    .groupBy(contactInquiries.department);
  const counts = Object.fromEntries(DEPARTMENTS.map((d) => [d, 0])) as Record<Department, number>;
  for (const row of rows)
    if ((DEPARTMENTS as readonly string[]).includes(row.department))
      counts[row.department as Department] = row.n;
  return counts;
}

/** Where a department's inquiries go: its address in the site settings, else CONTACT_TO. */
export function departmentAddress(
  departmentEmails: Record<string, string | null | undefined>,
  contactTo: string,
  department: string,
): string {
  const key = DEPARTMENT_KEYS[department as Department] as string | undefined;
  return (key ? departmentEmails[key] : undefined) ?? contactTo;
}
