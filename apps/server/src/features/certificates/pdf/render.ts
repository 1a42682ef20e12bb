/**
 * A certificate of attendance as a one-page PDF (docs/decisions/045-certificate-pdf.md): A4
 * landscape, one language or both side by side, English on the left and Arabic on the right.
 * Arabic is shaped by fontkit (through pdfkit) and ordered by the bidirectional algorithm
 * (bidi-runs.ts); each such line carries its logical text, so a copy or a screen reader gets it as
 * written. The document is tagged: a section per language with its Lang, a heading, paragraphs,
 * the QR code as a figure, the frame as an artifact.
 */
import { LOCALE_INFO } from '@authority/shared/locales';
import { cleanText } from './bidi-runs.js';
import type { CertificateFace, CertificateInput } from './faces.js';
import { registerFonts } from './glyphs.js';
import {
  artifact,
  COLUMN_GAP,
  type Column,
  drawFlow,
  drawFrame,
  drawQrFigure,
  drawSerial,
  drawSigner,
  MARGIN,
  ONE_FACE,
  PAGE,
  QR_SIZE,
  SIGNER_WIDTH,
  TEAL,
  TWO_FACES,
} from './parts.js';
import { QR_QUIET_MODULES, type QrModules, qrModules } from './qr.js';

export type { CertificateFace, CertificateInput } from './faces.js';

/** English on the left, Arabic on the right, whatever the order given. */
const byLocale = (a: CertificateFace, b: CertificateFace) =>
  (a.locale === 'ar' ? 1 : 0) - (b.locale === 'ar' ? 1 : 0);

function columnsOf(faces: CertificateFace[]): Column[] {
  const inner = PAGE.width - 2 * MARGIN;
  const sorted = [...faces].sort(byLocale);
  const width = sorted.length === 2 ? (inner - COLUMN_GAP) / 2 : inner;
  return sorted.map((face, index) => ({
    face,
    direction: LOCALE_INFO[face.locale].dir,
    left: MARGIN + index * (width + COLUMN_GAP),
    width,
  }));
}

/** One face: the signer at its start side, the QR code at its end with the serial beside it. */
function drawOneFace(doc: PDFKit.PDFDocument, input: CertificateInput, column: Column, modules: QrModules) {
  const section = doc.struct('Sect', { lang: column.face.locale });
  doc.addStructure(section);
  drawFlow(doc, section, column, false, ONE_FACE);
  drawSigner(doc, section, column, ONE_FACE.signerRule);
  const rtl = column.direction === 'rtl';
  const qrLeft = rtl ? column.left : column.left + column.width - QR_SIZE;
  const quiet = (QR_SIZE / modules.size) * QR_QUIET_MODULES;
  const width = column.width - QR_SIZE - quiet - SIGNER_WIDTH - 24;
  const left = rtl ? qrLeft + QR_SIZE + quiet : qrLeft - quiet - width;
  drawSerial(doc, section, column, left, width, rtl ? 'left' : 'right', ONE_FACE.serialBaseline);
  section.end();
  drawQrFigure(doc, input.verifyUrl, modules, qrLeft, ONE_FACE.qrTop);
}

/** Both faces: a rule between them, each signer at its face's start, one QR code in the middle. */
function drawTwoFaces(
  doc: PDFKit.PDFDocument,
  input: CertificateInput,
  columns: Column[],
  modules: QrModules,
) {
  const qrLeft = (PAGE.width - QR_SIZE) / 2;
  const quiet = (QR_SIZE / modules.size) * QR_QUIET_MODULES;
  const width = qrLeft - quiet - MARGIN;
  let top = TWO_FACES.flowBottom;
  let bottom = TWO_FACES.flowTop;
  columns.forEach((column, index) => {
    const section = doc.struct('Sect', { lang: column.face.locale });
    doc.addStructure(section);
    const reach = drawFlow(doc, section, column, true, TWO_FACES);
    top = Math.min(top, reach.top);
    bottom = Math.max(bottom, reach.bottom);
    drawSigner(doc, section, column, TWO_FACES.signerRule);
    const left = index === 0 ? MARGIN : qrLeft + QR_SIZE + quiet;
    drawSerial(doc, section, column, left, width, index === 0 ? 'right' : 'left', TWO_FACES.serialBaseline);
    section.end();
  });
  const x = PAGE.width / 2;
  artifact(doc, () => {
    doc
      .lineWidth(0.5)
      .strokeColor(TEAL)
      .moveTo(x, top - 8)
      .lineTo(x, bottom + 12)
      .stroke();
  });
  drawQrFigure(doc, input.verifyUrl, modules, qrLeft, TWO_FACES.qrTop);
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** The certificate as a PDF of one A4 landscape page. */
export async function renderCertificatePdf(input: CertificateInput): Promise<Buffer> {
  const [{ default: PDFDocument }, modules] = await Promise.all([
    import('pdfkit'),
    qrModules(input.verifyUrl),
  ]);
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: 0,
    pdfVersion: '1.7',
    tagged: true,
    // The document's language is the first face's; each face's section says its own.
    lang: input.faces[0].locale,
    displayTitle: true,
    info: { Title: cleanText(input.title), Author: cleanText(input.issuer) },
    // No default font: pdfkit would read Helvetica's metrics from beside its own module, which is
    // not where the bundle in dist runs from; every text here names its cut.
    font: null as unknown as undefined,
  });
  const done = collect(doc);
  registerFonts(doc);
  drawFrame(doc);
  const columns = columnsOf(input.faces);
  const [only] = columns;
  if (columns.length === 1 && only) drawOneFace(doc, input, only, modules);
  else drawTwoFaces(doc, input, columns, modules);
  doc.end();
  return done;
}
