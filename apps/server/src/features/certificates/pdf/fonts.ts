/**
 * The certificate's faces: IBM Plex Sans Arabic as @fontsource ships it, cut by script. The
 * Arabic cut has no Latin letters, digits or Latin punctuation, and the Latin cut no Arabic, so
 * each run of a line is set in the cut that holds its letters (`scriptOf`).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

export type FontScript = 'arabic' | 'latin' | 'latin-ext';
export type FontWeight = 400 | 700;
export type FontName = `${FontScript}-${FontWeight}`;

// Resolved from this module, so the same path holds from src (vitest, tsx) and from the bundle
// in dist, beside which node_modules is present at run time.
const FILES = path.dirname(
  createRequire(import.meta.url).resolve(
    '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff',
  ),
);

export const FONT_NAMES: readonly FontName[] = [
  'arabic-400',
  'arabic-700',
  'latin-400',
  'latin-700',
  'latin-ext-400',
  'latin-ext-700',
];

/**
 * A WOFF file as the plain TrueType font it wraps: its tables inflated once. fontkit reads a WOFF
 * too, but inflates a table (in JavaScript) each time it reads from it, and a subset reads the
 * glyph table once per glyph.
 */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF file');
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressed = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    };
  });
  const padded = (length: number) => (length + 3) & ~3;
  const headerLength = 12 + count * 16;
  const sfnt = Buffer.alloc(headerLength + tables.reduce((sum, table) => sum + padded(table.data.length), 0));
  const power = 2 ** Math.floor(Math.log2(count));
  sfnt.writeUInt32BE(woff.readUInt32BE(4), 0);
  sfnt.writeUInt16BE(count, 4);
  sfnt.writeUInt16BE(power * 16, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(count * 16 - power * 16, 10);
  let offset = headerLength;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    sfnt.writeUInt32BE(table.tag, record);
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}

const loaded = new Map<FontName, Buffer>();

/** A cut as a TrueType font, read and unwrapped once per process. */
export function fontFile(name: FontName): Buffer {
  let file = loaded.get(name);
  if (!file) {
    file = sfntOfWoff(readFileSync(path.join(FILES, `ibm-plex-sans-arabic-${name}-normal.woff`)));
    loaded.set(name, file);
  }
  return file;
}

// The cuts' unicode ranges (the package's unicode.json), as far as a certificate's text reaches.
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFC]/u;
const LATIN_EXT =
  /[\u0100-\u0130\u0132-\u0151\u0154-\u02BA\u02BD-\u02C5\u02C7-\u02D9\u02DB\u02DD-\u02FF\u1D00-\u1DBF\u1E00-\u1EFF\u20A0-\u20AB\u20AD-\u20C0\u2113\u2C60-\u2C7F\uA720-\uA7FF]/u;
/** Characters every cut has (spaces, joiners): they take the cut of the letters beside them. */
const SHARED = /[\u0020\u00A0\u200C\u200D]/u;

/** The cut a character is set in, or null for one every cut has. */
export function scriptOf(char: string): FontScript | null {
  if (SHARED.test(char)) return null;
  if (ARABIC.test(char)) return 'arabic';
  if (LATIN_EXT.test(char)) return 'latin-ext';
  return 'latin';
}
