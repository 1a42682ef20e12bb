/**
 * Review before publishing (docs/content-review.md): an Editor's draft, or their pending revision
 * of a published item, goes to a queue that a reviewer (Admin, SuperAdmin) publishes or sends
 * back. The staff calls, their schemas and the words of the queue and the review screen, in the
 * staff member's language. Apart from the public texts: the public pages never load this.
 */
import { z } from 'zod';
import type { Role } from './constants';
import type { ContentKey } from './content-types';
import type { Translation } from './i18n/translation';
import type { Locale } from './locales';

/** A review request's life: asked, then published or sent back; withdrawn when its item goes. */
export const REVIEW_STATUSES = ['pending', 'returned', 'published', 'withdrawn'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The roles that may publish, schedule, unpublish and delete published content, and review. */
export const REVIEWER_ROLES: readonly Role[] = ['SuperAdmin', 'Admin'];
export const canPublish = (role: Role | string): boolean =>
  (REVIEWER_ROLES as readonly string[]).includes(role);

export const REVIEW_NOTE_MAX = 1000;
export const REVIEW_COMMENT_MAX = 2000;
/** A health page's review is listed as due this many days before its date, and its owner mailed. */
export const REVIEW_DUE_NOTICE_DAYS = 7;

/** The staff calls, under the public base `{api}`. */
export const REVIEW_PATHS = {
  /** POST: ask for review of the item's draft or pending revision. */
  request: (key: ContentKey, id: number | string) => `/staff-content/${key}/${id}/review`,
  /** GET: the item's pending revision (404 when none); DELETE: drop it. */
  pending: (key: ContentKey, id: number | string) => `/staff-content/${key}/${id}/pending`,
  /** GET: the item's review requests, newest first (its review history). */
  history: (key: ContentKey, id: number | string) => `/staff-content/${key}/${id}/reviews`,
  /** GET: the review queue (`?status=`). */
  queue: '/reviews',
  /** GET: one request with what it would change. */
  one: (id: number | string) => `/reviews/${id}`,
  /** POST: publish it, now or at `publishAt`. */
  publish: (id: number | string) => `/reviews/${id}/publish`,
  /** POST: send it back with a comment. */
  sendBack: (id: number | string) => `/reviews/${id}/return`,
  /** GET: the health pages whose review is due or overdue. */
  due: '/reviews/due',
  /** GET: the accounts a health page's review may be given to (names only). */
  owners: '/reviews/owners',
} as const;

/** Who may own a health page's review: the accounts that write content. */
export const REVIEW_OWNER_ROLES = ['SuperAdmin', 'Admin', 'Editor'] as const satisfies readonly Role[];

/** One account a review may be given to. */
export interface ReviewOwner {
  id: number;
  name: string;
}

export const reviewRequestSchema = z.object({
  note: z.string().trim().max(REVIEW_NOTE_MAX).optional().default(''),
});

export const reviewQueueQuerySchema = z.object({
  status: z.enum(REVIEW_STATUSES).optional().default('pending'),
});

const publishAtInput = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || !Number.isNaN(Date.parse(value)), { message: 'publishAt' })
  .transform((value) => (value === null ? null : new Date(value).toISOString()));

export const reviewPublishSchema = z.object({ publishAt: publishAtInput });

export const reviewSendBackSchema = z.object({
  comment: z.string().trim().min(1).max(REVIEW_COMMENT_MAX),
});

/** What a request proposes: a draft that was never out, or a change of a published item. */
export type ReviewKind = 'draft' | 'revision';

export interface ReviewRequestRow {
  id: number;
  type: ContentKey;
  itemId: number;
  /** The item's title as proposed. */
  title: string;
  kind: ReviewKind;
  status: ReviewStatus;
  note: string;
  comment: string;
  requestedBy: string | null;
  requestedAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
}

export interface ReviewChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** One request as the review screen opens it: what it would change against what is published. */
export interface ReviewDetail extends ReviewRequestRow {
  /** Field by field (translations as `ar.name`); `before` null for a draft never published. */
  changes: ReviewChange[];
  /** The proposed values, as the item's write would take them. */
  proposed: Record<string, unknown>;
}

