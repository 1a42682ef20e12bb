import type { ContentKey } from '@authority/shared/content-types';
import type { StaffTexts } from '@authority/shared/i18n/staff-en';
import type { AnyContentAdmin } from './content-admin';
import { achievementsAdmin } from './resources/achievements';
import { branchesAdmin } from './resources/branches';
import { commentsAdmin } from './resources/comments';
import { eventsAdmin } from './resources/events';
import { institutionsAdmin } from './resources/institutions';
import { newsAdmin } from './resources/news';
import { partnersAdmin } from './resources/partners';

/**
 * Each content type's columns and form fields in the staff language, by its registry key: one per
 * type, checked by the compiler.
 */
export const CONTENT_ADMINS: Record<ContentKey, (texts: StaffTexts) => AnyContentAdmin> = {
  branches: branchesAdmin,
  comments: commentsAdmin,
  events: eventsAdmin,
  news: newsAdmin,
  institutions: institutionsAdmin,
  partners: partnersAdmin,
  achievements: achievementsAdmin,
};
