import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as aboutTexts from '@authority/shared/about-texts';
import * as contactFormTexts from '@authority/shared/contact-form-texts';
import * as contactTexts from '@authority/shared/contact-texts';
import * as eventFormTexts from '@authority/shared/event-form-texts';
import * as pageTexts from '@authority/shared/page-texts';
import * as pageTitles from '@authority/shared/page-titles';
import * as publicTexts from '@authority/shared/public-texts';
import * as site from '@authority/shared/site';
import { describe, expect, it } from 'vitest';
import {
  ARABIC_CORE,
  formatUnicodeRange,
  INTER_WEIGHTS,
  intersectRanges,
  LATIN_CORE,
  parseUnicodeRange,
  type Ranges,
  subtractRanges,
  writeFontSubsets,
} from './font-subsets.ts';

const within = (ranges: Ranges, codePoint: number) =>
  ranges.some(([first, last]) => codePoint >= first && codePoint <= last);

function strings(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function' || value === null || typeof value !== 'object' || seen.has(value))
    return [];
  seen.add(value);
  return Object.values(value).flatMap((child) => strings(child, seen));
}

describe('unicode ranges', () => {
  it('read, cut and write CSS unicode-range', () => {
    const latin = parseUnicodeRange('U+0000-00FF,U+0131,U+2000-206F');
    expect(formatUnicodeRange(subtractRanges(latin, parseUnicodeRange('U+0020-007E,U+2013-2014')))).toBe(
      'U+0000-001F, U+007F-00FF, U+0131, U+2000-2012, U+2015-206F',
    );
    expect(formatUnicodeRange(intersectRanges(parseUnicodeRange('U+0020,U+0600-06FF'), latin))).toBe(
      'U+0020',
    );
    expect(formatUnicodeRange(parseUnicodeRange('U+0041-0043,U+0044,U+0030-0039'))).toBe(
      'U+0030-0039, U+0041-0044',
    );
    expect(() => parseUnicodeRange('0041')).toThrow(/unicode-range/);
  });
});

describe("the faces' cores", () => {
  it("hold every character of the visitors' texts in both languages: no page downloads the rest for them", () => {
    const texts = strings([
      aboutTexts,
      contactFormTexts,
      contactTexts,
      eventFormTexts,
      pageTexts,
      pageTitles,
      publicTexts,
      site,
    ]);
    expect(texts.length).toBeGreaterThan(200);
    const outside = new Set<string>();
    for (const text of texts)
      for (const character of text) {
        const codePoint = character.codePointAt(0) ?? 0;
        if (!within(LATIN_CORE, codePoint) && !within(ARABIC_CORE, codePoint) && !/\s/.test(character))
          outside.add(`${character} U+${codePoint.toString(16).toUpperCase()}`);
      }
    expect([...outside]).toEqual([]);
  });

  it('hold whole words with the letters Arabic borrows for foreign sounds, so they join', () => {
    for (const word of ['ڤيتامين', 'گوگل', 'پاستور', 'تشيچيك', 'ژول', '۱۲۳']) {
      for (const character of word) expect(within(ARABIC_CORE, character.codePointAt(0) ?? 0)).toBe(true);
    }
    // A letter of Urdu is the more-file's.
    expect(within(ARABIC_CORE, 'ٹ'.codePointAt(0) ?? 0)).toBe(false);
  });

  it("cover every weight the site's text is set in: Inter keeps only that range of its axis", () => {
    const weights = { normal: 400, medium: 500, semibold: 600, bold: 700, extrabold: 800, black: 900 };
    const used = new Set<number>();
    const sourceDir = path.resolve(import.meta.dirname, '../src');
    for (const entry of readdirSync(sourceDir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.(tsx?|css)$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
      // The faces' own stylesheet, generated from INTER_WEIGHTS.
      if (entry.parentPath.endsWith(path.join('styles', 'fonts'))) continue;
      const text = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
      for (const [, name] of text.matchAll(
        /\bfont-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)\b/g,
      ))
        used.add(weights[name as keyof typeof weights] ?? 100);
      for (const [, value] of text.matchAll(/font-weight:\s*(\d+)/g)) used.add(Number(value));
    }
    expect([...used].sort()).toEqual([400, 600, 700]);
    for (const weight of used) {
      expect(weight).toBeGreaterThanOrEqual(INTER_WEIGHTS.min);
      expect(weight).toBeLessThanOrEqual(INTER_WEIGHTS.max);
    }
  });

  it('are written with the stylesheet that names them, once per set of inputs', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'font-subsets-'));
    const written = await writeFontSubsets(dir);
    expect(written.sort()).toEqual([
      'fonts.css',
      'inter-core.woff2',
      'inter-more.woff2',
      'plex-arabic-400-core.woff2',
      'plex-arabic-400-more.woff2',
      'plex-arabic-700-core.woff2',
      'plex-arabic-700-more.woff2',
    ]);
    // The whole faces: Inter's Latin 48 KB, each Arabic weight 43-44 KB (29-30 KB with the whole
    // Arabic block as the core, before the core kept only what Arabic writes).
    const kib = (file: string) => statSync(path.join(dir, file)).size / 1024;
    // Inter's whole axis (100-900) was 25.8 KB; 400-700 is 18.7.
    expect(kib('inter-core.woff2')).toBeLessThan(20);
    expect(kib('plex-arabic-400-core.woff2')).toBeLessThan(19);
    expect(kib('plex-arabic-700-core.woff2')).toBeLessThan(19);
    const css = readFileSync(path.join(dir, 'fonts.css'), 'utf8');
    expect(css).toContain(
      'font-weight: 400 700; src: url("./inter-core.woff2") format("woff2-variations"); unicode-range: U+0020-007E',
    );
    expect(css).toContain('font-family: "IBM Plex Sans Arabic Regular"');
    // Each more-file's range is what its core leaves of the original's.
    expect(css).toMatch(
      /inter-more\.woff2"\) format\("woff2-variations"\); unicode-range: U\+0000-001F, U\+007F-009F, U\+00A1-00A8/,
    );
    // The Arabic block's letters of other languages and its Quranic marks are the more-file's.
    expect(css).toMatch(
      /plex-arabic-400-more\.woff2"\) format\("woff2"\); unicode-range: U\+0600-060B, U\+060D-061A, U\+061C-061E, U\+0620, U\+0656-065F, U\+0672-067D,/,
    );
    expect(await writeFontSubsets(dir)).toEqual([]);
  }, 60_000);
});
