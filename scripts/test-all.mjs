#!/usr/bin/env node
// `npm test`: every check in one command, each step's outcome collected, and a summary at the end.
// The steps, in order (their ids in brackets):
//   type-check, lint, dependencies declared and used, and the import rules, i.e. `npm run check` [check] →
//   npm audit of the production dependencies, high/critical [audit] →
//   unit and component tests of shared and web, and the server renderer's tests [unit] →
//   API tests on PGlite [api] → the same on PostgreSQL [api-pg] → their runtime-sensitive part under Node 24 [api-node24] →
//   production build [build] → the JS Chromium loads per public page [bundle] → the fleet test, reduced [fleet] →
//   end-to-end in Chromium [e2e]
// Set TEST_ONLY=unit,api (comma-separated step ids) to run a subset while working.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = path.join(root, '.tmp', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const vitest = (id, projects) => [
  'npx',
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, `${id}.json`)}`,
];

/** The server tests that run again under Node 24 (file filters). */
const NODE24_TESTS = [
  'src/lib/',
  'src/plugins/',
  'src/cli/',
  'src/features/media/',
  'src/features/backup/',
  'src/app.test.ts',
  'src/bootstrap.test.ts',
  'src/server.test.ts',
];

const steps = [
  { id: 'check', title: 'Type-check and lint', command: ['npm', 'run', 'check'] },
  { id: 'audit', title: 'npm audit (production, high/critical)', command: ['node', 'scripts/audit.mjs'] },
  {
    id: 'unit',
    title: 'Unit and component tests (shared, web, server rendering)',
    command: vitest('unit', ['shared', 'web', 'web-ssr']),
  },
  { id: 'api', title: 'API tests on PGlite', command: vitest('api', ['server']) },
  {
    id: 'api-pg',
    title: 'API tests on PostgreSQL',
    command: ['node', 'scripts/with-postgres.mjs', ...vitest('api-pg', ['server'])],
  },
  // Under Node 24, the tests of what depends on the runtime (native modules, streams, the
  // process, the database driver, password hashing, media and backups): the rest is
  // plain JavaScript that the two full runs above already cover, and npm test stays within time.
  {
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
  },
  { id: 'build', title: 'Production build', command: ['npm', 'run', 'build'] },
  {
    id: 'bundle',
    title: 'JS Chromium loads per public page (≤ 90 KiB, no staff code)',
    command: ['node', 'bench/browser-js.mjs'],
  },
  {
    id: 'fleet',
    title: 'Fleet: 3 processes behind nginx, one killed (reduced)',
    command: ['node', 'bench/fleet.mjs', '--reduced'],
  },
  {
    id: 'e2e',
    title: 'End-to-end in Chromium',
    command: ['npm', 'test', '-w', 'e2e'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') },
  },
];

const only = process.env.TEST_ONLY?.split(',').map((s) => s.trim());

/**
 * Runs a step, its output passed through and also kept in `.tmp/test-reports/<id>.log`, so that a
 * failure can be explained at the end of the run (CI shows its tail).
 */
function run(step) {
  return new Promise((resolve) => {
    const [cmd, ...args] = step.command;
    const log = createWriteStream(path.join(reports, `${step.id}.log`));
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, ...step.env },
    });
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      from.on('data', (chunk) => {
        to.write(chunk);
        log.write(chunk);
      });
    }
    child.on('close', (code, signal) => log.end(() => resolve(code ?? (signal ? 1 : 0))));
  });
}

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

const results = [];
for (const step of steps) {
  if (only && !only.includes(step.id)) continue;
  console.log(`\n━━━ ${step.title} ━━━ (${step.command.join(' ')})\n`);
  const started = Date.now();
  const code = await run(step);
  results.push({ ...step, code, seconds: (Date.now() - started) / 1000, counts: countsOf(step.id) });
  // The build feeds e2e: without it there is nothing to test.
  if (step.id === 'build' && code !== 0) break;
}

// Columns as wide as their longest entry, plus two spaces.
const pad = (s, n) => String(s).padEnd(n);
const titleWidth = Math.max(...steps.map((s) => s.title.length)) + 2;
const testsWidth = 36;
console.log('\n━━━ Summary ━━━\n');
console.log(`${pad('step', titleWidth)}${pad('result', 8)}${pad('tests', testsWidth)}time`);
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
  console.log(
    `${pad(r.title, titleWidth)}${pad(ok ? 'ok' : 'FAILED', 8)}${pad(tests, testsWidth)}${r.seconds.toFixed(1)} s`,
  );
}
// A failing step without counted tests (type-check, lint, build) still counts as one failure.
const uncountedFailures = results.filter((r) => r.code !== 0 && (!r.counts || r.counts.failed === 0)).length;
failed += uncountedFailures;
for (const r of results) {
  if (r.code !== 0) console.log(`\n━━━ Why "${r.title}" failed (exit ${r.code}) ━━━\n${whyFailed(r.id)}`);
}
console.log(`\n${failedSteps === 0 ? 'All steps passed.' : `${failedSteps} step(s) failed.`}`);
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedSteps === 0 ? 0 : 1);