export interface ReviewDueRow {
  /** A news item, an institution, or the About texts (the site settings': `itemId` 1, no title). */
  type: 'news' | 'institutions' | 'about';
  itemId: number;
  title: string;
  nextReviewOn: string;
  /** Past its date. */
  overdue: boolean;
  owner: string | null;
}

const REVIEW_EN = {
  // Server answers.
  editorCannotPublish:
    'Editors cannot publish: save this as a draft ("isPublished": false) and ask for review.',
  editorCannotSchedule: 'Editors cannot schedule: save this as a draft and ask for review.',
  editorCannotDelete: 'Editors cannot delete a published item. Ask an administrator.',
  nothingToReview: 'There is nothing to review: this item has no draft or pending changes.',
  alreadyPending: 'This item is already waiting for review.',
  requestNotFound: 'This review request does not exist.',
  requestClosed: 'This review request has already been decided.',
  reviewersOnly: 'Only administrators can publish or send back a review.',
  revisionNotScheduled: 'Changes to a published item are published at once; they cannot be scheduled.',
  nextBeforeReviewed: 'The next review must be on or after the day of the last review.',
  ownerNotAllowed: 'Choose a staff account that writes content.',
  asked: 'Sent for review.',
  published: 'Published.',
  scheduled: 'Scheduled.',
  sentBack: 'Sent back to the author.',
  pendingSaved:
    'Saved as changes waiting for review. The site shows the published version until they are accepted.',
  pendingDropped: 'The pending changes were dropped.',
  // The queue and the review screen.
  queueTitle: 'Waiting for review',
  queueEmpty: 'Nothing is waiting for review.',
  openReview: (title: string) => `Review “${title}”`,
  askTitle: (title: string) => `Ask for review of “${title}”`,
  kinds: { draft: 'New item', revision: 'Changes to a published item' } satisfies Record<ReviewKind, string>,
  statuses: {
    pending: 'Waiting for review',
    returned: 'Sent back',
    published: 'Published',
    withdrawn: 'Withdrawn',
  } satisfies Record<ReviewStatus, string>,
  askedBy: (who: string, when: string) => `Asked by ${who}, ${when}`,
  decidedBy: (who: string, when: string) => `Decided by ${who}, ${when}`,
  noteLabel: 'Note for the reviewer (optional)',
  authorNote: 'The author’s note',
  commentLabel: 'What needs changing',
  commentRequired: 'Write what needs changing before sending it back.',
  reviewerComment: 'The reviewer’s comment',
  askForReview: 'Ask for review',
  asking: 'Sending…',
  waitingForReview: 'Waiting for review',
  sentBackBadge: 'Sent back',
  pendingBadge: 'Changes waiting for review',
  changesTitle: 'What changes',
  noChanges: 'No field differs from the published version.',
  field: 'Field',
  before: 'Published',
  after: 'Proposed',
  empty: '(empty)',
  publishNow: 'Publish now',
  schedule: 'Schedule',
  scheduleAt: 'Publish at',
  sendBack: 'Send back',
  sending: 'Sending…',
  back: 'Back to the dashboard',
  reviewTitle: 'Review',
  historyTitle: 'Reviews',
  draftOnlyHint: 'As an Editor you save drafts; an administrator publishes them after review.',
  // Review dates.
  dueTitle: 'Reviews due',
  dueEmpty: 'No page is due for review.',
  dueOn: (date: string) => `Due ${date}`,
  overdue: (date: string) => `Overdue since ${date}`,
  reviewDatesTitle: 'Review of this page',
  aboutTitle: 'The About texts',
  reviewedOn: 'Last reviewed on',
  nextReviewOn: 'Next review due',
  reviewerName: 'Reviewed by',
  reviewOwner: 'Who is told when it is due',
  reviewOwnerDefault: 'Its last editor',
  // The dashboard home.
  homePending: (n: string) => `Waiting for review: ${n}`,
  homePendingHelp: 'Drafts and changes an Editor asked to have reviewed before they are published.',
  homeDue: (n: string) => `Health pages due for review: ${n}`,
  homeDueHelp: 'News items, institutions and the About texts whose next review is within a week or past.',
  returnedTitle: 'Sent back for changes',
  returnedEmpty: 'Nothing has been sent back.',
  byDepartment: 'New inquiries by department',
  // Mails.
  mailRequested: {
    subject: (title: string) => `Review requested: ${title}`,
    intro: (who: string, title: string) => `${who} asked for a review of “${title}”.`,
    note: (note: string) => `Their note: ${note}`,
  },
  mailPublished: {
    subject: (title: string) => `Published: ${title}`,
    intro: (who: string, title: string) => `${who} reviewed and published “${title}”.`,
    scheduled: (who: string, title: string, when: string) =>
      `${who} reviewed “${title}” and scheduled it for ${when}.`,
  },
  mailReturned: {
    subject: (title: string) => `Sent back: ${title}`,
    intro: (who: string, title: string) => `${who} sent “${title}” back for changes.`,
    comment: (comment: string) => `Their comment: ${comment}`,
  },
  mailDue: {
    subjectSoon: (title: string) => `Review due in a week: ${title}`,
    subjectToday: (title: string) => `Review due today: ${title}`,
    introSoon: (title: string, day: string) =>
      `The health content of “${title}” is due for review on ${day}.`,
    introToday: (title: string, day: string) =>
      `The health content of “${title}” is due for review today, ${day}.`,
  },
  openIt: (url: string) => `Open it: ${url}`,
} as const;

