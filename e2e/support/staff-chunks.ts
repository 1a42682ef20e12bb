import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Sources of staff screens (the rule bench/bundle.mjs applies to the landing page's first load). */
const STAFF_SOURCES =
  /src\/(app\/routes\/dashboard|features\/(auth|users|content-admin|submissions|inquiries|privacy|settings|media|rich-text)|lib\/staff-ui)\//;

/** The URL paths of the built web app's staff chunks, read from the Vite manifest of this build. */
export function staffChunkPaths(): Set<string> {
  return chunkPaths(STAFF_SOURCES);
}

/** The URL paths of the built chunks whose source module matches `sources`. */
export function chunkPaths(sources: RegExp): Set<string> {
  const manifest = JSON.parse(
    readFileSync(fileURLToPath(new URL('../../apps/web/dist/.vite/manifest.json', import.meta.url)), 'utf8'),
  ) as Record<string, { file: string; src?: string }>;
  return new Set(
    Object.values(manifest)
      .filter((chunk) => chunk.src !== undefined && sources.test(chunk.src))
      .map((chunk) => `/${chunk.file}`),
  );
}
