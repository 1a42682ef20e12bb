import { ACCOUNT_PATHS } from '@authority/shared/accounts';
import type { Locale } from '@authority/shared/locales';
import type { AccountStatus } from '@authority/shared/second-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { requestJson } from '../../../lib/http/request';
import { getStaffLocale, setStaffLocale } from '../../../lib/i18n/staff-texts';
import { ACCOUNT_STATUS_QUERY_KEY, useAccountStatus } from './account-status';
import { STAFF_AUTH } from './staff-auth';

/**
 * PUT /api/v1/Accounts/me/language: the dashboard switches at once, then the account keeps the
 * choice; when the save fails, the dashboard goes back to the language it was in.
 */
export function useChooseStaffLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (locale: Locale) => {
      const previous = getStaffLocale();
      await setStaffLocale(locale);
      try {
        await requestJson(ACCOUNT_PATHS.myLanguage, {
          base: 'accounts',
          method: 'PUT',
          body: { locale },
          auth: STAFF_AUTH,
        });
      } catch (error) {
        await setStaffLocale(previous);
        throw error;
      }
    },
    onSuccess: (_answer, locale) =>
      queryClient.setQueryData<AccountStatus>(ACCOUNT_STATUS_QUERY_KEY, (status) =>
        status ? { ...status, locale } : status,
      ),
  });
}

/** Shows the dashboard in the language the account keeps, as soon as `/me` says which. */
export function useAccountLanguage(): void {
  const locale = useAccountStatus().data?.locale;
  useEffect(() => {
    if (locale) void setStaffLocale(locale);
  }, [locale]);
}
