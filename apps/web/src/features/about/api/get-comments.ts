import { type CommentView, normalizeComments } from '@authority/shared/normalize-content';
import { PUBLIC_API_PATHS } from '@authority/shared/public-api-paths';
import { getPublicJson } from '../../../lib/http/api-client';
import { contentOptions } from '../../../lib/http/content-options';
import { useResource } from '../../../lib/http/use-resource';

/** GET /comments: the About section's carousel. */
export async function getComments(signal?: AbortSignal): Promise<CommentView[]> {
  return normalizeComments(await getPublicJson(PUBLIC_API_PATHS.comments, signal), contentOptions());
}

export const useComments = () => useResource('comments', getComments);
