/**
 * `/booking#token=…` (and `/ar/booking`): the registrant's own booking (decision 038). The token is
 * in the fragment, which never leaves the browser; the page sends it in a header. The event, the
 * status (and the place on the waiting list), the ticket, the `.ics`, and a cancel behind a
 * confirmation; after the event, the evaluation and the certificate (booking-after-event.tsx). The
 * server answers this page `no-store` and `noindex`.
 */
import { formatLongDate } from '@authority/shared/format-date';
import type { Locale } from '@authority/shared/locales';
import {
  BOOKING_PATHS,
  BOOKING_TEXTS,
  BOOKING_TOKEN_HEADER,
  type BookingAnswer,
} from '@authority/shared/tickets';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { request } from '../../../lib/http/request';
import { useLocale } from '../../../lib/i18n/locale';
import { usePagesTexts } from '../../../lib/i18n/texts';
import { fileNameOf, saveFile } from '../../../lib/staff-ui/save-file';
import { Button } from '../../../lib/ui/button';
import { LoadingText } from '../../../lib/ui/loading-text';
import { PageContainer, PageTitle } from '../../../lib/ui/page';
import { AfterEventPanel } from './booking-after-event';

type Loaded =
  | { status: 'loading' }
  | { status: 'shown'; booking: BookingAnswer }
  | { status: 'refused'; message: string };

const messageOf = (body: unknown, fallback: string) =>
  typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string'
    ? (body as { message: string }).message
    : fallback;

export function BookingPage() {
  const locale = useLocale() as Locale;
  const t = BOOKING_TEXTS[locale];
  const pages = usePagesTexts();
  useDocumentTitle(t.title);
  const { hash } = useLocation();
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const confirmRef = useRef<HTMLDivElement>(null);
  const headers = { [BOOKING_TOKEN_HEADER]: token ?? '' };

  const load = (signal?: AbortSignal) =>
    request(BOOKING_PATHS.booking, { headers, signal, keysAsSent: true }).then(
      (answer) =>
        setLoaded(
          answer.ok
            ? { status: 'shown', booking: answer.body as BookingAnswer }
            : {
                status: 'refused',
                message: messageOf(answer.body, answer.status === 410 ? t.gone : t.notFound),
              },
        ),
      () => {
        if (!signal?.aborted) setLoaded({ status: 'refused', message: t.failed });
      },
    );

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per token and language.
  useEffect(() => {
    if (!token) {
      setLoaded({ status: 'refused', message: t.notFound });
      return;
    }
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [token, locale]);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  const downloadCalendar = async () => {
    const answer = await request(BOOKING_PATHS.calendar, { headers, download: true });
    if (!answer.ok || !(answer.body instanceof Blob)) return;
    saveFile(answer.body, fileNameOf(answer, 'event.ics'));
  };

  const cancel = async () => {
    setPending(true);
    const answer = await request(BOOKING_PATHS.cancel, { method: 'POST', headers, keysAsSent: true });
    setPending(false);
    setConfirming(false);
    setDone(messageOf(answer.body, answer.ok ? t.cancelledDone : t.failed));
    await load();
  };

  return (
    <PageContainer>
      <div className="mx-auto max-w-prose">
        <PageTitle>{t.title}</PageTitle>
        {loaded.status === 'loading' ? <LoadingText>{t.loading}</LoadingText> : null}
        {loaded.status === 'refused' ? (
          <p role="alert" className="mt-6 text-lg">
            {loaded.message}
          </p>
        ) : null}
        {done ? (
          <p role="status" className="mt-6 rounded-control bg-success-50 p-4 font-semibold text-success-800">
            {done}
          </p>
        ) : null}
        {loaded.status === 'shown' ? (
          <BookingDetails
            booking={loaded.booking}
            locale={locale}
            dates={pages.dates}
            onCalendar={downloadCalendar}
          />
        ) : null}
        {loaded.status === 'shown' && token && loaded.booking.attendedAt ? (
          <AfterEventPanel token={token} locale={locale} dateOf={(iso) => formatLongDate(iso, pages.dates)} />
        ) : null}
        {loaded.status === 'shown' && loaded.booking.status !== 'cancelled' && !loaded.booking.attendedAt ? (
          <div className="mt-8">
            {confirming ? (
              <div
                ref={confirmRef}
                tabIndex={-1}
                role="alertdialog"
                aria-labelledby="booking-confirm"
                className="rounded-control border border-danger-300 p-4"
              >
                <p id="booking-confirm" className="font-semibold">
                  {loaded.booking.status === 'waiting' ? t.confirmLeave : t.confirmCancel}
                </p>
                <div className="mt-4 flex flex-wrap gap-3">
                  <Button variant="danger" pending={pending} onClick={cancel}>
                    {t.confirmYes}
                  </Button>
                  <Button variant="secondary" onClick={() => setConfirming(false)}>
                    {t.confirmNo}
                  </Button>
                </div>
              </div>
            ) : (
              <Button variant="danger" onClick={() => setConfirming(true)}>
                {loaded.booking.status === 'waiting' ? t.leave : t.cancel}
              </Button>
            )}
          </div>
        ) : null}
      </div>
    </PageContainer>
  );
}

function BookingDetails({
  booking,
  locale,
  dates,
  onCalendar,
}: {
  booking: BookingAnswer;
  locale: Locale;
  dates: Parameters<typeof formatLongDate>[1];
  onCalendar: () => void;
}) {
  const t = BOOKING_TEXTS[locale];
  const status =
    booking.status === 'waiting'
      ? t.waiting(booking.position ?? 0)
      : booking.status === 'cancelled'
        ? t.cancelled
        : t.booked;
  const rows: [string, string | null][] = [
    [t.event, booking.event.name],
    [t.date, formatLongDate(booking.event.date, dates)],
    [t.time, booking.event.time],
    [t.place, booking.event.location],
    [t.status, status],
  ];
  return (
    <>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        {rows
          .filter(([, value]) => value)
          .map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-semibold">{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {booking.attendedAt ? <p className="mt-4">{t.attended}</p> : null}
      {booking.ticket ? (
        <section aria-labelledby="ticket-heading" className="mt-8 text-center">
          <h2 id="ticket-heading" className="text-xl font-semibold">
            {t.ticket}
          </h2>
          <p className="mt-2">{t.ticketHelp}</p>
          <img
            src={booking.ticket.qr}
            alt={t.qrAlt(booking.ticket.shortCode)}
            width={240}
            height={240}
            className="mx-auto mt-4 bg-white"
          />
          <p className="mt-2">
            {t.shortCode}:{' '}
            <span dir="ltr" className="font-mono text-2xl font-bold tracking-widest" data-testid="short-code">
              {booking.ticket.shortCode}
            </span>
          </p>
        </section>
      ) : null}
      {booking.status === 'booked' ? (
        <div className="mt-6">
          <Button variant="secondary" onClick={onCalendar}>
            {t.calendar}
          </Button>
        </div>
      ) : null}
    </>
  );
}
