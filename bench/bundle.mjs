#!/usr/bin/env node
// The bundle budget (bench/README.md): first-load JS of `/` ≤ 120 KiB gzip, no dashboard code in it.
// Reads the Vite manifest of apps/web/dist, follows the entry's static imports (what the browser
// must load before the page runs), gzips each file, and fails when over budget. Runs in npm test.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_KIB = 120;
export const AIM_KIB = 90;
/** Sources that belong to staff screens and must never load with a public page. */
const STAFF_SOURCES =
  /src\/(app\/routes\/dashboard|features\/(auth|users|content-admin|submissions|inquiries|privacy|settings|media|rich-text)|lib\/staff-ui)\//;

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, 'apps/web/dist');

export function measureBundle() {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: build the web app first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('no entry in the Vite manifest');

  const firstLoad = new Set();
  const visit = (key) => {
    if (firstLoad.has(key)) return;
    firstLoad.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  visit(entryKey);

  const files = [...firstLoad].map((key) => {
    const { file, src } = manifest[key];
    const bytes = readFileSync(path.join(dist, file));
    return { file, src: src ?? key, bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  const staffInFirstLoad = files.filter((f) => STAFF_SOURCES.test(f.src));
  const staffChunks = Object.values(manifest)
    .filter((chunk) => chunk.src && STAFF_SOURCES.test(chunk.src))
    .map((chunk) => chunk.file);
  const gzipKiB = files.reduce((sum, f) => sum + f.gzip, 0) / 1024;
  return { files, gzipKiB, staffInFirstLoad, staffChunks };
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]);
if (isMain) {
  const result = measureBundle();
  console.log('First-load JS of / (gzip -9):');
  for (const f of result.files) console.log(`  ${(f.gzip / 1024).toFixed(1).padStart(6)} KiB  ${f.file}`);
  const ok = result.gzipKiB <= BUDGET_KIB && result.staffInFirstLoad.length === 0;
  console.log(
    `  ${result.gzipKiB.toFixed(1).padStart(6)} KiB  total  (budget ≤ ${BUDGET_KIB} KiB, aim ${AIM_KIB})  ${result.gzipKiB <= BUDGET_KIB ? 'ok' : 'OVER BUDGET'}`,
  );
  console.log(
    `  staff chunks: ${result.staffChunks.length} lazy; in the first load: ${result.staffInFirstLoad.length ? result.staffInFirstLoad.map((f) => f.file).join(', ') : 'none'}`,
  );
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench/results/bundle.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), budgetKiB: BUDGET_KIB, ...result }, null, 2)}\n`,
  );
  // The plain closing line that CI reads.
  console.log(`bundle: ${ok ? 1 : 0} passed, ${ok ? 0 : 1} failed`);
  process.exit(ok ? 0 : 1);
}
