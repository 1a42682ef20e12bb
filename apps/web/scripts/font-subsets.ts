/**
 * The site's faces, cut at build time into the characters its pages show (decision 024).
 *
 * Each face of `@fontsource` (Inter's Latin subset as one variable file; IBM Plex Sans Arabic's
 * Arabic subset, regular and bold) becomes two files over the same Unicode range as the original:
 * - `core`: the characters every page of this site shows (the letters, signs and digits Arabic
 *   writes; Basic Latin with the typographer's punctuation the English texts use), with the layout
 *   features a browser applies by itself (and `tnum`, which the counters ask for);
 * - `more`: the rest of the original's range, which a browser downloads only for a page that
 *   shows one of those characters (an accented Latin letter, a letter of Urdu or of Arabic
 *   Supplement, presentation forms).
 * Nothing the original covered is lost; a page pays only for what it shows. On a phone's connection
 * the three faces of an Arabic page were 135 KB before its largest paint, and Inter alone 48 KB on
 * an English one.
 *
 * `writeFontSubsets` writes the files and the stylesheet naming them (`fonts.css`, imported by
 * `src/styles/index.css`) into `src/styles/fonts/`, which is generated, not committed; the Vite
 * plugin `fontSubsets` (vite.config.ts) runs it before a build or the dev server starts, and only
 * when its inputs changed.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);

/** Code points as inclusive ranges, `[first, last]`. */
export type Ranges = readonly (readonly [number, number])[];

/** `U+0600-06FF,U+200C` → ranges. */
export function parseUnicodeRange(text: string): Ranges {
  return text.split(',').map((part) => {
    const match = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!match?.[1]) throw new Error(`not a unicode-range: ${part}`);
    const first = Number.parseInt(match[1], 16);
    return [first, match[2] ? Number.parseInt(match[2], 16) : first] as const;
  });
}

/** Ranges → CSS `unicode-range` (merged, in order). */
export function formatUnicodeRange(ranges: Ranges): string {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  return normalise(ranges)
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(', ');
}

/** Sorted, merged, without overlaps. */
function normalise(ranges: Ranges): [number, number][] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [first, last] of sorted) {
    const previous = merged.at(-1);
    if (previous && first <= previous[1] + 1) previous[1] = Math.max(previous[1], last);
    else merged.push([first, last]);
  }
  return merged;
}

/** `ranges` without the code points of `removed`. */
export function subtractRanges(ranges: Ranges, removed: Ranges): Ranges {
  let result = normalise(ranges);
  for (const [cutFirst, cutLast] of normalise(removed)) {
    result = result.flatMap(([first, last]): [number, number][] => {
      if (cutLast < first || cutFirst > last) return [[first, last]];
      const kept: [number, number][] = [];
      if (first < cutFirst) kept.push([first, cutFirst - 1]);
      if (cutLast < last) kept.push([cutLast + 1, last]);
      return kept;
    });
  }
  return result;
}

/** `ranges` within `within` only. */
export function intersectRanges(ranges: Ranges, within: Ranges): Ranges {
  return subtractRanges(ranges, subtractRanges(ranges, within));
}

const textOf = (ranges: Ranges) =>
  normalise(ranges)
    .flatMap(([first, last]) =>
      Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)),
    )
    .join('');

/** What a browser applies by itself (HarfBuzz's defaults, Arabic joining included), and `tnum`. */
const LAYOUT_FEATURES = [
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'kern',
  'liga',
  'clig',
  'calt',
  'rlig',
  'rclt',
  'curs',
  'isol',
  'init',
  'medi',
  'med2',
  'fina',
  'fin2',
  'fin3',
  'mset',
  'stch',
  'tnum',
];

/**
 * The characters every page may show in Latin: Basic Latin, the no-break space, and the signs the
 * English texts and the footer use (© « » · – — ‘ ’ “ ” • …), measured on every public page in
 * both languages; and the invisible ones the texts put around a name or a number (soft hyphen,
 * zero-width and direction marks, bidi isolates), so a page does not download the rest for them.
 */
