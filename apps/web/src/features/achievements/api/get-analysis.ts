import { type AnalysisView, normalizeAnalysis } from '@authority/shared/normalize-content';
import { PUBLIC_API_PATHS } from '@authority/shared/public-api-paths';
import { getPublicJson } from '../../../lib/http/api-client';
import { contentOptions } from '../../../lib/http/content-options';
import { useResource } from '../../../lib/http/use-resource';

/** GET /analysis, in priority order. */
export async function getAnalysis(signal?: AbortSignal): Promise<AnalysisView[]> {
  return normalizeAnalysis(await getPublicJson(PUBLIC_API_PATHS.analysis, signal), contentOptions());
}

export const useAnalysis = () => useResource('analysis', getAnalysis);
