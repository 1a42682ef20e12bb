/** The other public pages' texts in Arabic: a `Translation` of pages-en.ts. */
import type { PagesTexts } from './pages-en';
import { ARABIC_MONTHS } from './public-ar';

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
    sentTo: (email: string) => `أرسلنا تأكيدًا إلى ${email}.`,
    stay: 'البقاء في هذه الصفحة',
    stayed: 'ستبقى في هذه الصفحة. انتقل إلى الصفحة الرئيسية متى شئت.',
  },
  dates: {
    weekdays: ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'],
    months: ARABIC_MONTHS,
  },
} satisfies PagesTexts;
