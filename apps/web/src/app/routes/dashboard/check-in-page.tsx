/**
 * `/dashboard/check-in` (decision 038): the door's phone-first screen, in the staff member's
 * language. Choose an event; then scan a ticket's QR with the camera (the browser's BarcodeDetector,
 * else jsQR, loaded only here and only when the camera starts), type its short code, or find a
 * name. The answer fills the screen in words, colour and icon; a check-in can be undone for a
 * minute. Offline, the screen decides from what it holds of the event (kept in sessionStorage,
 * cleared when the session ends), queues the scans and sends them when the connection returns,
 * each with its time, so the earliest scan wins.
 */

import { ROUTES } from '@authority/shared/routes';
import {
  CHECK_IN_PATHS,
  CHECK_IN_TEXTS_BY_LOCALE,
  CHECK_IN_UNDO_MS,
  type CheckInAnswer,
  type DoorEvent,
  type DoorPerson,
  type DoorRoster,
} from '@authority/shared/tickets';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { STAFF_AUTH } from '../../../features/auth';
import { useDocumentTitle } from '../../../lib/document-title';
import { request } from '../../../lib/http/request';
import { useStaffLocale } from '../../../lib/i18n/staff-texts';
import { Button } from '../../../lib/ui/button';
import { DashboardPageHeader } from './dashboard-page-header';

type Texts = (typeof CHECK_IN_TEXTS_BY_LOCALE)[keyof typeof CHECK_IN_TEXTS_BY_LOCALE];
interface QueuedScan {
  code: string;
  at: string;
}
interface Shown {
  answer: CheckInAnswer;
  code: string;
  offline: boolean;
  shownAt: number;
}

/** What the door holds of the event in this tab's session storage (endSession clears `door:` keys). */
const STORE_PREFIX = 'door:';
const rosterKey = (eventId: string) => `${STORE_PREFIX}${eventId}:roster`;
const queueKey = (eventId: string) => `${STORE_PREFIX}${eventId}:queue`;
const readStored = <T,>(key: string, fallback: T): T => {
  try {
    const text = window.sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
};
const writeStored = (key: string, value: unknown) => {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused: the screen still works online.
  }
};

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const sha256 = async (text: string) =>
  base64url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
const normalizeShortCode = (text: string) => text.toUpperCase().replace(/[\s-]/g, '');

/** The screen's decision while offline, from the roster: the server decides again when it is back. */
async function decideOffline(
  roster: DoorRoster,
  code: string,
  at: string,
): Promise<{ answer: CheckInAnswer; person?: DoorPerson }> {
  const short = normalizeShortCode(code);
  const hash = await sha256(code.trim());
  const person = roster.people.find((p) => p.shortCode === short || p.ticketHash === hash);
  const base = {
    name: person?.name ?? null,
    kind: person?.kind ?? null,
    classification: person?.classification ?? null,
  };
  if (!roster.event.today)
    return { answer: { result: 'not-today', name: null, at: null, by: null, kind: null } };
  if (!person) return { answer: { result: 'unknown', ...base, at: null, by: null } };
  if (person.status === 'cancelled')
    return { answer: { result: 'cancelled', ...base, at: null, by: null }, person };
  if (person.status === 'waiting')
    return { answer: { result: 'waiting', ...base, at: null, by: null }, person };
  if (person.attendedAt)
    return {
      answer: { result: 'already-checked-in', ...base, at: person.attendedAt, by: person.attendedBy },
      person,
    };
  return { answer: { result: 'checked-in', ...base, at, by: null }, person };
}

export function CheckInPage() {
  const locale = useStaffLocale();
  const t = CHECK_IN_TEXTS_BY_LOCALE[locale];
  useDocumentTitle(t.title);
  const [params, setParams] = useSearchParams();
  const eventId = params.get('event');
  return (
    <>
      <DashboardPageHeader title={t.title} />
      {eventId ? (
        <DoorScreen key={eventId} eventId={eventId} t={t} locale={locale} onBack={() => setParams({})} />
      ) : (
        <EventChooser t={t} onChoose={(id) => setParams({ event: String(id) })} />
      )}
    </>
  );
}

