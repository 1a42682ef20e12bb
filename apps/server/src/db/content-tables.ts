/** The table of each content type (the content registry's keys), for reads across all of them. */
import type { ContentKey } from '@authority/shared/content-types';
import { analysis, branches, comments, events, news, organizations, partners } from './schema.js';

export const CONTENT_TABLES = {
  branches,
  comments,
  events,
  news,
  institutions: organizations,
  partners,
  achievements: analysis,
} as const satisfies Record<ContentKey, unknown>;
