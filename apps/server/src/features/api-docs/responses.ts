/**
 * What each API route answers, for the OpenAPI document only (routes.ts of each feature stays as
 * it is: these schemas describe the answers, they do not serialize them). Keyed by the method and
 * the route as registered; the document's test fails when a route of the access table has no entry
 * here, so a new route cannot go undocumented.
 */

import {
  ACCOUNT_PATHS,
  languageChoiceSchema,
  loginResponseSchema,
  sessionRowSchema,
} from '@authority/shared/accounts';
import { CERTIFICATE_PATHS as CE } from '@authority/shared/certificates';
import { checkInAnswerSchema } from '@authority/shared/check-in';
import {
  PUBLICATION_PATHS,
  previewAnswerSchema,
  previewLinkSchema,
  revisionDiffSchema,
  revisionSchema,
} from '@authority/shared/content-publication';
import { CONTENT_REGISTRY } from '@authority/shared/content-registry';
import { REVIEW_PATHS, REVIEW_STATUSES } from '@authority/shared/content-review';
import { CONTENT_TYPES } from '@authority/shared/content-types';
import { CAPACITY_PATHS } from '@authority/shared/event-capacity';
import { INQUIRY_ENTRY_KINDS, INQUIRY_PATHS, INQUIRY_STATUSES } from '@authority/shared/inquiries';
import { FEEDBACK_PAGES, PAGE_FEEDBACK_PATHS as PF } from '@authority/shared/page-feedback';
import { PRIVACY_PATHS } from '@authority/shared/privacy';
import { API } from '@authority/shared/routes';
import { searchAnswerSchema } from '@authority/shared/search';
import { SEARCH_COUNTS_PATH } from '@authority/shared/search-counts';
import {
  accountStatusSchema,
  loginAnswerSchema,
  recoveryCodesAnswerSchema,
  SECOND_FACTOR_PATHS,
  secondFactorSetupSchema,
  staffUserRowSchema,
} from '@authority/shared/second-factor';
import { publicSettingsSchema, SETTINGS_PATHS, siteSettingsSchema } from '@authority/shared/settings';
import { MAIL_CHOICES_PATH, mailChoicesAnswerSchema } from '@authority/shared/staff-mail-choices';
import { STAFF_SUMMARY_PATH } from '@authority/shared/staff-summary';
import { SUBMISSION_PATHS } from '@authority/shared/submissions';
import { BOOKING_PATHS, CHECK_IN_PATHS } from '@authority/shared/tickets';
import { z } from 'zod';

/** One answer: a zod schema (JSON), or another content type with its schema. */
export type DocumentedAnswer =
  | z.ZodType
  | { description: string; content: Record<string, { schema: z.ZodType }> };

export interface RouteDocumentation {
  summary: string;
  /** Successful answers by status; the error answers are added from the route's access. */
  responses: Record<number, DocumentedAnswer>;
}

/** Every error: SPEC §8's statuses with `{ message, errors? }` (docs/DESIGN.md 'HTTP API'). */
export const errorAnswerSchema = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ description: 'An error: a message, and the messages of each field when a body was refused.' });

const message = z.object({ message: z.string() });
const pageOf = (item: z.ZodType) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
const anyRecord = z.record(z.string(), z.unknown());
const csv = {
  description: 'The whole list as a spreadsheet file (UTF-8 CSV).',
  content: { 'text/csv': { schema: z.string() } },
};
const inquiryRow = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  department: z.string(),
  message: z.string(),
  submittedAt: z.string(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
  status: z.enum(INQUIRY_STATUSES),
  statusChangedAt: z.string().nullable(),
  assigneeId: z.number().int().nullable(),
  assigneeName: z.string().nullable(),
  waitedMinutes: z.number().int(),
});
const inquiryDetail = z.object({
  inquiry: inquiryRow,
  entries: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(INQUIRY_ENTRY_KINDS),
      body: z.string(),
      authorName: z.string(),
      createdAt: z.string(),
      mailStatus: z.string().nullable(),
    }),
  ),
});
const submissionPage = pageOf(
  anyRecord.and(z.object({ id: z.number().int(), createdAt: z.string() })),
).extend({
  event: z.object({ id: z.number().int(), eventName: z.string(), date: z.string(), isActive: z.boolean() }),
});
const shareLinkStatus = z.object({
  active: z.boolean(),
  expiresAt: z.string().nullable(),
  createdAt: z.string().nullable(),
  createdBy: z.string().nullable(),
});
const storedImage = z.object({ path: z.string(), width: z.number().int(), height: z.number().int() }).loose();