function EventChooser({ t, onChoose }: { t: Texts; onChoose: (id: number) => void }) {
  const [events, setEvents] = useState<DoorEvent[] | null>(null);
  useEffect(() => {
    request(CHECK_IN_PATHS.events, { auth: STAFF_AUTH, keysAsSent: true }).then(
      (answer) => setEvents(answer.ok ? (answer.body as DoorEvent[]) : []),
      () => setEvents([]),
    );
  }, []);
  if (events === null) return null;
  if (events.length === 0) return <p>{t.noEvents}</p>;
  return (
    <section aria-labelledby="choose-event">
      <h2 id="choose-event" className="mb-3 text-lg font-semibold">
        {t.chooseEvent}
      </h2>
      <ul className="grid gap-2">
        {events.map((event) => (
          <li key={event.id}>
            <button
              type="button"
              onClick={() => onChoose(event.id)}
              className="flex min-h-12 w-full items-center justify-between gap-3 rounded-card border border-line bg-white px-4 py-3 text-start font-semibold text-primary-800 shadow-card hover:border-primary-400"
            >
              <span>{event.name}</span>
              <span dir="ltr" className="text-ink-muted">
                {event.date}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

const RESULT_LOOK: Record<CheckInAnswer['result'], { className: string; icon: string }> = {
  'checked-in': { className: 'bg-success-700 text-white', icon: '✓' },
  'already-checked-in': { className: 'bg-amber-300 text-ink', icon: '!' },
  cancelled: { className: 'bg-danger-700 text-white', icon: '✕' },
  waiting: { className: 'bg-amber-300 text-ink', icon: '…' },
  'other-event': { className: 'bg-danger-700 text-white', icon: '✕' },
  unknown: { className: 'bg-danger-700 text-white', icon: '?' },
  'not-today': { className: 'bg-slate-700 text-white', icon: '◷' },
};

function DoorScreen({
  eventId,
  t,
  locale,
  onBack,
}: {
  eventId: string;
  t: Texts;
  locale: string;
  onBack: () => void;
}) {
  const [roster, setRoster] = useState<DoorRoster | null>(() => readStored(rosterKey(eventId), null));
  const [queue, setQueue] = useState<QueuedScan[]>(() => readStored(queueKey(eventId), []));
  const [online, setOnline] = useState(() => navigator.onLine);
  const [shown, setShown] = useState<Shown | null>(null);
  const [code, setCode] = useState('');
  const [search, setSearch] = useState('');
  const [now, setNow] = useState(Date.now());
  const flushing = useRef(false);
  const time = (iso: string | null) =>
    iso ? new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso)) : '';

  const refresh = useCallback(async () => {
    const answer = await request(CHECK_IN_PATHS.roster(eventId), {
      auth: STAFF_AUTH,
      keysAsSent: true,
    }).catch(() => null);
    if (!answer?.ok) return false;
    const fresh = answer.body as DoorRoster;
    setRoster(fresh);
    writeStored(rosterKey(eventId), fresh);
    return true;
  }, [eventId]);

  const saveQueue = (next: QueuedScan[]) => {
    setQueue(next);
    writeStored(queueKey(eventId), next);
  };

  /** Sends the queued scans in their order; stops at the first that cannot reach the server. */
  // biome-ignore lint/correctness/useExhaustiveDependencies: saveQueue writes only the event's own keys.
  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    try {
      let pending = readStored<QueuedScan[]>(queueKey(eventId), []);
      while (pending[0]) {
        const scan = pending[0];
        const answer = await request(CHECK_IN_PATHS.checkIns(eventId), {
          method: 'POST',
          auth: STAFF_AUTH,
          body: scan,
        }).catch(() => null);
        if (!answer || answer.status === 0 || answer.status >= 500) break;
        pending = pending.slice(1);
        saveQueue(pending);
      }
      if (pending.length === 0) await refresh();
    } finally {
      flushing.current = false;
    }
  }, [eventId, refresh]);

  useEffect(() => {
    void refresh().then((ok) => setOnline(ok || navigator.onLine));
    const up = () => {
      setOnline(true);
      void flush();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    // Live counts, and another try of the queue, every ten seconds.
    const timer = window.setInterval(() => {
      setNow(Date.now());
      if (navigator.onLine) void flush().then(() => refresh());
    }, 10_000);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
      window.clearInterval(timer);
    };
  }, [refresh, flush]);

  useEffect(() => {
    if (shown?.answer.result !== 'checked-in') return;
    const timer = window.setTimeout(() => setNow(Date.now()), CHECK_IN_UNDO_MS + 100);
    return () => window.clearTimeout(timer);
  }, [shown]);

  const submit = async (text: string) => {
    const value = text.trim();
    if (!value) return;
    const at = new Date().toISOString();
    let answer: CheckInAnswer | null = null;
    if (navigator.onLine) {
      const reply = await request(CHECK_IN_PATHS.checkIns(eventId), {
        method: 'POST',
        auth: STAFF_AUTH,
        body: { code: value },
        keysAsSent: true,
      }).catch(() => null);
      if (reply?.ok) answer = reply.body as CheckInAnswer;
    }
    if (answer) {
      setOnline(true);
      setShown({ answer, code: value, offline: false, shownAt: Date.now() });
      void refresh();
      return;
    }
    // No answer: decide from what the screen holds, and keep the scan for later.
    setOnline(false);
    if (!roster) return;
    const decided = await decideOffline(roster, value, at);
    if (decided.answer.result === 'checked-in' && decided.person) {
      const person = decided.person;
      const next = {
        ...roster,
        people: roster.people.map((p) => (p === person ? { ...p, attendedAt: at } : p)),
        counts: { ...roster.counts, checkedIn: roster.counts.checkedIn + 1 },
      };
      setRoster(next);
      writeStored(rosterKey(eventId), next);
      saveQueue([...readStored<QueuedScan[]>(queueKey(eventId), []), { code: value, at }]);
    }
    setShown({ answer: decided.answer, code: value, offline: true, shownAt: Date.now() });
  };

  const undo = async () => {
    if (!shown) return;
    const reply = await request(CHECK_IN_PATHS.undo(eventId), {
      method: 'POST',
      auth: STAFF_AUTH,
      body: { code: shown.code },
    }).catch(() => null);
    if (reply?.ok) {
      setShown(null);
      void refresh();
    }
  };

  const matches =
    search.trim().length >= 2 && roster
      ? roster.people
          .filter((p) => p.name.toLocaleLowerCase().includes(search.trim().toLocaleLowerCase()))
          .slice(0, 20)
      : [];
  const canUndo =
    shown?.answer.result === 'checked-in' && !shown.offline && now - shown.shownAt < CHECK_IN_UNDO_MS;

  return (
    <div className="mx-auto grid max-w-xl gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{roster?.event.name ?? ''}</h2>
        <Button variant="secondary" onClick={onBack}>
          {t.back}
        </Button>
      </div>
      {!online ? (
        <p role="status" className="rounded-control bg-amber-100 p-3 font-semibold text-ink">
          {queue.length > 0 ? t.offline(queue.length) : t.offlineNone}
        </p>
      ) : null}
      {roster ? (
        <p aria-live="polite" className="text-lg font-semibold" data-testid="door-counts">
          {t.counts(roster.counts.checkedIn, roster.counts.booked)}
        </p>
      ) : null}
      <ResultPanel shown={shown} t={t} time={time} />
      {canUndo ? (
        <Button variant="secondary" onClick={undo}>
          {t.undo}
        </Button>
      ) : null}
      <Scanner t={t} onCode={submit} />
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void submit(code);
          setCode('');
        }}
      >
        <label className="grid grow gap-1 font-semibold">
          {t.code}
          <input
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoCapitalize="characters"
            autoComplete="off"
            dir="ltr"
            className="min-h-12 rounded-control border border-line px-3 font-mono text-xl tracking-widest"
          />
        </label>
        <Button type="submit">{t.check}</Button>
      </form>
      <label className="grid gap-1 font-semibold">
        {t.search}
        <input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="min-h-12 rounded-control border border-line px-3"
        />
      </label>
      {search.trim().length >= 2 ? (
        matches.length === 0 ? (
          <p>{t.noMatch}</p>
        ) : (
          <ul className="grid gap-2">
            {matches.map((person) => (
              <li
                key={`${person.kind}-${person.id}`}
                className="flex items-center justify-between gap-2 rounded-control border border-line p-2"
              >
                <span>
                  {person.name} <span className="text-ink-muted">({t.kinds[person.kind]})</span>
                </span>
                {person.shortCode ? (
                  <Button variant="secondary" onClick={() => void submit(person.shortCode ?? '')}>
                    {t.check}
                  </Button>
                ) : (
                  <span>{t.results[person.status === 'waiting' ? 'waiting' : 'cancelled']}</span>
                )}
              </li>
            ))}
          </ul>
        )
      ) : null}
      {roster ? <ArrivalsChart arrivals={roster.counts.arrivals} t={t} time={time} /> : null}
      <p>
        <Link to={ROUTES.dashboard} className="text-primary-700 underline">
          {t.title}
        </Link>
      </p>
    </div>
  );
}

