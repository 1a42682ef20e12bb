/**
 * Certificates (decision 046): BENCH_ATTENDEES (500) registrants of one event, booked through the
 * forms and checked in at the door; staff close the event and the after-event job issues every
 * certificate and mails each through the outbox, its PDF attached. Measured on each database: the
 * time from the close to the last mail sent, the server's event-loop delay meanwhile (while a probe
 * reads the site), and a certificate's render time (its PDF asked for by staff, one after another).
 */
import { startApp } from './lib/servers.mjs';
import { benchStaff, bookTickets, post, siteToday } from './lib/visitor-posts.mjs';

const ATTENDEES = Number(process.env.BENCH_ATTENDEES ?? 500);
const ISSUE_BUDGET_S = 120;
const ELD_P99_BUDGET_MS = 50;
const RENDER_BUDGET_MS = 300;
const RENDERS = 20;

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);

/** ATTENDEES registrants of the event, half with Arabic names, each checked in at the door. */
async function attendEvent(app, staff, eventId) {
  const emails = Array.from({ length: ATTENDEES }, (_, i) => `cme-${i}@bench.example`);
  const shortCodes = await bookTickets(
    app,
    eventId,
    emails,
    (n) => `${n % 2 ? 'ليلى حسن' : 'Layla Hassan'} ${n}`,
  );
  for (let i = 0; i < shortCodes.length; i += 50)
    await Promise.all(
      shortCodes
        .slice(i, i + 50)
        .map((code) => post(app.url, `/events/${eventId}/check-ins`, { code }, staff)),
    );
}

async function outboxEmpty(app, staff, timeoutMs) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const status = await (await fetch(`${app.url}/api/v1/admin/mail-status`, { headers: staff })).json();
    if (!status.waiting) return true;
    await pause(250);
  }
  return false;
}

export async function benchCertificates({ databases }) {
  const rows = [];
  for (const db of databases) {
    const app = await startApp({
      databaseUrl: db.url,
      logLevel: 'info',
      extraEnv: { NODE_ENV: 'development', AFTER_EVENT_POLL_SECONDS: '2' },
      keptOutput: Number.POSITIVE_INFINITY,
    });
    const staff = await benchStaff(app);
    const event = await (
      await post(
        app.url,
        '/events',
        { eventName: 'Bench Cardiology Update', date: siteToday(), isActive: true },
        staff,
      )
    ).json();
    await attendEvent(app, staff, event.id);
    const settings = await fetch(`${app.url}/api/v1/admin/events/${event.id}/education`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...staff },
      body: JSON.stringify({
        creditHours: '6.5',
        words: {
          en: {
            accreditingBody: 'Iraqi Medical Education Council',
            signerName: 'Prof. Samir Al-Khatib',
            signerTitle: 'Director',
          },
          ar: {
            accreditingBody: 'المجلس العراقي للتعليم الطبي',
            signerName: 'أ. د. سمير الخطيب',
            signerTitle: 'المدير',
          },
        },
        certificateLanguage: 'both',
        evaluationRequired: false,
        questions: [],
      }),
    });
    if (!settings.ok) throw new Error(`education settings: ${settings.status} ${await settings.text()}`);
    await outboxEmpty(app, staff, 120_000);

    // The close, then the job's pass, while a visitor's read of the site goes on every 50 ms.
    await app.eventLoopDelay();
    const started = performance.now();
    await post(app.url, `/events/${event.id}/close`, {}, staff);
    const probe = [];
    let probing = true;
    const prober = (async () => {
      while (probing) {
        const t0 = performance.now();
        await fetch(`${app.url}/api/v1/admin/news`);
        probe.push(performance.now() - t0);
        await pause(50);
      }
    })();
    // Watched with light reads (the settings' state, the outbox's count), not the attendance list,
    // whose 500 rows would weigh on the very loop being measured.
    const deadline = started + (ISSUE_BUDGET_S + 60) * 1000;
    while (performance.now() < deadline) {
      const education = await (
        await fetch(`${app.url}/api/v1/admin/events/${event.id}/education`, { headers: staff })
      ).json();
      if (education.event.followUpAt) break;
      await pause(1000);
    }
    const sent = await outboxEmpty(app, staff, Math.max(1000, deadline - performance.now()));
    const issueSeconds = (performance.now() - started) / 1000;
    probing = false;
    await prober;
    const delay = await app.eventLoopDelay();

    const list = await (
      await fetch(`${app.url}/api/v1/admin/events/${event.id}/attendance`, { headers: staff })
    ).json();
    const certified = list.counts.certified;
    const serials = list.attendees
      .map((a) => a.certificate?.serial)
      .filter(Boolean)
      .slice(0, RENDERS);
    const renders = [];
    for (const serial of serials) {
      const t0 = performance.now();
      const res = await fetch(`${app.url}/api/v1/admin/certificates/${serial}/pdf`, { headers: staff });
      await res.arrayBuffer();
      renders.push(performance.now() - t0);
    }
    renders.sort((a, b) => a - b);
    probe.sort((a, b) => a - b);
    rows.push({
      database: db.name,
      attendees: list.counts.checkedIn,
      certified,
      mailsSent: sent,
      issueSeconds: Math.round(issueSeconds * 10) / 10,
      eventLoopDelayMs: delay,
      probeP95Ms: percentile(probe, 0.95),
      renderP50Ms: percentile(renders, 0.5),
      renderP95Ms: percentile(renders, 0.95),
    });
    await app.stop();
  }
  return { rows };
}

export const certificateVerdicts = (result) =>
  result.rows.flatMap((row) => [
    {
      name: `${row.database} issuing ${row.attendees} certificates through the outbox`,
      figure: `${row.issueSeconds} s, ${row.certified} issued, outbox ${row.mailsSent ? 'empty' : 'NOT empty'}`,
      budget: `≤ ${ISSUE_BUDGET_S} s, every one issued and mailed`,
      ok: row.issueSeconds <= ISSUE_BUDGET_S && row.certified === row.attendees && row.mailsSent,
    },
    {
      name: `${row.database} event-loop delay while they are issued`,
      figure: `p99 ${row.eventLoopDelayMs?.p99} ms (max ${row.eventLoopDelayMs?.max}); a read's p95 ${row.probeP95Ms} ms`,
      budget: `p99 ≤ ${ELD_P99_BUDGET_MS} ms`,
      ok: (row.eventLoopDelayMs?.p99 ?? Number.POSITIVE_INFINITY) <= ELD_P99_BUDGET_MS,
    },
    {
      name: `${row.database} a certificate's PDF`,
      figure: `p95 ${row.renderP95Ms} ms, p50 ${row.renderP50Ms} ms`,
      budget: `≤ ${RENDER_BUDGET_MS} ms`,
      ok: row.renderP95Ms <= RENDER_BUDGET_MS,
    },
  ]);
