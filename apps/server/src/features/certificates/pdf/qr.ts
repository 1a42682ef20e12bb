/** The verification QR code drawn as vector squares: sharp at any zoom, and a few hundred bytes. */
import type { QRCode } from 'qrcode';

/** Modules of quiet zone the code needs around it; the caller keeps that much clear. */
export const QR_QUIET_MODULES = 4;

export type QrModules = QRCode['modules'];

/** The code's modules for `text`, at the middle level of error correction. */
export async function qrModules(text: string): Promise<QrModules> {
  const { default: QRCodeLibrary } = await import('qrcode');
  return QRCodeLibrary.create(text, { errorCorrectionLevel: 'M' }).modules;
}

/**
 * Draws the code's dark modules, each row's touching modules as one rectangle, filled at once, in
 * the square `size` wide at (`left`, `top`), quiet zone not included.
 */
export function drawQr(
  doc: PDFKit.PDFDocument,
  modules: QrModules,
  left: number,
  top: number,
  size: number,
  color: string,
) {
  const unit = size / modules.size;
  for (let row = 0; row < modules.size; row++) {
    let start = -1;
    for (let column = 0; column <= modules.size; column++) {
      const dark = column < modules.size && modules.get(row, column) === 1;
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        doc.rect(left + start * unit, top + row * unit, (column - start) * unit, unit);
        start = -1;
      }
    }
  }
  doc.fillColor(color).fill();
}
