// Bundles the server into dist/ with esbuild. Our own code and `@authority/shared` (TypeScript
// source) are bundled; every npm dependency stays external and is loaded from node_modules.
// The seed's SVG files are copied to dist/images, where the bundled seed looks for them.
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@authority/'));

await build({
  // Every output file sits directly in dist/, one level below apps/server like src/, so paths
  // such as `new URL('../drizzle', import.meta.url)` hold in both.
  entryPoints: {
    server: 'src/server.ts',
    migrate: 'src/cli/migrate.ts',
    seed: 'src/cli/seed.ts',
    reset: 'src/cli/reset.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
    admin: 'src/cli/admin.ts',
  },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});

// seed-content.ts reads `new URL('./images/', import.meta.url)`: src/db/seed/images from source,
// dist/images from the bundle. Replaced whole, so a file deleted from src leaves no stale copy.
rmSync('dist/images', { recursive: true, force: true });
cpSync('src/db/seed/images', 'dist/images', { recursive: true });

// Data made once here rather than at every start (scripts/build-data.ts): a first start's migrated
// database and seed renditions, the common-password list. Made from source, so it runs with tsx.
execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-data.ts'], { stdio: 'inherit' });
