/**
 * Answers of the public API as the server sends them (content.ts shapes, camelCase), for tests
 * that render whole pages.
 */
import type { Analysis, Comment, Event, NewsItem, Organization, Partner } from '@authority/shared/content';
import type { ApiHandlers } from './mock-api';

/** A page of a staff list as the server answers it (decision 019): all of `items` on page 1. */
export const staffPage = <Row>(items: readonly Row[], page = 1, pageSize = 25, total = items.length) => ({
  items,
  total,
  page,
  pageSize,
});

export function apiNews(id: number, overrides: Partial<NewsItem> = {}): NewsItem {
  return {
    id,
    name: `News ${id}`,
    description: `Line one of news ${id}.\nLine two of news ${id}.`,
    imageUrl: `/uploads/news-${id}.webp`,
    imageAlt: '',
    imageDecorative: false,
    link: null,
    createdOn: `2026-02-${String(id).padStart(2, '0')}T09:00:00.000Z`,
    isBanner: false,
    isNews: true,
    ...overrides,
  };
}

export function apiEvent(id: number, overrides: Partial<Event> = {}): Event {
  return {
    id,
    eventName: `Event ${id}`,
    formLink: null,
    isActive: true,
    date: `2026-04-${String(id).padStart(2, '0')}`,
    location: `Hall ${id}`,
    time: '09:00 – 12:00',
    description: `About event ${id}.`,
    imagePath: `/uploads/event-${id}.webp`,
    imageAlt: '',
    imageDecorative: false,
    ...overrides,
  };
}

export const API_ORGANIZATIONS: Organization[] = [
  {
    id: 1,
    name: 'Amanah Teaching Hospital',
    description: '<p>780 beds.</p>',
    imageUrl: '/uploads/h.webp',
    imageAlt: '',
    imageDecorative: false,
    priority: 1,
  },
  {
    id: 2,
    name: 'Amanah College of Medicine',
    description: '<p>Degrees.</p>',
    imageUrl: null,
    imageAlt: '',
    imageDecorative: false,
    priority: 2,
  },
];

export const API_ANALYSIS: Analysis[] = [
  {
    id: 1,
    title: 'Patients treated',
    number: 3_400_000,
    imageUrl: '/uploads/a1.webp',
    imageAlt: '',
    imageDecorative: false,
    priority: 1,
  },
  {
    id: 2,
    title: 'Patient satisfaction rate',
    number: 97,
    imageUrl: null,
    imageAlt: '',
    imageDecorative: false,
    priority: 2,
  },
];

export const API_COMMENTS: Comment[] = [
  {
    id: 1,
    name: 'Nour Haddad',
    description: '<p>Parents stay day and night.</p>',
    imageUrl: '/uploads/c1.webp',
    imageAlt: '',
    imageDecorative: false,
  },
];

export const API_PARTNERS: Partner[] = [
  {
    id: 1,
    name: 'Riverbend University',
    description: 'Awards our degrees.',
    link: 'https://u.example',
    imageUrl: null,
    imageAlt: '',
    imageDecorative: false,
  },
];

export const API_NEWS: NewsItem[] = [
  apiNews(3, { name: 'Banner news', isBanner: true }),
  apiNews(2, { name: 'A notice', isNews: false }),
  apiNews(1, { name: 'Older news' }),
];

export const API_EVENTS: Event[] = [apiEvent(1, { isActive: false }), apiEvent(2)];

/** Every landing page read of SPEC §7, answered. */
export function landingAnswers(): ApiHandlers {
  return {
    '/originizations': API_ORGANIZATIONS,
    '/news': API_NEWS,
    '/analysis': API_ANALYSIS,
    '/comments': API_COMMENTS,
    '/AdminPartner': API_PARTNERS,
    '/news/1': API_NEWS.filter((item) => item.isNews),
    '/Events/all': API_EVENTS,
  };
}