export const LATIN_CORE = parseUnicodeRange(
  'U+0020-007E,U+00A0,U+00A9,U+00AB,U+00AD,U+00B7,U+00BB,U+200B-200F,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+202A-202E,U+2060-2064,U+2066-206F,U+FEFF',
);
/** The weights the site's text is set in (`font-normal`, `font-semibold`, `font-bold`). */
export const INTER_WEIGHTS = { min: 400, max: 700 } as const;

/**
 * Arabic as this site writes it: the Arabic letters, hamza forms and harakat (U+0621-0655), the
 * comma, semicolon and question mark, the Arabic-Indic digits with the percent and decimal signs
 * (U+0660-066D), the superscript and wasla alef; the few letters of Arabic's neighbours that Arabic
 * writers borrow for foreign sounds (پ چ ژ ڤ ک گ ی: 'ڤيتامين', 'گوگل'), so that a word with one
 * of them still joins, and the Persian digits a visitor may type; the joiners and direction marks,
 * hyphens. The rest of the Arabic block (the letters of Persian, Urdu, Pashto, Sindhi; Quranic
 * marks; number signs) is in the `more` file: half the size of the whole block in each weight.
 */
export const ARABIC_CORE = parseUnicodeRange(
  'U+0020,U+00A0,U+060C,U+061B,U+061F,U+0621-0655,U+0660-0671,U+067E,U+0686,U+0698,U+06A4,U+06A9,U+06AF,U+06CC,U+06F0-06F9,U+200C-200F,U+2010-2011',
);

interface Face {
  /** The generated files' stem (`inter` → `inter-core.woff2`, `inter-more.woff2`). */
  name: string;
  /** The `@fontsource` file cut, and the range its package gives it. */
  source: string;
  range: Ranges;
  core: Ranges;
  /** The @font-face descriptors, besides `src` and `unicode-range`. */
  descriptors: string;
  format: 'woff2' | 'woff2-variations';
  /** A variable face's axes, limited to the range the site uses (HarfBuzz instances the rest away). */
  axes?: Record<string, { min: number; max: number }>;
  /** More families over the same files (other descriptors). */
  aliases?: { descriptors: string; comment: string }[];
}

const fontsourceRange = (unicodeJson: string, subset: string): Ranges => {
  const ranges = JSON.parse(readFileSync(require.resolve(unicodeJson), 'utf8')) as Record<string, string>;
  const range = ranges[subset];
  if (!range) throw new Error(`${unicodeJson} has no ${subset} subset`);
  return parseUnicodeRange(range);
};

