/**
 * The texts of the public pages other than the landing page (news and event lists, a news item,
 * an event, the thank-you page), apart from public-texts.ts so that the landing page's first load
 * carries none of them: they load with those pages (i18n/pages-en.ts).
 */

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

export const SHOW_NEWS_TEXTS = {
  back: 'Back',
  /** SPEC §2, to the letter. */
  visitLink: 'Visit Link',
  loading: 'Loading the news item…',
  published: 'Published',
} as const;

/** The preview page: a draft or scheduled item through an editor's link. */
export const PREVIEW_PAGE_TEXTS = {
  banner: 'Preview: visitors cannot see this yet.',
  draft: 'It is a draft.',
  scheduled: (when: string) => `It is scheduled to appear on ${when}.`,
  loading: 'Loading the preview…',
  expired: 'This preview link has expired or is not valid. Ask the editor for a new one.',
} as const;

export const PAGER_TEXTS = {
  label: 'Pages',
  previous: 'Previous',
  next: 'Next',
  page: (page: number) => `Page ${page}`,
} as const;

/** The search page (docs/decisions/037-site-search.md). */
export const SEARCH_PAGE_TEXTS = {
  intro: 'Search the news, events, institutions and everything else on this site, in English or Arabic.',
  label: 'Search for',
  submit: 'Search',
  /** Announced to screen readers when the results arrive. */
  results: (count: string, total: number) => (total === 1 ? '1 result' : `${count} results`),
  resultsFor: (query: string) => `for “${query}”`,
  nothingFound: (query: string) => `Nothing on the site matches “${query}”.`,
  didYouMean: 'Did you mean',
  partial: 'Matches some of your words',
  partialNote: 'Nothing matches all of your words; these match some of them.',
  emptyPrompt: 'Type a word or two above, such as a service, a hospital or an event.',
  latestNews: 'Latest news',
  upcomingEvents: 'Upcoming events',
  kinds: {
    news: 'News',
    events: 'Event',
    institutions: 'Institution',
    achievements: 'Achievement',
    partners: 'Partner',
    comments: 'Testimonial',
    branches: 'Branch',
    about: 'About us',
  },
} as const;

export const LIST_PAGE_TEXTS = {
  backToHome: 'Back to home',
  newsIntro: 'News from our hospitals, colleges and research centre, newest first.',
  // Events are listed as SPEC §3 says, the API's order reversed: the latest announced first.
  eventsIntro: 'Lectures, courses, open days and conferences, the most recently announced first.',
  loadingNews: 'Loading the news…',
  loadingEvents: 'Loading the events…',
  noNews: 'There is no news on this page.',
  noEvents: 'There are no events on this page.',
  readMore: 'Read more',
  viewDetails: 'View details',
  active: 'Open for registration',
  inactive: 'Closed',
  ended: 'Ended',
} as const;

export const EVENT_DETAILS_TEXTS = {
  backToEvents: 'All events',
  loading: 'Loading the event…',
  location: 'Location',
  time: 'Time',
  date: 'Date',
  /** SPEC §2, to the letter. */
  noDescription: 'No description available for this event.',
  getInvolved: 'Get Involved',
  getInvolvedIntro: 'Take part in this event: book a stand or support it as a sponsor.',
  bookASet: 'Book a Set',
  becomeSponsor: 'Become a Sponsor',
  eventStatus: 'Event Status',
  inactive: 'This event is currently inactive. Check back later for updates.',
  ended: (date: string) => `This event took place on ${date} and has ended.`,
} as const;

export const THANK_YOU_TEXTS = {
  message: 'Your submission has been received. We will be in touch by e-mail.',
  countdown: (seconds: number) =>
    `You will return to the home page in ${seconds} ${plural(seconds, 'second', 'seconds')}.`,
  goHome: 'Go to the home page now',
  summaryHeading: 'What you sent',
  form: 'Request',
  stand: 'Booking a stand',
  sponsorship: 'Sponsoring the event',
  event: 'Event',
  date: 'Date',
  // Decision 018: a full event keeps the submission on its waiting list.
  place: 'Place',
  waiting: (position: number) => `On the waiting list, position ${position}`,
  sentTo: (email: string) => `We have sent a confirmation to ${email}.`,
  waitingSentTo: (email: string) =>
    `We have sent an e-mail saying so to ${email}, and will write again if a place opens.`,
  stay: 'Stay on this page',
  stayed: 'You are staying on this page. Go to the home page when you are ready.',
} as const;

/**
 * The privacy notice page (`/privacy`): what the site collects, why, for how long and how
 * to ask for erasure, with the live retention periods. An editor may replace it in the settings.
 */
export const PRIVACY_PAGE_TEXTS = {
  intro: (siteName: string) =>
    `This notice explains what ${siteName} collects when you use this website, why, how long it is kept, and how to ask us to erase it.`,
  collectHeading: 'What we collect',
  collectContact:
    'When you write to us through the contact form: your name, e-mail address, subject, the department you choose and your message.',
  collectEvents:
    'When you book a stand or become a sponsor of an event: your title, full name, gender, e-mail address, phone number, country, city and job title; for sponsors also your company, specialty, website and sponsorship class. We also note the language of the page you used, so that we can write to you in it.',
  collectAttendance:
    'When you attend an event: when you were checked in at the door; after an education event, the evaluation you send (its results are reported without names) and your certificate of attendance, with its serial number and the name on it, which anyone holding the serial can verify.',
  collectCodes:
    'To confirm that an e-mail address is yours we send it a one-time code, which we keep only until it is used or expires.',
  collectFeedback:
    'When you answer “Was this page useful?”: your answer, the page and its language, and the comment you may add, with no address or cookie, so it cannot be traced back to you; it is deleted with the contact messages.',
  collectCookies: 'This website sets no advertising or tracking cookies.',
  whyHeading: 'Why',
  why: 'To answer your message, to organise the event you registered for and to write to you about it. We do not sell your data or use it for marketing.',
  keepHeading: 'How long we keep it',
  keep: (inquiryDays: number, outboxDays: number) =>
    `Contact messages are deleted automatically after ${inquiryDays} ${plural(inquiryDays, 'day', 'days')}, and the records of the e-mails we send after ${outboxDays} ${plural(outboxDays, 'day', 'days')}. Event registrations are kept with the event's records until you ask us to erase them.`,
  rightsHeading: 'Your rights',
  rights:
    'You can ask for a copy of what we hold about your e-mail address, or ask us to erase it, by writing to',
  /** The number follows as a link to call. */
  notForEmergencies: 'This website is not for medical emergencies. In an emergency, call',
} as const;
