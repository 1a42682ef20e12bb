import { normalizePartners, type PartnerView } from '@authority/shared/normalize-content';
import { PUBLIC_API_PATHS } from '@authority/shared/public-api-paths';
import { getPublicJson } from '../../../lib/http/api-client';
import { contentOptions } from '../../../lib/http/content-options';
import { useResource } from '../../../lib/http/use-resource';

/** GET /AdminPartner. */
export async function getPartners(signal?: AbortSignal): Promise<PartnerView[]> {
  return normalizePartners(await getPublicJson(PUBLIC_API_PATHS.partners, signal), contentOptions());
}

export const usePartners = () => useResource('partners', getPartners);