const pub = API.publicBase;
const acc = API.accountsBase;
const sf = (path: string) => `${acc}${path}`;

const entries: [string, RouteDocumentation][] = [];
const add = (method: string, url: string, summary: string, responses: RouteDocumentation['responses']) =>
  entries.push([`${method} ${url}`, { summary, responses }]);

for (const entry of Object.values(CONTENT_REGISTRY)) {
  const { readPath, writePath } = CONTENT_TYPES[entry.key];
  const plural = CONTENT_TYPES[entry.key].nouns.many;
  add('GET', `${pub}${readPath}`, `List the ${plural}`, { 200: z.array(entry.rowSchema) });
  add('POST', `${pub}${writePath}`, `Add one of the ${plural}`, { 201: entry.rowSchema });
  add('PUT', `${pub}${writePath}/:id`, `Change one of the ${plural}`, {
    200: entry.rowSchema
      .extend({ pending: anyRecord.optional(), message: z.string().optional() })
      .describe('An Editor’s change of a published item answers the row as it stands, with `pending`.'),
  });
  add('DELETE', `${pub}${writePath}/:id`, `Delete one of the ${plural}`, { 200: message });
  const staffRow = entry.staffRowSchema.extend({ translations: anyRecord });
  const paths = PUBLICATION_PATHS;
  add(
    'GET',
    `${pub}${paths.staffList(entry.key)}`,
    `A page of the ${plural}, drafts and scheduled too: searched, filtered and sorted`,
    {
      200: z.object({
        items: z.array(staffRow),
        total: z.number().int(),
        page: z.number().int(),
        pageSize: z.number().int(),
      }),
    },
  );
  add('POST', `${pub}${paths.previewLink(entry.key, ':id')}`, 'A preview link (one hour)', {
    200: previewLinkSchema,
  });
  add('GET', `${pub}${paths.revisions(entry.key, ':id')}`, 'Its revisions, newest first', {
    200: z.array(revisionSchema),
  });
  add('GET', `${pub}${paths.diff(entry.key, ':id', ':from', ':to')}`, 'What changed between two revisions', {
    200: revisionDiffSchema,
  });
  add('POST', `${pub}${paths.restore(entry.key, ':id', ':revision')}`, 'Restore a revision (a new one)', {
    200: staffRow,
  });
}
add('GET', `${pub}${PUBLICATION_PATHS.preview}`, 'The item a preview link opens (header X-Preview-Token)', {
  200: previewAnswerSchema,
  410: {
    description: 'The link has expired (after an hour), is not valid, or its item was deleted.',
    content: { 'application/json': { schema: errorAnswerSchema } },
  },
});
const { news, events } = CONTENT_REGISTRY;
add('GET', `${pub}/news/id/:id`, 'One news item', { 200: news.rowSchema });
add('GET', `${pub}/news/:page`, 'A page of news (8 a page; [] past the last)', {
  200: z.array(news.rowSchema),
});
add('GET', `${pub}/events/:id`, 'One event', { 200: events.rowSchema });
add(
  'GET',
  `${pub}/search`,
  'Search the public content in both languages (10 a page; titles and snippets are plain text, the matched words given as [start, end) offsets)',
  { 200: searchAnswerSchema },
);

