import { uploadSrcSet } from '@authority/shared/media';

/**
 * An image's `src`, and for an upload the `srcSet` of its stored widths with the `sizes` its layout
 * shows it at (a CSS length or media conditions, as in HTML): the browser fetches the narrowest
 * file that fills the picture on its screen, so a phone does not download a 1600 px picture to
 * show it 400 px wide. Any other address is left as it is.
 */
export function imageSources(src: string, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  const srcSet = uploadSrcSet(src);
  return srcSet === undefined ? { src } : { src, srcSet, sizes };
}
