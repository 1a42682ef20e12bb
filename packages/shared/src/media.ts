/** The image upload call (POST /media under the public base): what the server accepts, checked before sending too. */
export const MEDIA_UPLOAD = {
  path: '/media',
  field: 'file',
  maxBytes: 5 * 1024 * 1024,
  /** Larger images are refused before decoding (a small file can declare a huge image). */
  maxPixels: 50_000_000,
  types: ['image/jpeg', 'image/png', 'image/webp'],
} as const;

/** The answer of POST /media: the stored WebP and its narrower renditions (relative paths). */
export interface StoredImage {
  path: string;
  width: number;
  height: number;
  bytes: number;
  variants: { width: number; path: string }[];
}

/**
 * The widths every upload is kept at: the full image is at most the last; each narrower one is a
 * file of its own, `<hash>-<width>w.webp`, beside `<hash>.webp`. An image narrower than a width has
 * no file of that width, and the uploads route answers that name with the full image (it is the
 * largest there is), so a page may name every width of every upload without knowing its size.
 */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;

/** An upload's address, `…/uploads/<hash>.webp`, with its name's stem apart. */
const UPLOAD_ADDRESS = /^(.*\/uploads\/[0-9a-f]{32})\.webp$/;

/**
 * The `srcset` of an uploaded image's address: each narrower width's file and the full image, so
 * that a phone downloads the width it shows rather than the largest (a 1600 px picture shown
 * 400 px wide). Undefined for any other address (an external image has no narrower files).
 */
export function uploadSrcSet(address: string): string | undefined {
  const stem = UPLOAD_ADDRESS.exec(address)?.[1];
  if (stem === undefined) return undefined;
  const full = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
  return IMAGE_WIDTHS.map((width) =>
    width === full ? `${stem}.webp ${width}w` : `${stem}-${width}w.webp ${width}w`,
  ).join(', ');
}