add('POST', `${pub}/email/send`, 'Send a contact inquiry', { 200: message });
const codeSent = z.object({ message: z.string(), to: z.string() });
add('POST', `${pub}/Events/:eventId/send-code`, 'Mail a verification code for the registration form', {
  200: codeSent,
});
add('POST', `${pub}/events/:eventId/sponsor/send-code`, 'Mail a verification code for the sponsor form', {
  200: codeSent.extend({ messageId: z.string().optional() }),
});
// Booked, or waiting (with its place in the queue) when the event's list is full (decision 018).
const submitted = message.extend({
  id: z.number().int(),
  status: z.enum(['booked', 'waiting']),
  position: z.number().int().optional(),
});
add('POST', `${pub}/Events/:eventId/submit`, 'Register for an event (book a stand)', { 200: submitted });
add('POST', `${pub}/events/:eventId/sponsor/submit`, 'Register as a sponsor', { 200: submitted });
add('POST', `${pub}/media`, 'Upload an image (multipart, field "file")', { 201: storedImage });

for (const kind of ['registrations', 'sponsors'] as const) {
  add('GET', `${pub}${SUBMISSION_PATHS.list(':id', kind)}`, `A page of an event's ${kind}`, {
    200: submissionPage,
  });
  add('GET', `${pub}${SUBMISSION_PATHS.csv(':id', kind)}`, `An event's ${kind} as CSV`, { 200: csv });
}
const placeCount = z.object({
  capacity: z.number().int().nullable(),
  booked: z.number().int(),
  waiting: z.number().int(),
  cancelled: z.number().int(),
  checkedIn: z.number().int(),
});
add('GET', `${pub}${CAPACITY_PATHS.places(':id')}`, 'How full the event is: booked, capacity, waiting', {
  200: z.object({ registrations: placeCount, sponsors: placeCount }),
});
for (const kind of ['registrations', 'sponsors'] as const) {
  const moved = message.extend({ movedUp: z.number().int() });
  add(
    'POST',
    `${pub}${CAPACITY_PATHS.cancel(':id', kind, ':submissionId')}`,
    `Cancel one of the ${kind} (mailed)`,
    {
      200: moved,
    },
  );
  add('DELETE', `${pub}${CAPACITY_PATHS.one(':id', kind, ':submissionId')}`, `Delete one of the ${kind}`, {
    200: moved,
  });
}
// Tickets, the booking page and check-in (decision 038).
const bookingAnswer = z.object({
  kind: z.enum(['registration', 'sponsor']),
  status: z.enum(['booked', 'waiting', 'cancelled']),
  position: z.number().int().nullable(),
  fullName: z.string(),
  event: z.object({
    id: z.number().int(),
    name: z.string(),
    date: z.string(),
    time: z.string().nullable(),
    location: z.string().nullable(),
  }),
  ticket: z.object({ shortCode: z.string(), qr: z.string() }).nullable(),
  attendedAt: z.string().nullable(),
});
add(
  'GET',
  `${pub}${BOOKING_PATHS.booking}`,
  'The booking its token opens (header X-Booking-Token; 410 once past)',
  {
    200: bookingAnswer,
  },
);
add('GET', `${pub}${BOOKING_PATHS.calendar}`, "The booking's event as a .ics file (header X-Booking-Token)", {
  200: { description: 'An iCalendar file.', content: { 'text/calendar': { schema: z.string() } } },
});
add(
  'POST',
  `${pub}${BOOKING_PATHS.cancel}`,
  'Cancel the booking or leave the waiting list (header X-Booking-Token)',
  {
    200: message.extend({ movedUp: z.number().int() }),
  },
);
add('GET', `${pub}${CHECK_IN_PATHS.events}`, 'The events the door may check people in for', {
  200: z.array(z.object({ id: z.number().int(), name: z.string(), date: z.string() })),
});
add(
  'GET',
  `${pub}${CHECK_IN_PATHS.roster(':eventId')}`,
  'What the door screen holds for the event, offline too',
  {
    200: anyRecord,
  },
);
add(
  'POST',
  `${pub}${CHECK_IN_PATHS.checkIns(':eventId')}`,
  "Check a ticket in by the QR's text or the short code (body { code, at? }); one atomic statement",
  { 200: checkInAnswerSchema },
);
add('POST', `${pub}${CHECK_IN_PATHS.undo(':eventId')}`, "Undo one's own check-in within a minute", {
  200: z.object({ undone: z.boolean() }),
});
// After the event (decision 046): continuing education, evaluations, certificates, verification.
const pdfFile = { description: 'A PDF file.', content: { 'application/pdf': { schema: z.string() } } };
const afterEventState = z.object({ afterEvent: anyRecord.nullable() });
const verification = z.object({
  status: z.enum(['valid', 'revoked']),
  serial: z.string(),
  name: z.string(),
  eventName: z.string(),
  date: z.string(),
  creditHours: z.string(),
  issuedAt: z.string(),
  revokedAt: z.string().nullable(),
});
add(
  'GET',
  `${pub}${CE.education(':eventId')}`,
  "The event's continuing education settings (null: none), the defaults and whether it has ended",
  {
    200: anyRecord,
  },
);
add(
  'PUT',
  `${pub}${CE.education(':eventId')}`,
  'Set the credit hours, the certificate’s words, the language rule and the questions',
  {
    200: anyRecord,
  },
);
add('POST', `${pub}${CE.close(':eventId')}`, 'End the event now: its after-event mails go out', {
  200: anyRecord,
});
add(
  'GET',
  `${pub}${CE.attendance(':eventId')}`,
  'Who was checked in, who has evaluated, who has a certificate',
  {
    200: anyRecord,
  },
);
add(
  'POST',
  `${pub}${CE.reissue(':eventId', ':registrationId')}`,
  'A new certificate (optionally with a corrected name): the valid one is revoked, the new one mailed',
  {
    200: message.extend({ serial: z.string() }),
  },
);
add('POST', `${pub}${CE.revoke(':serial')}`, 'Revoke a certificate with a reason (audited)', {
  200: message,
});
add('GET', `${pub}${CE.staffPdf(':serial')}`, "A certificate's PDF (410 once revoked)", { 200: pdfFile });
add('GET', `${pub}${CE.zip(':eventId')}`, 'Every valid certificate of the event as one ZIP (audited)', {
  200: { description: 'A ZIP file.', content: { 'application/zip': { schema: z.string() } } },
});
add(
  'GET',
  `${pub}${CE.results(':eventId')}`,
  "The evaluation's results: averages, distributions, free texts; no names",
  {
    200: anyRecord,
  },
);
add(
  'GET',
  `${pub}${CE.resultsCsv(':eventId')}`,
  "The evaluation's answers as CSV, one row a response, no names (audited)",
  {
    200: { description: 'A CSV file.', content: { 'text/csv': { schema: z.string() } } },
  },
);
add(
  'GET',
  `${pub}${CE.bookingAfterEvent}`,
  'After the event, for a person checked in: the evaluation and the certificate (header X-Booking-Token)',
  {
    200: afterEventState,
  },
);
add(
  'POST',
  `${pub}${CE.bookingEvaluation}`,
  'Send the evaluation, once, with the name for the certificate (header X-Booking-Token)',
  {
    200: message.extend({ state: anyRecord.nullable() }),
  },
);
add('POST', `${pub}${CE.bookingName}`, 'Correct the name on the certificate, once (header X-Booking-Token)', {
  200: message.extend({ state: anyRecord.nullable() }),
});
add('GET', `${pub}${CE.bookingPdf}`, "The attendee's certificate as a PDF (header X-Booking-Token)", {
  200: pdfFile,
});
add(
  'GET',
  `${pub}${CE.verify(':serial')}`,
  'Is this certificate genuine? Its name, event, date and hours only; 404 for none',
  {
    200: verification,
  },
);
const shareLink = `${pub}${SUBMISSION_PATHS.shareLink(':id')}`;
add('GET', shareLink, "Whether the event's share link works, until when, and when and by whom it was made", {
  200: shareLinkStatus,
});
add('POST', shareLink, 'Make a new share link (the old one stops working)', {
  200: z.object({ message: z.string(), key: z.string(), url: z.string(), expiresAt: z.string() }),
});
add('DELETE', shareLink, 'Stop the share link', { 200: z.object({ message: z.string() }) });

