/**
 * After the event (docs/decisions/046-evaluations-and-certificates.md): continuing education
 * settings per event, the evaluation, certificates of attendance and their public verification.
 * The calls' paths and shapes, the constants, and every word in both languages. Free of zod (the
 * booking and verification pages import it); the inputs' schemas are in certificate-schemas.ts.
 */
import type { Locale } from './locales';
import { TICKET_CODE_ALPHABET } from './tickets';

/** The reminder to evaluate goes this many days after the after-event mail, and none after the last day. */
export const EVALUATION_REMINDER_DAYS = 3;
export const EVALUATION_LAST_DAYS = 30;

/**
 * A serial: 16 characters of the ticket alphabet (no look-alike letters), about 74 bits drawn at
 * random, written in four groups after the prefix.
 */
export const CERTIFICATE_SERIAL_PREFIX = 'AMN';
export const CERTIFICATE_SERIAL_ALPHABET = TICKET_CODE_ALPHABET;
export const CERTIFICATE_SERIAL_LENGTH = 16;
export const CERTIFICATE_SERIAL_PATTERN = new RegExp(
  `^${CERTIFICATE_SERIAL_PREFIX}(-[${CERTIFICATE_SERIAL_ALPHABET}]{4}){4}$`,
);
/** A serial as typed or read aloud: upper-cased, spaces dropped. */
export const normalizeSerial = (text: string) => text.trim().toUpperCase().replace(/\s+/g, '');

/** The largest credit hours an event may carry, and their step (a quarter hour). */
export const MAX_CREDIT_HOURS = 200;
export const MAX_EVALUATION_QUESTIONS = 20;
export const EVALUATION_TEXT_MAX = 2000;
export const CERTIFICATE_NAME_MAX = 120;
export const REVOKE_REASON_MAX = 500;

export const CERTIFICATE_LANGUAGES = ['registrant', 'both'] as const;
export type CertificateLanguage = (typeof CERTIFICATE_LANGUAGES)[number];

export const RATING_SCALES = ['quality', 'agreement'] as const;
export type RatingScale = (typeof RATING_SCALES)[number];

/** A question's words in one language. */
export interface QuestionWords {
  prompt: string;
}

export type EvaluationQuestion =
  | {
      id: string;
      kind: 'rating';
      scale: RatingScale;
      required: boolean;
      words: Record<Locale, QuestionWords>;
    }
  | { id: string; kind: 'text'; required: boolean; words: Record<Locale, QuestionWords> };

/** The words of an event's certificate in one language. */
export interface EducationWords {
  accreditingBody: string;
  signerName: string;
  signerTitle: string;
}

/** An event's continuing education settings, as staff set them (`PUT …/education`). */
export interface EducationSettings {
  /** A decimal text such as '6.5' (a quarter hour at most precise). */
  creditHours: string;
  words: Record<Locale, EducationWords>;
  certificateLanguage: CertificateLanguage;
  evaluationRequired: boolean;
  questions: EvaluationQuestion[];
}

/** What staff read: the settings (null: none yet, with the defaults to start from) and the event's state. */
export interface EducationAnswer {
  settings: EducationSettings | null;
  defaults: EducationSettings;
  event: {
    id: number;
    name: string;
    date: string;
    ended: boolean;
    closedAt: string | null;
    followUpAt: string | null;
  };
}

/** One answer: a rating 1–5 or a text. */
export type EvaluationAnswers = Record<string, number | string>;

/** What the booking page shows once the event has ended, for a person checked in. */
export interface AfterEventState {
  /** The questions to answer, while the evaluation is open and not sent. */
  evaluation: { questions: EvaluationQuestion[]; required: boolean; sent: boolean; closed: boolean } | null;
  /** The name the certificate carries (or will), and whether it may still be corrected. */
  certificateName: string;
  nameCorrectable: boolean;
  certificate: { serial: string; issuedAt: string; revokedAt: string | null } | null;
  /** A certificate can be had now (the evaluation is done or not needed). */
  certificateReady: boolean;
}

