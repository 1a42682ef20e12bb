import { normalizeOrganizations, type OrganizationView } from '@authority/shared/normalize-content';
import { PUBLIC_API_PATHS } from '@authority/shared/public-api-paths';
import type { PublicRead } from '../../../lib/http/api-client';
import { contentOptions } from '../../../lib/http/content-options';
import { usePublicRead } from '../../../lib/http/use-resource';

/** GET /originizations (SPEC spelling). */
export const organizationsRead: PublicRead<OrganizationView[]> = {
  key: 'organizations',
  path: PUBLIC_API_PATHS.institutions,
  parse: (raw) => normalizeOrganizations(raw, contentOptions()),
};

export const useOrganizations = () => usePublicRead(organizationsRead);
