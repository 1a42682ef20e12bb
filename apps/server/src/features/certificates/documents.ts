/**
 * A certificate's PDF, made from its stored row whenever it is asked for (decision 046): the row
 * keeps what the certificate says as issued, so the file is the same every time and needs no
 * storage; a revoked row makes none. Many certificates go into one ZIP for staff.
 */
import { CERTIFICATE_TEXTS, verifyPagePath } from '@authority/shared/certificates';
import { easternDigits } from '@authority/shared/digits';
import { ENGLISH_DATE_NAMES, formatLongDate } from '@authority/shared/format-date';
import { PAGES_AR } from '@authority/shared/i18n/pages-ar';
import { PUBLIC_AR } from '@authority/shared/i18n/public-ar';
import { type Locale, localizePath } from '@authority/shared/locales';
import type { MailAttachment } from '@authority/shared/mail-texts';
import { SITE } from '@authority/shared/site';
import type { certificates } from '../../db/schema.js';
import type { CertificateFace } from './pdf/faces.js';
import { renderInWorker } from './pdf/pool.js';

type CertificateRow = typeof certificates.$inferSelect;

/** The authority's name in a language, as the certificate and its mail sign. */
export const issuerIn = (locale: Locale) => (locale === 'ar' ? PUBLIC_AR.site.fullName : SITE.fullName);

/** A date and an amount as a page of that language writes them: Arabic with its own digits. */
export const dateIn = (date: string, locale: Locale) =>
  locale === 'ar'
    ? easternDigits(formatLongDate(date, PAGES_AR.dates))
    : formatLongDate(date, ENGLISH_DATE_NAMES);
export const hoursIn = (hours: string, locale: Locale) => (locale === 'ar' ? easternDigits(hours) : hours);

/** The verification page of a serial, in a language, on this site. */
export const verifyUrlOf = (publicUrl: string, serial: string, locale: Locale) =>
  `${publicUrl}${localizePath(verifyPagePath(serial), locale)}`;

function faceOf(row: CertificateRow, locale: Locale, verifyUrl: string): CertificateFace {
  const t = CERTIFICATE_TEXTS[locale];
  const { snapshot } = row;
  const words = snapshot.words[locale];
  return {
    locale,
    heading: t.heading,
    presentedTo: t.presentedTo(issuerIn(locale)),
    name: row.fullName,
    attended: t.attended,
    eventName: snapshot.eventName[locale],
    details: [
      t.dateAndPlace(dateIn(snapshot.date, locale), snapshot.place[locale]),
      t.hours(hoursIn(snapshot.creditHours, locale)),
      t.accreditedBy(words.accreditingBody),
    ],
    signerName: words.signerName,
    signerTitle: words.signerTitle,
    serialLine: t.serialLine(row.serial),
    verifyLine: t.verifyLine(verifyUrl),
  };
}

/** The certificate's PDF; its QR code opens the verification page in the certificate's first language. */
export async function certificatePdf(row: CertificateRow, publicUrl: string): Promise<Buffer> {
  const [first = 'en', second] = row.snapshot.locales;
  const verifyUrl = verifyUrlOf(publicUrl, row.serial, first);
  const faces: [CertificateFace] | [CertificateFace, CertificateFace] = second
    ? [faceOf(row, first, verifyUrl), faceOf(row, second, verifyUrl)]
    : [faceOf(row, first, verifyUrl)];
  return renderInWorker({
    faces,
    verifyUrl,
    title: `${CERTIFICATE_TEXTS[first].heading}: ${row.snapshot.eventName[first]}`,
    issuer: issuerIn(first),
  });
}

/** The certificate as a mail's attachment. */
export async function certificateAttachment(row: CertificateRow, publicUrl: string): Promise<MailAttachment> {
  return {
    filename: CERTIFICATE_TEXTS.en.fileName(row.serial),
    contentType: 'application/pdf',
    content: (await certificatePdf(row, publicUrl)).toString('base64'),
    encoding: 'base64',
  };
}

/**
 * Every row's PDF in one ZIP, each named by the person and the serial; made one after another,
 * yielding between them, so a large event keeps the server answering meanwhile.
 */
export async function certificatesZip(rows: readonly CertificateRow[], publicUrl: string): Promise<Buffer> {
  const { ZipFile } = await import('yazl');
  const zip = new ZipFile();
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
  for (const row of rows) {
    const safeName =
      row.fullName
        .replace(/[^\p{L}\p{N} .-]+/gu, '')
        .trim()
        .slice(0, 60) || 'certificate';
    // PDFs are compressed already: stored as they are.
    zip.addBuffer(await certificatePdf(row, publicUrl), `${safeName} - ${row.serial}.pdf`, {
      compress: false,
    });
    await new Promise((resolve) => setImmediate(resolve));
  }
  zip.end();
  return done;
}
