/**
 * Paths of the public calls under the public base `/api/v1/admin` (SPEC §7, spelling kept): the
 * reads the pages make and the visitor forms' posts. Without zod, so pages can import them; the
 * content lists come from the one content table.
 */
import { CONTENT_TYPES } from './content-types';

export const PUBLIC_API_PATHS = {
  institutions: CONTENT_TYPES.institutions.readPath,
  news: CONTENT_TYPES.news.readPath,
  newsPage: (page: number) => `/news/${page}`,
  newsById: (newsId: number | string) => `/news/id/${newsId}`,
  achievements: CONTENT_TYPES.achievements.readPath,
  comments: CONTENT_TYPES.comments.readPath,
  partners: CONTENT_TYPES.partners.readPath,
  /** SPEC §7's client spells it `{api}/Events/all`; routes match case-insensitively. */
  eventsAll: '/Events/all',
  eventById: (eventId: number | string) => `/Events/${eventId}`,
  branches: CONTENT_TYPES.branches.readPath,
  /** Site search (search-query.ts builds its query). */
  search: '/search',
} as const;

/** The visitor forms' posts (SPEC §7). */
export const EVENT_FORM_PATHS = {
  registrationSendCode: (eventId: number | string) => `/Events/${eventId}/send-code`,
  registrationSubmit: (eventId: number | string) => `/Events/${eventId}/submit`,
  sponsorSendCode: (eventId: number | string) => `/events/${eventId}/sponsor/send-code`,
  sponsorSubmit: (eventId: number | string) => `/events/${eventId}/sponsor/submit`,
  contact: '/email/send',
} as const;

/** `?page=N` of a page's address, 1 when missing or not a whole number from 1 up. */
export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
