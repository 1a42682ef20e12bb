/**
 * The staff pages' texts in English: the dashboard's frame and screens, sign-in and the account
 * forms (SPEC's texts to the letter where SPEC has them). Gathered from the modules that define
 * them, which keep their exports, into one catalogue that every other language translates
 * (`staff-ar.ts`: `Translation<StaffTexts>`). Only staff pages import it: the public pages load
 * none of it (decision 014).
 */
import { ACCOUNT_SCREEN_TEXTS, ACCOUNT_TEXTS, SESSIONS_SCREEN_TEXTS, USERS_SCREEN_TEXTS } from '../accounts';
import {
  AUDIT_LOG_TEXTS,
  CONTENT_ADMIN_TEXTS,
  CONTENT_FIELD_LABELS,
  EVENT_ADMIN_TEXTS,
  INQUIRY_TEXTS,
  MEDIA_TEXTS,
  PERSONAL_DATA_TEXTS,
  RICH_TEXT_TEXTS,
  SETTINGS_TEXTS,
  SUBMISSIONS_VIEW_TEXTS,
} from '../back-office-texts';
import { CONTENT_INPUT_TEXTS } from '../content-inputs';
import { REVIEW_TEXTS_BY_LOCALE } from '../content-review';
import type { ContentKey } from '../content-types';
import { CONTENT_TYPES } from '../content-types';
import {
  ACCOUNT_ROLE_TEXTS,
  ATTENTION_TEXTS,
  AUDIT_WORDS_TEXTS,
  SEARCH_COUNTS_TEXTS,
  SHARE_LINK_STATUS_TEXTS,
  SUBMISSION_DETAIL_TEXTS,
  UNSAVED_TEXTS,
} from '../editor-texts';
import { EVENT_CAPACITY_TEXTS } from '../event-capacity';
import { HTTP_MESSAGES } from '../http-messages';
import { CONTENT_LIST_TEXTS, IMAGE_WORDS_TEXTS } from '../image-words-texts';
import { MAIL_STATUS_TEXTS } from '../mail-texts';
import { DASHBOARD_PAGE_TITLES, PAGE_TITLES, SOCIAL_NETWORK_LABELS } from '../page-titles';
import { PRIVACY_TEXTS } from '../privacy';
import { PUBLICATION_STAFF_TEXTS, REVISION_TEXTS } from '../publication-texts';
import {
  SECOND_FACTOR_TEXTS,
  SIGN_IN_SETTINGS_TEXTS,
  TEMPORARY_PASSWORD_TEXTS,
} from '../second-factor-texts';
import { RETENTION_TEXTS } from '../settings';
import { ACCOUNT_FORM_TEXTS, STAFF_FRAME_TEXTS } from '../staff-frame-texts';
import { SUBMISSION_TEXTS } from '../submissions';
import type { Translation } from './translation';

/** The language switch of the dashboard's frame (the languages' names are their own: locales.ts). */
export const STAFF_LANGUAGE_TEXTS = {
  label: 'Dashboard language',
  saveFailed: 'The language could not be saved. Try again.',
} as const;

const nouns = Object.fromEntries(Object.entries(CONTENT_TYPES).map(([key, type]) => [key, type.nouns])) as {
  [K in ContentKey]: { one: string; many: string };
};

export const STAFF_EN = {
  frame: STAFF_FRAME_TEXTS,
  /** `/dashboard/<anything>` the dashboard has no screen for (answered 404). */
  screenNotFound: {
    title: 'Screen not found',
    explanation:
      'The dashboard has no screen at this address. It may be mistyped, or the screen may have moved.',
    home: 'Go to the dashboard home',
  },
  language: STAFF_LANGUAGE_TEXTS,
  pageTitles: {
    ...DASHBOARD_PAGE_TITLES,
    dashboard: PAGE_TITLES.dashboard,
    account: PAGE_TITLES.account,
    viewSubmission: PAGE_TITLES.viewSubmission,
    login: PAGE_TITLES.login,
    logup: PAGE_TITLES.logup,
  },
  accountForm: ACCOUNT_FORM_TEXTS,
  account: ACCOUNT_TEXTS,
  users: USERS_SCREEN_TEXTS,
  accountScreen: ACCOUNT_SCREEN_TEXTS,
  sessions: SESSIONS_SCREEN_TEXTS,
  secondFactor: SECOND_FACTOR_TEXTS,
  temporaryPassword: TEMPORARY_PASSWORD_TEXTS,
  signInSettings: SIGN_IN_SETTINGS_TEXTS,
  contentAdmin: CONTENT_ADMIN_TEXTS,
  contentInput: CONTENT_INPUT_TEXTS,
  nouns,
  fields: CONTENT_FIELD_LABELS,
  media: MEDIA_TEXTS,
  richText: RICH_TEXT_TEXTS,
  eventAdmin: EVENT_ADMIN_TEXTS,
  submissionsView: SUBMISSIONS_VIEW_TEXTS,
  submission: SUBMISSION_TEXTS,
  // Events that fill up (decision 018).
  capacity: EVENT_CAPACITY_TEXTS,
  inquiry: INQUIRY_TEXTS,
  settings: SETTINGS_TEXTS,
  retention: RETENTION_TEXTS,
  social: SOCIAL_NETWORK_LABELS,
  mailStatus: MAIL_STATUS_TEXTS,
  auditLog: AUDIT_LOG_TEXTS,
  personalData: PERSONAL_DATA_TEXTS,
  privacy: PRIVACY_TEXTS,
  http: HTTP_MESSAGES,
  // Drafts, schedules, preview links and revisions.
  publication: PUBLICATION_STAFF_TEXTS,
  revisions: REVISION_TEXTS,
  // Images' words and lists the server pages (decision 019).
  imageWords: IMAGE_WORDS_TEXTS,
  contentList: CONTENT_LIST_TEXTS,
  // The editors' findings.
  submissionDetail: SUBMISSION_DETAIL_TEXTS,
  shareLinkStatus: SHARE_LINK_STATUS_TEXTS,
  unsaved: UNSAVED_TEXTS,
  auditWords: AUDIT_WORDS_TEXTS,
  attention: ATTENTION_TEXTS,
  searchCounts: SEARCH_COUNTS_TEXTS,
  accountRole: ACCOUNT_ROLE_TEXTS,
  // Review before publishing and review dates (docs/content-review.md).
  review: REVIEW_TEXTS_BY_LOCALE.en,
} as const;

/** The shape every language's staff catalogue has (English's, its texts widened to strings). */
export type StaffTexts = Translation<typeof STAFF_EN>;
