import type { MailStatus } from '@authority/shared/mail-texts';
import { SETTINGS_PATHS, type SiteSettings, siteSettingsSchema } from '@authority/shared/settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../lib/http/request';
import { STAFF_AUTH } from '../auth';

const SETTINGS_KEY = ['back-office', 'settings'] as const;

/** GET /settings/full (SuperAdmin): every setting, department addresses included. */
export function useSiteSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) =>
      requestJson(SETTINGS_PATHS.full, { auth: STAFF_AUTH, signal }, (body) =>
        siteSettingsSchema.parse(body),
      ),
  });
}

/** PUT /settings (SuperAdmin): the whole of them; the answer is what was stored. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SiteSettings) =>
      requestJson(SETTINGS_PATHS.public, { method: 'PUT', body: settings, auth: STAFF_AUTH }, (body) =>
        siteSettingsSchema.parse(body),
      ),
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS_KEY, saved),
  });
}

/** GET /mail-status (SuperAdmin): whether mail goes out, and how much waits. */
export function useMailStatus() {
  return useQuery({
    queryKey: ['back-office', 'mail-status'] as const,
    queryFn: ({ signal }) =>
      requestJson(SETTINGS_PATHS.mailStatus, { auth: STAFF_AUTH, signal }, (body): MailStatus => {
        const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
        return {
          smtpConfigured: record.smtpConfigured === true,
          held: record.held === true,
          waiting: typeof record.waiting === 'number' ? record.waiting : 0,
        };
      }),
  });
}
