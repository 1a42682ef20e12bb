import { type AnalysisView, normalizeAnalysis } from '@authority/shared/normalize-content';
import { PUBLIC_API_PATHS } from '@authority/shared/public-api-paths';
import type { PublicRead } from '../../../lib/http/api-client';
import { contentOptions } from '../../../lib/http/content-options';
import { usePublicRead } from '../../../lib/http/use-resource';

/** GET /analysis, in priority order. */
export const analysisRead: PublicRead<AnalysisView[]> = {
  key: 'analysis',
  path: PUBLIC_API_PATHS.achievements,
  parse: (raw) => normalizeAnalysis(raw, contentOptions()),
};

export const useAnalysis = () => usePublicRead(analysisRead);
