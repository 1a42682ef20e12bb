/**
 * Check-in at the door (decision 038): BENCH_TICKETS (2,000) tickets of one event, booked through
 * the forms, checked in by 20 devices at once by their short codes, on each database: the server's
 * p95 per check-in against its budget, and a count proving that every ticket was checked in once.
 */
import { startApp } from './lib/servers.mjs';
import { benchStaff, bookTickets, post, siteToday } from './lib/visitor-posts.mjs';

const TICKETS = Number(process.env.BENCH_TICKETS ?? 2000);
const DEVICES = Number(process.env.BENCH_DEVICES ?? 20);
const P95_BUDGET_MS = 50;

export async function benchCheckIn({ databases }) {
  const rows = [];
  for (const db of databases) {
    const app = await startApp({
      databaseUrl: db.url,
      logLevel: 'info',
      extraEnv: { NODE_ENV: 'development' },
      keptOutput: Number.POSITIVE_INFINITY,
    });
    const staff = await benchStaff(app);
    const created = await post(
      app.url,
      '/events',
      { eventName: 'Bench door', date: siteToday(), isActive: true },
      staff,
    );
    const event = await created.json();

    const emails = Array.from({ length: TICKETS }, (_, i) => `door-${i}@bench.example`);
    const shortCodes = await bookTickets(app, event.id, emails, (n) => `Door Guest ${n}`);

    // The confirmations leave the outbox first: the door opens after the registrations, not during them.
    for (let i = 0; i < 600; i++) {
      const status = await (await fetch(`${app.url}/api/v1/admin/mail-status`, { headers: staff })).json();
      if (!status.waiting) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // 20 devices, each taking the next ticket from one line as soon as its last answer came.
    const latencies = [];
    const results = {};
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: DEVICES }, async () => {
        while (next < shortCodes.length) {
          const code = shortCodes[next++];
          const t0 = performance.now();
          const res = await post(app.url, `/events/${event.id}/check-ins`, { code }, staff);
          latencies.push(performance.now() - t0);
          const { result } = await res.json();
          results[result] = (results[result] ?? 0) + 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const door = await (
      await fetch(`${app.url}/api/v1/admin/events/${event.id}/door`, { headers: staff })
    ).json();
    latencies.sort((a, b) => a - b);
    rows.push({
      database: db.name,
      tickets: shortCodes.length,
      checkedIn: door.counts.checkedIn,
      results,
      perSecond: Math.round(shortCodes.length / seconds),
      p50: Math.round(latencies[Math.floor(latencies.length * 0.5)] ?? 0),
      p95: Math.round(latencies[Math.floor(latencies.length * 0.95)] ?? 0),
    });
    await app.stop();
  }
  return { rows };
}

export const checkInVerdicts = (result) =>
  result.rows.map((row) => ({
    name: `${row.database} ${DEVICES} devices checking in ${row.tickets} tickets`,
    figure: `p95 ${row.p95} ms, p50 ${row.p50} ms, ${row.perSecond}/s; ${row.checkedIn} checked in`,
    budget: `p95 ≤ ${P95_BUDGET_MS} ms, every ticket checked in once`,
    ok:
      row.p95 <= P95_BUDGET_MS && row.checkedIn === row.tickets && row.results['checked-in'] === row.tickets,
  }));