/** What `GET …/certificates/{serial}` answers anyone (the verification page); 404 for a serial of none. */
export interface CertificateVerification {
  status: 'valid' | 'revoked';
  serial: string;
  name: string;
  eventName: string;
  date: string;
  creditHours: string;
  issuedAt: string;
  revokedAt: string | null;
}

/** One attendee as staff see them on the event's continuing education screen. */
export interface AttendeeRow {
  registrationId: number;
  fullName: string;
  certificateName: string;
  email: string;
  attendedAt: string;
  evaluatedAt: string | null;
  certificate: {
    serial: string;
    issuedAt: string;
    revokedAt: string | null;
    revokedReason: string | null;
  } | null;
  /** Earlier certificates of this person for the event (re-issued or revoked), newest first. */
  earlier: { serial: string; revokedAt: string | null; revokedReason: string | null }[];
}

export interface AttendanceAnswer {
  attendees: AttendeeRow[];
  counts: { checkedIn: number; evaluated: number; certified: number };
}

/** The evaluation's results: no names (docs/decisions/046). */
export interface EvaluationResults {
  attendees: number;
  responses: number;
  questions: (
    | {
        id: string;
        kind: 'rating';
        scale: RatingScale;
        prompt: string;
        answered: number;
        average: number | null;
        /** How many chose 1, 2, 3, 4, 5. */
        distribution: [number, number, number, number, number];
      }
    | { id: string; kind: 'text'; prompt: string; answered: number; texts: string[] }
  )[];
}

/** Under the API base (`/api/v1/admin`). Staff calls take the event's id. */
export const CERTIFICATE_PATHS = {
  /** GET / PUT: the event's continuing education settings and questions. */
  education: (eventId: number | string) => `/events/${eventId}/education`,
  /** POST: the event has ended now (its after-event mails go out). */
  close: (eventId: number | string) => `/events/${eventId}/close`,
  /** GET: who attended, evaluated, has a certificate. */
  attendance: (eventId: number | string) => `/events/${eventId}/attendance`,
  /** POST `{ fullName? }`: a new certificate for the attendee; the old one is revoked. */
  reissue: (eventId: number | string, registrationId: number | string) =>
    `/events/${eventId}/attendance/${registrationId}/reissue`,
  /** POST `{ reason }`. */
  revoke: (serial: string) => `/certificates/${serial}/revoke`,
  /** GET: one certificate's PDF, for staff. */
  staffPdf: (serial: string) => `/certificates/${serial}/pdf`,
  /** GET: every valid certificate of the event, one ZIP. */
  zip: (eventId: number | string) => `/events/${eventId}/certificates.zip`,
  /** GET: the evaluation's results; `.csv` its answers, one row a response, no names. */
  results: (eventId: number | string) => `/events/${eventId}/evaluation-results`,
  resultsCsv: (eventId: number | string) => `/events/${eventId}/evaluation-results.csv`,
  /** GET, public: the verification of a serial. */
  verify: (serial: string) => `/certificates/${serial}`,
  /** The registrant's, with the booking token (BOOKING_TOKEN_HEADER): GET the after-event state. */
  bookingAfterEvent: '/booking/after-event',
  bookingEvaluation: '/booking/evaluation',
  bookingName: '/booking/certificate-name',
  bookingPdf: '/booking/certificate.pdf',
} as const;

/** The public verification page's path for a serial (in the default language). */
export const VERIFY_PAGE_PATH = '/verify';
export const verifyPagePath = (serial: string) => `${VERIFY_PAGE_PATH}/${encodeURIComponent(serial)}`;

const RATING_WORDS = {
  en: {
    quality: ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'],
    agreement: ['Strongly disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly agree'],
  },
  ar: {
    quality: ['ضعيف', 'مقبول', 'جيد', 'جيد جدًا', 'ممتاز'],
    agreement: ['لا أوافق بشدة', 'لا أوافق', 'محايد', 'أوافق', 'أوافق بشدة'],
  },
} as const satisfies Record<Locale, Record<RatingScale, readonly string[]>>;

