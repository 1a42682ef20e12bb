/**
 * Review before publishing: an Editor's draft or pending revision goes to a queue that a reviewer
 * (Admin, SuperAdmin) publishes or sends back (docs/content-review.md).
 */
import type { Role } from './constants';

/** A review request's life: asked, then published or sent back; withdrawn when its item goes. */
export const REVIEW_STATUSES = ['pending', 'returned', 'published', 'withdrawn'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The roles that may publish, schedule, unpublish and delete published content, and review. */
export const REVIEWER_ROLES: readonly Role[] = ['SuperAdmin', 'Admin'];
export const canPublish = (role: Role | string): boolean =>
  (REVIEWER_ROLES as readonly string[]).includes(role);
