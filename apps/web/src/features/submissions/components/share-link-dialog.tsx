import { DEFAULT_SHARE_LINK_DAYS, SHARE_LINK_DAYS } from '@authority/shared/submissions';
import { Copy, Link2, Link2Off } from 'lucide-react';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { toApiError } from '../../../lib/http/request';
import { staffWords } from '../../../lib/i18n/staff-messages';
import { useStaffTexts } from '../../../lib/i18n/staff-texts';
import { DialogBody, DialogFrame } from '../../../lib/staff-ui/dialog-frame';
import { formatLongDateTime } from '../../../lib/staff-ui/format';
import { Button } from '../../../lib/ui/button';
import { FormAlert } from '../../../lib/ui/form-alert';
import { ErrorState, LoadingState } from '../../../lib/ui/states';
import { type CreatedShareLink, useShareLinkChange, useShareLinkStatus } from '../api/share-link-api';

export interface ShareLinkEvent {
  id: number;
  eventName: string;
}

/**
 * The share-link control of an event: whether a link works now, creating one (its address is
 * shown once, to copy; creating again revokes the old one) and revoking it.
 */
export function ShareLinkDialog({
  event,
  onClose,
  returnFocusTo,
}: {
  event: ShareLinkEvent | undefined;
  onClose: () => void;
  returnFocusTo?: () => HTMLElement | null;
}) {
  const t = useStaffTexts();
  return (
    <DialogFrame
      open={event !== undefined}
      onClose={onClose}
      title={event ? t.eventAdmin.shareLinkTitle(event.eventName) : t.eventAdmin.shareLink}
      description={t.eventAdmin.shareLinkIntro}
      returnFocusTo={returnFocusTo}
    >
      {event ? <ShareLinkControl key={event.id} eventId={event.id} /> : null}
    </DialogFrame>
  );
}

type Notice = { tone: 'info' | 'error'; text: string } | undefined;

/** An expiry as a day and time in UTC, the same wherever it is read. */
const formatExpiry = (iso: string) => `${formatLongDateTime(iso)} UTC`;