add('GET', `${pub}${INQUIRY_PATHS.list}`, 'A page of contact inquiries', { 200: pageOf(inquiryRow) });
add('PUT', `${pub}${INQUIRY_PATHS.handled(':id')}`, 'Mark an inquiry handled (closed) or not (open again)', {
  200: inquiryRow.pick({ id: true, handledAt: true, handledBy: true, status: true }),
});
add('GET', `${pub}${INQUIRY_PATHS.assignees}`, 'The staff accounts an inquiry may be assigned to', {
  200: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string() })),
});
add('GET', `${pub}${INQUIRY_PATHS.one(':id')}`, 'One inquiry with its replies and internal notes', {
  200: inquiryDetail,
});
add('PUT', `${pub}${INQUIRY_PATHS.status(':id')}`, "Change an inquiry's status", { 200: inquiryDetail });
add(
  'PUT',
  `${pub}${INQUIRY_PATHS.assignee(':id')}`,
  'Assign an inquiry to me, to another account, or to nobody',
  {
    200: inquiryDetail,
  },
);
add('POST', `${pub}${INQUIRY_PATHS.notes(':id')}`, 'Add an internal note (never mailed)', {
  201: inquiryDetail,
});
add(
  'POST',
  `${pub}${INQUIRY_PATHS.replies(':id')}`,
  'Mail a reply to the visitor (the inquiry quoted, replies to the department); status answered unless given',
  { 201: inquiryDetail },
);