function ResultPanel({
  shown,
  t,
  time,
}: {
  shown: Shown | null;
  t: Texts;
  time: (iso: string | null) => string;
}) {
  if (!shown) return <div role="status" aria-live="assertive" />;
  const { answer } = shown;
  const look = RESULT_LOOK[answer.result];
  return (
    <div
      role="status"
      aria-live="assertive"
      data-result={answer.result}
      className={`grid min-h-40 place-items-center gap-2 rounded-card p-6 text-center ${look.className}`}
    >
      <span aria-hidden="true" className="text-6xl font-bold leading-none">
        {look.icon}
      </span>
      <p className="text-3xl font-bold">{t.results[answer.result]}</p>
      {answer.name ? <p className="text-2xl">{answer.name}</p> : null}
      {answer.kind ? (
        <p>
          {t.kinds[answer.kind]}
          {answer.classification ? ` · ${answer.classification}` : ''}
        </p>
      ) : null}
      {answer.result === 'already-checked-in' && answer.at ? (
        <p>{t.atBy(time(answer.at), answer.by)}</p>
      ) : null}
      {answer.result === 'other-event' && answer.otherEvent ? <p>{t.otherEvent(answer.otherEvent)}</p> : null}
    </div>
  );
}

/** The camera: BarcodeDetector where the browser has it, else jsQR on the video's frames. */
function Scanner({ t, onCode }: { t: Texts; onCode: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [running, setRunning] = useState(false);
  const [failed, setFailed] = useState(false);
  const last = useRef<{ code: string; at: number } | null>(null);

  useEffect(() => {
    if (!running) return;
    let stopped = false;
    let stream: MediaStream | undefined;
    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
      } catch {
        setFailed(true);
        setRunning(false);
        return;
      }
      const element = video.current;
      if (!element || stopped) return;
      element.srcObject = stream;
      await element.play().catch(() => {});
      const detect = await detector();
      const tick = async () => {
        if (stopped) return;
        const found = await detect(element).catch(() => null);
        // The same code held before the camera counts once every few seconds.
        if (found && (last.current?.code !== found || Date.now() - last.current.at > 4_000)) {
          last.current = { code: found, at: Date.now() };
          onCode(found);
        }
        window.setTimeout(() => void tick(), 250);
      };
      void tick();
    };
    void start();
    return () => {
      stopped = true;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [running, onCode]);

  return (
    <div className="grid gap-2">
      {running ? (
        <video
          ref={video}
          muted
          playsInline
          className="aspect-square w-full rounded-card bg-black object-cover"
        />
      ) : null}
      <Button onClick={() => setRunning(!running)}>{running ? t.stopScan : t.scan}</Button>
      {failed ? <p role="alert">{t.cameraUnavailable}</p> : null}
    </div>
  );
}

type Detect = (video: HTMLVideoElement) => Promise<string | null>;

interface NativeDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

async function detector(): Promise<Detect> {
  const Native = (window as unknown as { BarcodeDetector?: new (o: { formats: string[] }) => NativeDetector })
    .BarcodeDetector;
  if (Native) {
    const native = new Native({ formats: ['qr_code'] });
    return async (video) => (await native.detect(video))[0]?.rawValue ?? null;
  }
  // Loaded only when this screen's camera starts without a native detector.
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(image.data, image.width, image.height)?.data ?? null;
  };
}

function ArrivalsChart({
  arrivals,
  t,
  time,
}: {
  arrivals: [string, number][];
  t: Texts;
  time: (iso: string | null) => string;
}) {
  const most = Math.max(1, ...arrivals.map(([, n]) => n));
  const shown = arrivals.slice(-16);
  return (
    <figure className="grid gap-2">
      <figcaption className="font-semibold">{t.arrivals}</figcaption>
      <ul className="flex h-32 items-end gap-1" aria-label={t.arrivals}>
        {shown.map(([slot, n]) => (
          <li key={slot} className="flex grow flex-col items-center justify-end gap-1">
            <span className="text-xs">{n}</span>
            <span className="w-full rounded-t bg-primary-600" style={{ height: `${(n / most) * 80}px` }} />
            <span dir="ltr" className="text-xs text-ink-muted">
              {time(slot)}
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
