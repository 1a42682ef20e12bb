/**
 * Writes the sample certificates (samples.ts), as PDF and as the PNG mupdf renders of each, for a
 * person to look at: `npx tsx apps/server/src/features/certificates/pdf/look.ts <folder>`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pdfPagePng } from '../../../test/pdf-read-back.js';
import { renderCertificatePdf } from './render.js';
import { SAMPLES } from './samples.js';

const folder = process.argv[2];
if (!folder) {
  process.stderr.write('usage: npx tsx apps/server/src/features/certificates/pdf/look.ts <folder>\n');
  process.exit(2);
}
mkdirSync(folder, { recursive: true });
for (const [name, input] of Object.entries(SAMPLES)) {
  const pdf = await renderCertificatePdf(input);
  writeFileSync(path.join(folder, `certificate-${name}.pdf`), pdf);
  writeFileSync(path.join(folder, `certificate-${name}.png`), await pdfPagePng(pdf, 2));
  process.stdout.write(`${path.join(folder, `certificate-${name}.pdf`)}: ${pdf.length} bytes\n`);
}
