/**
 * Makes what db/first-start.ts reads: the build calls it (scripts/first-start-assets.ts), tests
 * call it on a few images.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { imageHash, render } from '../lib/media/store-image.js';
import { migratedPgliteDump } from './client.js';
import {
  INITIAL_DATABASE_FILE,
  type RenditionsManifest,
  renditionFileName,
  SEED_RENDITIONS_DIR,
  SEED_RENDITIONS_MANIFEST,
} from './first-start.js';

/** The migrated, empty database, as a gzipped PGlite data folder. */
export async function writeInitialDatabase(dir: string) {
  mkdirSync(dir, { recursive: true });
  const dump = await migratedPgliteDump('gzip');
  writeFileSync(path.join(dir, INITIAL_DATABASE_FILE), Buffer.from(await dump.arrayBuffer()));
}

/** Renders every `.svg` of `imagesDir` (or the ones named) and lists them in the manifest. */
export async function writeSeedRenditions(dir: string, imagesDir: string, names?: readonly string[]) {
  const folder = path.join(dir, SEED_RENDITIONS_DIR);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const manifest: RenditionsManifest = {};
  const files = names ?? readdirSync(imagesDir).filter((file) => file.endsWith('.svg'));
  for (const name of [...files].sort()) {
    const data = readFileSync(path.join(imagesDir, name));
    const hash = imageHash(data);
    const { full, variants } = await render(data);
    writeFileSync(path.join(folder, renditionFileName(hash)), full.data);
    for (const variant of variants) {
      writeFileSync(path.join(folder, renditionFileName(hash, variant.width)), variant.data);
    }
    manifest[hash] = { width: full.width, height: full.height, variantWidths: variants.map((v) => v.width) };
  }
  writeFileSync(path.join(folder, SEED_RENDITIONS_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