/** The five words of a rating scale, in a language. */
export const ratingWords = (locale: Locale, scale: RatingScale): readonly string[] =>
  RATING_WORDS[locale][scale];

/** What an accrediting body expects to be asked after an education event. */
export const DEFAULT_QUESTIONS: EvaluationQuestion[] = [
  {
    id: 'relevance',
    kind: 'rating',
    scale: 'agreement',
    required: true,
    words: {
      en: { prompt: 'The content was relevant to my practice.' },
      ar: { prompt: 'كان المحتوى ذا صلة بممارستي المهنية.' },
    },
  },
  {
    id: 'speakers',
    kind: 'rating',
    scale: 'quality',
    required: true,
    words: { en: { prompt: 'How good were the speakers?' }, ar: { prompt: 'ما جودة المتحدثين؟' } },
  },
  {
    id: 'bias',
    kind: 'rating',
    scale: 'agreement',
    required: true,
    words: {
      en: { prompt: 'The content was free of commercial bias.' },
      ar: { prompt: 'كان المحتوى خاليًا من التحيّز التجاري.' },
    },
  },
  {
    id: 'change',
    kind: 'text',
    required: true,
    words: {
      en: { prompt: 'What will you change in your practice after this event?' },
      ar: { prompt: 'ما الذي ستغيّره في ممارستك بعد هذه الفعالية؟' },
    },
  },
  {
    id: 'comments',
    kind: 'text',
    required: false,
    words: {
      en: { prompt: 'Anything else you would like to tell us?' },
      ar: { prompt: 'هل تودّ إخبارنا بشيء آخر؟' },
    },
  },
];

/** The settings a new event's form starts from. */
export const DEFAULT_EDUCATION: EducationSettings = {
  creditHours: '1',
  words: {
    en: { accreditingBody: '', signerName: '', signerTitle: '' },
    ar: { accreditingBody: '', signerName: '', signerTitle: '' },
  },
  certificateLanguage: 'registrant',
  evaluationRequired: true,
  questions: DEFAULT_QUESTIONS,
};

/** The words on a certificate and about it, for the registrant and for anyone who verifies it. */
export const CERTIFICATE_TEXTS = {
  en: {
    heading: 'Certificate of attendance',
    presentedTo: (issuer: string) => `${issuer} certifies that`,
    attended: 'attended the continuing education event',
    dateAndPlace: (date: string, place: string | null) => (place ? `${date} · ${place}` : date),
    hours: (hours: string) => `${hours} continuing education credit hour${hours === '1' ? '' : 's'}`,
    accreditedBy: (body: string) => `Accredited by ${body}`,
    serialLine: (serial: string) => `Serial: ${serial}`,
    verifyLine: (url: string) => `Verify at ${url}`,
    fileName: (serial: string) => `certificate-${serial}.pdf`,
    // The verification page
    verifyIntro: 'A certificate of attendance is genuine when this page, on our site, says so.',
    valid: 'Valid',
    validText: 'This certificate was issued by us and is valid.',
    revoked: 'Revoked',
    revokedText: (date: string) => `This certificate was revoked on ${date}. It is no longer valid.`,
    notFound: 'Not found',
    notFoundText: 'No certificate has this serial number. Check that you typed it as printed.',
    loading: 'Checking the certificate…',
    failed: 'The certificate could not be checked. Try again.',
    name: 'Name',
    event: 'Event',
    date: 'Date',
    creditHours: 'Credit hours',
    serial: 'Serial number',
    issuedOn: 'Issued on',
  },
  ar: {
    heading: 'شهادة حضور',
    presentedTo: (issuer: string) => `تشهد ${issuer} بأنّ`,
    attended: 'حضر فعالية التعليم الطبي المستمر',
    dateAndPlace: (date: string, place: string | null) => (place ? `${date}، ${place}` : date),
    hours: (hours: string) => `${hours} ساعة معتمدة في التعليم الطبي المستمر`,
    accreditedBy: (body: string) => `معتمدة من ${body}`,
    serialLine: (serial: string) => `الرقم التسلسلي: ${serial}`,
    verifyLine: (url: string) => `تحقّق منها على ${url}`,
    fileName: (serial: string) => `certificate-${serial}.pdf`,
    verifyIntro: 'تكون شهادة الحضور أصلية حين تقول هذه الصفحة ذلك على موقعنا.',
    valid: 'صالحة',
    validText: 'أصدرنا هذه الشهادة، وهي صالحة.',
    revoked: 'ملغاة',
    revokedText: (date: string) => `أُلغيت هذه الشهادة في ${date}، ولم تعد صالحة.`,
    notFound: 'غير موجودة',
    notFoundText: 'لا توجد شهادة بهذا الرقم التسلسلي. تأكد من كتابته كما هو مطبوع.',
    loading: 'جارٍ التحقق من الشهادة…',
    failed: 'تعذّر التحقق من الشهادة. حاول مرة أخرى.',
    name: 'الاسم',
    event: 'الفعالية',
    date: 'التاريخ',
    creditHours: 'الساعات المعتمدة',
    serial: 'الرقم التسلسلي',
    issuedOn: 'تاريخ الإصدار',
  },
} as const satisfies Record<Locale, Record<string, string | ((...args: never[]) => string)>>;

