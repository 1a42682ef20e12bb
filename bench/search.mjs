/**
 * Site search under load (docs/decisions/037-site-search.md, 048): with BENCH_SEARCH_NEWS news items
 * (10,000) and BENCH_SEARCH_EVENTS events (1,000), each in English and Arabic, 20 searchers ask
 * queries in both languages (some repeated, most new) for BENCH_SECONDS × 2 seconds, with a
 * browser's Accept-Encoding, on each database; p50, p95 and p99 of the answers, every one a 200.
 * Seeded through the staff API, as editors write.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApp } from './lib/servers.mjs';

const NEWS = Number(process.env.BENCH_SEARCH_NEWS ?? 10_000);
const EVENTS = Number(process.env.BENCH_SEARCH_EVENTS ?? 1_000);
const SEARCHERS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 2) * 2;
const SEED_AT_ONCE = 8;
const BROWSER_CODINGS = 'gzip, deflate, br, zstd';

const EN_WORDS = [
  'vaccination',
  'clinic',
  'hospital',
  'cardiology',
  'nursing',
  'research',
  'children',
  'cancer',
  'diabetes',
  'training',
  'surgery',
  'emergency',
  'pharmacy',
  'radiology',
  'safety',
  'patients',
  'heart',
  'kidney',
  'blood',
  'donation',
  'screening',
  'maternity',
  'dental',
  'eye',
];
const AR_WORDS = [
  'التطعيم',
  'عيادة',
  'المستشفى',
  'القلب',
  'التمريض',
  'البحث',
  'الأطفال',
  'السرطان',
  'السكري',
  'التدريب',
  'الجراحة',
  'الطوارئ',
  'الصيدلية',
  'الأشعة',
  'السلامة',
  'المرضى',
  'الكلى',
  'الدم',
  'التبرع',
  'الفحص',
  'الولادة',
  'الأسنان',
  'العيون',
  'إدارة',
];
const pick = (list, n) => list[n % list.length];
const sentence = (list, n, length) => Array.from({ length }, (_, i) => pick(list, n * 7 + i * 3)).join(' ');

async function seed(base, token) {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const post = async (path, body) => {
    const res = await fetch(`${base}/api/v1/admin${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    if (res.status !== 201) throw new Error(`seeding ${path}: ${res.status} ${await res.text()}`);
  };
  const day = (n) => new Date(Date.now() + ((n % 400) - 200) * 86_400_000).toISOString().slice(0, 10);
  const jobs = [
    ...Array.from(
      { length: NEWS },
      (_, n) => () =>
        post('/news', {
          name: `${sentence(EN_WORDS, n, 4)} ${n}`,
          description: `${sentence(EN_WORDS, n + 1, 40)}.`,
          translations: {
            ar: {
              name: `${sentence(AR_WORDS, n, 4)} ${n}`,
              description: `${sentence(AR_WORDS, n + 1, 40)}.`,
            },
          },
        }),
    ),
    ...Array.from(
      { length: EVENTS },
      (_, n) => () =>
        post('/events', {
          eventName: `${sentence(EN_WORDS, n + 3, 3)} day ${n}`,
          date: day(n),
          location: 'Main hall',
          time: '09:00 – 16:00',
          description: `${sentence(EN_WORDS, n + 5, 30)}.`,
          isActive: true,
          translations: {
            ar: {
              eventName: `يوم ${sentence(AR_WORDS, n + 3, 3)} ${n}`,
              location: 'القاعة الرئيسية',
              description: `${sentence(AR_WORDS, n + 5, 30)}.`,
            },
          },
        }),
    ),
  ];
  const started = performance.now();
  for (let i = 0; i < jobs.length; i += SEED_AT_ONCE)
    await Promise.all(jobs.slice(i, i + SEED_AT_ONCE).map((job) => job()));
  return (performance.now() - started) / 1000;
}

/**
 * The n-th query: one or two words, English or Arabic, sometimes a later page or one kind; some
 * repeat (answered from the kept answers, as popular searches are), most are new to the server.
 */
function query(n) {
  const arabic = n % 2 === 1;
  const words = arabic ? AR_WORDS : EN_WORDS;
  const q = n % 3 === 0 ? `${pick(words, n)} ${pick(words, Math.floor(n / 24) + 1)}` : pick(words, n);
  const params = new URLSearchParams({ q });
  if (arabic) params.set('lang', 'ar');
  if (n % 5 === 0) params.set('page', String(2 + (n % 3)));
  if (n % 7 === 0) params.set('type', 'events');
  return `/api/v1/admin/search?${params}`;
}

async function load(base) {
  const latencies = [];
  const statuses = {};
  let next = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: SEARCHERS }, async () => {
      while (performance.now() < until) {
        const url = query(next++);
        const t0 = performance.now();
        // As a browser asks (Chromium's codings): a new answer is compressed before it is sent.
        const res = await fetch(`${base}${url}`, { headers: { 'accept-encoding': BROWSER_CODINGS } });
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (p) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] * 10) / 10;
  // How many of the queries were different (each new one misses the kept answers).
  const distinct = new Set(Array.from({ length: next }, (_, n) => query(n))).size;
  return { requests: latencies.length, distinct, p50: at(0.5), p95: at(0.95), p99: at(0.99), statuses };
}

/**
 * Each database seeded once, then searched by the server as it ships (the index's copy in the
 * process) and, on the same data in the same run, with DELIVERY_TUNING=off (every search in SQL):
 * the measurement decision 048 keeps the copy on.
 */
export async function benchSearch({ databases }) {
  const rows = [];
  for (const db of databases) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'authority-bench-search-'));
    let seedSeconds;
    for (const tuning of ['on', 'off']) {
      const app = await startApp({
        dataDir,
        databaseUrl: db.url,
        extraEnv: { STAFF_WRITES_PER_MINUTE: '100000000', DELIVERY_TUNING: tuning },
      });
      try {
        if (seedSeconds === undefined) {
          const login = await fetch(`${app.url}/api/v1/Accounts/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'bench@amanah.example', password: 'bench-admin-password' }),
          });
          const { token } = await login.json();
          seedSeconds = await seed(app.url, token);
        }
        // One pass first: the server's code and the database's caches warm, as a running site's are.
        for (let n = 0; n < 40; n++) await (await fetch(`${app.url}${query(100_000 + n)}`)).arrayBuffer();
        const figures = await load(app.url);
        rows.push({
          database: db.name,
          mode: tuning === 'on' ? 'as shipped (in-process copy)' : 'DELIVERY_TUNING=off (SQL)',
          shipped: tuning === 'on',
          news: NEWS,
          events: EVENTS,
          searchers: SEARCHERS,
          seconds: SECONDS,
          seedSeconds: Math.round(seedSeconds),
          ...figures,
        });
        console.log(`${db.name}: ${JSON.stringify(rows.at(-1))}`);
      } finally {
        await app.stop();
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { rows };
}

// The budget is the shipped server's; the SQL run is its yardstick (decision 048).
export const searchVerdicts = (result) =>
  result.rows
    .filter((row) => row.shipped !== false)
    .map((row) => ({
      name: `${row.database} search, ${row.searchers} searchers over ${row.news} news and ${row.events} events`,
      figure: `p50 ${row.p50} ms, p95 ${row.p95} ms, p99 ${row.p99} ms; ${row.requests} answers (${row.distinct} queries), statuses ${JSON.stringify(row.statuses)}`,
      budget: 'p95 ≤ 50 ms, p99 ≤ 100 ms, every answer 200',
      ok: row.p95 <= 50 && row.p99 <= 100 && Object.keys(row.statuses).every((status) => status === '200'),
    }));
