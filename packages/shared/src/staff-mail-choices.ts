/**
 * The signed-in account's mail choices (docs/staff-mail.md): the call under `/api/v1/Accounts`,
 * its body and answer, and the words of the account page's 'Mails I get' section and of the call's
 * answers, in the staff member's language. The model itself is staff-mail.ts.
 */
import { z } from 'zod';
import { DEPARTMENTS, type Department } from './constants';
import type { Locale } from './locales';
import { STAFF_MAIL_KINDS, type StaffMailKind } from './staff-mail';

/** GET and PUT under the accounts base: the signed-in account's own mail choices. */
export const MAIL_CHOICES_PATH = '/me/mail-choices';

const unknownKind = (keys: readonly PropertyKey[]) =>
  `Unknown kind of mail: ${keys.map(String).join(', ')}. The kinds are ${STAFF_MAIL_KINDS.join(', ')}.`;

/**
 * PUT's body: the kinds the owner chose on or off (a kind left out follows the role's default), and
 * the departments whose new inquiries they get (left out: the role's default). Stored as given.
 */
export const mailChoicesSchema = z.strictObject(
  {
    kinds: z.strictObject(
      Object.fromEntries(STAFF_MAIL_KINDS.map((kind) => [kind, z.boolean().optional()])) as Record<
        StaffMailKind,
        z.ZodOptional<z.ZodBoolean>
      >,
      {
        error: (issue) =>
          issue.code === 'unrecognized_keys'
            ? unknownKind(issue.keys)
            : 'Give the kinds of mail as an object of true or false.',
      },
    ),
    departments: z
      .array(
        z.enum(DEPARTMENTS, { error: `Unknown department. The departments are ${DEPARTMENTS.join(', ')}.` }),
      )
      .max(DEPARTMENTS.length * 2)
      // One spelling of a choice: each department once, in the list's own order.
      .transform((chosen) => DEPARTMENTS.filter((department) => chosen.includes(department)))
      .optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown field: ${issue.keys.map(String).join(', ')}. Send "kinds" and "departments".`
        : undefined,
  },
);
export type MailChoicesPayload = z.input<typeof mailChoicesSchema>;

/** One kind as the account has it: on or off now, and whether that is the role's default. */
const kindAnswerSchema = z.object({
  kind: z.enum(STAFF_MAIL_KINDS),
  on: z.boolean(),
  /** The owner has not chosen this kind: it follows the role. */
  isDefault: z.boolean(),
  /** What the role gives when the owner has not chosen. */
  defaultOn: z.boolean(),
});

/** GET's answer (and PUT's, with its message): only the kinds the account's role may get. */
export const mailChoicesAnswerSchema = z.object({
  kinds: z.array(kindAnswerSchema),
  departments: z.object({
    chosen: z.array(z.enum(DEPARTMENTS)),
    isDefault: z.boolean(),
    defaults: z.array(z.enum(DEPARTMENTS)),
  }),
});
export type MailChoicesAnswer = z.infer<typeof mailChoicesAnswerSchema>;
export type MailKindAnswer = z.infer<typeof kindAnswerSchema>;

interface KindWords {
  label: string;
  hint: string;
}

export interface MailChoicesTexts {
  heading: string;
  intro: string;
  kindsLegend: string;
  kinds: Record<StaffMailKind, KindWords>;
  byDefault: string;
  departmentsLegend: string;
  departmentsHint: string;
  departments: Record<Department, string>;
  save: string;
  saving: string;
  saved: string;
  loading: string;
  loadFailed: string;
  saveFailed: string;
  noKinds: string;
  /** The server's refusal when an Editor (or Door staff) asks for a kind that carries personal data. */
  notForRole: (kinds: string) => string;
}

export const MAIL_CHOICES_TEXTS_BY_LOCALE = {
  en: {
    heading: 'Mails I get',
    intro:
      'Choose which staff mails reach you. Every one of them ends with a link back to this section, so you can stop it in one click.',
    kindsLegend: 'Kinds of mail',
    kinds: {
      newInquiry: {
        label: 'A new inquiry',
        hint: 'At once, for each inquiry sent to a department you choose below.',
      },
      registrationDigest: {
        label: 'Daily digest of new registrations',
        hint: 'Once a day, each morning: the new stand and sponsor registrations of upcoming events. None when there are none.',
      },
      reviewRequested: {
        label: 'Review requests',
        hint: 'When an editor asks for an item to be reviewed before it is published.',
      },
      reviewReturned: {
        label: 'Reviews sent back',
        hint: 'When a reviewer sends one of your items back with a note.',
      },
      reviewDue: {
        label: 'Reviews due',
        hint: 'When a page you look after is due for its regular review.',
      },
    },
    byDefault: 'As for your role',
    departmentsLegend: 'Departments whose new inquiries you get',
    departmentsHint: 'With none chosen, no inquiry is mailed to you.',
    departments: {
      'General Inquiry': 'General Inquiry',
      'Appointment Scheduling': 'Appointment Scheduling',
      'Medical Education': 'Medical Education',
      'Job Opportunities': 'Job Opportunities',
    },
    save: 'Save mail choices',
    saving: 'Saving…',
    saved: 'Your mail choices were saved.',
    loading: 'Loading your mail choices…',
    loadFailed: 'Your mail choices could not be loaded. Try again.',
    saveFailed: 'Your mail choices could not be saved. Try again.',
    noKinds: 'Your role gets no staff mails.',
    notForRole: (kinds: string) =>
      `Your role cannot get these mails: ${kinds}. They carry visitors’ personal data, which editors and door staff do not see.`,
  },
  ar: {
    heading: 'الرسائل التي تصلني',
    intro:
      'اختر رسائل الموظفين التي تصلك. تنتهي كلٌّ منها برابط يعيدك إلى هذا القسم، فتستطيع إيقافها بنقرة واحدة.',
    kindsLegend: 'أنواع الرسائل',
    kinds: {
      newInquiry: {
        label: 'استفسار جديد',
        hint: 'فور وصول أي استفسار إلى قسم من الأقسام التي تختارها أدناه.',
      },
      registrationDigest: {
        label: 'ملخّص يومي للتسجيلات الجديدة',
        hint: 'مرة واحدة كل صباح: تسجيلات الأجنحة والرعاة الجديدة في الفعاليات القادمة. ولا يُرسل إن لم يكن هناك جديد.',
      },
      reviewRequested: {
        label: 'طلبات المراجعة',
        hint: 'عندما يطلب محرّر مراجعة مادة قبل نشرها.',
      },
      reviewReturned: {
        label: 'المراجعات المُعادة',
        hint: 'عندما يعيد إليك مراجعٌ إحدى موادك مع ملاحظة.',
      },
      reviewDue: {
        label: 'المراجعات المستحقّة',
        hint: 'عندما يحين موعد المراجعة الدورية لصفحة تتولّاها.',
      },
    },
    byDefault: 'بحسب دورك',
    departmentsLegend: 'الأقسام التي تصلك استفساراتها الجديدة',
    departmentsHint: 'إن لم تختر أي قسم فلن يصلك أي استفسار.',
    departments: {
      'General Inquiry': 'استفسار عام',
      'Appointment Scheduling': 'حجز المواعيد',
      'Medical Education': 'التعليم الطبي',
      'Job Opportunities': 'فرص العمل',
    },
    save: 'حفظ اختيارات الرسائل',
    saving: 'جارٍ الحفظ…',
    saved: 'حُفظت اختياراتك للرسائل.',
    loading: 'جارٍ تحميل اختياراتك للرسائل…',
    loadFailed: 'تعذّر تحميل اختياراتك للرسائل. حاول مرة أخرى.',
    saveFailed: 'تعذّر حفظ اختياراتك للرسائل. حاول مرة أخرى.',
    noKinds: 'لا يتلقّى دورك أي رسائل للموظفين.',
    notForRole: (kinds: string) =>
      `لا يمكن لدورك تلقّي هذه الرسائل: ${kinds}. فهي تحمل بيانات شخصية للزوار لا يطّلع عليها المحرّرون وموظفو الاستقبال.`,
  },
} as const satisfies Record<Locale, MailChoicesTexts>;