/** The booking page's words after the event, and the answers of its calls. */
export const AFTER_EVENT_TEXTS = {
  en: {
    evaluationTitle: 'Evaluate the event',
    evaluationIntro:
      'Your answers help us improve our education events. They are reported without your name.',
    evaluationRequiredNote: 'Your certificate is ready once you have sent this evaluation.',
    required: 'required',
    nameLabel: 'Your name as it will appear on the certificate',
    nameHelp: 'Correct its spelling if needed: you can change it once.',
    send: 'Send my evaluation',
    sending: 'Sending…',
    sent: 'Thank you: your evaluation was sent.',
    alreadySent: 'Your evaluation was already sent.',
    evaluationClosed: 'The evaluation is closed: it was open for 30 days after the event.',
    answerMissing: 'Answer this question.',
    certificateTitle: 'Your certificate',
    certificateReadyText: 'Your certificate of attendance is ready.',
    download: 'Download the certificate (PDF)',
    serial: 'Serial number',
    certificateRevoked: 'Your certificate was revoked. Contact us if you think this is a mistake.',
    correctName: 'Correct the spelling of my name',
    correctNameSave: 'Save the name',
    correctNameCancel: 'Cancel',
    correctNameOnce: 'You can correct your name once. A new certificate is made with it.',
    nameCorrected: 'Your name was corrected: your certificate carries it now.',
    nameAlreadyCorrected: 'Your name was already corrected once. Contact us to change it again.',
    nameInvalid: 'Enter your name (up to 120 characters).',
    notAttended: 'Only a person checked in at the event can have its certificate.',
    notEnded: 'The certificate is available once the event has ended.',
    noCertificate: 'This event gives no certificate.',
    evaluationFirst: 'Send the evaluation first: then your certificate is ready.',
    certificateGone: 'This certificate is no longer available.',
  },
  ar: {
    evaluationTitle: 'قيّم الفعالية',
    evaluationIntro: 'تساعدنا إجاباتك على تحسين فعالياتنا التعليمية، وتُعرض نتائجها دون اسمك.',
    evaluationRequiredNote: 'تصبح شهادتك جاهزة بعد إرسال هذا التقييم.',
    required: 'مطلوب',
    nameLabel: 'اسمك كما سيظهر على الشهادة',
    nameHelp: 'صحّح كتابته إن لزم: يمكنك تغييره مرة واحدة.',
    send: 'أرسل تقييمي',
    sending: 'جارٍ الإرسال…',
    sent: 'شكرًا لك: أُرسل تقييمك.',
    alreadySent: 'أُرسل تقييمك من قبل.',
    evaluationClosed: 'أُغلق التقييم: كان متاحًا 30 يومًا بعد الفعالية.',
    answerMissing: 'أجب عن هذا السؤال.',
    certificateTitle: 'شهادتك',
    certificateReadyText: 'شهادة حضورك جاهزة.',
    download: 'نزّل الشهادة (PDF)',
    serial: 'الرقم التسلسلي',
    certificateRevoked: 'أُلغيت شهادتك. تواصل معنا إن رأيت أن ذلك خطأ.',
    correctName: 'صحّح كتابة اسمي',
    correctNameSave: 'احفظ الاسم',
    correctNameCancel: 'إلغاء',
    correctNameOnce: 'يمكنك تصحيح اسمك مرة واحدة، وتصدر به شهادة جديدة.',
    nameCorrected: 'صُحّح اسمك، وصارت شهادتك تحمله.',
    nameAlreadyCorrected: 'صُحّح اسمك مرة من قبل. تواصل معنا لتغييره مرة أخرى.',
    nameInvalid: 'اكتب اسمك (حتى 120 حرفًا).',
    notAttended: 'لا ينال شهادة الفعالية إلا من سُجّل حضوره فيها.',
    notEnded: 'تتاح الشهادة بعد انتهاء الفعالية.',
    noCertificate: 'لا تمنح هذه الفعالية شهادة.',
    evaluationFirst: 'أرسل التقييم أولًا، ثم تصبح شهادتك جاهزة.',
    certificateGone: 'لم تعد هذه الشهادة متاحة.',
  },
} as const satisfies Record<Locale, Record<string, string | ((...args: never[]) => string)>>;

