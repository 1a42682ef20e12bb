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
