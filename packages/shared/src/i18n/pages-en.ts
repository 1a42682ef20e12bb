/**
 * The texts of the public pages other than the landing page (the news and event lists, a news
 * item, an event, the thank-you page): loaded with those pages' code, so the landing page's first
 * load carries none of them (the bundle budget). pages-ar.ts is its Arabic `Translation`.
 */

import { ENGLISH_DATE_NAMES } from '../format-date';
import {
  EVENT_DETAILS_TEXTS,
  LIST_PAGE_TEXTS,
  PAGER_TEXTS,
  PREVIEW_PAGE_TEXTS,
  PRIVACY_PAGE_TEXTS,
  SEARCH_PAGE_TEXTS,
  SHOW_NEWS_TEXTS,
  THANK_YOU_TEXTS,
} from '../page-texts';
import type { Translation } from './translation';

export const PAGES_EN = {
  showNews: SHOW_NEWS_TEXTS,
  pager: PAGER_TEXTS,
  listPage: LIST_PAGE_TEXTS,
  eventDetails: EVENT_DETAILS_TEXTS,
  thankYou: THANK_YOU_TEXTS,
  /** The event page's long date. */
  dates: ENGLISH_DATE_NAMES,
  privacy: PRIVACY_PAGE_TEXTS,
  preview: PREVIEW_PAGE_TEXTS,
  search: SEARCH_PAGE_TEXTS,
} as const;

export type PagesTexts = Translation<typeof PAGES_EN>;
