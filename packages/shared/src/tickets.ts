/**
 * From registration to the door (decision 038): tickets, the registrant's booking page, the
 * calendar feed and check-in. The calls' paths and shapes, and their words in both languages.
 * Free of zod (the public pages import it); the check-in call's schemas are in check-in.ts.
 */
import type { RegistrationStatus } from './event-capacity';
import type { Locale } from './locales';

/** A short code's letters: no 0/O, 1/I/L, 2/Z, 5/S, 8/B, so a code read aloud or typed is the one printed. */
export const TICKET_CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
export const TICKET_CODE_LENGTH = 8;

/** The booking page's token travels in this header, never in a query string (decision 008). */
export const BOOKING_TOKEN_HEADER = 'x-booking-token';

/** A booking link works until this long after its event's day; then 410. */
export const BOOKING_LINK_DAYS_AFTER = 30;

/** The calendar feed covers events from this many days ago on. */
export const CALENDAR_FEED_DAYS_BACK = 90;
export const CALENDAR_FEED_PATH = '/events.ics';

/** Undo of a check-in is possible this long after it. */
export const CHECK_IN_UNDO_MS = 60_000;

/** Under the API base (`/api/v1/admin`). */
export const BOOKING_PATHS = {
  /** GET: the booking (token in BOOKING_TOKEN_HEADER). */
  booking: '/booking',
  /** GET: the event's `.ics` for the booking. */
  calendar: '/booking/calendar.ics',
  /** POST: cancel the booking, or leave the waiting list. */
  cancel: '/booking/cancel',
} as const;

/** Under the API base (`/api/v1/admin`), as the other staff calls. */
export const CHECK_IN_PATHS = {
  /** POST `{ code, at? }` → CheckInAnswer. */
  checkIns: (eventId: number | string) => `/events/${eventId}/check-ins`,
  /** POST `{ code }`: undo one's own check-in within a minute. */
  undo: (eventId: number | string) => `/events/${eventId}/check-ins/undo`,
  /** GET: what the door screen needs for the event, offline too. */
  roster: (eventId: number | string) => `/events/${eventId}/door`,
  /** GET: the events the door may choose from. */
  events: '/door/events',
} as const;

export const CHECK_IN_RESULTS = [
  'checked-in',
  'already-checked-in',
  'cancelled',
  'waiting',
  'other-event',
  'unknown',
  'not-today',
] as const;
export type CheckInResult = (typeof CHECK_IN_RESULTS)[number];

/** What a check-in answers (check-in.ts has its schema). */
export interface CheckInAnswer {
  result: CheckInResult;
  name: string | null;
  at: string | null;
  by: string | null;
  kind: 'registration' | 'sponsor' | null;
  classification?: string | null;
  otherEvent?: string | null;
}

/** One person of the door's list, as the screen holds it (offline too). */
export interface DoorPerson {
  kind: 'registration' | 'sponsor';
  id: number;
  name: string;
  status: RegistrationStatus;
  classification: string | null;
  /** SHA-256 (base64url) of the ticket's secret, to recognise a scan offline. */
  ticketHash: string | null;
  shortCode: string | null;
  attendedAt: string | null;
  attendedBy: string | null;
}

export interface DoorRoster {
  event: { id: number; name: string; date: string; today: boolean };
  people: DoorPerson[];
  counts: DoorCounts;
}

export interface DoorCounts {
  booked: number;
  checkedIn: number;
  /** Arrivals per quarter hour: `[start ISO, count]`, oldest first. */
  arrivals: [string, number][];
}

export interface DoorEvent {
  id: number;
  name: string;
  date: string;
}

/** What the booking page reads. */
export interface BookingAnswer {
  kind: 'registration' | 'sponsor';
  status: RegistrationStatus;
  /** On the waiting list: the place in it. */
  position: number | null;
  fullName: string;
  event: { id: number; name: string; date: string; time: string | null; location: string | null };
  /** Only while booked. */
  ticket: { shortCode: string; qr: string } | null;
  attendedAt: string | null;
}

