/**
 * Realistic certificates in English, in Arabic, and both side by side (one with a name mixing
 * Arabic and Latin): what look.ts draws and the tests start from.
 */
import type { CertificateFace, CertificateInput } from './render.js';

export const SAMPLE_SERIAL = 'AMN-7K3Q-9XWP-4HTC-M2RD';
export const SAMPLE_VERIFY_URL = `https://amn.example.org/verify/${SAMPLE_SERIAL}`;

export const SAMPLE_EN: CertificateFace = {
  locale: 'en',
  heading: 'Certificate of attendance',
  presentedTo: 'This certifies that',
  name: 'Dr. Layla Hassan',
  attended: 'attended',
  eventName: 'Cardiology Update 2026',
  details: [
    '5 December 2026 · Riverbend Hall',
    '6.5 continuing education credit hours',
    'Accredited by the Iraqi Medical Education Council',
  ],
  signerName: 'Prof. Samir Al-Khatib',
  signerTitle: 'Director of Continuing Medical Education',
  serialLine: `Serial: ${SAMPLE_SERIAL}`,
  verifyLine: `Verify at ${SAMPLE_VERIFY_URL}`,
};

export const SAMPLE_AR: CertificateFace = {
  locale: 'ar',
  heading: 'شهادة حضور',
  presentedTo: 'تشهد هيئة التعليم الطبي بأنّ',
  name: 'الدكتورة ليلى حسن',
  attended: 'حضرت',
  eventName: 'مستجدات أمراض القلب 2026',
  details: [
    '٥ كانون الأول ٢٠٢٦ · قاعة ريفربند',
    '6.5 ساعة معتمدة في التعليم الطبي المستمر',
    'بتصديق المجلس العراقي للتعليم الطبي (IMEC)',
  ],
  signerName: 'أ. د. سمير الخطيب',
  signerTitle: 'مدير التعليم الطبي المستمر',
  serialLine: `الرقم التسلسلي: ${SAMPLE_SERIAL}`,
  verifyLine: `للتحقق: ${SAMPLE_VERIFY_URL}`,
};

const base = { verifyUrl: SAMPLE_VERIFY_URL, issuer: 'Medical Education Authority' };

export const SAMPLES: Record<string, CertificateInput> = {
  en: { ...base, title: 'Certificate of attendance: Cardiology Update 2026', faces: [SAMPLE_EN] },
  ar: { ...base, title: 'شهادة حضور: مستجدات أمراض القلب 2026', faces: [SAMPLE_AR] },
  // The Arabic face given first: the English one still goes on the left.
  both: {
    ...base,
    title: 'Certificate of attendance: Cardiology Update 2026',
    faces: [
      { ...SAMPLE_AR, name: 'د. Ahmed Al-Rawi' },
      { ...SAMPLE_EN, name: 'Dr. Ahmed Al-Rawi' },
    ],
  },
};
