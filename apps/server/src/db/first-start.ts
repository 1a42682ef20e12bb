/**
 * The first start's assets, made by the build (scripts/first-start-assets.ts), so that a first
 * start on an empty DATA_DIR neither runs PostgreSQL's initdb in WASM (~2.7 s on two cores) nor
 * renders the seed's images with sharp (~50 images, several seconds):
 * - `database.tar.gz`: a PGlite data folder with every migration of the build applied. client.ts
 *   loads it into an empty `DATA_DIR/db`; migrations then apply whatever is newer.
 * - `images/`: every seed image's renditions, named by the hash of its SVG as storeImage names
 *   them, and `images/manifest.json` with their sizes.
 * Either may be missing (source runs without a build) or stale (an image changed since): then the
 * work is done at run time, as before. Nothing here decides what is stored, only how fast.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Renditions } from '../lib/media/renditions.js';
import { FIRST_START_DIR } from '../paths.js';

export const INITIAL_DATABASE_FILE = 'database.tar.gz';
export const SEED_RENDITIONS_DIR = 'images';
export const SEED_RENDITIONS_MANIFEST = 'manifest.json';

/** One seed image's renditions as the manifest lists them; files are `{hash}.webp`, `{hash}-{w}w.webp`. */
export interface PrerenderedImage {
  width: number;
  height: number;
  variantWidths: number[];
}
export type RenditionsManifest = Record<string, PrerenderedImage>;

export const renditionFileName = (hash: string, width?: number) =>
  width === undefined ? `${hash}.webp` : `${hash}-${width}w.webp`;

/** The migrated, empty database folder of the build, or undefined without one. */
export function initialDatabase(dir = FIRST_START_DIR): Blob | undefined {
  const file = path.join(dir, INITIAL_DATABASE_FILE);
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}

/**
 * Looks up renditions the build made, by the original's hash; undefined for an image it did not
 * make (storeImage then renders it).
 */
export function prerenderedRenditions(dir = FIRST_START_DIR) {
  const folder = path.join(dir, SEED_RENDITIONS_DIR);
  const manifestFile = path.join(folder, SEED_RENDITIONS_MANIFEST);
  const manifest: RenditionsManifest = existsSync(manifestFile)
    ? JSON.parse(readFileSync(manifestFile, 'utf8'))
    : {};
  return async (hash: string): Promise<Renditions | undefined> => {
    const image = manifest[hash];
    if (!image) return undefined;
    const read = (width?: number) => readFile(path.join(folder, renditionFileName(hash, width)));
    return {
      full: { data: await read(), width: image.width, height: image.height },
      variants: await Promise.all(
        image.variantWidths.map(async (width) => ({ width, data: await read(width) })),
      ),
    };
  };
}