/** The faces, as the stylesheet names them (docs/BRAND.md: Inter for Latin, IBM Plex Sans Arabic for Arabic). */
function faces(): Face[] {
  const latin = fontsourceRange('@fontsource-variable/inter/unicode.json', 'latin');
  const arabic = fontsourceRange('@fontsource/ibm-plex-sans-arabic/unicode.json', 'arabic');
  const plex = (weight: 400 | 700) => ({
    source: require.resolve(
      `@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`,
    ),
    // The original face has no unicode-range: it took the spaces it has glyphs for too.
    range: [...arabic, [0x20, 0x20], [0xa0, 0xa0]] as Ranges,
    core: ARABIC_CORE,
    format: 'woff2' as const,
  });
  return [
    {
      name: 'inter',
      source: require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
      range: latin,
      core: LATIN_CORE,
      format: 'woff2-variations',
      // The site sets text in regular, semibold and bold (400, 600, 700) only: Inter's thinner and
      // blacker masters are a quarter of its core (25.8 KB, 18.7 KB without them). A weight outside
      // the range is drawn at its nearest end.
      axes: { wght: { min: INTER_WEIGHTS.min, max: INTER_WEIGHTS.max } },
      descriptors: `font-family: "Inter"; font-style: normal; font-display: swap; font-weight: ${INTER_WEIGHTS.min} ${INTER_WEIGHTS.max};`,
    },
    {
      name: 'plex-arabic-400',
      ...plex(400),
      descriptors:
        'font-family: "IBM Plex Sans Arabic"; font-style: normal; font-display: swap; font-weight: 400;',
      aliases: [
        {
          // Bold Arabic text until the bold face arrives: the regular face (the same files,
          // preloaded on Arabic pages), emboldened by the browser and scaled to the bold face's
          // width (over the seed's Arabic headings and texts the bold face is 6.7 % wider than the
          // regular; the system's bold face DejaVu Sans, which took that text before, 28 % wider
          // than the bold face). Without it, on /ar/allNews the headings the system's face
          // wrapped onto a third line moved the list when the bold face came.
          comment: 'The regular face standing in for the bold one until it arrives (size-adjusted).',
          descriptors:
            'font-family: "IBM Plex Sans Arabic Regular"; font-style: normal; font-display: swap; font-weight: 400; size-adjust: 106.7%;',
        },
      ],
    },
    {
      name: 'plex-arabic-700',
      ...plex(700),
      descriptors:
        'font-family: "IBM Plex Sans Arabic"; font-style: normal; font-display: swap; font-weight: 700;',
    },
  ];
}

/** What the generated files depend on: the sources, this module, and the cutter's version. */
function fingerprint(list: Face[]): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(new URL(import.meta.url)));
  hash.update(JSON.parse(readFileSync(require.resolve('subset-font/package.json'), 'utf8')).version);
  // The cutter itself: HarfBuzz's build, as subset-font loads it.
  hash.update(
    readFileSync(
      createRequire(require.resolve('subset-font')).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'),
    ),
  );
  for (const face of list) hash.update(readFileSync(face.source));
  return hash.digest('hex');
}

const FONTS_STYLESHEET = 'fonts.css';

/**
 * Writes each face's `core` and `more` files and `fonts.css` into `outDir`, unless what is there
 * was made from the same inputs. Returns the files written (none when up to date).
 */
export async function writeFontSubsets(outDir: string): Promise<string[]> {
  const list = faces();
  const stamp = path.join(outDir, '.fingerprint');
  const print = fingerprint(list);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === print) return [];
  mkdirSync(outDir, { recursive: true });
  const written: string[] = [];
  const rules: string[] = [
    '/* Generated by apps/web/scripts/font-subsets.ts (decision 024): do not edit, do not commit. */',
  ];
  for (const face of list) {
    const source = readFileSync(face.source);
    const parts = [
      { part: 'core', range: intersectRanges(face.core, face.range) },
      { part: 'more', range: subtractRanges(face.range, face.core) },
    ];
    for (const { part, range } of parts) {
      const file = `${face.name}-${part}.woff2`;
      const bytes = await subsetFont(source, textOf(range), {
        targetFormat: 'woff2',
        keepFeatures: LAYOUT_FEATURES,
        ...(face.axes ? { variationAxes: face.axes } : {}),
      });
      writeFileSync(path.join(outDir, file), bytes);
      written.push(file);
      const src = `src: url("./${file}") format("${face.format}");`;
      const unicodeRange = `unicode-range: ${formatUnicodeRange(range)};`;
      rules.push(`@font-face { ${face.descriptors} ${src} ${unicodeRange} }`);
      for (const alias of face.aliases ?? [])
        rules.push(`/* ${alias.comment} */`, `@font-face { ${alias.descriptors} ${src} ${unicodeRange} }`);
    }
  }
  writeFileSync(path.join(outDir, FONTS_STYLESHEET), `${rules.join('\n')}\n`);
  writeFileSync(stamp, print);
  return [...written, FONTS_STYLESHEET];
}
