#!/usr/bin/env node
// `npm run test:fleet` (and, reduced, a step of `npm test`): 3 built server processes behind nginx
// (deploy/nginx.conf) on PostgreSQL, Redis, s3rver and a test SMTP server, all on loopback and
// started and stopped here. Checks, each failing the run when it does not hold:
//   coherence across processes (news, sign-out, images), limits across the fleet (21st sign-in,
//   code cooldown), Redis down and back, mixed load with one process killed (-9) and restarted
//   (no public GET sees a 5xx, every write answered with success stored exactly once, the failed
//   writes only those in flight on the killed process), outbox mail delivered once with a slow
//   SMTP server; then read throughput through nginx with 1, 2 and 3 processes beside hello-world.
// Figures are printed and written to bench/results/fleet.json (.tmp/fleet-reduced.json when reduced).
//   node bench/fleet.mjs [--reduced]
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { mixedLoad, multipart, uniquePng } from './lib/fleet-load.mjs';
import {
  startNginx,
  startPostgres,
  startRedis,
  startS3,
  startServer,
  startSmtp,
} from './lib/fleet-services.mjs';
import { freePort, ROOT, startHello } from './lib/servers.mjs';

const reduced = process.argv.includes('--reduced');
const PLAN = reduced
  ? { loadSeconds: 14, killAt: 5, restartAt: 8, workers: 12, benchSeconds: 2, jobMails: 24 }
  : { loadSeconds: 36, killAt: 12, restartAt: 22, workers: 24, benchSeconds: 10, jobMails: 60 };
const API = '/api/v1/admin';
const ACCOUNTS = '/api/v1/Accounts';
const ADMIN = { email: 'fleet-admin@amanah.example', password: 'fleet-admin-password' };
const BUCKET = 'authority-fleet';
const startedAt = Date.now();
const failures = [];
const figures = {};

const log = (...args) => console.log(`[fleet ${((Date.now() - startedAt) / 1000).toFixed(1)}s]`, ...args);
function check(condition, what, detail) {
  if (condition) log(`ok   ${what}`);
  else {
    failures.push(what);
    log(`FAIL ${what}`, detail === undefined ? '' : JSON.stringify(detail).slice(0, 2000));
  }
}
const until = async (what, test, timeoutMs) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await test().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

const workDir = mkdtempSync(path.join(tmpdir(), 'fleet-'));
const cleanups = [];
const cleanUp = async () => {
  for (const stop of cleanups.reverse()) await stop().catch((e) => console.error('cleanup:', e.message));
};
// Bounded whatever happens: a stuck step must not hold `npm test`.
const hardLimit = setTimeout(
  () => {
    console.error('fleet test: over its time limit; stopping everything');
    cleanUp().finally(() => process.exit(1));
  },
  reduced ? 170_000 : 600_000,
);
hardLimit.unref();

