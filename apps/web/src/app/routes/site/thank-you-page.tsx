import { THANK_YOU_REDIRECT_MS } from '@authority/shared/constants';
import { formatLongDate } from '@authority/shared/format-date';
import { ROUTES } from '@authority/shared/routes';
import { BOOKING_TEXTS } from '@authority/shared/tickets';
import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { type Booking, bookingFrom } from '../../../features/event-forms';
import { prefersReducedMotion } from '../../../lib/a11y/use-reduced-motion';
import { useDocumentTitle } from '../../../lib/document-title';
import { useLocale, useLocalize } from '../../../lib/i18n/locale';
import { useDigits, usePagesTexts, useTexts } from '../../../lib/i18n/texts';
import { PageContainer, PageTitle } from '../../../lib/ui/page';

const SECOND_MS = 1_000;

/**
 * `/thank-you` (SPEC §2, §4): after a registration or sponsor submission. What was sent (from the
 * history entry's state: nothing personal in the address), confetti (loaded only here, and not
 * under reduced motion) and a visible 10 s countdown, then the home page. 'Stay on this page'
 * stops the countdown (WCAG 2.2.1: a time limit can be turned off).
 */
export function ThankYouPage() {
  const pageTexts = usePagesTexts();
  const localize = useLocalize();
  const texts = useTexts();
  useDocumentTitle(texts.pageTitles.thankYou);
  const navigate = useNavigate();
  const booking = bookingFrom(useLocation().state);
  const [secondsLeft, setSecondsLeft] = useState(THANK_YOU_REDIRECT_MS / SECOND_MS);
  const [staying, setStaying] = useState(false);

  useEffect(() => {
    if (staying) return;
    if (secondsLeft <= 0) {
      navigate(localize(ROUTES.home), { replace: true });
      return;
    }
    const timer = window.setTimeout(() => setSecondsLeft(secondsLeft - 1), SECOND_MS);
    return () => window.clearTimeout(timer);
  }, [secondsLeft, staying, navigate, localize]);

  useEffect(() => {
    if (prefersReducedMotion()) return;
    let cancelled = false;
    import('canvas-confetti')
      .then(({ default: confetti }) => {
        if (cancelled) return;
        // No worker: the default one starts from a blob: URL, which the CSP (script-src 'self') refuses.
        const fire = confetti.create(undefined, { resize: true, useWorker: false });
        fire({ particleCount: 140, spread: 80, origin: { y: 0.6 }, disableForReducedMotion: true });
      })
      // Confetti is decoration: if it cannot load or draw, the page is still the thank-you page.
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <PageContainer>
      <div className="mx-auto max-w-prose text-center">
        <CircleCheck aria-hidden="true" className="mx-auto mb-6 size-16 text-success-700" />
        <PageTitle>{texts.pageTitles.thankYou}</PageTitle>
        <p className="mt-4 text-lg">{pageTexts.thankYou.message}</p>
        {booking ? <BookingSummary booking={booking} /> : null}
        {staying ? (
          <p role="status" className="mt-6 text-lg font-semibold text-primary-800">
            {pageTexts.thankYou.stayed}
          </p>
        ) : (
          <p role="timer" className="mt-6 text-lg font-semibold text-primary-800">
            {pageTexts.thankYou.countdown(secondsLeft)}
          </p>
        )}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link
            to={localize(ROUTES.home)}
            replace
            className="inline-flex min-h-11 items-center rounded-control bg-primary-700 px-5 py-3 font-semibold text-white hover:bg-primary-800"
          >
            {pageTexts.thankYou.goHome}
          </Link>
          {staying ? null : (
            <button
              type="button"
              onClick={() => setStaying(true)}
              className="inline-flex min-h-11 items-center rounded-control border border-primary-700 bg-white px-5 py-3 font-semibold text-primary-700 hover:bg-primary-50"
            >
              {pageTexts.thankYou.stay}
            </button>
          )}
        </div>
      </div>
    </PageContainer>
  );
}

/** What the visitor sent: the form, the event and its date, and where the confirmation went. */
function BookingSummary({ booking }: { booking: Booking }) {
  const { thankYou, dates } = usePagesTexts();
  const localize = useLocalize();
  const locale = useLocale();
  const digits = useDigits();
  const date = Number.isNaN(Date.parse(booking.date)) ? '' : digits(formatLongDate(booking.date, dates));
  return (
    <section
      aria-labelledby="booking-summary"
      className="mt-8 rounded-card border border-line bg-surface-muted p-6 text-start"
    >
      <h2 id="booking-summary" className="text-xl font-bold text-primary-900">
        {thankYou.summaryHeading}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-ink-muted">{thankYou.form}</dt>
        <dd>{booking.kind === 'registration' ? thankYou.stand : thankYou.sponsorship}</dd>
        <dt className="font-semibold text-ink-muted">{thankYou.event}</dt>
        <dd className="font-semibold">{booking.eventName}</dd>
        {date ? (
          <>
            <dt className="font-semibold text-ink-muted">{thankYou.date}</dt>
            <dd>{date}</dd>
          </>
        ) : null}
        {booking.waitingPosition === undefined ? null : (
          <>
            <dt className="font-semibold text-ink-muted">{thankYou.place}</dt>
            <dd className="font-semibold">{digits(thankYou.waiting(booking.waitingPosition))}</dd>
          </>
        )}
      </dl>
      {booking.ticket ? <TicketShown ticket={booking.ticket} /> : null}
      {booking.bookingToken ? (
        <p className="mt-4">
          <a
            className="font-semibold text-primary-700 underline"
            href={`${localize(ROUTES.booking)}#token=${booking.bookingToken}`}
          >
            {BOOKING_TEXTS[locale].title}
          </a>
        </p>
      ) : null}
      {/* The address isolated (FSI…PDI), so it reads left to right inside an Arabic sentence. */}
      <p className="mt-4">
        {(booking.waitingPosition === undefined ? thankYou.sentTo : thankYou.waitingSentTo)(
          `\u2068${booking.email}\u2069`,
        )}
      </p>
    </section>
  );
}

/** The ticket (decision 038): its QR to show at the door and its short code to say. */
function TicketShown({ ticket }: { ticket: { shortCode: string; qr: string } }) {
  const t = BOOKING_TEXTS[useLocale()];
  return (
    <div className="mt-6 text-center">
      <h3 className="text-lg font-bold text-primary-900">{t.ticket}</h3>
      <p className="mt-1">{t.ticketHelp}</p>
      <img
        src={ticket.qr}
        alt={t.qrAlt(ticket.shortCode)}
        width={200}
        height={200}
        className="mx-auto mt-3 bg-white"
      />
      <p className="mt-2">
        {t.shortCode}:{' '}
        <span dir="ltr" className="font-mono text-xl font-bold tracking-widest">
          {ticket.shortCode}
        </span>
      </p>
    </div>
  );
}
