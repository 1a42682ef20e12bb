import { normalizeOrganizations, type OrganizationView } from '@authority/shared/normalize-content';
import { PUBLIC_API_PATHS } from '@authority/shared/public-api-paths';
import { getPublicJson } from '../../../lib/http/api-client';
import { contentOptions } from '../../../lib/http/content-options';
import { useResource } from '../../../lib/http/use-resource';

/** GET /originizations (SPEC spelling). */
export async function getOrganizations(signal?: AbortSignal): Promise<OrganizationView[]> {
  return normalizeOrganizations(
    await getPublicJson(PUBLIC_API_PATHS.organizations, signal),
    contentOptions(),
  );
}

export const useOrganizations = () => useResource('organizations', getOrganizations);