/** The booking page's words (and the thank-you page's ticket). */
export const BOOKING_TEXTS = {
  en: {
    title: 'My booking',
    loading: 'Loading your booking…',
    notFound: 'This booking link is not valid. Check that you opened the whole link from your e-mail.',
    gone: 'This booking link has expired: its event ended more than 30 days ago.',
    failed: 'Your booking could not be loaded. Try again.',
    status: 'Status',
    booked: 'Booked',
    waiting: (position: number) => `On the waiting list, position ${position}`,
    cancelled: 'Cancelled',
    event: 'Event',
    date: 'Date',
    time: 'Time',
    place: 'Place',
    ticket: 'Your ticket',
    ticketHelp: 'Show this QR code at the door, or say the short code.',
    shortCode: 'Short code',
    qrAlt: (code: string) => `QR code of your ticket, short code ${code}`,
    calendar: 'Add to my calendar (.ics)',
    cancel: 'Cancel my booking',
    leave: 'Leave the waiting list',
    confirmCancel: 'Cancel your booking? Your place goes to the next person waiting. This cannot be undone.',
    confirmLeave: 'Leave the waiting list? This cannot be undone.',
    confirmYes: 'Yes, cancel',
    confirmNo: 'Keep my booking',
    cancelledDone: 'Your booking is cancelled. We have sent you an e-mail.',
    alreadyCancelled: 'This booking is already cancelled.',
    attended: 'You were checked in at the door.',
  },
  ar: {
    title: 'حجزي',
    loading: 'جارٍ تحميل حجزك…',
    notFound: 'رابط الحجز هذا غير صالح. تأكد من فتح الرابط كاملًا من رسالتك.',
    gone: 'انتهت صلاحية رابط الحجز هذا: انتهت فعاليته قبل أكثر من 30 يومًا.',
    failed: 'تعذّر تحميل حجزك. حاول مرة أخرى.',
    status: 'الحالة',
    booked: 'محجوز',
    waiting: (position: number) => `في قائمة الانتظار، المركز ${position}`,
    cancelled: 'ملغى',
    event: 'الفعالية',
    date: 'التاريخ',
    time: 'الوقت',
    place: 'المكان',
    ticket: 'تذكرتك',
    ticketHelp: 'اعرض رمز QR هذا عند الباب، أو اذكر الرمز القصير.',
    shortCode: 'الرمز القصير',
    qrAlt: (code: string) => `رمز QR لتذكرتك، الرمز القصير ${code}`,
    calendar: 'أضف إلى تقويمي (.ics)',
    cancel: 'إلغاء حجزي',
    leave: 'مغادرة قائمة الانتظار',
    confirmCancel: 'هل تريد إلغاء حجزك؟ سيذهب مكانك إلى التالي في قائمة الانتظار. لا يمكن التراجع عن ذلك.',
    confirmLeave: 'هل تريد مغادرة قائمة الانتظار؟ لا يمكن التراجع عن ذلك.',
    confirmYes: 'نعم، ألغِ',
    confirmNo: 'أبقِ حجزي',
    cancelledDone: 'أُلغي حجزك، وأرسلنا إليك رسالة بذلك.',
    alreadyCancelled: 'هذا الحجز ملغى من قبل.',
    attended: 'سُجّل حضورك عند الباب.',
  },
} as const satisfies Record<Locale, Record<string, string | ((...args: never[]) => string)>>;

/** The events list's link to the feed. */
export const CALENDAR_FEED_TEXTS = {
  en: {
    subscribe: 'Subscribe to the calendar',
    download: 'Download the calendar (.ics)',
    name: (site: string) => `Events of ${site}`,
  },
  ar: {
    subscribe: 'اشترك في التقويم',
    download: 'نزّل التقويم (.ics)',
    name: (site: string) => `فعاليات ${site}`,
  },
} as const satisfies Record<Locale, Record<string, string | ((site: string) => string)>>;

/** The door screen's words, in the staff member's language. */
export const CHECK_IN_TEXTS_BY_LOCALE = {
  en: {
    title: 'Check-in',
    chooseEvent: 'Choose an event',
    noEvents: 'There are no events to check in for.',
    scan: 'Scan a ticket',
    stopScan: 'Stop the camera',
    cameraUnavailable: 'The camera cannot be used here. Type the short code or search by name.',
    code: 'Short code',
    check: 'Check in',
    search: 'Search by name',
    noMatch: 'Nobody of that name.',
    results: {
      'checked-in': 'Checked in',
      'already-checked-in': 'Already checked in',
      cancelled: 'Cancelled: this booking was cancelled',
      waiting: 'On the waiting list: no place yet',
      'other-event': 'A ticket of another event',
      unknown: 'Unknown ticket',
      'not-today': 'The event has not started today',
    },
    atBy: (at: string, by: string | null) => (by ? `at ${at}, by ${by}` : `at ${at}`),
    otherEvent: (name: string) => `This ticket is for “${name}”.`,
    kinds: { registration: 'Stand registration', sponsor: 'Sponsor' },
    undo: 'Undo',
    undone: 'Check-in undone.',
    counts: (checkedIn: number, booked: number) => `${checkedIn} checked in of ${booked} booked`,
    arrivals: 'Arrivals per 15 minutes',
    offline: (n: number) => `Offline: ${n} check-in${n === 1 ? '' : 's'} waiting`,
    offlineNone: 'Offline: scans are kept and sent when the connection returns',
    back: 'Other event',
  },
  ar: {
    title: 'تسجيل الحضور',
    chooseEvent: 'اختر فعالية',
    noEvents: 'لا توجد فعاليات لتسجيل الحضور فيها.',
    scan: 'امسح تذكرة',
    stopScan: 'أوقف الكاميرا',
    cameraUnavailable: 'لا يمكن استخدام الكاميرا هنا. اكتب الرمز القصير أو ابحث بالاسم.',
    code: 'الرمز القصير',
    check: 'سجّل الحضور',
    search: 'ابحث بالاسم',
    noMatch: 'لا أحد بهذا الاسم.',
    results: {
      'checked-in': 'سُجّل الحضور',
      'already-checked-in': 'سُجّل حضوره من قبل',
      cancelled: 'ملغى: أُلغي هذا الحجز',
      waiting: 'في قائمة الانتظار: لا مكان بعد',
      'other-event': 'تذكرة لفعالية أخرى',
      unknown: 'تذكرة غير معروفة',
      'not-today': 'لم تبدأ الفعالية اليوم',
    },
    atBy: (at: string, by: string | null) => (by ? `في ${at}، بواسطة ${by}` : `في ${at}`),
    otherEvent: (name: string) => `هذه التذكرة لفعالية «${name}».`,
    kinds: { registration: 'تسجيل جناح', sponsor: 'راعٍ' },
    undo: 'تراجع',
    undone: 'أُلغي تسجيل الحضور.',
    counts: (checkedIn: number, booked: number) => `حضر ${checkedIn} من ${booked} محجوزين`,
    arrivals: 'الوصول كل 15 دقيقة',
    offline: (n: number) => `غير متصل: ${n} من تسجيلات الحضور في الانتظار`,
    offlineNone: 'غير متصل: تُحفظ عمليات المسح وتُرسل عند عودة الاتصال',
    back: 'فعالية أخرى',
  },
} as const;