// Page feedback (docs/page-feedback.md): the visitor's vote and comment, staff's counts and comments.
const feedbackPage = z.enum(FEEDBACK_PAGES);
add(
  'POST',
  `${pub}${PF.vote}`,
  "Was this page useful? A visitor's vote on a public item, optionally with a comment; 404 for an item that is not public",
  {
    201: z.object({ message: z.string(), id: z.number().int(), token: z.string() }),
  },
);
add(
  'POST',
  `${pub}${PF.comment(':id')}`,
  'Add the comment to a vote, once, within an hour, with the token the vote answered',
  {
    200: message,
    409: {
      description: 'The vote has a comment already, or the hour has passed.',
      content: { 'application/json': { schema: errorAnswerSchema } },
    },
  },
);
add('GET', `${pub}${PF.staffCounts}`, 'Yes and no votes per page of the last 30 days', {
  200: z.object({
    days: z.number().int(),
    pages: z.array(
      z.object({
        page: feedbackPage,
        itemId: z.number().int(),
        title: z.string().nullable(),
        yes: z.number().int(),
        no: z.number().int(),
      }),
    ),
  }),
});
const feedbackComment = z.object({
  id: z.number().int(),
  page: feedbackPage,
  itemId: z.number().int(),
  title: z.string().nullable(),
  locale: z.string(),
  useful: z.boolean(),
  comment: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
});
add('GET', `${pub}${PF.staffComments}`, "A page of visitors' comments, newest first (20 a page)", {
  200: pageOf(feedbackComment),
});
add('PUT', `${pub}${PF.staffHandled(':id')}`, 'Mark a comment handled or open again (audited)', {
  200: z.object({ message: z.string(), id: z.number().int(), handledAt: z.string().nullable() }),
});
add('DELETE', `${pub}${PF.staffItem(':id')}`, 'Delete a vote and its comment (audited)', { 200: message });

add('GET', `${pub}${SETTINGS_PATHS.public}`, 'The settings the public pages read', {
  200: publicSettingsSchema,
});
add('GET', `${pub}${SETTINGS_PATHS.full}`, 'Every site setting', { 200: siteSettingsSchema });
add('GET', `${pub}${SETTINGS_PATHS.mailStatus}`, 'Whether mail can go out', {
  200: z.object({ smtpConfigured: z.boolean(), held: z.boolean(), waiting: z.number().int() }).loose(),
});
add('PUT', `${pub}${SETTINGS_PATHS.public}`, 'Change the site settings', {
  200: siteSettingsSchema,
});