async function main() {
  log(`${reduced ? 'reduced' : 'full'} run on ${cpus().length} cores; work in ${workDir}`);
  const [postgres, redis, s3, smtp] = await Promise.all([
    startPostgres(),
    startRedis(),
    startS3(BUCKET),
    startSmtp(),
  ]);
  cleanups.push(
    async () => postgres.stop(),
    () => redis.close(),
    () => s3.stop(),
    () => smtp.stop(),
  );
  const db = new pg.Pool({ connectionString: postgres.url, max: 4 });
  cleanups.push(() => db.end());

  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    SMTP_URL: smtp.url,
    JWT_SECRET: 'fleet-test-secret-shared-by-every-process-0123456789',
    // The load comes from loopback through nginx on loopback: trusting loopback lets each
    // request name its visitor in X-Forwarded-For, as many real visitors would be.
    TRUST_PROXY: 'loopback',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    CONTACT_TO: 'desk@amanah.example',
    STAFF_WRITES_PER_MINUTE: '1000',
  };
  const ports = await Promise.all([freePort(), freePort(), freePort()]);
  const servers = await Promise.all(ports.map((port) => startServer({ port, env, logDir: workDir })));
  cleanups.push(async () => Promise.all(servers.map((s) => s.stop())));
  log('3 server processes ready on', ports.join(', '));
  const nginxPort = await freePort();
  const distDir = path.join(ROOT, 'apps/web/dist');
  let nginx = await startNginx({ port: nginxPort, upstreams: ports, distDir });
  cleanups.push(() => nginx.stop());
  const base = nginx.url;

  const post = (url, body, headers = {}) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const signIn = async (url, client = '192.0.2.10') => {
    const res = await post(`${url}${ACCOUNTS}/login`, ADMIN, { 'x-forwarded-for': client });
    if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
    return (await res.json()).token;
  };
  const bearer = (token) => ({ authorization: `Bearer ${token}` });
  const rows = async (text, values = []) => (await db.query(text, values)).rows;

  // ── Coherence ───────────────────────────────────────────────────────────────────────────────
  const [a, b, c] = servers;
  const tokenA = await signIn(a.url);
  const title = `Fleet news ${randomUUID()}`;
  const created = await post(
    `${a.url}${API}/news`,
    { name: title, description: 'Coherence.' },
    bearer(tokenA),
  );
  check(
    created.status === 200 || created.status === 201,
    'news item created through process A',
    created.status,
  );
  const createdAt = Date.now();
  const seenIn = async (server) => {
    await until(
      `news in ${server.port}`,
      async () => (await (await fetch(`${server.url}${API}/news`)).text()).includes(title),
      5_000,
    );
    return Date.now() - createdAt;
  };
  const [lagB, lagC] = await Promise.all([seenIn(b), seenIn(c)]);
  figures.coherenceMs = Math.max(lagB, lagC);
  check(figures.coherenceMs <= 1_000, 'the new item is in the public lists of B and C within 1 s', {
    lagB,
    lagC,
  });

  const tokenOut = await signIn(b.url, '192.0.2.11');
  const me = (server, token) => fetch(`${server.url}${ACCOUNTS}/me`, { headers: bearer(token) });
  check((await me(c, tokenOut)).status === 200, 'a session made on B opens C');
  const out = await fetch(`${b.url}${ACCOUNTS}/logout`, { method: 'POST', headers: bearer(tokenOut) });
  check(out.status === 200, 'signed out on B', out.status);
  const after = await Promise.all([a, c].map((server) => me(server, tokenOut)));
  check(
    after.every((res) => res.status === 401),
    'the signed-out token is refused at once by A and C',
    after.map((res) => res.status),
  );

  const image = multipart(uniquePng(424242));
  const uploaded = await fetch(`${a.url}${API}/media`, {
    method: 'POST',
    headers: { 'content-type': image.contentType, ...bearer(tokenA) },
    body: image.body,
  });
  const stored = uploaded.status === 201 ? await uploaded.json() : undefined;
  check(stored !== undefined, 'image uploaded through A', uploaded.status);
  if (stored) {
    const served = await Promise.all(
      [b, c].map(async (server) => {
        const res = await fetch(`${server.url}${stored.path}`);
        return {
          status: res.status,
          cache: res.headers.get('cache-control'),
          bytes: (await res.arrayBuffer()).byteLength,
        };
      }),
    );
    check(
      served.every(
        (s) => s.status === 200 && s.bytes > 0 && s.cache === 'public, max-age=31536000, immutable',
      ),
      'B and C serve the image A stored, immutable',
      served,
    );
    const viaNginx = await fetch(`${base}${stored.path}`);
    await viaNginx.arrayBuffer();
    const again = await fetch(`${base}${stored.path}`);
    await again.arrayBuffer();
    check(
      again.headers.get('x-cache') === 'HIT',
      'nginx keeps the image: the second request is a cache hit',
      again.headers.get('x-cache'),
    );
  }

  // nginx's own rules from deploy/nginx.conf: built assets from disk, immutable; no /metrics.
  const asset = readdirSync(path.join(distDir, 'assets')).find((name) => name.endsWith('.js'));
  const assetRes = await fetch(`${base}/assets/${asset}`);
  await assetRes.arrayBuffer();
  check(
    assetRes.status === 200 &&
      assetRes.headers.get('cache-control') === 'public, max-age=31536000, immutable',
    'nginx serves /assets from the build, immutable',
    [assetRes.status, assetRes.headers.get('cache-control')],
  );
  const metricsRes = await fetch(`${base}/metrics`);
  await metricsRes.arrayBuffer();
  const metricsDirect = await fetch(`${a.url}/metrics`);
  const metricsText = await metricsDirect.text();
  check(
    metricsRes.status === 404 && metricsDirect.status === 200 && metricsText.includes('http_requests_total'),
    '/metrics: 404 through nginx, answered to loopback by a process',
    [metricsRes.status, metricsDirect.status],
  );

  // ── Limits across the fleet ─────────────────────────────────────────────────────────────────
  const client = '198.51.100.21';
  const attempts = [];
  for (let i = 0; i < 20; i++) {
    const server = servers[i % 3];
    const res = await post(
      `${server.url}${ACCOUNTS}/login`,
      { email: `nobody${i}@amanah.example`, password: 'wrong-password' },
      { 'x-forwarded-for': client },
    );
    attempts.push(res.status);
  }
  check(
    attempts.every((status) => status === 400),
    '20 sign-in attempts in a minute, spread over 3 processes, are heard',
    attempts,
  );
  const beyond = [];
  for (const server of servers) {
    const res = await post(
      `${server.url}${ACCOUNTS}/login`,
      { email: 'nobody@amanah.example', password: 'wrong-password' },
      { 'x-forwarded-for': client },
    );
    beyond.push(res.status);
  }
  check(
    beyond.every((s) => s === 429),
    'the 21st (and every later) attempt is refused, whichever process gets it',
    beyond,
  );

  const events = await (await fetch(`${base}${API}/Events/all`)).json();
  const event = (Array.isArray(events) ? events : (events.items ?? [])).find((e) => e.isActive ?? e.IsActive);
  if (!event) throw new Error(`no open event among ${JSON.stringify(events).slice(0, 300)}`);
  const eventId = event.id ?? event.Id;
  const cooled = `fleet-cooldown-${randomUUID().slice(0, 8)}@example.org`;
  const firstCode = await post(
    `${a.url}${API}/Events/${eventId}/send-code`,
    { Email: cooled },
    { 'x-forwarded-for': '198.51.100.31' },
  );
  const again = await Promise.all(
    [b, c].map((server) =>
      post(
        `${server.url}${API}/Events/${eventId}/send-code`,
        { Email: cooled },
        { 'x-forwarded-for': '198.51.100.32' },
      ),
    ),
  );
  check(
    firstCode.status === 200 && again.every((res) => res.status === 429),
    'a code sent by A: asking again through B or C within 120 s is refused',
    [firstCode.status, ...again.map((res) => res.status)],
  );
  check(smtp.to(cooled).length === 1, 'and only one code mail went out', smtp.to(cooled).length);

  // ── Redis down: sign-in closed, reads open, said on /readyz; back by itself ─────────────────
  await redis.stop();
  const closed = await until(
    'sign-in refused without Redis',
    async () => {
      const res = await post(`${base}${ACCOUNTS}/login`, ADMIN, { 'x-forwarded-for': '192.0.2.50' });
      return res.status === 503 ? res : undefined;
    },
    10_000,
  );
  check((await closed.json()).message !== undefined, 'Redis down: sign-in answers 503 with a message');
  const readWithout = await fetch(`${base}${API}/news`);
  check(readWithout.status === 200, 'Redis down: public reads still answer 200', readWithout.status);
  const readiness = await (await fetch(`${a.url}/readyz`)).json();
  check(
    readiness.status === 'degraded' && readiness.rateLimits === 'unavailable',
    'Redis down: /readyz says degraded',
    readiness,
  );
  // The log is written in batches, at least once a second (app.ts, LOG_FLUSH_MS): the line can
  // reach the file up to a second after the answers above.
  const logged = await until(
    'the process logs that Redis is down',
    async () => /Redis (lost|does not answer)/.test(a.log()),
    3_000,
  ).then(
    () => true,
    () => false,
  );
  check(logged, 'Redis down: the process logged it', undefined);
  await redis.start();
  await until(
    'sign-in back with Redis',
    async () =>
      (await post(`${base}${ACCOUNTS}/login`, ADMIN, { 'x-forwarded-for': '192.0.2.51' })).status === 200,
    15_000,
  );
  check(true, 'Redis back: sign-in works again without a restart');

  // ── Mixed load, kill -9 one process, start it again ─────────────────────────────────────────
  const token = await signIn(base, '192.0.2.60');
  const runId = randomUUID().slice(0, 8);
  const victim = servers[1];
  let killedAt = 0;
  let restartedAt = 0;
  const chaos = (async () => {
    await new Promise((r) => setTimeout(r, PLAN.killAt * 1000));
    killedAt = Date.now();
    await victim.kill9();
    log(`killed -9 the process on ${victim.port}`);
    await new Promise((r) => setTimeout(r, (PLAN.restartAt - PLAN.killAt) * 1000));
    servers[1] = await startServer({ port: victim.port, env, logDir: workDir });
    restartedAt = Date.now();
    log(`started it again on ${victim.port}`);
  })();
  log(`mixed load for ${PLAN.loadSeconds} s with ${PLAN.workers} workers`);
  const records = await mixedLoad({
    base,
    seconds: PLAN.loadSeconds,
    workers: PLAN.workers,
    token,
    eventId,
    smtp,
    runId,
  });
  await chaos;
  const reads = records.filter((r) => !r.write);
  const writes = records.filter((r) => r.write);
  const byKind = {};
  for (const r of records) {
    byKind[r.kind] ??= { total: 0, statuses: {} };
    byKind[r.kind].total++;
    const key = r.error ?? String(r.status);
    byKind[r.kind].statuses[key] = (byKind[r.kind].statuses[key] ?? 0) + 1;
  }
  log('load:', JSON.stringify(byKind));
  const readErrors = reads.filter((r) => r.status >= 500);
  check(readErrors.length === 0, `no public GET saw a 5xx (${reads.length} reads)`, readErrors.slice(0, 5));
  check(
    records.some((r) => r.kind === 'revalidate' && r.status === 304),
    '304 revalidations happened',
  );

  // Failed writes: each must be a request nginx had passed to the killed process (its access log
  // names the upstream), started before the kill and answered 502.
  await new Promise((r) => setTimeout(r, 1_200)); // nginx's access log buffer flushes every second
  const nginxLines = new Map();
  for (const line of nginx.accessLog().split('\n')) {
    const rid = line.match(/rid=(\S+)/)?.[1];
    if (rid && rid !== '-') nginxLines.set(rid, line);
  }
  const failedWrites = writes.filter((r) => r.error || r.status >= 500);
  const explained = failedWrites.filter((r) => {
    const line = nginxLines.get(r.rid) ?? '';
    return (
      // Passed to the killed process (its only upstream), which died with it: sent just before
      // or as the kill landed, before nginx had seen the process fail.
      r.status === 502 &&
      / upstream=127\.0\.0\.1:(\d+) /.exec(line)?.[1] === String(victim.port) &&
      r.end >= killedAt &&
      r.start <= killedAt + 1_000
    );
  });
  // A GET can break only one way nginx cannot retry: the killed process had already sent the
  // headers (200) and died in the body. Each must be that: answered by the victim at the kill.
  const brokenReads = reads.filter((r) => r.error);
  const brokenExplained = brokenReads.filter((r) => {
    const line = nginxLines.get(r.rid) ?? '';
    return (
      / upstream=127\.0\.0\.1:(\d+) /.exec(line)?.[1] === String(victim.port) &&
      r.end >= killedAt &&
      r.start <= killedAt + 1_000
    );
  });
  check(
    brokenExplained.length === brokenReads.length,
    `every public GET cut short (${brokenReads.length}) was mid-answer from the killed process`,
    brokenReads
      .filter((r) => !brokenExplained.includes(r))
      .map((r) => ({ ...r, nginx: nginxLines.get(r.rid) })),
  );
  figures.failedDuringKill = {
    writes: failedWrites.length,
    writesInFlightOnKilled: explained.length,
    reads5xx: readErrors.length,
    readsCutShortMidAnswerByTheKill: brokenReads.length,
  };
  check(
    explained.length === failedWrites.length,
    `every failed write (${failedWrites.length}) was in flight on the killed process`,
    failedWrites
      .filter((r) => !explained.includes(r))
      .map((r) => ({ ...r, nginx: nginxLines.get(r.rid) }))
      .slice(0, 5),
  );

  const okContacts = writes.filter((r) => r.kind === 'contact' && r.status === 200).map((r) => r.marker);
  const contactRows = await rows(
    `select message, count(*)::int as n from contact_inquiries where message like $1 group by message`,
    [`fleet-${runId}-%`],
  );
  const contactCount = new Map(contactRows.map((row) => [row.message, row.n]));
  check(
    okContacts.length > 0 &&
      okContacts.every((m) => contactCount.get(m) === 1) &&
      contactRows.every((row) => row.n === 1),
    `every contact inquiry answered 200 is stored exactly once (${okContacts.length})`,
    contactRows.filter((row) => row.n !== 1),
  );
  const okRegistrations = writes
    .filter((r) => r.kind === 'register' && r.status === 200)
    .map((r) => r.marker);
  const registrationRows = await rows(
    `select email, count(*)::int as n from event_registrations where email like $1 group by email`,
    [`fleet-${runId}-%`],
  );
  const registrationCount = new Map(registrationRows.map((row) => [row.email, row.n]));
  check(
    okRegistrations.length > 0 &&
      okRegistrations.every((m) => registrationCount.get(m) === 1) &&
      registrationRows.every((row) => row.n === 1),
    `every event registration answered 200 is stored exactly once (${okRegistrations.length})`,
    registrationRows.filter((row) => row.n !== 1),
  );
  const okUploads = writes.filter((r) => r.kind === 'upload' && r.status === 201).map((r) => r.marker);
  const mediaRows = await rows(`select path from media where path = any($1)`, [okUploads]);
  check(
    okUploads.length > 0 && mediaRows.length === new Set(okUploads).size,
    `every image upload answered 201 is stored (${okUploads.length})`,
    { okUploads: okUploads.length, rows: mediaRows.length },
  );
  const lastUpload = okUploads[okUploads.length - 1];
  if (lastUpload) {
    const fromRestarted = await fetch(`${servers[1].url}${lastUpload}`);
    check(
      fromRestarted.status === 200,
      'the restarted process serves an image uploaded during the load',
      fromRestarted.status,
    );
  }
  figures.load = {
    seconds: PLAN.loadSeconds,
    workers: PLAN.workers,
    requests: records.length,
    reads: reads.length,
    writes: writes.length,
    killedAfterSeconds: PLAN.killAt,
    restartedAfterSeconds: Math.round((restartedAt - killedAt) / 100) / 10 + PLAN.killAt,
    byKind,
  };

  // ── Jobs once: outbox mail with a slow SMTP server and 3 processes polling ────────────────
  // First the load's own mail: each process delivers one mail at a time, a connection each
  // (~0.1 s on this machine), so the inquiries of the load wait a little. Mails leased by the
  // killed process come back after their lease (60 s) and are not waited for.
  const backlogStarted = Date.now();
  const due = async () =>
    (
      await rows(
        `select count(*)::int as n from mail_outbox where status = 'pending' and next_attempt_at <= now()`,
      )
    )[0].n;
  await until('the load’s mail delivered', async () => (await due()) === 0, 120_000);
  figures.loadMailDrainMs = Date.now() - backlogStarted;
  log(`the load's mail delivered ${figures.loadMailDrainMs} ms after the load`);
  smtp.delayMs = 150;
  const jobsRun = randomUUID().slice(0, 8);
  const jobMarkers = [];
  for (let i = 0; i < PLAN.jobMails; i++) {
    const marker = `fleet-jobs-${jobsRun}-${i}-end`;
    jobMarkers.push(marker);
    const res = await post(
      `${servers[i % 3].url}${API}/email/send`,
      {
        name: 'Fleet Visitor',
        email: 'visitor@example.org',
        subject: 'Jobs once',
        department: 'General Inquiry',
        message: marker,
        submittedAt: new Date().toISOString(),
      },
      { 'x-forwarded-for': `198.51.100.${100 + (i % 100)}` },
    );
    if (res.status !== 200) throw new Error(`contact for the jobs check answered ${res.status}`);
  }
  const delivered = (marker) => smtp.messages.filter((m) => m.text.includes(marker)).length;
  const drainStarted = Date.now();
  await until(
    'every jobs-check mail delivered',
    async () => jobMarkers.every((m) => delivered(m) >= 1),
    60_000,
  );
  const drainMs = Date.now() - drainStarted;
  // A second mail would come from another process's poll (every 5 s): wait one more round.
  await new Promise((r) => setTimeout(r, 5_500));
  const counts = jobMarkers.map(delivered);
  const outbox = await rows(
    `select status, count(*)::int as n from mail_outbox where kind = 'contact-inquiry' and created_at >= $1 group by status`,
    [new Date(drainStarted - 60_000)],
  );
  check(
    counts.every((n) => n === 1),
    `each of ${PLAN.jobMails} outbox mails delivered exactly once with a slow SMTP server`,
    counts,
  );
  const deliveryFailures = servers
    .flatMap((server) => server.log().split('\n'))
    .filter((line) => line.includes('mail delivery failed'));
  if (deliveryFailures.length > 0)
    log('mail delivery failures in the logs:', deliveryFailures.slice(0, 3).join('\n'));
  figures.jobs = {
    mails: PLAN.jobMails,
    smtpDelayMs: smtp.delayMs,
    drainMs,
    outbox,
    deliveryFailures: deliveryFailures.length,
  };
  smtp.delayMs = 0;

  // ── Throughput through nginx with 1, 2 and 3 processes, beside hello-world ─────────────────
  const { default: autocannon } = await import('autocannon');
  const measure = async (url, headers = {}) => {
    await autocannon({ url, connections: 32, duration: 1, headers });
    const r = await autocannon({ url, connections: 32, duration: PLAN.benchSeconds, headers });
    return {
      reqPerSec: Math.round(r.requests.average),
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
    };
  };
  const readPath = `${API}/news`;
  figures.throughput = {};
  if (reduced) {
    // npm test keeps to its budget: one short measurement of the whole fleet; the full run
    // (npm run test:fleet) measures 1, 2 and 3 processes and hello-world.
    figures.throughput['3'] = await measure(`${nginx.url}${readPath}`);
    log('read throughput through nginx, 3 processes:', JSON.stringify(figures.throughput['3']));
    return;
  }
  for (const n of [1, 2, 3]) {
    await nginx.stop();
    nginx = await startNginx({ port: nginxPort, upstreams: ports.slice(0, n), distDir });
    figures.throughput[`${n}`] = await measure(`${nginx.url}${readPath}`);
    log(`read throughput through nginx, ${n} process(es):`, JSON.stringify(figures.throughput[`${n}`]));
  }
  const direct = await measure(`${servers[0].url}${readPath}`);
  figures.throughput.directOneProcess = direct;
  const hello = await startHello();
  cleanups.push(() => hello.stop());
  figures.throughput.helloWorld = await measure(hello.url);
  await nginx.stop();
  nginx = await startNginx({ port: nginxPort, upstreams: [hello.port], distDir });
  figures.throughput.helloWorldThroughNginx = await measure(`${nginx.url}/`);
  log('hello-world direct:', JSON.stringify(figures.throughput.helloWorld));
  log('hello-world through nginx:', JSON.stringify(figures.throughput.helloWorldThroughNginx));
  log('one process direct:', JSON.stringify(direct));
}

