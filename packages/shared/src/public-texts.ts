/**
 * Every text of the public pages that SPEC §2–§8 gives, and every text we add around them, said
 * once. SPEC texts are kept to the letter ('Book a Set', 'Hidden', 'Visit Link'…).
 */
import type { NewsTab } from './constants';

export const LOADER_TEXTS = {
  label: 'Loading the page',
  percent: (percent: number) => `${percent}%`,
} as const;

export const CAROUSEL_TEXTS = {
  /** The role's description screen readers announce. */
  carousel: 'carousel',
  pause: 'Pause the slide show',
  play: 'Play the slide show',
  slide: 'slide',
  slideLabel: (position: number, total: number) => `${position} of ${total}`,
  showSlide: (position: number, total: number) => `Show slide ${position} of ${total}`,
  scrollBack: 'Scroll back',
  scrollForward: 'Scroll forward',
} as const;

export const HOME_TEXTS = {
  carouselLabel: 'Featured news',
  goToNews: 'Go to the news',
  /** SPEC §2/§8: shown while there are no banner items ('Loading the news…'). */
  arabicLoading: 'جارٍ تحميل الأخبار…',
} as const;

export const ABOUT_SECTION_TEXTS = {
  commentsLabel: 'What people say about us',
  readMore: 'Read More',
  hidden: 'Hidden',
  noComments: 'No testimonials to show yet.',
  loading: 'Loading the testimonials',
} as const;

export const INSTITUTIONS_TEXTS = {
  intro: 'Hospitals, colleges and a research centre, working as one network.',
  empty: 'No institutions to show yet.',
  loading: 'Loading the institutions',
} as const;

export const ACHIEVEMENTS_TEXTS = {
  intro: 'Some of what our staff and students have achieved.',
  loading: 'Loading the achievements',
  empty: 'No achievements to show yet.',
} as const;

export const PARTNERS_TEXTS = {
  intro: 'We work with universities, public bodies and charities that share our aims.',
  previous: 'Previous partners',
  next: 'Next partners',
  visitWebsite: 'Visit website',
  logoAlt: (name: string) => `${name} logo`,
  loading: 'Loading the partners',
  empty: 'No partners to show yet.',
} as const;

export const NEWS_TEXTS = {
  tabsLabel: 'News and events',
  tabs: { all: 'All', news: 'News', events: 'Events', announcements: 'Announcements' } satisfies Record<
    NewsTab,
    string
  >,
  /** SPEC §2, to the letter. */
  comingSoon: 'Coming Soon - This section is under construction. Please check back later.',
  listLabel: (tab: string) => `${tab}: choose one to read it above`,
  upcoming: 'Upcoming',
  readMore: 'Read the full story',
  eventDetails: 'See the event details',
  allNews: 'See all news',
  allEvents: 'See all events',
  noneFeatured: 'Choose a card below to read it here.',
  emptyNews: 'No news to show yet.',
  emptyEvents: 'No events to show yet.',
  loading: 'Loading…',
} as const;

export const SECTION_NAV_TEXTS = {
  sideBarLabel: 'Sections',
} as const;

/** The header, footer and frame around every public page (docs/BRAND.md's voice: SPEC gives none). */
export const LAYOUT_TEXTS = {
  skipToMain: 'Skip to main content',
  mainNavigation: 'Main',
  menu: 'Menu',
  /** The header's search field (docs/decisions/037-site-search.md). */
  searchLabel: 'Search the site',
  searchSubmit: 'Search',
  /** After 'Did you mean …' (Arabic writes its own). */
  questionMark: '?',
  followUs: 'Follow us',
  partOf: 'Part of',
  backToTop: 'Back to top',
  /** The footer's link to the privacy notice page, and the forms' note beside their submit. */
  privacyNotice: 'Privacy notice',
  /** Beside the contact form's and every booking form's submit; the number follows as a link. */
  notForEmergencies: 'Not for medical emergencies: call',
  loading: 'Loading…',
  /** The language switch: names the other language's page (its own name is in LOCALE_INFO). */
  languageSwitch: 'Language',
  readInLanguage: (language: string) => `Read this page in ${language}`,
  /** Offered on an English page to a browser that prefers the other language (docs/I18N.md). */
  languageSuggestion: 'This site is also available in Arabic.',
  languageSuggestionAction: 'اقرأ الموقع بالعربية',
  dismiss: 'Dismiss',
  backToEvent: 'Back to the event',
  /** Between the city and the country. */
  listSeparator: ', ',
  /** A message dialog's one button. */
  ok: 'OK',
  /** Said after a link that opens another website. */
  opensInNewTab: '(opens in a new tab)',
} as const;

export const NOT_FOUND_TEXTS = {
  explanation:
    'We could not find the page you asked for. If you typed the address, check it is correct. The page may also have been moved or removed.',
  goHome: 'Go to the home page',
  latestNews: 'Read the latest news',
  contactUs: 'Contact us',
} as const;

export const ERROR_PAGE_TEXTS = {
  explanation:
    'Sorry, this page could not be shown. Reload the page to try again. If it keeps happening, come back later.',
  reload: 'Reload the page',
  goHome: 'Go to the home page',
} as const;

/** The news feed's channel (`/rss.xml`, and each language's under its prefix). */
export const FEED_TEXTS = {
  title: (siteName: string) => `${siteName}: News`,
  description: (fullName: string) => `News from the ${fullName}.`,
  /** The OpenSearch description browsers offer (`/opensearch.xml`). */
  searchDescription: (fullName: string) => `Search the ${fullName}`,
} as const;
