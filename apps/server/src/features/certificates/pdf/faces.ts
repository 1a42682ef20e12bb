/** What a certificate says, face by face (render.ts draws it). */
import type { Locale } from '@authority/shared/locales';

export interface CertificateFace {
  /** 'ar' faces are right to left. */
  locale: Locale;
  heading: string;
  presentedTo: string;
  /** The person's name, in whatever script it is written. */
  name: string;
  attended: string;
  eventName: string;
  /** A few short lines: date and place, credit hours, accrediting body. */
  details: string[];
  signerName: string;
  signerTitle: string;
  serialLine: string;
  verifyLine: string;
}

export interface CertificateInput {
  /** One language, or both side by side (English on the left whatever the order given). */
  faces: [CertificateFace] | [CertificateFace, CertificateFace];
  /** What the QR code says. */
  verifyUrl: string;
  /** The PDF's Title. */
  title: string;
  /** The PDF's Author: the authority's name. */
  issuer: string;
}
