/**
 * Who attended, who has evaluated, who has a certificate (decision 046); closing the event, each
 * certificate's PDF, re-issue with a corrected name, revoke with a reason, and every certificate as
 * one ZIP.
 */

import type { EducationStaffTexts } from '@authority/shared/certificate-staff-texts';
import {
  type AttendeeRow,
  CERTIFICATE_NAME_MAX,
  CERTIFICATE_PATHS,
  type EducationAnswer,
  REVOKE_REASON_MAX,
} from '@authority/shared/certificates';
import { type FormEvent, useState } from 'react';
import type { ApiError } from '../../lib/http/request';
import { DialogBody, DialogFooter, DialogFrame } from '../../lib/staff-ui/dialog-frame';
import { formatDateTime } from '../../lib/staff-ui/format';
import { Button } from '../../lib/ui/button';
import { TextField } from '../../lib/ui/field';
import { FormAlert } from '../../lib/ui/form-alert';
import { downloadStaffFile, useAttendance, useCloseEvent, useReissue, useRevoke } from './api';

type Acting = { kind: 'reissue' | 'revoke'; attendee: AttendeeRow } | undefined;

export function AttendanceSection({
  eventId,
  education,
  t,
  onDone,
}: {
  eventId: number;
  education: EducationAnswer;
  t: EducationStaffTexts;
  onDone: (message: string) => void;
}) {
  const attendance = useAttendance(eventId);
  const close = useCloseEvent(eventId);
  const [confirmingClose, setConfirmingClose] = useState(false);
  const [acting, setActing] = useState<Acting>();
  const [failure, setFailure] = useState<string>();
  const { event } = education;
  const hasSettings = education.settings !== null;

  const download = (path: string, fallback: string) =>
    downloadStaffFile(path, fallback).catch((error: ApiError) => setFailure(error.message));

  return (
    <section aria-labelledby="education-attendance" className="space-y-4">
      <h2 id="education-attendance" className="text-xl font-semibold">
        {t.attendanceTitle}
      </h2>
      <p>{event.closedAt ? t.closed(formatDateTime(event.closedAt)) : event.ended ? t.ended : t.notEnded}</p>
      <div className="flex flex-wrap gap-3">
        {hasSettings && !event.ended ? (
          <Button variant="secondary" onClick={() => setConfirmingClose(true)}>
            {t.close}
          </Button>
        ) : null}
        {attendance.data?.counts.certified ? (
          <Button
            variant="secondary"
            onClick={() => download(CERTIFICATE_PATHS.zip(eventId), 'certificates.zip')}
          >
            {t.zip}
          </Button>
        ) : null}
      </div>
      <FormAlert message={failure} />
      {attendance.data ? (
        <p className="font-semibold">
          {t.counts(
            attendance.data.counts.checkedIn,
            attendance.data.counts.evaluated,
            attendance.data.counts.certified,
          )}
        </p>
      ) : null}
      {attendance.data && attendance.data.attendees.length === 0 ? <p>{t.noAttendees}</p> : null}
      {attendance.data?.attendees.length ? (
        <div className="overflow-x-auto">
          <table className="min-w-full text-start">
            <thead>
              <tr className="border-b border-line text-start">
                {(['name', 'checkedIn', 'evaluated', 'certificate', 'actions'] as const).map((column) => (
                  <th key={column} scope="col" className="p-2 text-start">
                    {t.columns[column]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {attendance.data.attendees.map((attendee) => {
                const certificate = attendee.certificate;
                const valid = certificate && !certificate.revokedAt;
                return (
                  <tr key={attendee.registrationId} className="border-b border-line align-top">
                    <th scope="row" className="p-2 text-start font-normal">
                      <span className="font-semibold">{attendee.fullName}</span>
                      {attendee.certificateName !== attendee.fullName ? (
                        <span className="block text-sm text-ink-muted">{attendee.certificateName}</span>
                      ) : null}
                    </th>
                    <td className="p-2">{formatDateTime(attendee.attendedAt)}</td>
                    <td className="p-2">
                      {attendee.evaluatedAt ? formatDateTime(attendee.evaluatedAt) : t.no}
                    </td>
                    <td className="p-2">
                      {certificate ? (
                        <>
                          <span dir="ltr" className="font-mono">
                            {certificate.serial}
                          </span>
                          {certificate.revokedAt ? (
                            <span className="block text-sm text-danger-700">
                              {t.revokedOn(formatDateTime(certificate.revokedAt))}
                              {certificate.revokedReason ? `: ${certificate.revokedReason}` : ''}
                            </span>
                          ) : null}
                        </>
                      ) : (
                        t.none
                      )}
                    </td>
                    <td className="p-2">
                      <div className="flex flex-wrap gap-2">
                        {valid ? (
                          <Button
                            variant="secondary"
                            className="px-2 py-1 text-sm"
                            onClick={() =>
                              download(CERTIFICATE_PATHS.staffPdf(certificate.serial), 'certificate.pdf')
                            }
                          >
                            {t.download}
                          </Button>
                        ) : null}
                        {hasSettings &&
                        (certificate || !education.settings?.evaluationRequired || attendee.evaluatedAt) ? (
                          <Button
                            variant="secondary"
                            className="px-2 py-1 text-sm"
                            onClick={() => setActing({ kind: 'reissue', attendee })}
                          >
                            {t.reissue}
                          </Button>
                        ) : null}
                        {valid ? (
                          <Button
                            variant="danger"
                            className="px-2 py-1 text-sm"
                            onClick={() => setActing({ kind: 'revoke', attendee })}
                          >
                            {t.revoke}
                          </Button>
                        ) : null}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      <DialogFrame open={confirmingClose} onClose={() => setConfirmingClose(false)} title={t.close}>
        <DialogBody>
          <p>{t.closeConfirm}</p>
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={() => setConfirmingClose(false)}>
            {t.cancel}
          </Button>
          <Button
            pending={close.isPending}
            onClick={() =>
              close.mutate(undefined, {
                onSuccess: () => setConfirmingClose(false),
                onError: (error) => setFailure((error as ApiError).message),
              })
            }
          >
            {t.close}
          </Button>
        </DialogFooter>
      </DialogFrame>
      <ActionDialog
        eventId={eventId}
        acting={acting}
        t={t}
        onClose={() => setActing(undefined)}
        onDone={(message) => {
          setActing(undefined);
          onDone(message);
        }}
      />
    </section>
  );
}

function ActionDialog({
  eventId,
  acting,
  t,
  onClose,
  onDone,
}: {
  eventId: number;
  acting: Acting;
  t: EducationStaffTexts;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const reissue = useReissue(eventId);
  const revoke = useRevoke(eventId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [shownFor, setShownFor] = useState<Acting>();
  // A new dialog starts from the attendee's name (re-issue) or an empty reason (revoke).
  if (acting !== shownFor) {
    setShownFor(acting);
    setText(acting?.kind === 'reissue' ? acting.attendee.certificateName : '');
    setError(undefined);
  }
  if (!acting)
    return (
      <DialogFrame open={false} onClose={onClose} title="">
        {null}
      </DialogFrame>
    );
  const serial = acting.attendee.certificate?.serial ?? '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const handlers = {
      onSuccess: (answer: { message: string }) => onDone(answer.message),
      onError: (failure: Error) => setError((failure as ApiError).message),
    };
    if (acting.kind === 'reissue')
      reissue.mutate({ registrationId: acting.attendee.registrationId, fullName: text.trim() }, handlers);
    else revoke.mutate({ serial, reason: text.trim() }, handlers);
  };
  return (
    <DialogFrame
      open
      onClose={onClose}
      title={acting.kind === 'reissue' ? t.reissueTitle(acting.attendee.fullName) : t.revokeTitle(serial)}
    >
      <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
        <DialogBody>
          <p className="mb-4">{acting.kind === 'reissue' ? t.reissueHelp : t.revokeHelp}</p>
          <TextField
            label={acting.kind === 'reissue' ? t.nameOnCertificate : t.revokeReason}
            value={text}
            maxLength={acting.kind === 'reissue' ? CERTIFICATE_NAME_MAX : REVOKE_REASON_MAX}
            error={error}
            onChange={(event) => setText(event.target.value)}
          />
        </DialogBody>
        <DialogFooter>
          <Button variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button
            type="submit"
            variant={acting.kind === 'revoke' ? 'danger' : 'primary'}
            pending={reissue.isPending || revoke.isPending}
          >
            {acting.kind === 'reissue' ? t.reissue : t.revoke}
          </Button>
        </DialogFooter>
      </form>
    </DialogFrame>
  );
}
