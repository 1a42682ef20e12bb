/**
 * Reading a PDF back, for tests (API and e2e alike): its pages and their size, its text as a
 * reader gets it, a page as an image, the QR code on it. Development dependencies only (mupdf,
 * pdfjs-dist, jsqr, sharp), each loaded on first use, so a test that imports this and reads no
 * PDF pays nothing. Every function takes the PDF's bytes and leaves them as they were.
 *
 * Text (docs/decisions/045-certificate-pdf.md): MuPDF reads the content in the order it is
 * written and honours ActualText, so `pdfText` gives an Arabic line in logical order, as
 * written; where a left-to-right run meets right-to-left text it may break the line, so compare
 * with white space collapsed. pdf.js ignores ActualText (`pdfjsText`): Arabic comes out letter by
 * letter without the spaces between words.
 */
import type { Document as MupdfDocument } from 'mupdf';

type Mupdf = typeof import('mupdf');

let mupdfModule: Promise<Mupdf> | undefined;
const loadMupdf = () => {
  mupdfModule ??= import('mupdf');
  return mupdfModule;
};

async function open(pdf: Uint8Array): Promise<{ mupdf: Mupdf; document: MupdfDocument }> {
  const mupdf = await loadMupdf();
  return { mupdf, document: mupdf.Document.openDocument(pdf, 'application/pdf') };
}

/** How many pages the PDF has. */
export async function pdfPageCount(pdf: Uint8Array): Promise<number> {
  const { document } = await open(pdf);
  try {
    return document.countPages();
  } finally {
    document.destroy();
  }
}

/** A page's size in points (`page`: from 0), as its media box says. */
export async function pdfPageSize(pdf: Uint8Array, page = 0): Promise<{ width: number; height: number }> {
  const { document } = await open(pdf);
  try {
    const [x0, y0, x1, y1] = document.loadPage(page).getBounds();
    return { width: x1 - x0, height: y1 - y0 };
  } finally {
    document.destroy();
  }
}

/**
 * The text of every page as MuPDF extracts it (ActualText in place of the glyphs it covers), one
 * line of the page a line of the answer, pages apart by a blank line.
 */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const { document } = await open(pdf);
  try {
    const pages: string[] = [];
    for (let index = 0; index < document.countPages(); index++) {
      pages.push(document.loadPage(index).toStructuredText('preserve-whitespace').asText().trim());
    }
    return pages.join('\n\n');
  } finally {
    document.destroy();
  }
}

/** The page's text lines as MuPDF finds them, each with its box in points from the top left. */
export async function pdfTextLines(
  pdf: Uint8Array,
  page = 0,
): Promise<{ text: string; x: number; y: number; width: number; height: number }[]> {
  const { document } = await open(pdf);
  try {
    const json = document.loadPage(page).toStructuredText('preserve-whitespace').asJSON();
    const { blocks } = JSON.parse(json) as {
      blocks: { lines?: { text: string; bbox: { x: number; y: number; w: number; h: number } }[] }[];
    };
    return blocks.flatMap((block) =>
      (block.lines ?? []).map(({ text, bbox }) => ({
        text,
        x: bbox.x,
        y: bbox.y,
        width: bbox.w,
        height: bbox.h,
      })),
    );
  } finally {
    document.destroy();
  }
}

/** The document's language (the catalogue's Lang), title and author. */
export async function pdfInfo(pdf: Uint8Array): Promise<{ lang?: string; title?: string; author?: string }> {
  const { document } = await open(pdf);
  try {
    const lang = document.asPDF()?.getTrailer().get('Root').get('Lang');
    return {
      lang: lang && !lang.isNull() ? lang.asString() : undefined,
      title: document.getMetaData('info:Title'),
      author: document.getMetaData('info:Author'),
    };
  } finally {
    document.destroy();
  }
}

/** The text of every page as pdf.js's `getTextContent` gives it, its items joined, a line each. */
export async function pdfjsText(pdf: Uint8Array): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdf.js takes its data over (and detaches it): a copy leaves the caller's buffer whole.
  const task = getDocument({ data: new Uint8Array(pdf), verbosity: 0, isEvalSupported: false });
  const document = await task.promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str + (item.hasEOL ? '\n' : '');
      }
      pages.push(text.trim());
    }
    return pages.join('\n\n');
  } finally {
    await task.destroy();
  }
}

/** A page drawn by MuPDF at `scale` pixels per point, on white, as a PNG. */
export async function pdfPagePng(pdf: Uint8Array, scale = 2, page = 0): Promise<Buffer> {
  const { mupdf, document } = await open(pdf);
  try {
    const pixmap = document
      .loadPage(page)
      .toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false, true);
    try {
      return Buffer.from(pixmap.asPNG());
    } finally {
      pixmap.destroy();
    }
  } finally {
    document.destroy();
  }
}

/** What the QR code on a page says (drawn at twice the points, read by jsQR), or undefined. */
export async function pdfQr(pdf: Uint8Array, page = 0): Promise<string | undefined> {
  const png = await pdfPagePng(pdf, 2, page);
  const [{ default: sharp }, { default: jsQR }] = await Promise.all([import('sharp'), import('jsqr')]);
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength);
  return jsQR(pixels, info.width, info.height)?.data;
}
