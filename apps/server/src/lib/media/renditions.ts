/**
 * An image's WebP renditions: the full image and its smaller widths. Its own module, free of the
 * database, because the first-start assets (db/first-start.ts) carry prerendered ones and the
 * database client reads that module: store-image.ts would close a circle through db/client.ts.
 */
export interface Renditions {
  full: { data: Buffer; width: number; height: number };
  variants: { width: number; data: Buffer }[];
}
