/**
 * The page feedback screen's words (docs/page-feedback.md), in the staff member's language, and
 * the staff calls' answers. Apart from page-feedback.ts: the public pages never load them.
 */
import type { Locale } from './locales';
import type { FeedbackPage } from './page-feedback';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** An Arabic counted noun: one, two, three to ten, eleven and up (by the last two digits). */
const arCount = (
  n: number,
  forms: { one: string; two: string; few: string; many: string; hundred: string },
) => {
  const tens = n % 100;
  if (n === 1) return forms.one;
  if (n === 2) return forms.two;
  if (tens >= 3 && tens <= 10) return `${n} ${forms.few}`;
  return tens >= 11 || n === 0 ? `${n} ${forms.many}` : `${n} ${forms.hundred}`;
};

export const PAGE_FEEDBACK_TEXTS_BY_LOCALE = {
  en: {
    intro:
      'What visitors answered to “Was this page useful?” at the end of the news, event and institution pages. No address or cookie is kept with a vote.',
    countsTitle: (days: number) => `Votes of the last ${days} days`,
    countsCaption: (days: number) => `Yes and no votes per page, last ${days} days, most votes first`,
    noVotes: 'No votes in this period.',
    columns: {
      page: 'Page',
      kind: 'Kind',
      yes: 'Yes',
      no: 'No',
      received: 'Received',
      vote: 'Vote',
      comment: 'Comment',
      language: 'Language',
      status: 'Status',
    },
    kinds: { news: 'News', events: 'Event', institutions: 'Institution' } satisfies Record<
      FeedbackPage,
      string
    >,
    deletedItem: (id: number) => `(deleted, no. ${id})`,
    useful: 'Useful',
    notUseful: 'Not useful',
    commentsTitle: 'Comments',
    commentsCaption: 'Comments from visitors, newest first',
    filter: 'Show',
    filters: { all: 'All comments', open: 'Open', handled: 'Handled' },
    noComments: 'No comments yet.',
    noMatch: 'No comments match this choice.',
    total: (n: number) => count(n, 'comment', 'comments'),
    loading: 'Loading the feedback…',
    loadFailed: 'The feedback could not be loaded.',
    open: 'Open',
    handled: 'Handled',
    handledBy: (who: string, when: string) => `by ${who}, ${when}`,
    markHandled: 'Mark handled',
    reopen: 'Reopen',
    remove: 'Delete',
    removeConfirm: 'Delete this comment and its vote? This cannot be undone.',
    cancel: 'Cancel',
    updateFailed: 'The comment could not be changed.',
    // The staff calls' answers.
    markedHandled: 'The comment was marked handled.',
    reopened: 'The comment is open again.',
    removed: 'The comment was deleted.',
    notFound: 'This comment no longer exists.',
  },
  ar: {
    intro:
      'إجابات الزوار عن سؤال «هل كانت هذه الصفحة مفيدة؟» في آخر صفحات الأخبار والفعاليات والمؤسسات. لا يُحفظ مع التقييم أي عنوان ولا ملف تعريف ارتباط.',
    countsTitle: (days: number) => `تقييمات آخر ${days} يومًا`,
    countsCaption: (days: number) => `التقييمات بنعم وبلا لكل صفحة في آخر ${days} يومًا، الأكثر تقييمًا أولًا`,
    noVotes: 'لا توجد تقييمات في هذه المدة.',
    columns: {
      page: 'الصفحة',
      kind: 'النوع',
      yes: 'نعم',
      no: 'لا',
      received: 'تاريخ الاستلام',
      vote: 'التقييم',
      comment: 'التعليق',
      language: 'اللغة',
      status: 'الحالة',
    },
    kinds: { news: 'خبر', events: 'فعالية', institutions: 'مؤسسة' } satisfies Record<FeedbackPage, string>,
    deletedItem: (id: number) => `(محذوف، رقم ${id})`,
    useful: 'مفيدة',
    notUseful: 'غير مفيدة',
    commentsTitle: 'التعليقات',
    commentsCaption: 'تعليقات الزوار، الأحدث أولًا',
    filter: 'عرض',
    filters: { all: 'كل التعليقات', open: 'المفتوحة', handled: 'المعالجة' },
    noComments: 'لا توجد تعليقات بعد.',
    noMatch: 'لا توجد تعليقات تطابق هذا الاختيار.',
    total: (n: number) =>
      arCount(n, { one: 'تعليق واحد', two: 'تعليقان', few: 'تعليقات', many: 'تعليقًا', hundred: 'تعليق' }),
    loading: 'جارٍ تحميل الآراء…',
    loadFailed: 'تعذّر تحميل الآراء.',
    open: 'مفتوح',
    handled: 'عولج',
    handledBy: (who: string, when: string) => `بواسطة ${who}، ${when}`,
    markHandled: 'تعليم بأنه عولج',
    reopen: 'إعادة فتح',
    remove: 'حذف',
    removeConfirm: 'هل تريد حذف هذا التعليق وتقييمه؟ لا يمكن التراجع عن ذلك.',
    cancel: 'إلغاء',
    updateFailed: 'تعذّر تعديل التعليق.',
    markedHandled: 'عُلّم التعليق بأنه عولج.',
    reopened: 'أُعيد فتح التعليق.',
    removed: 'حُذف التعليق.',
    notFound: 'لم يعد هذا التعليق موجودًا.',
  },
} satisfies Record<Locale, unknown>;

export type PageFeedbackStaffTexts = (typeof PAGE_FEEDBACK_TEXTS_BY_LOCALE)[Locale];