let crashed;
// Whatever throws outside main's own awaits (a socket of a service, say) still stops everything
// this test started before the process ends.
process.on('uncaughtException', (error) => {
  console.error('fleet test: uncaught', error);
  cleanUp().finally(() => process.exit(1));
});
try {
  await main();
} catch (error) {
  crashed = error;
  failures.push(`crashed: ${error.message}`);
  console.error(error);
} finally {
  await cleanUp();
  rmSync(workDir, { recursive: true, force: true });
}
const seconds = Math.round((Date.now() - startedAt) / 100) / 10;
const result = {
  measuredAt: new Date().toISOString(),
  run: reduced ? 'reduced' : 'full',
  cores: cpus().length,
  seconds,
  passed: failures.length === 0,
  failures,
  ...figures,
};
// The full run's figures are the ones kept (bench/results); the reduced run's go to .tmp/.
const results = reduced
  ? path.join(ROOT, '.tmp')
  : path.join(fileURLToPath(new URL('.', import.meta.url)), 'results');
mkdirSync(results, { recursive: true });
writeFileSync(
  path.join(results, reduced ? 'fleet-reduced.json' : 'fleet.json'),
  `${JSON.stringify(result, null, 2)}\n`,
);
log(`${failures.length === 0 ? 'PASSED' : `FAILED: ${failures.join('; ')}`} in ${seconds} s`);
process.exit(failures.length === 0 && !crashed ? 0 : 1);
