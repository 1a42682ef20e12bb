/** The other public pages' texts in Arabic: a `Translation` of pages-en.ts. */

import { verbatim } from '../digits';
import type { PagesTexts } from './pages-en';
import { ARABIC_MONTHS } from './public-ar';

/** A number of days as Arabic counts them (the noun's form follows the number's last two digits). */
const days = (count: number) => {
  const lastTwo = count % 100;
  if (count === 1) return 'يوم واحد';
  if (count === 2) return 'يومين';
  if (lastTwo >= 3 && lastTwo <= 10) return `${count} أيام`;
  if (lastTwo >= 11) return `${count} يومًا`;
  return `${count} يوم`;
};
const seconds = (count: number) => (count === 1 ? 'ثانية واحدة' : count === 2 ? 'ثانيتين' : `${count} ثوانٍ`);

export const PAGES_AR = {
  showNews: {
    back: 'رجوع',
    visitLink: 'زيارة الرابط',
    loading: 'جارٍ تحميل الخبر…',
    published: 'نُشر في',
  },
  pager: {
    label: 'الصفحات',
    previous: 'السابق',
    next: 'التالي',
    page: (page: number) => `الصفحة ${page}`,
  },
  search: {
    intro: 'ابحث في الأخبار والفعاليات والمؤسسات وكل ما في هذا الموقع، بالعربية أو بالإنجليزية.',
    label: 'ابحث عن',
    submit: 'بحث',
    // Arabic counts: one, two, three to ten, then eleven and more take the singular.
    results: (count: string, total: number) =>
      total === 1
        ? 'نتيجة واحدة'
        : total === 2
          ? 'نتيجتان'
          : total % 100 >= 3 && total % 100 <= 10
            ? `${count} نتائج`
            : `${count} نتيجة`,
    resultsFor: (query: string) => `عن «${query}»`,
    nothingFound: (query: string) => `لا يوجد في الموقع ما يطابق «${query}».`,
    didYouMean: 'هل تقصد',
    partial: 'يطابق بعض كلماتك',
    partialNote: 'لا توجد نتيجة تطابق كل كلماتك؛ هذه تطابق بعضها.',
    emptyPrompt: 'اكتب كلمة أو كلمتين في الحقل أعلاه، مثل اسم خدمة أو مستشفى أو فعالية.',
    latestNews: 'آخر الأخبار',
    upcomingEvents: 'الفعاليات القادمة',
    kinds: {
      news: 'خبر',
      events: 'فعالية',
      institutions: 'مؤسسة',
      achievements: 'إنجاز',
      partners: 'شريك',
      comments: 'شهادة',
      branches: 'فرع',
      about: 'من نحن',
    },
  },
  listPage: {
    backToHome: 'العودة إلى الصفحة الرئيسية',
    newsIntro: 'أخبار مستشفياتنا وكلياتنا ومركز أبحاثنا، الأحدث أولًا.',
    eventsIntro: 'محاضرات ودورات وأيام مفتوحة ومؤتمرات، الأحدث إعلانًا أولًا.',
    loadingNews: 'جارٍ تحميل الأخبار…',
    loadingEvents: 'جارٍ تحميل الفعاليات…',
    noNews: 'لا توجد أخبار في هذه الصفحة.',
    noEvents: 'لا توجد فعاليات في هذه الصفحة.',
    readMore: 'اقرأ المزيد',
    viewDetails: 'عرض التفاصيل',
    active: 'التسجيل مفتوح',
    inactive: 'مغلقة',
    ended: 'انتهت',
  },
  eventDetails: {
    backToEvents: 'جميع الفعاليات',
    loading: 'جارٍ تحميل الفعالية…',
    location: 'المكان',
    time: 'الوقت',
    date: 'التاريخ',
    noDescription: 'لا يتوفر وصف لهذه الفعالية.',
    getInvolved: 'شارك معنا',
    getInvolvedIntro: 'كن جزءًا من هذه الفعالية: احجز جناحًا أو ادعمها راعيًا.',
    bookASet: 'احجز جناحًا',
    becomeSponsor: 'كن راعيًا',
    eventStatus: 'حالة الفعالية',
    inactive: 'هذه الفعالية غير متاحة حاليًا. تابعنا لمعرفة المستجدات.',
    ended: (date: string) => `أُقيمت هذه الفعالية في ${date} وقد انتهت.`,
  },
  thankYou: {
    message: 'تسلّمنا طلبك، وسنتواصل معك عبر البريد الإلكتروني.',
    countdown: (count: number) => `ستعود إلى الصفحة الرئيسية خلال ${seconds(count)}.`,
    goHome: 'الانتقال إلى الصفحة الرئيسية الآن',
    summaryHeading: 'ما أرسلته',
    form: 'الطلب',
    stand: 'حجز جناح',
    sponsorship: 'رعاية الفعالية',
    event: 'الفعالية',
    date: 'التاريخ',
    place: 'المكان',
    waiting: (position: number) => `في قائمة الانتظار، المركز ${position}`,
    sentTo: (email: string) => `أرسلنا تأكيدًا إلى ${verbatim(email)}.`,
    waitingSentTo: (email: string) =>
      `أرسلنا رسالة بذلك إلى ${verbatim(email)}، وسنراسلك مجددًا إذا توفّر مكان.`,
    stay: 'البقاء في هذه الصفحة',
    stayed: 'ستبقى في هذه الصفحة. انتقل إلى الصفحة الرئيسية متى شئت.',
  },
  dates: {
    weekdays: ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'],
    months: ARABIC_MONTHS,
  },
  privacy: {
    intro: (siteName: string) =>
      `يوضّح هذا الإشعار ما تجمعه ${siteName} من بيانات حين تستخدم هذا الموقع، ولماذا، وإلى متى نحتفظ بها، وكيف تطلب منا محوها.`,
    collectHeading: 'ما الذي نجمعه',
    collectContact:
      'حين تراسلنا عبر نموذج التواصل: اسمك وبريدك الإلكتروني والموضوع والقسم الذي تختاره ونص رسالتك.',
    collectEvents:
      'حين تحجز جناحًا في فعالية أو تصبح راعيًا لها: لقبك واسمك الكامل وجنسك وبريدك الإلكتروني ورقم هاتفك وبلدك ومدينتك ومسماك الوظيفي، وللرعاة أيضًا اسم الشركة والتخصص والموقع الإلكتروني وفئة الرعاية. ونسجّل كذلك لغة الصفحة التي استخدمتها لنراسلك بها.',
    collectAttendance:
      'حين تحضر فعالية: وقت تسجيل حضورك عند الباب؛ وبعد فعالية تعليمية، التقييم الذي ترسله (تُعرض نتائجه دون أسماء) وشهادة حضورك برقمها التسلسلي والاسم الذي تحمله، ويمكن لمن يملك الرقم التسلسلي التحقق منها.',
    collectCodes:
      'لنتأكد من أن البريد الإلكتروني لك نرسل إليه رمزًا يُستخدم مرة واحدة، ولا نحتفظ به إلا إلى أن يُستخدم أو تنتهي صلاحيته.',
    collectFeedback:
      'حين تجيب عن سؤال «هل كانت هذه الصفحة مفيدة؟»: إجابتك والصفحة ولغتها والتعليق الذي قد تضيفه، دون أي عنوان أو ملف تعريف ارتباط، فلا يمكن ربطها بك؛ وتُحذف مع رسائل التواصل.',
    collectCookies: 'لا يضع هذا الموقع ملفات تعريف ارتباط للإعلانات أو للتتبّع.',
    whyHeading: 'لماذا نجمعه',
    why: 'لنردّ على رسالتك، ولننظّم الفعالية التي سجّلت فيها ونراسلك بشأنها. لا نبيع بياناتك ولا نستخدمها في التسويق.',
    keepHeading: 'إلى متى نحتفظ به',
    keep: (inquiryDays: number, outboxDays: number) =>
      `تُحذف رسائل التواصل تلقائيًا بعد ${days(inquiryDays)}، وسجلات الرسائل التي نرسلها بالبريد الإلكتروني بعد ${days(outboxDays)}. أما التسجيل في الفعاليات فيبقى ضمن سجلات الفعالية إلى أن تطلب منا محوه.`,
    rightsHeading: 'حقوقك',
    rights: 'يمكنك أن تطلب نسخة مما نحتفظ به عن بريدك الإلكتروني، أو أن تطلب محوه، بمراسلتنا على العنوان',
    notForEmergencies: 'هذا الموقع ليس مخصصًا للحالات الطبية الطارئة. في حالة الطوارئ اتصل بالرقم',
  },
  preview: {
    banner: 'معاينة: لا يستطيع الزوار رؤية هذا بعد.',
    draft: 'إنه مسودة.',
    scheduled: (when: string) => `من المقرر أن يظهر في ${when}.`,
    loading: 'جارٍ تحميل المعاينة…',
    expired: 'انتهت صلاحية رابط المعاينة هذا أو أنه غير صالح. اطلب رابطًا جديدًا من المحرر.',
  },
} satisfies PagesTexts;