add('POST', `${pub}${PRIVACY_PATHS.personalDataExport}`, 'Everything stored about an e-mail address', {
  200: { description: 'A JSON file.', content: { 'application/json': { schema: anyRecord } } },
});
add('POST', `${pub}${PRIVACY_PATHS.personalDataErase}`, 'Erase what is stored about an e-mail address', {
  200: message.loose(),
});
add('GET', `${pub}${PRIVACY_PATHS.auditLog}`, 'A page of the audit log, with who and what by name', {
  200: pageOf(anyRecord),
});
const byType = z.object({ total: z.number(), byType: z.record(z.string(), z.number()) });
add('GET', `${pub}${STAFF_SUMMARY_PATH}`, 'What needs the signed-in staff member’s attention', {
  200: z
    .object({
      newInquiries: z.number().nullable(),
      newInquiriesByDepartment: z.record(z.string(), z.number()).nullable(),
      registrationsSinceLastVisit: z.number().nullable(),
      lastVisitAt: z.string().nullable(),
      untranslated: byType,
      unpublished: byType,
      outbox: z.number().nullable(),
      reviews: z.object({ pending: z.number(), due: z.number(), overdue: z.number() }),
    })
    .describe('For an Editor, every count about people (inquiries, registrations, mail) is null.'),
});

