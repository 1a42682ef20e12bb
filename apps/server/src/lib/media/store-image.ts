/**
 * Stores an image the way every upload is stored: re-encoded to WebP (metadata stripped) in a
 * few widths, named by content hash under DATA_DIR/uploads, recorded in `media`. Entities keep
 * the relative path it returns (`/uploads/<hash>.webp`).
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { StoredImage } from '@authority/shared/media';
import type { Database } from '../../db/client.js';
import { media } from '../../db/schema.js';

/** Widths of the smaller renditions; the full image is capped at the largest. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
const WEBP_QUALITY = 80;


export interface StoreImageInput {
  db: Database;
  uploadsDir: string;
  data: Buffer;
  originalName?: string;
  uploadedBy?: number;
}

export async function storeImage({
  db,
  uploadsDir,
  data,
  originalName,
  uploadedBy,
}: StoreImageInput): Promise<StoredImage> {
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 32);
  const existing = await db.query.media.findFirst({ where: (m, { eq }) => eq(m.hash, hash) });
  if (existing) {
    const { path, width, height, bytes, variants } = existing;
    return { path, width, height, bytes, variants };
  }

  await mkdir(uploadsDir, { recursive: true });
  const maxWidth = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? 1600;
  // Rotated upright from EXIF, then every output drops metadata (sharp keeps none unless asked).
  // The pixel limit refuses decompression bombs: a small file that decodes to a huge image.
  const source = sharp(data, { failOn: 'error', limitInputPixels: 50_000_000 }).rotate();
  const full = await source
    .clone()
    .resize({ width: maxWidth, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer({ resolveWithObject: true });
  const fileName = `${hash}.webp`;
  await writeFile(path.join(uploadsDir, fileName), full.data);

  const variants: StoredImage['variants'] = [];
  for (const width of IMAGE_WIDTHS) {
    if (width >= full.info.width) continue;
    const variant = await source.clone().resize({ width }).webp({ quality: WEBP_QUALITY }).toBuffer();
    const variantName = `${hash}-${width}w.webp`;
    await writeFile(path.join(uploadsDir, variantName), variant);
    variants.push({ width, path: `/uploads/${variantName}` });
  }

  const row = {
    hash,
    path: `/uploads/${fileName}`,
    mimeType: 'image/webp',
    width: full.info.width,
    height: full.info.height,
    bytes: full.data.length,
    variants,
    originalName: originalName ?? null,
    uploadedBy: uploadedBy ?? null,
  };
  await db.insert(media).values(row).onConflictDoNothing({ target: media.hash });
  return { path: row.path, width: row.width, height: row.height, bytes: row.bytes, variants };
}
