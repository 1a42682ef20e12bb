/** The contact form's checks and outcomes in Arabic: a `Translation` of CONTACT_TEXTS. */
import type { ContactMessages } from '../contact-texts';

export const CONTACT_AR = {
  nameRequired: 'يُرجى إدخال اسمك.',
  emailInvalid: 'يُرجى إدخال بريد إلكتروني صحيح.',
  subjectRequired: 'يُرجى إدخال الموضوع.',
  departmentRequired: 'يُرجى اختيار القسم.',
  messageRequired: 'يُرجى كتابة رسالتك.',
  submitting: 'جارٍ الإرسال...',
  success: 'أُرسل استفسارك بنجاح!',
  timedOut: 'انتهت مهلة الطلب. يُرجى المحاولة مرة أخرى.',
  cors: 'خطأ في مشاركة الموارد (CORS). يُرجى التواصل مع مسؤول الموقع.',
  serverError: (status: number, statusText: string) => `خطأ في الخادم (${status}): ${statusText}`,
  genericError: 'حدث خطأ. يُرجى المحاولة مرة أخرى.',
  tooLong: (max: number) => `يُرجى ألا يتجاوز النص ${max} حرفًا.`,
  directionControl:
    'يُرجى حذف المحارف الخفية التي تغيّر اتجاه النص (من U+202A إلى U+202E، ومن U+2066 إلى U+2069).',
  sentTitle: 'تم الإرسال',
  sentNext:
    'سيقرأ القسم الذي اخترته رسالتك ويردّ عليك عبر البريد الإلكتروني الذي أدخلته. يمكنك إرسال رسالة أخرى من النموذج أعلاه.',
} satisfies ContactMessages;