function ShareLinkControl({ eventId }: { eventId: number }) {
  const t = useStaffTexts();
  const status = useShareLinkStatus(eventId);
  const { create, revoke } = useShareLinkChange(eventId);
  const [created, setCreated] = useState<CreatedShareLink>();
  // Revoking, or replacing a working link: each asks first .
  const [confirming, setConfirming] = useState<'revoke' | 'replace' | false>(false);
  const [notice, setNotice] = useState<Notice>();
  const linkInput = useRef<HTMLInputElement>(null);
  const cancelRevoke = useRef<HTMLButtonElement>(null);
  // The button gives way to the question: the safe answer takes the focus.
  useEffect(() => {
    if (confirming) cancelRevoke.current?.focus();
  }, [confirming]);
  const linkId = useId();
  const daysId = useId();
  const [days, setDays] = useState<number>(DEFAULT_SHARE_LINK_DAYS);

  const onCreate = async () => {
    setNotice(undefined);
    setConfirming(false);
    try {
      const link = await create.mutateAsync(days);
      setCreated(link);
      setNotice({ tone: 'info', text: staffWords(link.message, t) || t.submission.linkCreated });
      // The address is what the person came for: put them on it, ready to copy.
      requestAnimationFrame(() => linkInput.current?.select());
    } catch (error) {
      setNotice({
        tone: 'error',
        text: `${t.eventAdmin.failed} ${staffWords(toApiError(error).message, t)}`,
      });
    }
  };

  const onRevoke = async () => {
    setNotice(undefined);
    try {
      const message = await revoke.mutateAsync();
      setCreated(undefined);
      setNotice({ tone: 'info', text: message || t.submission.linkRevoked });
    } catch (error) {
      setNotice({
        tone: 'error',
        text: `${t.eventAdmin.failed} ${staffWords(toApiError(error).message, t)}`,
      });
    } finally {
      setConfirming(false);
    }
  };

  const onCopy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.url);
      setNotice({ tone: 'info', text: t.eventAdmin.copied });
    } catch {
      linkInput.current?.select();
      setNotice({ tone: 'error', text: t.eventAdmin.copyFailed });
    }
  };

  if (status.isPending)
    return (
      <DialogBody>
        <LoadingState>{t.eventAdmin.shareLinkLoading}</LoadingState>
      </DialogBody>
    );
  if (status.isError)
    return (
      <DialogBody>
        <ErrorState
          message={t.eventAdmin.shareLinkLoadFailed}
          onRetry={() => void status.refetch()}
          pending={status.isFetching}
        />
      </DialogBody>
    );

  const { active, expiresAt, createdAt, createdBy } = status.data;
  const made =
    active && createdAt
      ? createdBy
        ? t.shareLinkStatus.madeBy(formatExpiry(createdAt), createdBy)
        : t.shareLinkStatus.madeOn(formatExpiry(createdAt))
      : undefined;
  return (
    <DialogBody>
      <div className="flex flex-col gap-4">
        <p className="flex items-center gap-2 font-semibold">
          {active ? (
            <Link2 aria-hidden="true" className="size-5 text-success-700" />
          ) : (
            <Link2Off aria-hidden="true" className="size-5 text-ink-muted" />
          )}
          {active ? t.eventAdmin.shareLinkActive : t.eventAdmin.shareLinkNone}
        </p>
        {made ? <p className="text-sm">{made}</p> : null}
        {active && expiresAt ? (
          <p className="text-sm">{t.submission.linkExpires(formatExpiry(expiresAt))}</p>
        ) : null}

        <FormAlert message={notice?.text} tone={notice?.tone} />

        {created ? (
          <div>
            <label htmlFor={linkId} className="block font-semibold">
              {t.eventAdmin.linkLabel}
            </label>
            <p id={`${linkId}-hint`} className="text-sm text-ink-muted">
              {t.eventAdmin.copyOnce}
            </p>
            <div className="mt-1 flex flex-wrap gap-2">
              <input
                ref={linkInput}
                id={linkId}
                readOnly
                value={created.url}
                aria-describedby={`${linkId}-hint`}
                onFocus={(focusEvent) => focusEvent.target.select()}
                className="block min-w-0 flex-1 rounded-control border border-slate-500 bg-slate-50 px-3 py-2 font-mono text-sm"
              />
              <Button variant="secondary" onClick={() => void onCopy()}>
                <Copy aria-hidden="true" className="size-4" />
                {t.eventAdmin.copy}
              </Button>
            </div>
          </div>
        ) : null}

        {active ? <p className="text-sm text-ink-muted">{t.eventAdmin.replaceNote}</p> : null}

        {confirming ? (
          <ConfirmPanel
            keepRef={cancelRevoke}
            onKeep={() => setConfirming(false)}
            {...(confirming === 'revoke'
              ? {
                  title: t.eventAdmin.confirmRevoke,
                  action: t.eventAdmin.confirmRevokeAction,
                  keep: t.contentAdmin.cancel,
                  pending: revoke.isPending,
                  onConfirm: () => void onRevoke(),
                }
              : {
                  title: t.shareLinkStatus.confirmReplaceTitle,
                  lines: [t.shareLinkStatus.confirmReplace, made],
                  action: t.shareLinkStatus.confirmReplaceAction,
                  keep: t.shareLinkStatus.keepLink,
                  pending: create.isPending,
                  onConfirm: () => void onCreate(),
                })}
          />
        ) : (
          <div className="flex flex-wrap items-end gap-2">
            <div>
              <label htmlFor={daysId} className="block text-sm font-semibold">
                {t.submission.linkLifetime}
              </label>
              <select
                id={daysId}
                value={days}
                onChange={(change) => setDays(Number(change.target.value))}
                className="mt-1 block rounded-control border border-slate-500 bg-white px-3 py-2"
              >
                {SHARE_LINK_DAYS.map((choice) => (
                  <option key={choice} value={choice}>
                    {t.submission.linkLifetimeDays(choice)}
                  </option>
                ))}
              </select>
            </div>
            <Button
              pending={create.isPending}
              onClick={() => (active ? setConfirming('replace') : void onCreate())}
            >
              <Link2 aria-hidden="true" className="size-4" />
              {active ? t.eventAdmin.createNewLink : t.eventAdmin.createLink}
            </Button>
            {active ? (
              <Button variant="danger" onClick={() => setConfirming('revoke')}>
                <Link2Off aria-hidden="true" className="size-4" />
                {t.eventAdmin.revoke}
              </Button>
            ) : null}
          </div>
        )}
      </div>
    </DialogBody>
  );
}

/** A question before a change others feel (revoking or replacing the link); the safe answer has the focus. */
function ConfirmPanel({
  title,
  lines = [],
  action,
  keep,
  pending,
  onConfirm,
  onKeep,
  keepRef,
}: {
  title: string;
  lines?: readonly (string | undefined)[];
  action: string;
  keep: string;
  pending: boolean;
  onConfirm: () => void;
  onKeep: () => void;
  keepRef: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <div role="alert" className="rounded-control border border-danger-600 bg-danger-50 p-3 text-danger-800">
      <p className="font-semibold">{title}</p>
      {lines.filter(Boolean).map((line) => (
        <p key={line} className="mt-1">
          {line}
        </p>
      ))}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="danger" pending={pending} onClick={onConfirm}>
          {action}
        </Button>
        <Button ref={keepRef} variant="secondary" onClick={onKeep}>
          {keep}
        </Button>
      </div>
    </div>
  );
}
