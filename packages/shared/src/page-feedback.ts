/** 'Was this page useful?' at the end of the news, event and institution pages. */

/** The pages that ask, named by their content type's key. */
export const FEEDBACK_PAGES = ['news', 'events', 'institutions'] as const;
export type FeedbackPage = (typeof FEEDBACK_PAGES)[number];

/** SPEC-like limit of the optional comment. */
export const FEEDBACK_COMMENT_MAX = 500;
