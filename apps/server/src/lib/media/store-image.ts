/**
 * Stores an image the way every upload is stored: re-encoded to WebP (metadata stripped) in a
 * few widths, named by content hash in the media storage (DATA_DIR/uploads or a bucket), recorded in
 * `media`. Entities keep
 * the relative path it returns (`/uploads/<hash>.webp`).
 */
import { createHash } from 'node:crypto';
import { IMAGE_WIDTHS, MEDIA_UPLOAD, type StoredImage } from '@authority/shared/media';
import type { Database } from '../../db/client.js';
import { media } from '../../db/schema.js';
import type { Renditions } from './renditions.js';
import type { MediaStorage } from './storage.js';

/** Widths of the smaller renditions; the full image is capped at the largest (shared: pages name them). */
export { IMAGE_WIDTHS };

const WEBP_QUALITY = 80;
/**
 * More pixels than this is refused (MEDIA_TEXTS.tooManyPixels names the number): a small file
 * that decodes to a huge image is a decompression bomb.
 */
export const MAX_INPUT_PIXELS = MEDIA_UPLOAD.maxPixels;

/**
 * The decoder could not read the image: it is cut short, corrupt, or not what its first bytes
 * claim. The uploader's file is at fault, never the server; `cause` keeps the decoder's words.
 */
export class DamagedImageError extends Error {
  constructor(cause: unknown) {
    super('The image could not be decoded.', { cause });
    this.name = 'DamagedImageError';
  }
}

/** The image's header declares more than MAX_INPUT_PIXELS pixels. */
export class TooManyPixelsError extends Error {
  constructor(readonly pixels: number) {
    super(`The image has ${pixels} pixels, more than ${MAX_INPUT_PIXELS}.`);
    this.name = 'TooManyPixelsError';
  }
}

export interface StoreImageInput {
  db: Database;
  storage: MediaStorage;
  data: Buffer;
  originalName?: string;
  uploadedBy?: number;
}

/** Files are named by the first 32 hex digits of the original's SHA-256. */
export const imageHash = (data: Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 32);

/**
 * sharp (libvips, ~20 MiB resident once loaded) is loaded on the first image to render, not at
 * start: a server that nobody uploads to never pays for it (memory).
 */
let sharpModule: Promise<typeof import('sharp')> | undefined;
async function loadSharp() {
  sharpModule ??= import('sharp');
  return (await sharpModule).default;
}

/**
 * Decodes the image and encodes every rendition in memory, before anything is written: a file
 * that fails half-way leaves nothing behind. Every failure of the decoder is a DamagedImageError,
 * whatever its message (they differ by format and library version).
 */
export async function render(data: Buffer): Promise<Renditions> {
  const sharp = await loadSharp();
  let declared: { width?: number; height?: number };
  try {
    declared = await sharp(data).metadata();
  } catch (error) {
    throw new DamagedImageError(error);
  }
  const pixels = (declared.width ?? 0) * (declared.height ?? 0);
  if (pixels > MAX_INPUT_PIXELS) throw new TooManyPixelsError(pixels);

  try {
    const maxWidth = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? 1600;
    // Rotated upright from EXIF, then every output drops metadata (sharp keeps none unless asked).
    // The pixel limit stays as a second guard, for a header that under-declares its size.
    const source = sharp(data, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const full = await source
      .clone()
      .resize({ width: maxWidth, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    const variants: Renditions['variants'] = [];
    for (const width of IMAGE_WIDTHS) {
      if (width >= full.info.width) continue;
      const variant = await source.clone().resize({ width }).webp({ quality: WEBP_QUALITY }).toBuffer();
      variants.push({ width, data: variant });
    }
    return { full: { data: full.data, width: full.info.width, height: full.info.height }, variants };
  } catch (error) {
    throw new DamagedImageError(error);
  }
}

/**
 * Throws DamagedImageError or TooManyPixelsError for an image that cannot be stored.
 * `rendered` gives renditions made earlier from the same bytes (the seed's, at build time); the
 * image is rendered here when it gives none.
 */
export async function storeImage({
  db,
  storage,
  data,
  originalName,
  uploadedBy,
  rendered,
}: StoreImageInput & { rendered?: (hash: string) => Promise<Renditions | undefined> }): Promise<StoredImage> {
  const hash = imageHash(data);
  const existing = await db.query.media.findFirst({ where: (m, { eq }) => eq(m.hash, hash) });
  if (existing) {
    const { path, width, height, bytes, variants } = existing;
    return { path, width, height, bytes, variants };
  }

  const renditions = (await rendered?.(hash)) ?? (await render(data));
  const fileName = `${hash}.webp`;
  // Variants first, the full image last: a row is written only after every file is stored.
  const variants: StoredImage['variants'] = [];
  for (const variant of renditions.variants) {
    const variantName = `${hash}-${variant.width}w.webp`;
    await storage.put(variantName, variant.data, 'image/webp');
    variants.push({ width: variant.width, path: `/uploads/${variantName}` });
  }
  await storage.put(fileName, renditions.full.data, 'image/webp');

  const row = {
    hash,
    path: `/uploads/${fileName}`,
    mimeType: 'image/webp',
    width: renditions.full.width,
    height: renditions.full.height,
    bytes: renditions.full.data.length,
    variants,
    originalName: originalName ?? null,
    uploadedBy: uploadedBy ?? null,
  };
  await db.insert(media).values(row).onConflictDoNothing({ target: media.hash });
  return { path: row.path, width: row.width, height: row.height, bytes: row.bytes, variants };
}
