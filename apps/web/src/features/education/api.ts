/**
 * The continuing education calls (decision 046), as staff make them: the settings, closing the
 * event, attendance with re-issue and revoke, the results, and the files (a PDF, the ZIP, the CSV).
 * A change reads the event's attendance and results again.
 */
import {
  type AttendanceAnswer,
  CERTIFICATE_PATHS,
  type EducationAnswer,
  type EducationSettings,
  type EvaluationResults,
} from '@authority/shared/certificates';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../lib/http/request';
import { fileNameOf, saveFile } from '../../lib/staff-ui/save-file';
import { STAFF_AUTH } from '../auth';

const keyOf = (eventId: number) => ['back-office', 'education', eventId] as const;

export const useEducation = (eventId: number) =>
  useQuery({
    queryKey: [...keyOf(eventId), 'settings'],
    queryFn: ({ signal }) =>
      requestJson<EducationAnswer>(CERTIFICATE_PATHS.education(eventId), { auth: STAFF_AUTH, signal }),
  });

export const useAttendance = (eventId: number) =>
  useQuery({
    queryKey: [...keyOf(eventId), 'attendance'],
    queryFn: ({ signal }) =>
      requestJson<AttendanceAnswer>(CERTIFICATE_PATHS.attendance(eventId), { auth: STAFF_AUTH, signal }),
  });

/** The results; none while the event has no settings (the call answers 409 then). */
export const useResults = (eventId: number, enabled: boolean) =>
  useQuery({
    queryKey: [...keyOf(eventId), 'results'],
    enabled,
    queryFn: ({ signal }) =>
      requestJson<EvaluationResults>(CERTIFICATE_PATHS.results(eventId), { auth: STAFF_AUTH, signal }),
  });

function useEducationChange<Input, Output>(eventId: number, call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: keyOf(eventId) }),
  });
}

export const useSaveEducation = (eventId: number) =>
  useEducationChange(eventId, (settings: EducationSettings) =>
    requestJson<EducationAnswer & { message: string }>(CERTIFICATE_PATHS.education(eventId), {
      method: 'PUT',
      body: settings,
      auth: STAFF_AUTH,
    }),
  );

export const useCloseEvent = (eventId: number) =>
  useEducationChange(eventId, () =>
    requestJson<EducationAnswer>(CERTIFICATE_PATHS.close(eventId), { method: 'POST', auth: STAFF_AUTH }),
  );

export const useReissue = (eventId: number) =>
  useEducationChange(eventId, ({ registrationId, fullName }: { registrationId: number; fullName: string }) =>
    requestJson<{ message: string; serial: string }>(CERTIFICATE_PATHS.reissue(eventId, registrationId), {
      method: 'POST',
      body: { fullName },
      auth: STAFF_AUTH,
    }),
  );

export const useRevoke = (eventId: number) =>
  useEducationChange(eventId, ({ serial, reason }: { serial: string; reason: string }) =>
    requestJson<{ message: string }>(CERTIFICATE_PATHS.revoke(serial), {
      method: 'POST',
      body: { reason },
      auth: STAFF_AUTH,
    }),
  );

/** Reads a staff file with the token and saves it under the name the server gives. */
export const downloadStaffFile = (path: string, fallback: string) =>
  requestJson(path, { auth: STAFF_AUTH, download: true }, (file, answer) =>
    saveFile(file as Blob, fileNameOf(answer, fallback)),
  );
