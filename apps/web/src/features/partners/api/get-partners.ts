import { normalizePartners, type PartnerView } from '@authority/shared/normalize-content';
import { PUBLIC_API_PATHS } from '@authority/shared/public-api-paths';
import type { PublicRead } from '../../../lib/http/api-client';
import { contentOptions } from '../../../lib/http/content-options';
import { usePublicRead } from '../../../lib/http/use-resource';

/** GET /AdminPartner. */
export const partnersRead: PublicRead<PartnerView[]> = {
  key: 'partners',
  path: PUBLIC_API_PATHS.partners,
  parse: (raw) => normalizePartners(raw, contentOptions()),
};

export const usePartners = () => usePublicRead(partnersRead);
