/**
 * A line of text as the runs to draw, left to right: the Unicode bidirectional algorithm
 * (bidi-js) gives each character its level, and a run is the longest stretch of one level set in
 * one cut of the font (fonts.ts). Runs are then reordered as the algorithm's rule L2 says.
 *
 * fontkit, which shapes for pdfkit, reverses the glyphs of any text whose first letter is of a
 * right-to-left script. A run's text is handed over so that what it draws comes out in visual
 * order: Arabic letters in logical order (they must be, to be joined), everything else already
 * reversed where it has to be (a right-to-left run of punctuation; Arabic-Indic digits, which
 * fontkit counts as Arabic script but which read left to right).
 */
import bidiFactory from 'bidi-js';
import { type FontScript, scriptOf } from './fonts.js';

const bidi = bidiFactory();

export type Direction = 'ltr' | 'rtl';

export interface Run {
  /** The text to hand pdfkit: drawn as given, it shows in visual order. */
  draw: string;
  /** The run's text in logical order, as read. */
  logical: string;
  script: FontScript;
  rtl: boolean;
  /** Where the run starts in the line, in code points: runs sorted by it are in logical order. */
  start: number;
}

// fontkit's test: the first character of a script other than Common and Inherited decides.
const FIRST_STRONG_SCRIPT = /[^\p{Script=Common}\p{Script=Inherited}]/u;
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;

const fontkitReverses = (text: string) => {
  const first = FIRST_STRONG_SCRIPT.exec(text)?.[0];
  return first !== undefined && RTL_SCRIPT.test(first);
};

const reversed = (text: string) => Array.from(text).reverse().join('');

const mirrored = (text: string) =>
  Array.from(text, (char) => bidi.getMirroredCharacter(char) ?? char).join('');

/** What to hand fontkit so that the run is drawn in visual order. */
function drawText(logical: string, rtl: boolean): string {
  if (fontkitReverses(logical)) return rtl ? logical : reversed(logical);
  return rtl ? reversed(mirrored(logical)) : logical;
}

interface LogicalRun {
  start: number;
  end: number;
  level: number;
  script: FontScript;
}

/** The runs of one line, left to right. The line holds no control characters (`cleanText`). */
export function visualRuns(line: string, direction: Direction): Run[] {
  if (line === '') return [];
  const { levels } = bidi.getEmbeddingLevels(line, direction);
  const chars = Array.from(line);
  // Code-unit offsets of each code point, as bidi-js counts in code units.
  const offsets: number[] = [];
  let offset = 0;
  for (const char of chars) {
    offsets.push(offset);
    offset += char.length;
  }
  const scripts = chars.map(scriptOf);
  const levelAt = (i: number) => levels[offsets[i] ?? 0] ?? 0;
  // A space takes the cut of the letter before it at its level, else of the one after it.
  const fallback: FontScript = direction === 'rtl' ? 'arabic' : 'latin';
  for (let i = 0; i < chars.length; i++) {
    if (scripts[i] !== null) continue;
    const before = i > 0 && levelAt(i - 1) === levelAt(i) ? scripts[i - 1] : null;
    let after: FontScript | null = null;
    for (let j = i + 1; j < chars.length && levelAt(j) === levelAt(i); j++) {
      after = scripts[j] ?? null;
      if (after) break;
    }
    scripts[i] = before ?? after ?? fallback;
  }

  const runs: LogicalRun[] = [];
  for (let i = 0; i < chars.length; i++) {
    const level = levelAt(i);
    const script = scripts[i] ?? fallback;
    const last = runs.at(-1);
    if (last && last.level === level && last.script === script) last.end = i + 1;
    else runs.push({ start: i, end: i + 1, level, script });
  }

  // Rule L2: from the highest level down to the lowest odd one, reverse every stretch of runs at
  // that level or above.
  const highest = Math.max(...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => (run.level % 2 === 1 ? run.level : run.level + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < runs.length; i++) {
      if ((runs[i]?.level ?? 0) < level) continue;
      let j = i;
      while (j + 1 < runs.length && (runs[j + 1]?.level ?? 0) >= level) j++;
      const stretch = runs.slice(i, j + 1).reverse();
      runs.splice(i, stretch.length, ...stretch);
      i = j;
    }
  }

  return runs.map(({ start, end, level, script }) => {
    const logical = chars.slice(start, end).join('');
    const rtl = level % 2 === 1;
    return { draw: drawText(logical, rtl), logical, script, rtl, start };
  });
}

// Controls (C0, C1) and format characters but the joiners (U+200C, U+200D), which Arabic and
// Persian spelling uses; bidi controls among them, so no text can reorder the lines around it.
const CONTROLS = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\uFFFE\uFFFF]/gu;
const KEPT_FORMAT = /[\u200C\u200D]/u;

/** A line's text as drawn: controls dropped, any run of white space one space, trimmed. */
export function cleanText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\t\n\v\f\r\u0085\u2028\u2029]/gu, ' ')
    .replace(CONTROLS, (char) => (KEPT_FORMAT.test(char) ? char : ''))
    .replace(/\s+/gu, ' ')
    .trim();
}
