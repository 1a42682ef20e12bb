/**
 * Setting a text on the certificate: measured run by run in the cut each run needs, shrunk to fit
 * its width down to a smallest size, then broken in two lines, and as a last resort cut short
 * with an ellipsis, so that no text ever crosses the frame.
 */
import { cleanText, type Direction, type Run, visualRuns } from './bidi-runs.js';
import type { FontName, FontWeight } from './fonts.js';
import { FEATURES, showGlyphs, useFont } from './glyphs.js';

export interface TextStyle {
  weight: FontWeight;
  size: number;
  /** Below this a text is broken into lines rather than shrunk. */
  minSize: number;
  color: string;
  maxLines: 1 | 2;
  /** Baseline to baseline, as a multiple of the size. */
  leading: number;
}

export interface SetLine {
  logical: string;
  runs: Run[];
  /** At the set size. */
  width: number;
}

export interface SetText {
  lines: SetLine[];
  size: number;
  style: TextStyle;
  direction: Direction;
}

const fontOf = (run: Run, weight: FontWeight): FontName => `${run.script}-${weight}`;

/** Two lines may go this much below the smallest size before the text is cut short. */
const LAST_RESORT = 0.75;

/** An upper bound on any one text: far past what a line can show, well short of a slow layout. */
const LONGEST = 400;

function measure(doc: PDFKit.PDFDocument, runs: Run[], weight: FontWeight, size: number): number {
  let width = 0;
  for (const run of runs) {
    useFont(doc, fontOf(run, weight), size);
    width += doc.widthOfString(run.draw, { features: FEATURES });
  }
  return width;
}

function line(
  doc: PDFKit.PDFDocument,
  logical: string,
  direction: Direction,
  style: TextStyle,
  size: number,
) {
  const runs = visualRuns(logical, direction);
  return { logical, runs, width: measure(doc, runs, style.weight, size) };
}

/** The two halves of `words` whose wider half is narrowest, with that width at `size`. */
function bestBreak(doc: PDFKit.PDFDocument, words: string[], direction: Direction, style: TextStyle) {
  let best: { lines: SetLine[]; width: number } | undefined;
  for (let i = 1; i < words.length; i++) {
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')].map((text) =>
      line(doc, text, direction, style, style.size),
    );
    const width = Math.max(...lines.map((set) => set.width));
    if (!best || width < best.width) best = { lines, width };
  }
  return best;
}

/** The longest start of `text` that fits `width` at `size`, with an ellipsis when cut. */
function cutToFit(
  doc: PDFKit.PDFDocument,
  text: string,
  direction: Direction,
  style: TextStyle,
  size: number,
  width: number,
) {
  const chars = Array.from(text);
  let low = 0;
  let high = chars.length;
  const fits = (count: number) => {
    const candidate = count === chars.length ? text : `${chars.slice(0, count).join('').trimEnd()}…`;
    const set = line(doc, candidate, direction, style, size);
    return set.width <= width ? set : undefined;
  };
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle - 1;
  }
  return fits(low) ?? line(doc, '', direction, style, size);
}

/** Greedy lines of `words` at `size` within `width`, the last one cut short when more is left. */
function wrapAt(
  doc: PDFKit.PDFDocument,
  words: string[],
  direction: Direction,
  style: TextStyle,
  size: number,
  width: number,
): SetLine[] {
  const lines: SetLine[] = [];
  let rest = words;
  while (rest.length > 0 && lines.length < style.maxLines) {
    const lastLine = lines.length === style.maxLines - 1;
    let count = 1;
    while (
      count < rest.length &&
      line(doc, rest.slice(0, count + 1).join(' '), direction, style, size).width <= width
    )
      count++;
    const text = rest.slice(0, lastLine ? rest.length : count).join(' ');
    const set = line(doc, text, direction, style, size);
    lines.push(set.width <= width ? set : cutToFit(doc, text, direction, style, size, width));
    rest = lastLine ? [] : rest.slice(count);
  }
  return lines;
}

/**
 * `text` set to fit `width`: whole at its size, or shrunk down to the smallest size, or on two
 * lines (shrunk again if it must, a little further), or else cut short.
 */
export function setText(
  doc: PDFKit.PDFDocument,
  text: string,
  direction: Direction,
  style: TextStyle,
  width: number,
): SetText {
  const clean = cleanText(text.slice(0, LONGEST));
  const result = (lines: SetLine[], size: number): SetText => ({ lines, size, style, direction });
  if (clean === '') return result([], style.size);
  const whole = line(doc, clean, direction, style, style.size);
  if (whole.width <= width) return result([whole], style.size);
  // Widths grow in proportion to the size, so one measure tells the size that fits.
  const shrunk = (style.size * width) / whole.width;
  const scaled = (set: SetLine, size: number) => ({ ...set, width: (set.width * size) / style.size });
  if (shrunk >= style.minSize) return result([scaled(whole, shrunk)], shrunk);
  const words = clean.split(' ');
  if (style.maxLines === 2) {
    const broken = bestBreak(doc, words, direction, style);
    if (broken) {
      const size = Math.min(style.size, (style.size * width) / broken.width);
      if (size >= style.minSize * LAST_RESORT)
        return result(
          broken.lines.map((set) => scaled(set, size)),
          size,
        );
    }
  }
  const smallest = style.minSize * LAST_RESORT;
  return result(wrapAt(doc, words, direction, style, smallest, width), smallest);
}

/** The height a set text takes, from the first baseline to the last. */
export const linesHeight = (set: SetText) => Math.max(0, set.lines.length - 1) * set.size * set.style.leading;

export type Align = 'center' | 'start' | 'end';

// Arabic letters, and Arabic-Indic digits, which extractors take for right-to-left characters.
const ARABIC_SCRIPT = /\p{Script=Arabic}/u;

/**
 * Draws a set text, its first baseline at `baseline`, within [left, left + width]: each line's
 * runs placed left to right, written in reading order (glyphs.ts). A line that is not plain
 * left-to-right Latin is also marked with its logical text (ActualText), which is what a reader or
 * a copy gets in place of its glyphs.
 */
export function drawText(
  doc: PDFKit.PDFDocument,
  set: SetText,
  left: number,
  width: number,
  baseline: number,
  align: Align,
) {
  const rightAligned = (align === 'start') === (set.direction === 'rtl');
  set.lines.forEach((setLine, index) => {
    const y = baseline + index * set.size * set.style.leading;
    let x =
      align === 'center'
        ? left + (width - setLine.width) / 2
        : rightAligned
          ? left + width - setLine.width
          : left;
    const placed = setLine.runs.map((run) => {
      const runLeft = x;
      x += measure(doc, [run], set.style.weight, set.size);
      return { run, left: runLeft };
    });
    const marked = setLine.runs.some((run) => run.rtl || ARABIC_SCRIPT.test(run.logical));
    if (marked) doc.markContent('Span', { actual: setLine.logical });
    doc.fillColor(set.style.color);
    for (const { run, left: runLeft } of placed.sort((a, b) => a.run.start - b.run.start)) {
      useFont(doc, fontOf(run, set.style.weight), set.size);
      showGlyphs(doc, run.draw, set.size, runLeft, y, run.rtl || ARABIC_SCRIPT.test(run.logical));
    }
    if (marked) doc.endMarkedContent();
  });
}
