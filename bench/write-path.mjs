/**
 * Write path: 200 concurrent event registrations, codes issued beforehand, on each
 * database: throughput, p99, and a count proving that no row was lost or doubled.
 */
import { startApp } from './lib/servers.mjs';
import { codesFromLog, post, registrationOf } from './lib/visitor-posts.mjs';

const REGISTRATIONS = 200;
export async function benchWritePath({ databases }) {
  const rows = [];
  for (const db of databases) {
    // Codes are read from the log, which only development writes mail to (no SMTP here).
    const app = await startApp({
      databaseUrl: db.url,
      logLevel: 'info',
      extraEnv: { NODE_ENV: 'development' },
      // Every mail's line, not the last 64 KiB: 200 mails with their calendar files are more.
      keptOutput: Number.POSITIVE_INFINITY,
    });
    const events = await (await fetch(`${app.url}/api/v1/admin/events/all`)).json();
    const event = events.find((e) => e.isActive);
    const emails = Array.from({ length: REGISTRATIONS }, (_, i) => `bench-${i}@write.example`);
    for (let i = 0; i < emails.length; i += 20) {
      await Promise.all(
        emails
          .slice(i, i + 20)
          .map((email) => post(app.url, `/Events/${event.id}/send-code`, { Email: email })),
      );
    }
    // The server logs asynchronously: wait until every code's mail has reached the log.
    let codes = codesFromLog(app.output());
    for (let i = 0; i < 200 && emails.some((email) => !codes.get(email)); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      codes = codesFromLog(app.output());
    }

    const latencies = [];
    const acknowledged = [];
    const refused = {};
    const started = performance.now();
    await Promise.all(
      emails.map(async (email, i) => {
        const t0 = performance.now();
        const res = await post(
          app.url,
          `/Events/${event.id}/submit`,
          registrationOf(email, codes.get(email), `Bench Registrant ${i}`, i % 2 ? 'Male' : 'Female'),
        );
        latencies.push(performance.now() - t0);
        if (res.status === 200) acknowledged.push((await res.json()).id);
        else {
          const key = `${res.status} ${(await res.json().catch(() => ({}))).message ?? ''}`;
          refused[key] = (refused[key] ?? 0) + 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;

    const login = await fetch(`${app.url}/api/v1/Accounts/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@amanah.example', password: 'bench-admin-password' }),
    });
    const { token } = await login.json();
    const stored = await (
      await fetch(
        `${app.url}/api/v1/admin/events/${event.id}/registrations?pageSize=200&search=write.example`,
        {
          headers: { authorization: `Bearer ${token}` },
        },
      )
    ).json();
    const storedIds = stored.items.map((r) => r.id);
    const storedEmails = new Set(stored.items.map((r) => r.email));
    latencies.sort((a, b) => a - b);
    rows.push({
      database: db.name,
      sent: REGISTRATIONS,
      acknowledged: acknowledged.length,
      stored: stored.total,
      missing: acknowledged.filter((id) => !storedIds.includes(id)).length,
      doubled: stored.total - storedEmails.size,
      perSecond: Math.round(REGISTRATIONS / seconds),
      p50: Math.round(latencies[Math.floor(latencies.length * 0.5)]),
      p99: Math.round(latencies[Math.floor(latencies.length * 0.99)]),
      refused,
    });
    await app.stop();
  }
  return { rows };
}

export const writeVerdicts = (result) =>
  result.rows.map((row) => ({
    name: `${row.database} 200 concurrent registrations`,
    figure: `${row.perSecond}/s, p50 ${row.p50} ms, p99 ${row.p99} ms; ${row.acknowledged} acknowledged, ${row.stored} stored, ${row.missing} lost, ${row.doubled} doubled`,
    budget: 'all 200 acknowledged and stored once',
    ok: row.acknowledged === row.sent && row.stored === row.sent && row.missing === 0 && row.doubled === 0,
  }));
