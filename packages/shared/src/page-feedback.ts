/**
 * 'Was this page useful?' at the end of the news, event and institution pages
 * (docs/page-feedback.md): the pages that ask, the limits, the calls' paths and the visitor's
 * words in each language. Free of zod: the public widget imports it.
 */
import type { Locale } from './locales';

/** The pages that ask, named by their content type's key. */
export const FEEDBACK_PAGES = ['news', 'events', 'institutions'] as const;
export type FeedbackPage = (typeof FEEDBACK_PAGES)[number];

/** SPEC-like limit of the optional comment. */
export const FEEDBACK_COMMENT_MAX = 500;

/** How long after a vote its comment may still be added (with the token the vote answered). */
export const FEEDBACK_COMMENT_WINDOW_MS = 60 * 60_000;

/** The staff screen's counts cover this many days back from now. */
export const FEEDBACK_COUNT_DAYS = 30;

/** Comments a page of the staff list holds. */
export const FEEDBACK_COMMENTS_PAGE_SIZE = 20;

/** Under the public base `{api}`: the visitor's two calls, then staff's. */
export const PAGE_FEEDBACK_PATHS = {
  vote: '/page-feedback',
  comment: (id: number | string) => `/page-feedback/${id}/comment`,
  staffCounts: '/staff-page-feedback/counts',
  staffComments: '/staff-page-feedback/comments',
  staffHandled: (id: number | string) => `/staff-page-feedback/${id}/handled`,
  staffItem: (id: number | string) => `/staff-page-feedback/${id}`,
} as const;

/** What a vote answers: the thanks, and what lets this browser add its comment once, for an hour. */
export interface FeedbackVoteAnswer {
  message: string;
  id: number;
  token: string;
}

/** One page's votes of the last FEEDBACK_COUNT_DAYS days. */
export interface FeedbackCountRow {
  page: FeedbackPage;
  itemId: number;
  /** The item's name in the default language; null once it was deleted. */
  title: string | null;
  yes: number;
  no: number;
}

export interface FeedbackCommentRow {
  id: number;
  page: FeedbackPage;
  itemId: number;
  title: string | null;
  locale: Locale;
  useful: boolean;
  comment: string;
  createdAt: string;
  handledAt: string | null;
  /** The name (or e-mail) of who marked it handled; null when not handled or the account is gone. */
  handledBy: string | null;
}

export interface FeedbackCountsAnswer {
  days: number;
  pages: FeedbackCountRow[];
}

export interface FeedbackCommentsAnswer {
  items: FeedbackCommentRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** The visitor's words, and the server's answers to the visitor's calls. */
export const PAGE_FEEDBACK_TEXTS = {
  en: {
    question: 'Was this page useful?',
    yes: 'Yes',
    no: 'No',
    sending: 'Sending…',
    thanks: 'Thank you for your feedback.',
    commentLabel: 'Tell us more (optional)',
    commentHint: (max: number) =>
      `At most ${max} characters. Please do not include personal or medical details, such as your name, contact details or health information.`,
    commentLeft: (left: number) => `${left} ${left === 1 ? 'character' : 'characters'} left`,
    sendComment: 'Send comment',
    commentThanks: 'Thank you. Your comment was sent.',
    failed: 'Your feedback could not be sent. Please try again.',
    tooMany: 'Too many attempts. Please wait a minute and try again.',
    // The server's answers and field messages.
    received: 'Thank you for your feedback.',
    commentReceived: 'Thank you. Your comment was sent.',
    notFound: 'This page cannot be rated.',
    commentClosed: 'A comment can no longer be added to this vote.',
    commentTooLong: (max: number) => `The comment must be at most ${max} characters.`,
    commentRequired: 'Write a comment first.',
    pageInvalid: 'Choose one of the pages that can be rated.',
    usefulRequired: 'Say whether the page was useful.',
  },
  ar: {
    question: 'هل كانت هذه الصفحة مفيدة؟',
    yes: 'نعم',
    no: 'لا',
    sending: 'جارٍ الإرسال…',
    thanks: 'شكرًا لك على رأيك.',
    commentLabel: 'أخبرنا بالمزيد (اختياري)',
    commentHint: (max: number) =>
      `بحدّ أقصى ${max} حرف. يُرجى عدم ذكر أي بيانات شخصية أو طبية، مثل اسمك أو وسائل التواصل معك أو معلوماتك الصحية.`,
    commentLeft: (left: number) => {
      const tens = left % 100;
      if (left === 0) return 'لم يبقَ أي حرف';
      if (left === 1) return 'بقي حرف واحد';
      if (left === 2) return 'بقي حرفان';
      if (tens >= 3 && tens <= 10) return `بقيت ${left} أحرف`;
      return tens >= 11 ? `بقي ${left} حرفًا` : `بقي ${left} حرف`;
    },
    sendComment: 'إرسال التعليق',
    commentThanks: 'شكرًا لك. أُرسل تعليقك.',
    failed: 'تعذّر إرسال رأيك. يُرجى المحاولة مرة أخرى.',
    tooMany: 'محاولات كثيرة. يُرجى الانتظار دقيقة ثم المحاولة مرة أخرى.',
    received: 'شكرًا لك على رأيك.',
    commentReceived: 'شكرًا لك. أُرسل تعليقك.',
    notFound: 'لا يمكن تقييم هذه الصفحة.',
    commentClosed: 'لم يعد بالإمكان إضافة تعليق إلى هذا التقييم.',
    commentTooLong: (max: number) => `يجب ألا يزيد التعليق على ${max} حرف.`,
    commentRequired: 'اكتب تعليقًا أولًا.',
    pageInvalid: 'اختر إحدى الصفحات التي يمكن تقييمها.',
    usefulRequired: 'بيّن إن كانت الصفحة مفيدة.',
  },
} satisfies Record<Locale, Record<string, string | ((n: number) => string)>>;

export type PageFeedbackTexts = (typeof PAGE_FEEDBACK_TEXTS)[Locale];
