// subset-font ships no types: the part of its API scripts/font-subsets.ts uses.
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    /** OpenType feature tags to keep; every feature when unset. */
    keepFeatures?: string[];
    /** Variation axes to pin (a number) or limit (a range), by tag. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
