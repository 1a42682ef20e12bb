/**
 * The parts of a certificate's page: its geometry, the frame, a column's flowing text (set to fit,
 * then placed in its band), the signer, the serial beside the QR code, and the QR code as a
 * figure. Every text goes into the structure element of its face's section.
 */

import { cleanText, type Direction } from './bidi-runs.js';
import type { CertificateFace } from './faces.js';
import { drawQr, type QrModules } from './qr.js';
import { type Align, drawText, linesHeight, type SetText, setText, type TextStyle } from './set-line.js';

export const PAGE = { width: 841.89, height: 595.28 };
export const TEAL = '#0f5257';
const INK = '#1c2224';
const SOFT = '#4a5659';
/** The frame's outer rule, and the inner one just inside it. */
const FRAME = 22;
const FRAME_GAP = 5;
/** Content keeps this far from the page's edges. */
export const MARGIN = 62;
export const COLUMN_GAP = 40;
export const QR_SIZE = 78;

/**
 * Where things go down the page: the band the flowing text is set in, the signer's rule, the QR
 * code's top and the last baseline beside it. Two faces put the QR code in a row of its own,
 * under both signers.
 */
export interface Rows {
  flowTop: number;
  flowBottom: number;
  signerRule: number;
  qrTop: number;
  serialBaseline: number;
}
export const ONE_FACE: Rows = {
  flowTop: 84,
  flowBottom: 424,
  signerRule: 478,
  qrTop: 436,
  serialBaseline: 508,
};
export const TWO_FACES: Rows = {
  flowTop: 80,
  flowBottom: 372,
  signerRule: 402,
  qrTop: 446,
  serialBaseline: 521,
};
export const SIGNER_WIDTH = 240;
/** Details past these are left out: the band has room for this many, each on two lines. */
const MAX_DETAILS = 4;

export interface Column {
  face: CertificateFace;
  direction: Direction;
  left: number;
  width: number;
}

const style = (
  weight: TextStyle['weight'],
  size: number,
  color: string,
  minSize = size,
  maxLines: TextStyle['maxLines'] = 2,
): TextStyle => ({ weight, size, minSize, color, maxLines, leading: 1.25 });

/** The text of one column, top to bottom: each block's first baseline is `advance` below the last's. */
function flowBlocks(face: CertificateFace, half: boolean, scale: number) {
  const k = (half ? 0.8 : 1) * scale;
  const blocks: { text: string; style: TextStyle; advance: number; tag: 'H1' | 'P' }[] = [
    { text: face.heading, style: style(700, 30 * k, TEAL, 21 * k), advance: 0, tag: 'H1' },
    { text: face.presentedTo, style: style(400, 13 * k, SOFT, 10.5 * k), advance: 62 * k, tag: 'P' },
    { text: face.name, style: style(700, 32 * k, INK, 22 * k), advance: 44 * k, tag: 'P' },
    { text: face.attended, style: style(400, 13 * k, SOFT, 10.5 * k), advance: 40 * k, tag: 'P' },
    { text: face.eventName, style: style(700, 21 * k, INK, 15 * k), advance: 33 * k, tag: 'P' },
  ];
  face.details.slice(0, MAX_DETAILS).forEach((text, index) => {
    blocks.push({
      text,
      style: style(400, 12 * k, SOFT, 10.5 * k),
      advance: (index ? 19 : 36) * k,
      tag: 'P',
    });
  });
  return blocks;
}

interface Placed {
  set: SetText;
  baseline: number;
  tag: 'H1' | 'P';
}

/**
 * The column's texts set and placed: shrunk as a whole while they would run past the band, then
 * set a third of the way down what is left of it. An empty text keeps no room.
 */
function placeFlow(doc: PDFKit.PDFDocument, column: Column, half: boolean, rows: Rows): Placed[] {
  let placed: Placed[] = [];
  let height = 0;
  for (let scale = 1; scale >= 0.5; scale -= 0.05) {
    placed = [];
    let baseline = 0;
    for (const block of flowBlocks(column.face, half, scale)) {
      const set = setText(doc, block.text, column.direction, block.style, column.width);
      if (set.lines.length === 0) continue;
      if (placed.length > 0) baseline += block.advance;
      placed.push({ set, baseline, tag: block.tag });
      baseline += linesHeight(set);
    }
    // From the first line's top (about its size above its baseline) to the last baseline.
    height = baseline + (placed[0]?.set.size ?? 0);
    if (rows.flowTop + height <= rows.flowBottom) break;
  }
  const room = Math.max(0, rows.flowBottom - rows.flowTop - height);
  const offset = rows.flowTop + (placed[0]?.set.size ?? 0) + room / 3;
  for (const item of placed) item.baseline += offset;
  return placed;
}