/** The mails after the event, in the registrant's language. */
export const AFTER_EVENT_MAIL_TEXTS = {
  en: {
    evaluationSubject: (event: string) => `Thank you for attending ${event}: your evaluation`,
    evaluationLines: (name: string, event: string, hours: string) => [
      `Dear ${name},`,
      `Thank you for attending ${event}.`,
      `Please evaluate the event: once you have, your certificate of attendance (${hours} credit hours) is ready to download.`,
    ],
    reminderSubject: (event: string) => `Reminder: evaluate ${event} to get your certificate`,
    reminderLines: (name: string, event: string, lastDay: string) => [
      `Dear ${name},`,
      `Your evaluation of ${event} is still waiting. Once you send it, your certificate of attendance is ready.`,
      `The evaluation is open until ${lastDay}.`,
    ],
    certificateSubject: (event: string) => `Your certificate of attendance: ${event}`,
    certificateLines: (name: string, event: string, hours: string, serial: string) => [
      `Dear ${name},`,
      `Thank you for attending ${event}. Your certificate of attendance (${hours} credit hours) is attached.`,
      `Its serial number is ${serial}; anyone can verify it on our site.`,
    ],
  },
  ar: {
    evaluationSubject: (event: string) => `شكرًا لحضورك ${event}: تقييمك`,
    evaluationLines: (name: string, event: string, hours: string) => [
      `عزيزنا ${name}،`,
      `شكرًا لحضورك ${event}.`,
      `نرجو أن تقيّم الفعالية: بعد ذلك تصبح شهادة حضورك (${hours} ساعة معتمدة) جاهزة للتنزيل.`,
    ],
    reminderSubject: (event: string) => `تذكير: قيّم ${event} لتنال شهادتك`,
    reminderLines: (name: string, event: string, lastDay: string) => [
      `عزيزنا ${name}،`,
      `ما زال تقييمك لفعالية ${event} بانتظارك. حين ترسله تصبح شهادة حضورك جاهزة.`,
      `يبقى التقييم متاحًا حتى ${lastDay}.`,
    ],
    certificateSubject: (event: string) => `شهادة حضورك: ${event}`,
    certificateLines: (name: string, event: string, hours: string, serial: string) => [
      `عزيزنا ${name}،`,
      `شكرًا لحضورك ${event}. تجد شهادة حضورك (${hours} ساعة معتمدة) مرفقة.`,
      `رقمها التسلسلي ${serial}، ويمكن لأي أحد التحقق منها على موقعنا.`,
    ],
  },
} as const satisfies Record<Locale, Record<string, (...args: never[]) => string | string[]>>;
