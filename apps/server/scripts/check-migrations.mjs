// Fails when src/db/schema.ts has changes that no committed migration carries: drizzle-kit
// generates into a throw-away copy of drizzle/, and any new file there means a forgotten
// `npm run db:generate`.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const copy = mkdtempSync(path.join(tmpdir(), 'migrations-check-'));
try {
  cpSync('drizzle', copy, { recursive: true });
  const before = readdirSync(copy).length;
  execFileSync(
    'npx',
    // drizzle-kit prefixes `./` to --out, so it must be relative.
    [
      'drizzle-kit',
      'generate',
      '--dialect=postgresql',
      '--schema=./src/db/schema.ts',
      `--out=${path.relative('.', copy)}`,
    ],
    { stdio: 'pipe' },
  );
  const added = readdirSync(copy).length - before;
  if (added > 0) {
    console.error('The schema has changes without a migration: run `npm run db:generate` and commit it.');
    process.exit(1);
  }
  console.log('Migrations match the schema.');
} finally {
  rmSync(copy, { recursive: true, force: true });
}
