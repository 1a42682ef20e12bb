/**
 * The departments' inbox (docs/inquiries-inbox.md): its screen's words in the staff member's
 * language, the staff calls' answers, and the mail that tells staff a new inquiry arrived. Apart
 * from inquiries.ts: the public pages never load them.
 */
import type { Department } from './constants';
import type { InquiryEntryKind, InquiryOrder, InquiryStatus } from './inquiries';
import type { Locale } from './locales';

/** An Arabic count: one, two (dual), three to ten (plural), eleven and more (singular, accusative). */
function arabicCount(n: number, shown: string, one: string, two: string, few: string, many: string): string {
  if (n === 1) return one;
  if (n === 2) return two;
  return `${shown} ${n % 100 >= 3 && n % 100 <= 10 ? few : many}`;
}

export const INBOX_TEXTS_BY_LOCALE = {
  en: {
    departments: {
      'General Inquiry': 'General Inquiry',
      'Appointment Scheduling': 'Appointment Scheduling',
      'Medical Education': 'Medical Education',
      'Job Opportunities': 'Job Opportunities',
    } satisfies Record<Department, string>,
    statuses: {
      new: 'New',
      'in-progress': 'In progress',
      answered: 'Answered',
      closed: 'Closed',
    } satisfies Record<InquiryStatus, string>,
    orders: {
      waiting: 'Waiting longest first',
      newest: 'Newest first',
    } satisfies Record<InquiryOrder, string>,
    kinds: { reply: 'Reply to the visitor', note: 'Internal note' } satisfies Record<
      InquiryEntryKind,
      string
    >,
    languages: { en: 'English', ar: 'Arabic' } satisfies Record<Locale, string>,
    minutes: (n: number, shown: string = String(n)) => `${shown} ${n === 1 ? 'minute' : 'minutes'}`,
    hours: (n: number, shown: string = String(n)) => `${shown} ${n === 1 ? 'hour' : 'hours'}`,
    days: (n: number, shown: string = String(n)) => `${shown} ${n === 1 ? 'day' : 'days'}`,
    // The list
    filters: 'Filter the inquiries',
    search: 'Search',
    searchPlaceholder: 'Name, e-mail, subject or message',
    department: 'Department',
    allDepartments: 'All departments',
    status: 'Status',
    allStatuses: 'All statuses',
    assignee: 'Assigned to',
    anyone: 'Anyone',
    mine: 'Me',
    unassigned: 'Nobody yet',
    order: 'Order',
    caption: 'Contact inquiries',
    waited: 'Waiting',
    from: 'From',
    subject: 'Subject',
    received: 'Received',
    nobody: 'Nobody',
    open: 'Open',
    openInquiry: (subject: string) => `Open the inquiry “${subject}”`,
    loading: 'Loading the inquiries…',
    loadFailed: 'The inquiries could not be loaded. Try again.',
    empty: 'There are no inquiries yet.',
    noMatch: 'No inquiry matches these filters.',
    total: (total: number) => `${total} ${total === 1 ? 'inquiry' : 'inquiries'}`,
    // The inquiry
    back: 'All inquiries',
    notFound: 'This inquiry was not found. It may have been erased or removed after the retention period.',
    inquiryTitle: (subject: string) => `Inquiry: ${subject}`,
    details: 'Details',
    email: 'E-mail',
    language: 'Language of the reply',
    waitedFor: (duration: string) => `Waiting for ${duration}`,
    thread: 'Conversation',
    visitorWrote: (name: string) => `${name} wrote`,
    wroteBy: (kind: InquiryEntryKind, who: string) =>
      kind === 'reply' ? `Reply by ${who}` : `Internal note by ${who}`,
    notSeenByVisitor: 'Only staff see notes.',
    mailStates: { pending: 'Being sent', sent: 'Sent', failed: 'Could not be sent' } as Record<
      string,
      string
    >,
    // Actions
    actions: 'Handle the inquiry',
    assignToMe: 'Assign to me',
    assignTo: 'Assign to',
    assign: 'Assign',
    unassign: 'Nobody',
    assigned: (name: string) => `The inquiry is now assigned to ${name}.`,
    unassignedDone: 'The inquiry is no longer assigned to anyone.',
    changeStatus: 'Change the status',
    saveStatus: 'Save the status',
    statusSaved: (status: string) => `The inquiry is now ${status.toLowerCase()}.`,
    note: 'Internal note',
    noteHint: 'Seen by staff only; never mailed.',
    addNote: 'Add the note',
    noteAdded: 'The note was added.',
    reply: 'Reply',
    replyLabel: 'Your reply to the visitor',
    replyHint: (email: string, language: string) =>
      `Mailed to ${email} in ${language}, with the inquiry quoted below it. Replies to it reach the department.`,
    statusAfterReply: 'Status after the reply',
    sendReply: 'Send the reply',
    replySent: 'The reply was put in the outbox and is being mailed.',
    failed: 'That did not work. Try again.',
    /** The settings screen's field of a department's delivery address. */
    departmentAddress: (department: string) => `${department}: address that receives its inquiries`,
    // The server's answers
    bodyRequired: 'Write something first.',
    notAssignable: 'Choose a staff account that answers inquiries.',
    inquiryNotFound: 'Inquiry not found.',
  },
  ar: {
    departments: {
      'General Inquiry': 'استفسار عام',
      'Appointment Scheduling': 'حجز المواعيد',
      'Medical Education': 'التعليم الطبي',
      'Job Opportunities': 'فرص العمل',
    },
    statuses: {
      new: 'جديد',
      'in-progress': 'قيد المعالجة',
      answered: 'تمّ الرد',
      closed: 'مغلق',
    },
    orders: {
      waiting: 'الأطول انتظارًا أولًا',
      newest: 'الأحدث أولًا',
    },
    kinds: { reply: 'رد على الزائر', note: 'ملاحظة داخلية' },
    languages: { en: 'الإنجليزية', ar: 'العربية' },
    minutes: (n, shown = String(n)) => arabicCount(n, shown, 'دقيقة', 'دقيقتين', 'دقائق', 'دقيقة'),
    hours: (n, shown = String(n)) => arabicCount(n, shown, 'ساعة', 'ساعتين', 'ساعات', 'ساعة'),
    days: (n, shown = String(n)) => arabicCount(n, shown, 'يوم', 'يومين', 'أيام', 'يومًا'),
    filters: 'تصفية الاستفسارات',
    search: 'بحث',
    searchPlaceholder: 'الاسم أو البريد الإلكتروني أو الموضوع أو الرسالة',
    department: 'القسم',
    allDepartments: 'كل الأقسام',
    status: 'الحالة',
    allStatuses: 'كل الحالات',
    assignee: 'مُسنَد إلى',
    anyone: 'أي شخص',
    mine: 'أنا',
    unassigned: 'لم يُسنَد بعد',
    order: 'الترتيب',
    caption: 'استفسارات التواصل',
    waited: 'مدة الانتظار',
    from: 'المرسل',
    subject: 'الموضوع',
    received: 'تاريخ الاستلام',
    nobody: 'لا أحد',
    open: 'فتح',
    openInquiry: (subject) => `فتح الاستفسار «${subject}»`,
    loading: 'جارٍ تحميل الاستفسارات…',
    loadFailed: 'تعذّر تحميل الاستفسارات. حاول مرة أخرى.',
    empty: 'لا توجد استفسارات بعد.',
    noMatch: 'لا يوجد استفسار يطابق هذه التصفية.',
    total: (total) =>
      total === 1
        ? 'استفسار واحد'
        : total === 2
          ? 'استفساران'
          : `${total} ${total <= 10 && total > 2 ? 'استفسارات' : 'استفسارًا'}`,
    back: 'كل الاستفسارات',
    notFound: 'لم يُعثر على هذا الاستفسار. ربما مُحي أو حُذف بعد انتهاء مدة الاحتفاظ.',
    inquiryTitle: (subject) => `استفسار: ${subject}`,
    details: 'التفاصيل',
    email: 'البريد الإلكتروني',
    language: 'لغة الرد',
    waitedFor: (duration) => `ينتظر منذ ${duration}`,
    thread: 'المحادثة',
    visitorWrote: (name) => `كتب ${name}`,
    wroteBy: (kind, who) => (kind === 'reply' ? `رد من ${who}` : `ملاحظة داخلية من ${who}`),
    notSeenByVisitor: 'لا يرى الملاحظات إلا الموظفون.',
    mailStates: { pending: 'قيد الإرسال', sent: 'أُرسل', failed: 'تعذّر الإرسال' },
    actions: 'معالجة الاستفسار',
    assignToMe: 'إسناده إليّ',
    assignTo: 'إسناده إلى',
    assign: 'إسناد',
    unassign: 'لا أحد',
    assigned: (name) => `أُسند الاستفسار إلى ${name}.`,
    unassignedDone: 'لم يعد الاستفسار مُسنَدًا إلى أحد.',
    changeStatus: 'تغيير الحالة',
    saveStatus: 'حفظ الحالة',
    statusSaved: (status) => `حالة الاستفسار الآن: ${status}.`,
    note: 'ملاحظة داخلية',
    noteHint: 'لا يراها إلا الموظفون، ولا تُرسل بالبريد أبدًا.',
    addNote: 'إضافة الملاحظة',
    noteAdded: 'أُضيفت الملاحظة.',
    reply: 'الرد',
    replyLabel: 'ردّك على الزائر',
    replyHint: (email, language) =>
      `يُرسل إلى ${email} باللغة ${language}، ويُقتبس الاستفسار تحته. وتصل الردود عليه إلى القسم.`,
    statusAfterReply: 'الحالة بعد الرد',
    sendReply: 'إرسال الرد',
    replySent: 'وُضع الرد في صندوق الصادر وهو قيد الإرسال.',
    failed: 'لم تنجح العملية. حاول مرة أخرى.',
    departmentAddress: (department) => `${department}: العنوان الذي تصله استفسارات القسم`,
    bodyRequired: 'اكتب شيئًا أولًا.',
    notAssignable: 'اختر حساب موظف ممن يجيبون عن الاستفسارات.',
    inquiryNotFound: 'لم يُعثر على الاستفسار.',
  },
} as const satisfies Record<Locale, InboxTextsShape>;

