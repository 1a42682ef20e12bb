/**
 * Glyphs written into the page in reading order. pdfkit's `text` writes a run's glyphs left to
 * right, so an extractor that reads the content in order, as MuPDF does, takes a right-to-left
 * run for one written in visual order and turns it around character by character, a ligature's
 * letters with it. Here each glyph is placed where pdfkit's layout puts it, but written in the
 * order it is read: the runs of a line in logical order, a right-to-left run's glyphs from its
 * right end, each just left of the one before, which is how MuPDF recognises logical order.
 *
 * pdfkit lays the glyphs out and embeds the subset (with its ToUnicode map) as for its own text;
 * the parts of it used here are not in its type declarations (`PdfkitInternals`).
 */

import { FONT_NAMES, type FontName, fontFile } from './fonts.js';

// Any list makes pdfkit lay a run out whole rather than word by word, and only laid out whole do
// the words of a right-to-left run come out in visual order. fontkit applies the Arabic forms,
// ligatures and mark positions by default.
export const FEATURES: PDFKit.Mixins.OpenTypeFeatures[] = ['rtla'];

interface GlyphPosition {
  /** In thousandths of the size, as pdfkit scales fontkit's positions. */
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}

/** What this module touches of pdfkit's document and its current font, which its types leave out. */
interface PdfkitInternals {
  _font: {
    /** fontkit's font. */
    font: object;
    id: string;
    /** The glyphs' ids as four hex digits each, in visual order, and their positions. */
    encode(text: string, features: PDFKit.Mixins.OpenTypeFeatures[]): [string[], GlyphPosition[]];
    ref(): unknown;
  };
  page: { fonts: Record<string, unknown>; height: number };
}

// fontkit's fonts, parsed once per process: a font parsed afresh decodes its layout tables again
// for every document, which is most of the time a certificate takes.
const parsed = new Map<FontName, object>();

/** Registers the cuts under their names: fontkit's fonts once parsed, else the files. */
export function registerFonts(doc: PDFKit.PDFDocument) {
  for (const name of FONT_NAMES) {
    // pdfkit takes a fontkit font where its types say a file (PDFFontFactory.open).
    doc.registerFont(name, (parsed.get(name) ?? fontFile(name)) as PDFKit.Mixins.PDFFontSource);
  }
}

/** Makes `name` the current font, keeping fontkit's font of it for the next documents. */
export function useFont(doc: PDFKit.PDFDocument, name: FontName, size: number) {
  doc.font(name).fontSize(size);
  if (!parsed.has(name)) parsed.set(name, (doc as unknown as PdfkitInternals)._font.font);
}

const number = (value: number) => String(Math.round(value * 100) / 100);

/**
 * Draws `text` (handed over as bidi-runs.ts makes it: drawn as given, it shows in visual order)
 * in the document's current font, its left end at `left`, on the baseline `baseline`;
 * `backward` writes its glyphs from the right end. Gives the run's width.
 */
export function showGlyphs(
  doc: PDFKit.PDFDocument,
  text: string,
  size: number,
  left: number,
  baseline: number,
  backward: boolean,
): number {
  const internals = doc as unknown as PdfkitInternals;
  const font = internals._font;
  const [glyphs, positions] = font.encode(text, FEATURES);
  internals.page.fonts[font.id] ??= font.ref();
  const scale = size / 1000;
  const lines: string[] = [];
  let pen = left;
  positions.forEach((position, index) => {
    const x = pen + position.xOffset * scale;
    // The text space's y runs up from the page's foot; pdfkit's user space runs down.
    const y = internals.page.height - baseline + position.yOffset * scale;
    lines.push(`1 0 0 1 ${number(x)} ${number(y)} Tm <${glyphs[index]}> Tj`);
    pen += position.xAdvance * scale;
  });
  if (backward) lines.reverse();
  doc.save();
  // Undo pdfkit's flip of the page, as its own text does.
  doc.transform(1, 0, 0, -1, 0, internals.page.height);
  doc.addContent(`BT\n/${font.id} ${number(size)} Tf\n${lines.join('\n')}\nET`);
  doc.restore();
  return pen - left;
}
