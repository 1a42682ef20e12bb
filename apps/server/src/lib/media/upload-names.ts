/**
 * The names of stored uploads (lib/media/store-image.ts): `<hash>.webp`, the full image, and
 * `<hash>-<width>w.webp`, a narrower rendition. Pages name every width of IMAGE_WIDTHS in an
 * image's `srcset` (@authority/shared/media `uploadSrcSet`); an image narrower than a width has no
 * file of it, and that name is answered with the full image, the largest there is.
 */
import { IMAGE_WIDTHS } from '@authority/shared/media';

/** Every name storeImage gives: a content hash, maybe a width, `.webp`. */
export const STORED_NAME = /^[0-9a-f]{32}(-\d{2,5}w)?\.webp$/;

const RENDITION_NAME = /^([0-9a-f]{32})-(\d{2,5})w\.webp$/;
/** The same names as a route's parameter pattern (find-my-way matches the whole segment). */
export const RENDITION_ROUTE = '^[0-9a-f]{32}-\\d{2,5}w\\.webp$';
const NARROWER_WIDTHS: readonly number[] = IMAGE_WIDTHS.slice(0, -1);

/**
 * For the name of a rendition a page may ask for (a width of IMAGE_WIDTHS below the largest), the
 * name of its full image, which answers it when the image is too narrow to have that rendition.
 * Undefined for every other name.
 */
export function fullImageOf(name: string): string | undefined {
  const match = RENDITION_NAME.exec(name);
  if (!match || !NARROWER_WIDTHS.includes(Number(match[2]))) return undefined;
  return `${match[1]}.webp`;
}