export const REVIEW_TEXTS_BY_LOCALE = {
  en: REVIEW_EN,
  ar: {
    editorCannotPublish: 'لا يمكن للمحرّر النشر: احفظ هذا مسوّدةً ("isPublished": false) واطلب مراجعته.',
    editorCannotSchedule: 'لا يمكن للمحرّر جدولة النشر: احفظ هذا مسوّدةً واطلب مراجعته.',
    editorCannotDelete: 'لا يمكن للمحرّر حذف عنصر منشور. اطلب ذلك من أحد المشرفين.',
    nothingToReview: 'لا شيء للمراجعة: ليس لهذا العنصر مسوّدة ولا تعديلات تنتظر.',
    alreadyPending: 'هذا العنصر ينتظر المراجعة بالفعل.',
    requestNotFound: 'طلب المراجعة هذا غير موجود.',
    requestClosed: 'سبق البتّ في طلب المراجعة هذا.',
    reviewersOnly: 'المشرفون وحدهم ينشرون المراجعة أو يعيدونها.',
    revisionNotScheduled: 'تعديلات العنصر المنشور تُنشر فورًا، ولا يمكن جدولتها.',
    nextBeforeReviewed: 'يجب أن تكون المراجعة القادمة في يوم المراجعة الأخيرة أو بعده.',
    ownerNotAllowed: 'اختر حساب موظف يكتب المحتوى.',
    asked: 'أُرسل للمراجعة.',
    published: 'نُشر.',
    scheduled: 'جُدول نشره.',
    sentBack: 'أُعيد إلى كاتبه.',
    pendingSaved: 'حُفظت التعديلات لتنتظر المراجعة. يبقى الموقع على النسخة المنشورة حتى تُقبل.',
    pendingDropped: 'أُلغيت التعديلات المنتظرة.',
    queueTitle: 'بانتظار المراجعة',
    queueEmpty: 'لا شيء بانتظار المراجعة.',
    openReview: (title: string) => `مراجعة «${title}»`,
    askTitle: (title: string) => `طلب مراجعة «${title}»`,
    kinds: { draft: 'عنصر جديد', revision: 'تعديلات على عنصر منشور' },
    statuses: {
      pending: 'بانتظار المراجعة',
      returned: 'أُعيد',
      published: 'نُشر',
      withdrawn: 'سُحب',
    },
    askedBy: (who: string, when: string) => `طلبه ${who}، ${when}`,
    decidedBy: (who: string, when: string) => `بتّ فيه ${who}، ${when}`,
    noteLabel: 'ملاحظة للمراجِع (اختيارية)',
    authorNote: 'ملاحظة الكاتب',
    commentLabel: 'ما الذي يحتاج إلى تعديل',
    commentRequired: 'اكتب ما يحتاج إلى تعديل قبل إعادته.',
    reviewerComment: 'تعليق المراجِع',
    askForReview: 'اطلب المراجعة',
    asking: 'جارٍ الإرسال…',
    waitingForReview: 'بانتظار المراجعة',
    sentBackBadge: 'أُعيد',
    pendingBadge: 'تعديلات بانتظار المراجعة',
    changesTitle: 'ما الذي يتغيّر',
    noChanges: 'لا يختلف أي حقل عن النسخة المنشورة.',
    field: 'الحقل',
    before: 'المنشور',
    after: 'المقترح',
    empty: '(فارغ)',
    publishNow: 'انشر الآن',
    schedule: 'جدولة',
    scheduleAt: 'موعد النشر',
    sendBack: 'أعِده',
    sending: 'جارٍ الإرسال…',
    back: 'العودة إلى لوحة التحكم',
    reviewTitle: 'المراجعة',
    historyTitle: 'المراجعات',
    draftOnlyHint: 'بصفتك محرّرًا تحفظ المسوّدات، وينشرها أحد المشرفين بعد المراجعة.',
    dueTitle: 'مراجعات مستحقة',
    dueEmpty: 'لا صفحة تستحق المراجعة.',
    dueOn: (date: string) => `تستحق في ${date}`,
    overdue: (date: string) => `متأخرة منذ ${date}`,
    reviewDatesTitle: 'مراجعة هذه الصفحة',
    aboutTitle: 'نصوص «من نحن»',
    reviewedOn: 'آخر مراجعة في',
    nextReviewOn: 'المراجعة القادمة',
    reviewerName: 'راجعها',
    reviewOwner: 'من يُبلَّغ عند استحقاقها',
    reviewOwnerDefault: 'آخر من حرّرها',
    homePending: (n: string) => `بانتظار المراجعة: ${n}`,
    homePendingHelp: 'مسوّدات وتعديلات طلب محرّر مراجعتها قبل نشرها.',
    homeDue: (n: string) => `صفحات صحية تستحق المراجعة: ${n}`,
    homeDueHelp: 'أخبار ومؤسسات ونصوص «من نحن» موعد مراجعتها القادمة خلال أسبوع أو مضى.',
    returnedTitle: 'أُعيدت لإجراء تعديلات',
    returnedEmpty: 'لم يُعَد شيء.',
    byDepartment: 'الاستفسارات الجديدة حسب القسم',
    mailRequested: {
      subject: (title: string) => `طلب مراجعة: ${title}`,
      intro: (who: string, title: string) => `طلب ${who} مراجعة «${title}».`,
      note: (note: string) => `ملاحظته: ${note}`,
    },
    mailPublished: {
      subject: (title: string) => `نُشر: ${title}`,
      intro: (who: string, title: string) => `راجع ${who} «${title}» ونشره.`,
      scheduled: (who: string, title: string, when: string) =>
        `راجع ${who} «${title}» وجدول نشره في ${when}.`,
    },
    mailReturned: {
      subject: (title: string) => `أُعيد: ${title}`,
      intro: (who: string, title: string) => `أعاد ${who} «${title}» لإجراء تعديلات.`,
      comment: (comment: string) => `تعليقه: ${comment}`,
    },
    mailDue: {
      subjectSoon: (title: string) => `مراجعة مستحقة بعد أسبوع: ${title}`,
      subjectToday: (title: string) => `مراجعة مستحقة اليوم: ${title}`,
      introSoon: (title: string, day: string) => `يحين موعد مراجعة المحتوى الصحي في «${title}» يوم ${day}.`,
      introToday: (title: string, day: string) =>
        `يحين اليوم، ${day}، موعد مراجعة المحتوى الصحي في «${title}».`,
    },
    openIt: (url: string) => `افتحه: ${url}`,
  },
} as const satisfies Record<Locale, Translation<typeof REVIEW_EN>>;
export type ReviewTexts = Translation<typeof REVIEW_EN>;