// Review before publishing (docs/content-review.md).
const reviewRequest = z.object({
  id: z.number().int(),
  type: z.string(),
  itemId: z.number().int(),
  title: z.string(),
  kind: z.enum(['draft', 'revision']),
  status: z.enum(REVIEW_STATUSES),
  note: z.string(),
  comment: z.string(),
  requestedBy: z.string().nullable(),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
const pendingRevision = z.object({
  values: anyRecord,
  authorEmail: z.string().nullable(),
  updatedAt: z.string(),
});
for (const entry of Object.values(CONTENT_REGISTRY)) {
  add('GET', `${pub}${REVIEW_PATHS.pending(entry.key, ':id')}`, 'Its pending revision (an Editor’s change)', {
    200: pendingRevision,
  });
  add('DELETE', `${pub}${REVIEW_PATHS.pending(entry.key, ':id')}`, 'Drop its pending revision', {
    200: message,
  });
  add('GET', `${pub}${REVIEW_PATHS.history(entry.key, ':id')}`, 'Its review requests, newest first', {
    200: z.object({ items: z.array(reviewRequest) }),
  });
  add(
    'POST',
    `${pub}${REVIEW_PATHS.request(entry.key, ':id')}`,
    'Ask for review of its draft or pending revision',
    {
      201: z.object({ message: z.string(), request: reviewRequest }),
    },
  );
}
add('GET', `${pub}${REVIEW_PATHS.queue}`, 'The review queue (?status=pending|returned|published|withdrawn)', {
  200: z.object({ items: z.array(reviewRequest) }),
});
add('GET', `${pub}${REVIEW_PATHS.due}`, 'Health pages whose review is due within a week or overdue', {
  200: z.object({
    items: z.array(
      z.object({
        type: z.string(),
        itemId: z.number().int(),
        title: z.string(),
        nextReviewOn: z.string(),
        overdue: z.boolean(),
        owner: z.string().nullable(),
      }),
    ),
  }),
});
add(
  'GET',
  `${pub}${REVIEW_PATHS.owners}`,
  'The accounts a health page’s review may be given to (names only)',
  {
    200: z.object({ items: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
  },
);
add('GET', `${pub}${REVIEW_PATHS.one(':id')}`, 'One review request with what it changes', {
  200: reviewRequest.extend({
    changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
    proposed: anyRecord,
  }),
});
add(
  'POST',
  `${pub}${REVIEW_PATHS.publish(':id')}`,
  'Publish it, now or (a draft) at publishAt; reviewers only',
  {
    200: message,
  },
);
add('POST', `${pub}${REVIEW_PATHS.sendBack(':id')}`, 'Send it back with a comment; reviewers only', {
  200: message,
});
const queryCounts = z.array(z.object({ query: z.string(), count: z.number(), days: z.number() }));
add(
  'GET',
  `${pub}${SEARCH_COUNTS_PATH}`,
  'What visitors search for: the top queries and those that found nothing',
  {
    200: z.object({ top: queryCounts, unanswered: queryCounts, keptDays: z.number() }),
  },
);
add('GET', `${pub}${PRIVACY_PATHS.auditPeople}`, 'Everyone who appears in the audit log', {
  200: z.array(z.object({ email: z.string(), name: z.string().nullable() })),
});

add('POST', `${acc}/login`, 'Sign in (SPEC §7): a token, or the second step to take', {
  200: loginAnswerSchema,
});
add(
  'POST',
  sf(SECOND_FACTOR_PATHS.loginSecondFactor),
  'Sign in, second step: a code from the app or a recovery code',
  {
    200: loginResponseSchema.extend({ passwordTemporary: z.boolean().optional() }),
  },
);
add('GET', `${acc}/me`, 'The signed-in account, and what it must do first', { 200: accountStatusSchema });
add('PUT', `${acc}${ACCOUNT_PATHS.myLanguage}`, "The dashboard's language for the signed-in account", {
  200: languageChoiceSchema,
});
add('GET', sf(SECOND_FACTOR_PATHS.status), "The account's second factor", {
  200: z.object({ enrolled: z.boolean(), recoveryCodesLeft: z.number().int() }),
});
add('POST', sf(SECOND_FACTOR_PATHS.setup), 'Start adding a second factor', { 200: secondFactorSetupSchema });
add('POST', sf(SECOND_FACTOR_PATHS.confirm), 'Confirm the second factor with a first code', {
  200: recoveryCodesAnswerSchema,
});
add(
  'POST',
  sf(SECOND_FACTOR_PATHS.recoveryCodes),
  'New recovery codes (the old ones stop working): needs the password and a current code or an unused recovery code; the owner is mailed',
  { 200: recoveryCodesAnswerSchema },
);
add(
  'POST',
  sf(SECOND_FACTOR_PATHS.remove),
  'Remove your own second factor: needs the password and a current code or an unused recovery code; the owner is mailed',
  { 200: message },
);
add('DELETE', sf(SECOND_FACTOR_PATHS.ofUser(':id')), "Remove an account's second factor (lost device)", {
  200: message,
});
add('POST', `${acc}/logout`, 'Sign out (this session ends)', { 200: message });
add('POST', `${acc}/register`, 'Create an account (its password is temporary)', {
  200: message.extend({ id: z.number().int() }),
});
add('GET', `${acc}/users`, 'List the accounts', { 200: z.array(staffUserRowSchema) });
add('DELETE', `${acc}/delete/:id`, 'Delete an account', { 200: message });
add(
  'DELETE',
  `${acc}${ACCOUNT_PATHS.sessionsOf(':id')}`,
  'End every session of another account (its owner is mailed)',
  {
    200: message.extend({ ended: z.number().int() }),
  },
);
add(
  'POST',
  `${acc}/forgot-password`,
  'Mail a reset code to an account (the body is the e-mail as a JSON string)',
  {
    200: message,
  },
);
add('POST', `${acc}/reset-password`, 'Set a new (temporary) password with the mailed code', { 200: message });
add('POST', `${acc}/change-password`, 'Change your own password', { 200: message });
add('GET', `${acc}/sessions`, 'Your open sessions', { 200: z.array(sessionRowSchema) });
add(
  'GET',
  `${acc}${MAIL_CHOICES_PATH}`,
  'Your mail choices: each kind your role may get, on or off, and which follow the role',
  {
    200: mailChoicesAnswerSchema,
  },
);
add('PUT', `${acc}${MAIL_CHOICES_PATH}`, 'Save your mail choices (a kind left out follows your role)', {
  200: mailChoicesAnswerSchema.extend({ message: z.string() }),
});
add('DELETE', `${acc}/sessions`, 'End every other session of yours', { 200: message.loose() });
add('DELETE', `${acc}/sessions/:id`, 'End one of your sessions', { 200: message });

/** The routes' documentation, by `METHOD url` as registered. */
export const ROUTE_DOCUMENTATION: ReadonlyMap<string, RouteDocumentation> = new Map(entries);
