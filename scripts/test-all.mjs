#!/usr/bin/env node
// `npm test`: every check in one command, each step's outcome collected, and a summary at the end.
// The steps (their ids in brackets): type-check, lint, dependencies declared and used, and the import
// rules, i.e. `npm run check` [check]; npm audit of the production dependencies, high/critical
// [audit]; unit and component tests of shared and web, and the server renderer's tests [unit]; API
// tests on PGlite [api]; on PostgreSQL with the hand-tuned fast paths off, the part that depends on
// the database engine [api-pg]; production build [build]; the JS Chromium loads per public page
// [bundle]; the fleet test, reduced [fleet]; end-to-end in Chromium [e2e].
// `--full` (`npm run test:full`, what CI runs) adds the long runs (decision 040): the whole API suite
// on PostgreSQL [api-pg-all] and its runtime-sensitive part under Node 24 [api-node24].
// Set TEST_ONLY=unit,api (comma-separated step ids), or name the ids as arguments
// (`node scripts/test-all.mjs check unit api` is `npm run test:quick`), to run a subset; a step
// then waits only for those of its needs that run too. One step at a time by default, the API
// suites on every core; TEST_PARALLEL=1 runs steps side by side where they do not compete (decision 036).
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = path.join(root, '.tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const args = process.argv.slice(2);
const full = args.includes('--full');
// One step at a time unless TEST_PARALLEL=1 (decision 036): side by side on two cores, the
// timing-sensitive tests (e2e's waits, the outage test's close) failed under the other steps' load.
const serial = process.env.TEST_PARALLEL !== '1' || Boolean(process.env.TEST_SERIAL);
const capacity = Math.max(2, availableParallelism());
// Alone on the machine, the API suites run a test file per core (vitest's default leaves one core
// idle for itself); side by side, one. The component tests keep vitest's default: two jsdom
// workers on two cores timed a table's test out (decision 040).
const workers = serial ? capacity : 1;

const vitest = (id, projects, maxWorkers = workers) => [
  'npx',
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  ...(maxWorkers ? [`--maxWorkers=${maxWorkers}`] : []),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, `${id}.json`)}`,
];

/**
 * The server tests that run again under Node 24 (file filters): those of what the runtime itself
 * does, so a newer Node can break it without any of our code changing. The rest (routes,
 * validation, access rules, caches, texts) is plain JavaScript the two full runs already cover, as
 * is the PostgreSQL driver's (its tests run on PostgreSQL only; this run is on PGlite).
 */
const NODE24_TESTS = [
  // Native modules: sharp (image renditions); @node-rs/argon2 (passwords hashed at the first
  // start and by the console commands).
  'src/features/media/',
  'src/bootstrap.test.ts',
  'src/cli/',
  // Streams, zlib and files: compression, backups and restores, the built app's static files,
  // SMTP delivery.
  'src/delivery/compressed.test.ts',
  'src/features/backup/',
  'src/delivery/pages.test.ts',
  'src/plugins/mailer.test.ts',
  // The process: listening, signals and shutdown, nextTick's entry shape, the fast lane's own
  // writes to the socket, the process's metrics; sockets to Redis; crypto of the one-time codes.
  'src/server.test.ts',
  'src/delivery/tick-shape.test.ts',
  // V8's heap growth under a flood (a runtime flag, decision 049).
  'src/junk-memory.test.ts',
  'src/delivery/fast-lane.test.ts',
  'src/plugins/metrics.test.ts',
  'src/plugins/rate-limits-redis.test.ts',
  'src/lib/one-time-codes.test.ts',
  // The whole app built and closed, every plugin registered.
  'src/app.test.ts',
];

/**
 * The server tests that `npm test` runs on PostgreSQL too (file filters): those of what the database
 * engine itself does, where PGlite and PostgreSQL can differ — the driver and its pool, notices and
 * locks across processes, an outage, crashes, concurrent writes that must stay within a limit, and
 * the SQL that searches and filters. `npm run test:full` runs the whole suite there.
 */
const POSTGRES_TESTS = [
  'src/db/',
  'src/database-outage.test.ts',
  'src/lib/advisory-lock.test.ts',
  'src/delivery/plugin.test.ts',
  'src/features/content/publication-fleet.test.ts',
  'src/features/content/staff-list.test.ts',
  'src/features/content/routes.test.ts',
  'src/features/event-forms/',
  'src/features/privacy/',
  'src/chaos.test.ts',
  'src/lib/one-time-codes.test.ts',
];

// `needs`: steps that must have passed first. The build feeds bundle, fleet and e2e; the API tests
// wait for it too because the server reads apps/server/dist and apps/web/dist when they exist, and
// the build empties and rewrites them. `cores`: what the step keeps busy. `alone`: nothing but
// network-bound steps beside it (the fleet test times coherence and answers under its own load).
const steps = [
  { id: 'check', title: 'Type-check and lint', command: ['npm', 'run', 'check'], cores: 1 },
  {
    id: 'audit',
    title: 'npm audit (production, high/critical)',
    command: ['node', 'scripts/audit.mjs'],
    cores: 0,
  },
  {
    id: 'unit',
    title: 'Unit and component tests (shared, web, server rendering)',
    command: vitest('unit', ['shared', 'web', 'web-ssr'], 0),
    cores: 1,
  },
  {
    id: 'api',
    title: 'API tests on PGlite',
    command: vitest('api', ['server']),
    // The search flood's reduced run, still past the store's entry bound; --full asks its 50,000.
    env: full ? {} : { SEARCH_FLOOD_QUERIES: '10500' },
    needs: ['build'],
    cores: 1,
  },
  // The API tests with the server's hand-tuned fast paths off: what they answer must not depend on
  // them. In `npm test` the engine-dependent part (POSTGRES_TESTS), with --full all of them.
  {
    id: full ? 'api-pg-all' : 'api-pg',
    title: `API tests on PostgreSQL, ${full ? '' : 'the engine-dependent part, '}fast paths off`,
    command: [
      'node',
      'scripts/with-postgres.mjs',
      ...vitest(full ? 'api-pg-all' : 'api-pg', ['server']),
      ...(full ? [] : POSTGRES_TESTS),
    ],
    env: { DELIVERY_TUNING: 'off' },
    needs: ['build'],
    cores: 1,
  },
  // Under Node 24, the tests of what depends on the runtime (NODE24_TESTS); with --full.
  full && {
    id: 'api-node24',
    title: 'API tests on PGlite under Node 24 (runtime-sensitive part)',
    command: [
      'npm',
      'exec',
      '--yes',
      '--package=node@24',
      '--',
      'node',
      'node_modules/vitest/vitest.mjs',
      ...vitest('api-node24', ['server']).slice(2),
      ...NODE24_TESTS,
    ],
    needs: ['build'],
    cores: 1,
  },
  { id: 'build', title: 'Production build', command: ['npm', 'run', 'build'], cores: 1 },
  {
    id: 'bundle',
    title: 'JS Chromium loads per public page (≤ 90 KiB, no staff code)',
    command: ['node', 'bench/browser-js.mjs'],
    needs: ['build'],
    cores: 1,
  },
  {
    id: 'e2e',
    title: 'End-to-end in Chromium',
    command: ['npm', 'test', '-w', 'e2e'],
    // One Playwright worker even alone: two (each a server and a Chromium) on two cores timed
    // journeys out (decision 040). E2E_WORKERS=2 opts in on a bigger machine.
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') },
    needs: ['build'],
    cores: 1,
  },
  {
    id: 'fleet',
    title: 'Fleet: 3 processes behind nginx, one killed (reduced)',
    command: ['node', 'bench/fleet.mjs', '--reduced'],
    needs: ['build'],
    alone: true,
  },
].filter(Boolean);
// The order steps start in when several could: the build first (it feeds most), then the longest
// steps, so that the short ones fill in at the end; the fleet last, alone. A step whose needs have
// not finished lets the next ones start (unit runs while the build does).
const startOrder = [
  'audit',
  'build',
  'check',
  'api',
  'api-pg',
  'api-pg-all',
  'e2e',
  'unit',
  'api-node24',
  'bundle',
  'fleet',
];

// Step ids as arguments (`npm run test:quick`) or in TEST_ONLY.
const named = args.filter((arg) => arg !== '--full');
const only = named.length > 0 ? named : process.env.TEST_ONLY?.split(',').map((s) => s.trim());
const unknown = (only ?? []).filter((id) => !steps.some((step) => step.id === id));
if (unknown.length > 0) {
  console.error(`No such step: ${unknown.join(', ')} (steps: ${steps.map((step) => step.id).join(', ')})`);
  process.exit(2);
}
const started = Date.now();
const elapsed = (from = started) => ((Date.now() - from) / 1000).toFixed(1);

/**
 * Runs a step, its output kept in `.tmp/test-reports/<id>.log` (printed whole when it ends, so
 * side-by-side steps never interleave; a failure is explained from it at the end).
 */
function run(step) {
  return new Promise((resolve) => {
    const [cmd, ...args] = step.command;
    const log = createWriteStream(path.join(reports, `${step.id}.log`));
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...step.env },
      // Its own process group, so that an interrupted `npm test` stops the step and its children.
      detached: true,
    });
    children.add(child);
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('error', (error) => log.write(`could not start ${cmd}: ${error.message}\n`));
    child.on('close', (code, signal) => {
      children.delete(child);
      log.end(() => resolve(code ?? (signal ? 1 : 0)));
    });
  });
}

const children = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {}
    }
    process.exit(130);
  });
}

const selected = steps.filter((step) => !only || only.includes(step.id));
const byId = new Map(selected.map((step) => [step.id, step]));
/** id → { code, seconds, startedAt, skipped? } once done. */
const done = new Map();
const running = new Map();
const waiting = startOrder.map((id) => byId.get(id)).filter(Boolean);
const coresOf = (step) => (step.alone ? capacity : step.cores);
const busy = () => [...running.values()].reduce((sum, { step }) => sum + coresOf(step), 0);

/** Starts what can start now; a step whose needs failed is skipped. */
function schedule() {
  for (const step of [...waiting]) {
    const needs = (step.needs ?? []).filter((id) => byId.has(id));
    if (needs.some((id) => done.has(id) && done.get(id).code !== 0)) {
      waiting.splice(waiting.indexOf(step), 1);
      done.set(step.id, { code: 1, seconds: 0, startedAt: 0, skipped: `${needs.join(', ')} failed` });
      console.log(`━━━ skipped: ${step.title} (needs ${needs.join(', ')}) ━━━`);
      continue;
    }
    if (!needs.every((id) => done.has(id))) continue;
    const fits = serial
      ? running.size === 0
      : busy() + coresOf(step) <= capacity &&
        ![...running.values()].some((r) => r.step.alone && step.cores > 0);
    // A ready step that waits for free cores keeps its turn: later steps do not overtake it.
    if (!fits) break;
    waiting.splice(waiting.indexOf(step), 1);
    const startedAt = Date.now();
    console.log(`▶ ${elapsed()} s  ${step.title} (${step.command.join(' ')})`);
    running.set(step.id, {
      step,
      promise: run(step).then((code) => {
        running.delete(step.id);
        const seconds = (Date.now() - startedAt) / 1000;
        done.set(step.id, { code, seconds, startedAt: (startedAt - started) / 1000 });
        const log = readFileSync(path.join(reports, `${step.id}.log`), 'utf8');
        console.log(`\n━━━ ${step.title} ━━━ (${step.command.join(' ')})\n`);
        process.stdout.write(log.endsWith('\n') || log === '' ? log : `${log}\n`);
        console.log(
          `━━━ ${code === 0 ? 'ok' : `FAILED (exit ${code})`}: ${step.title}, ${seconds.toFixed(1)} s ━━━\n`,
        );
      }),
    });
  }
}

// Now and then, what is still running (the logs come when each step ends).
const heartbeat = setInterval(() => {
  const names = [...running.values()].map(({ step }) => step.id).join(', ');
  if (names) console.log(`… ${elapsed()} s, running: ${names}`);
}, 60_000);
heartbeat.unref();

schedule();
while (running.size > 0) {
  await Promise.race([...running.values()].map((r) => r.promise));
  schedule();
}
clearInterval(heartbeat);
const results = selected.map((step) => ({ ...step, ...done.get(step.id), counts: countsOf(step.id) }));

// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes are control characters.
const stripAnsi = (s) => s.replace(/\x1b\[[0-9;]*m/g, '');

/**
 * Why a step failed, in at most 80 lines: its failed test files' messages from its JSON report,
 * then the part of its output from the first error it printed (or its last lines).
 */
function whyFailed(id) {
  const out = [];
  const report = path.join(reports, `${id}.json`);
  if (existsSync(report)) {
    try {
      for (const file of JSON.parse(readFileSync(report, 'utf8')).testResults ?? []) {
        if (file.status === 'failed' && file.message) {
          out.push(`${path.relative(root, file.name)}: ${file.message}`.slice(0, 1500));
        }
      }
    } catch {}
  }
  const logFile = path.join(reports, `${id}.log`);
  const lines = existsSync(logFile) ? stripAnsi(readFileSync(logFile, 'utf8')).split('\n') : [];
  // The most telling place first: an unhandled error, a Playwright failure's own block (`  1) …`),
  // vitest's failed files, then any error line.
  const patterns = [
    /Unhandled (Error|Rejection)|close timed out|exited unexpectedly/,
    /^\s+1\) /,
    /Failed Tests|FAIL /,
    /[Ee]rror[: ]|✘|×/,
  ];
  const first = patterns.map((p) => lines.findIndex((l) => p.test(l))).find((i) => i >= 0) ?? -1;
  out.push(...(first >= 0 ? lines.slice(first, first + 60) : lines.slice(-40)));
  return out.slice(0, 80).join('\n');
}

/** Test counts from a step's JSON report (vitest or Playwright), if it wrote one. */
function countsOf(id) {
  const file = path.join(reports, `${id}.json`);
  if (!existsSync(file)) return undefined;
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    if (report.stats && 'expected' in report.stats) {
      const { expected, unexpected, flaky, skipped } = report.stats;
      return { passed: expected + flaky, failed: unexpected, skipped };
    }
    return {
      passed: report.numPassedTests ?? 0,
      failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0),
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    };
  } catch {
    return undefined;
  }
}

// Columns as wide as their longest entry, plus two spaces.
const pad = (s, n) => String(s).padEnd(n);
const titleWidth = Math.max(...steps.map((s) => s.title.length)) + 2;
const testsWidth = 36;
const clock = (seconds) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;
console.log('\n━━━ Summary ━━━\n');
console.log(`${pad('step', titleWidth)}${pad('result', 9)}${pad('tests', testsWidth)}${pad('start', 8)}time`);
let passed = 0;
let failed = 0;
let skipped = 0;
let failedSteps = 0;
for (const r of results) {
  const ok = r.code === 0;
  if (!ok) failedSteps++;
  const c = r.counts;
  if (c) {
    passed += c.passed;
    failed += c.failed;
    skipped += c.skipped;
  }
  const tests = c ? `${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}` : '';
  const result = r.skipped ? 'skipped' : ok ? 'ok' : 'FAILED';
  const when = r.skipped ? '' : `+${clock(r.startedAt)}`;
  const time = r.skipped ? `(${r.skipped})` : `${r.seconds.toFixed(1)} s`;
  console.log(`${pad(r.title, titleWidth)}${pad(result, 9)}${pad(tests, testsWidth)}${pad(when, 8)}${time}`);
}
console.log(
  `\nWall time: ${clock(Number(elapsed()))} (${elapsed()} s), ${serial ? 'one step at a time' : 'steps side by side'} on ${capacity} cores${full ? ', with the long runs' : ''}.`,
);
// A failing step without counted tests (type-check, lint, build) still counts as one failure.
const uncountedFailures = results.filter(
  (r) => r.code !== 0 && !r.skipped && (!r.counts || r.counts.failed === 0),
).length;
failed += uncountedFailures;
for (const r of results) {
  if (r.code !== 0 && !r.skipped)
    console.log(`\n━━━ Why "${r.title}" failed (exit ${r.code}) ━━━\n${whyFailed(r.id)}`);
}
console.log(`\n${failedSteps === 0 ? 'All steps passed.' : `${failedSteps} step(s) failed.`}`);
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedSteps === 0 ? 0 : 1);
