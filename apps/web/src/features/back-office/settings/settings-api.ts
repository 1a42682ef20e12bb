import { SETTINGS_PATHS, type SiteSettings, siteSettingsSchema } from '@authority/shared/settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall, adminRead } from '../api/admin-request';

const SETTINGS_KEY = ['back-office', 'settings'] as const;

/** GET /settings/full (SuperAdmin): every setting, department addresses included. */
export function useSiteSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => adminRead(SETTINGS_PATHS.full, (body) => siteSettingsSchema.parse(body), signal),
  });
}

/** PUT /settings (SuperAdmin): the whole of them; the answer is what was stored. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SiteSettings) =>
      adminCall(SETTINGS_PATHS.public, { method: 'PUT', body: settings }, (body) =>
        siteSettingsSchema.parse(body),
      ),
    onSuccess: (outcome) => {
      if (outcome.ok) queryClient.setQueryData(SETTINGS_KEY, outcome.data);
    },
  });
}
