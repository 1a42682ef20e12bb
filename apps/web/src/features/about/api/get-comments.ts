import { type CommentView, normalizeComments } from '@authority/shared/normalize-content';
import { PUBLIC_API_PATHS } from '@authority/shared/public-api-paths';
import type { PublicRead } from '../../../lib/http/api-client';
import { contentOptions } from '../../../lib/http/content-options';
import { usePublicRead } from '../../../lib/http/use-resource';

/** GET /comments: the About section's carousel. */
export const commentsRead: PublicRead<CommentView[]> = {
  key: 'comments',
  path: PUBLIC_API_PATHS.comments,
  parse: (raw) => normalizeComments(raw, contentOptions()),
};

export const useComments = () => usePublicRead(commentsRead);
