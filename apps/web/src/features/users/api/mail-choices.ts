import type { StaffMailChoices } from '@authority/shared/staff-mail';
import { MAIL_CHOICES_PATH, type MailChoicesAnswer } from '@authority/shared/staff-mail-choices';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/http/request';
import { STAFF_AUTH } from '../../auth';

export const MAIL_CHOICES_QUERY_KEY = ['accounts', 'mail-choices'] as const;

/** GET /api/v1/Accounts/me/mail-choices: the kinds the role may get, as they apply (docs/staff-mail.md). */
export const useMailChoices = () =>
  useQuery({
    queryKey: MAIL_CHOICES_QUERY_KEY,
    queryFn: ({ signal }) =>
      requestJson<MailChoicesAnswer>(MAIL_CHOICES_PATH, { base: 'accounts', auth: STAFF_AUTH, signal }),
  });

/** PUT: saves the choices; the answer (the choices as they now apply) replaces the read one. */
export function useSaveMailChoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choices: StaffMailChoices) =>
      requestJson<MailChoicesAnswer & { message: string }>(MAIL_CHOICES_PATH, {
        base: 'accounts',
        method: 'PUT',
        body: choices,
        auth: STAFF_AUTH,
      }),
    onSuccess: ({ message: _message, ...answer }) => queryClient.setQueryData(MAIL_CHOICES_QUERY_KEY, answer),
  });
}
