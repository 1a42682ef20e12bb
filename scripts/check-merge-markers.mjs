#!/usr/bin/env node
/**
 * Fails on a merge's conflict markers left in any tracked file: Biome reads only code, and a
 * marker once reached the README's scripts table. The markers are built here, not written, so
 * this file does not find itself.
 */
import { spawnSync } from 'node:child_process';

const markers = ['<', '>'].map((side) => `^${side.repeat(7)} `);
const found = spawnSync('git', ['grep', '-n', '-I', ...markers.flatMap((m) => ['-e', m])], {
  encoding: 'utf8',
});
if (found.status === 0) {
  console.error(`Conflict markers left by a merge:\n${found.stdout}`);
  process.exit(1);
}
// A tree that is not a clone (an unpacked archive) has nothing git can list: said, not failed.
if (/not a git repository/i.test(found.stderr ?? '')) {
  console.warn('check-merge-markers: not a git work tree; skipped');
  process.exit(0);
}
// git grep exits 1 when nothing matched; anything else is git failing.
if (found.status !== 1) {
  console.error(found.stderr || 'git grep failed');
  process.exit(found.status ?? 2);
}
