/** The inputs of the page feedback calls (docs/page-feedback.md), apart from page-feedback.ts so public pages stay free of zod. */
import { z } from 'zod';
import {
  FEEDBACK_COMMENT_MAX,
  FEEDBACK_PAGES,
  PAGE_FEEDBACK_TEXTS,
  type PageFeedbackTexts,
} from './page-feedback';

/** An optional comment: trimmed, empty is none, at most FEEDBACK_COMMENT_MAX characters. */
const commentIn = (texts: PageFeedbackTexts) =>
  z
    .string()
    .trim()
    .max(FEEDBACK_COMMENT_MAX, { message: texts.commentTooLong(FEEDBACK_COMMENT_MAX) })
    .optional()
    .transform((value) => (value ? value : null));

/** A visitor's vote, in `texts`' language: which page, which item, useful or not, and an optional comment. */
export const feedbackVoteSchemaIn = (texts: PageFeedbackTexts) =>
  z.object({
    page: z.enum(FEEDBACK_PAGES, { message: texts.pageInvalid }),
    itemId: z.number({ message: texts.pageInvalid }).int().positive({ message: texts.pageInvalid }),
    useful: z.boolean({ message: texts.usefulRequired }),
    comment: commentIn(texts),
  });
export const feedbackVoteSchema = feedbackVoteSchemaIn(PAGE_FEEDBACK_TEXTS.en);
export type FeedbackVoteInput = z.input<typeof feedbackVoteSchema>;

/** The comment added after the vote, with the token the vote answered. */
export const feedbackCommentSchemaIn = (texts: PageFeedbackTexts) =>
  z.object({
    token: z.string().min(1).max(200),
    comment: z
      .string()
      .trim()
      .min(1, { message: texts.commentRequired })
      .max(FEEDBACK_COMMENT_MAX, { message: texts.commentTooLong(FEEDBACK_COMMENT_MAX) }),
  });
export const feedbackCommentSchema = feedbackCommentSchemaIn(PAGE_FEEDBACK_TEXTS.en);

/** Staff mark a comment handled, or open again. */
export const feedbackHandledSchema = z.object({ handled: z.boolean() });

/** The staff list of comments: a page of it, all or only the open or handled ones. */
export const feedbackCommentsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  handled: z.enum(['true', 'false']).optional(),
});
