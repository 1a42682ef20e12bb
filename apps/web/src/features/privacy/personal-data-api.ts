import { PRIVACY_PATHS } from '@authority/shared/privacy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../lib/http/request';
import { fileNameOf, saveFile } from '../../lib/staff-ui/save-file';
import { STAFF_AUTH } from '../auth';
import { AUDIT_LOG_KEY } from './audit-log-api';

/** The kinds of record kept about an e-mail address, in the order the screen lists them. */
export const PERSONAL_DATA_KINDS = [
  'eventRegistrations',
  'sponsorRegistrations',
  'contactInquiries',
  'verificationCodes',
  'mails',
  'evaluations',
  'certificates',
] as const;
export type PersonalDataKind = (typeof PERSONAL_DATA_KINDS)[number];
export type PersonalDataCounts = Record<PersonalDataKind, number>;

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

function countsFrom(value: unknown, count: (entry: unknown) => number): PersonalDataCounts {
  const record = asRecord(value);
  const counts = {} as PersonalDataCounts;
  for (const kind of PERSONAL_DATA_KINDS) counts[kind] = count(record[kind]);
  return counts;
}

/** How many records of each kind an export holds (a kind missing from it counts 0). */
export const countsOfExport = (body: unknown) =>
  countsFrom(body, (list) => (Array.isArray(list) ? list.length : 0));

/**
 * POST /personal-data/export { email } (SuperAdmin): everything stored about the address, saved
 * as the JSON file the server names, exactly as it was sent. Gives the counts to show on screen.
 * The address goes in the body, never in a URL (decision 008).
 */
export function downloadPersonalData(email: string): Promise<PersonalDataCounts> {
  const options = { method: 'POST', body: { email }, auth: STAFF_AUTH, download: true } as const;
  return requestJson(PRIVACY_PATHS.personalDataExport, options, async (file, answer) => {
    const text = await (file as Blob).text();
    const counts = countsOfExport(JSON.parse(text));
    saveFile(new Blob([text], { type: 'application/json' }), fileNameOf(answer, 'personal-data.json'));
    return counts;
  });
}

export interface ErasedAnswer {
  message: string;
  erased: PersonalDataCounts;
}

function toErasedAnswer(body: unknown): ErasedAnswer {
  const { message, erased } = asRecord(body);
  if (typeof message !== 'string') throw new Error('The erase answer has no message');
  return { message, erased: countsFrom(erased, (n) => (typeof n === 'number' ? n : 0)) };
}

/** POST /personal-data/erase { email } (SuperAdmin): erases everything stored about the address. */
export const erasePersonalData = (email: string) =>
  requestJson(
    PRIVACY_PATHS.personalDataErase,
    { method: 'POST', body: { email }, auth: STAFF_AUTH },
    toErasedAnswer,
  );

/** Both calls are audit-logged: an open audit log reads again afterwards. */
function useAuditedMutation<T>(call: (email: string) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
  });
}

export const useDownloadPersonalData = () => useAuditedMutation(downloadPersonalData);
export const useErasePersonalData = () => useAuditedMutation(erasePersonalData);