/** Content that is drawing only (rules, the frame), which a reader skips. */
export function artifact(doc: PDFKit.PDFDocument, draw: () => void) {
  doc.markContent('Artifact', { type: 'Layout' });
  draw();
  doc.endMarkedContent();
}

export function drawFrame(doc: PDFKit.PDFDocument) {
  artifact(doc, () => {
    doc.lineWidth(1.4).strokeColor(TEAL);
    doc.rect(FRAME, FRAME, PAGE.width - 2 * FRAME, PAGE.height - 2 * FRAME).stroke();
    const inner = FRAME + FRAME_GAP;
    doc
      .lineWidth(0.5)
      .rect(inner, inner, PAGE.width - 2 * inner, PAGE.height - 2 * inner)
      .stroke();
  });
}

const add = (doc: PDFKit.PDFDocument, parent: PDFKit.PDFStructureElement, tag: string, draw: () => void) => {
  parent.add(doc.struct(tag, {}, draw));
};

/** Draws the column's flowing text in its section; gives how far down it reaches. */
export function drawFlow(
  doc: PDFKit.PDFDocument,
  section: PDFKit.PDFStructureElement,
  column: Column,
  half: boolean,
  rows: Rows,
) {
  const placed = placeFlow(doc, column, half, rows);
  const middle = column.left + column.width / 2;
  for (const item of placed) {
    add(doc, section, item.tag, () =>
      drawText(doc, item.set, column.left, column.width, item.baseline, 'center'),
    );
    if (item.tag === 'H1') {
      const y = item.baseline + linesHeight(item.set) + item.set.size * 0.6;
      artifact(doc, () => {
        doc
          .lineWidth(0.8)
          .strokeColor(TEAL)
          .moveTo(middle - 28, y)
          .lineTo(middle + 28, y)
          .stroke();
      });
    }
  }
  const first = placed[0];
  const last = placed.at(-1);
  return {
    top: first ? first.baseline - first.set.size : rows.flowTop,
    bottom: last ? last.baseline + linesHeight(last.set) : rows.flowTop,
  };
}

/** The signer's rule, name and title at the column's start side, under the rule at `rule`. */
export function drawSigner(
  doc: PDFKit.PDFDocument,
  section: PDFKit.PDFStructureElement,
  column: Column,
  rule: number,
) {
  const width = Math.min(SIGNER_WIDTH, column.width);
  const left = column.direction === 'rtl' ? column.left + column.width - width : column.left;
  const ruleWidth = Math.min(190, width);
  const ruleLeft = column.direction === 'rtl' ? left + width - ruleWidth : left;
  artifact(doc, () => {
    doc
      .lineWidth(0.6)
      .strokeColor(INK)
      .moveTo(ruleLeft, rule)
      .lineTo(ruleLeft + ruleWidth, rule)
      .stroke();
  });
  const name = setText(doc, column.face.signerName, column.direction, style(700, 11.5, INK, 8, 1), width);
  const title = setText(doc, column.face.signerTitle, column.direction, style(400, 10, SOFT, 7, 1), width);
  add(doc, section, 'P', () => drawText(doc, name, left, width, rule + 16, 'start'));
  add(doc, section, 'P', () => drawText(doc, title, left, width, rule + 30, 'start'));
}

/**
 * The serial and the verify line in [left, left + width] beside the QR code, set against it
 * (`qrSide` says on which side of them it is), the verify line's last baseline at `baseline`.
 */
export function drawSerial(
  doc: PDFKit.PDFDocument,
  section: PDFKit.PDFStructureElement,
  column: Column,
  left: number,
  width: number,
  qrSide: 'left' | 'right',
  baseline: number,
) {
  const align: Align = (qrSide === 'right') === (column.direction === 'ltr') ? 'end' : 'start';
  const small = style(400, 8.5, SOFT, 6.5, 2);
  const serial = setText(doc, column.face.serialLine, column.direction, small, width);
  const verify = setText(doc, column.face.verifyLine, column.direction, small, width);
  const verifyTop = baseline - linesHeight(verify);
  const serialTop = verifyTop - verify.size * small.leading - linesHeight(serial);
  add(doc, section, 'P', () => drawText(doc, serial, left, width, serialTop, align));
  add(doc, section, 'P', () => drawText(doc, verify, left, width, verifyTop, align));
}

export function drawQrFigure(
  doc: PDFKit.PDFDocument,
  verifyUrl: string,
  modules: QrModules,
  left: number,
  top: number,
) {
  doc.addStructure(
    doc.struct('Figure', { alt: cleanText(verifyUrl) }, () => drawQr(doc, modules, left, top, QR_SIZE, INK)),
  );
}