interface InboxTextsShape {
  departments: Record<Department, string>;
  statuses: Record<InquiryStatus, string>;
  orders: Record<InquiryOrder, string>;
  kinds: Record<InquiryEntryKind, string>;
  languages: Record<Locale, string>;
  /** A waiting time; the number already in the staff's digits. */
  minutes: (n: number, shown?: string) => string;
  hours: (n: number, shown?: string) => string;
  days: (n: number, shown?: string) => string;
  filters: string;
  search: string;
  searchPlaceholder: string;
  department: string;
  allDepartments: string;
  status: string;
  allStatuses: string;
  assignee: string;
  anyone: string;
  mine: string;
  unassigned: string;
  order: string;
  caption: string;
  waited: string;
  from: string;
  subject: string;
  received: string;
  nobody: string;
  open: string;
  openInquiry: (subject: string) => string;
  loading: string;
  loadFailed: string;
  empty: string;
  noMatch: string;
  total: (total: number) => string;
  back: string;
  notFound: string;
  inquiryTitle: (subject: string) => string;
  details: string;
  email: string;
  language: string;
  waitedFor: (duration: string) => string;
  thread: string;
  visitorWrote: (name: string) => string;
  wroteBy: (kind: InquiryEntryKind, who: string) => string;
  notSeenByVisitor: string;
  mailStates: Record<string, string>;
  actions: string;
  assignToMe: string;
  assignTo: string;
  assign: string;
  unassign: string;
  assigned: (name: string) => string;
  unassignedDone: string;
  changeStatus: string;
  saveStatus: string;
  statusSaved: (status: string) => string;
  note: string;
  noteHint: string;
  addNote: string;
  noteAdded: string;
  reply: string;
  replyLabel: string;
  replyHint: (email: string, language: string) => string;
  statusAfterReply: string;
  sendReply: string;
  replySent: string;
  failed: string;
  departmentAddress: (department: string) => string;
  bodyRequired: string;
  notAssignable: string;
  inquiryNotFound: string;
}

export type InboxTexts = InboxTextsShape;

/** The mail that tells staff who chose a department that an inquiry for it has arrived. */
export const NEW_INQUIRY_MAIL_BY_LOCALE = {
  en: {
    subject: (department: string, subject: string) => `New inquiry for ${department}: ${subject}`,
    lines: (department: string, subject: string, url: string) => [
      `A new inquiry for ${department} arrived through the website's contact form.`,
      `Subject: ${subject}`,
      `Read and answer it in the inbox: ${url}`,
    ],
  },
  ar: {
    subject: (department: string, subject: string) => `استفسار جديد لقسم ${department}: ${subject}`,
    lines: (department: string, subject: string, url: string) => [
      `وصل استفسار جديد لقسم ${department} عبر نموذج التواصل في الموقع.`,
      `الموضوع: ${subject}`,
      `لقراءته والرد عليه في صندوق الاستفسارات: ${url}`,
    ],
  },
} as const satisfies Record<
  Locale,
  {
    subject: (department: string, subject: string) => string;
    lines: (department: string, subject: string, url: string) => string[];
  }
>;
