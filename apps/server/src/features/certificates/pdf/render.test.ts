import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  pdfInfo,
  pdfjsText,
  pdfPageCount,
  pdfPageSize,
  pdfQr,
  pdfText,
  pdfTextLines,
} from '../../../test/pdf-read-back.js';
import { type CertificateFace, type CertificateInput, renderCertificatePdf } from './render.js';
import { SAMPLE_AR, SAMPLE_EN, SAMPLE_SERIAL, SAMPLE_VERIFY_URL, SAMPLES } from './samples.js';

const squeeze = (text: string) => text.replace(/\s+/g, ' ');
const sample = (name: 'en' | 'ar' | 'both'): CertificateInput => {
  const input = SAMPLES[name];
  if (!input) throw new Error(`no sample ${name}`);
  return input;
};
const withFace = (face: Partial<CertificateFace>, base = SAMPLE_AR): CertificateInput => ({
  ...sample('ar'),
  faces: [{ ...base, ...face }],
});

/** The page's inner rule, and the two faces' columns (render.ts's geometry). */
const INNER = { left: 27, top: 27, right: 841.89 - 27, bottom: 595.28 - 27 };
const COLUMNS = { en: { left: 62, right: 400.95 }, ar: { left: 440.95, right: 779.89 } };
const SLACK = 1;

async function expectInside(pdf: Buffer, left: number, right: number) {
  const lines = await pdfTextLines(pdf);
  for (const line of lines) {
    expect(line.x, line.text).toBeGreaterThanOrEqual(left - SLACK);
    expect(line.x + line.width, line.text).toBeLessThanOrEqual(right + SLACK);
    expect(line.y, line.text).toBeGreaterThanOrEqual(INNER.top);
    expect(line.y + line.height, line.text).toBeLessThanOrEqual(INNER.bottom);
  }
  return lines;
}

/** No two lines' cores (their boxes without the ascender and descender room) overlap. */
function expectApart(lines: Awaited<ReturnType<typeof pdfTextLines>>) {
  const cores = lines.map((line) => ({
    ...line,
    top: line.y + line.height * 0.25,
    bottom: line.y + line.height * 0.75,
  }));
  for (const [i, a] of cores.entries()) {
    for (const b of cores.slice(i + 1)) {
      const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.bottom <= b.top || b.bottom <= a.top;
      expect(apart, `${a.text} / ${b.text}`).toBe(true);
    }
  }
}

describe('renderCertificatePdf', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each(['en', 'ar', 'both'] as const)(
    '%s: one A4 landscape page whose QR code says the verify URL',
    async (name) => {
      const pdf = await renderCertificatePdf(sample(name));
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(await pdfPageCount(pdf)).toBe(1);
      const size = await pdfPageSize(pdf);
      expect([Math.round(size.width), Math.round(size.height)]).toEqual([842, 595]);
      expect(await pdfQr(pdf)).toBe(SAMPLE_VERIFY_URL);
      expectApart(await expectInside(pdf, INNER.left, INNER.right));
    },
  );

  it('gives Arabic text in logical order (MuPDF, through ActualText), digits and Latin in place', async () => {
    const text = squeeze(await pdfText(await renderCertificatePdf(sample('ar'))));
    for (const line of [
      'شهادة حضور',
      'الدكتورة ليلى حسن',
      'مستجدات أمراض القلب 2026',
      '٥ كانون الأول ٢٠٢٦ · قاعة ريفربند',
      '6.5 ساعة معتمدة في التعليم الطبي المستمر',
      'بتصديق المجلس العراقي للتعليم الطبي (IMEC)',
      `الرقم التسلسلي: ${SAMPLE_SERIAL}`,
      `للتحقق: ${SAMPLE_VERIFY_URL}`,
    ]) {
      expect(text).toContain(line);
    }
  });

  it('gives both faces, a mixed name among them; English on the left whatever the order given', async () => {
    const input = sample('both');
    expect(input.faces[0].locale).toBe('ar');
    const pdf = await renderCertificatePdf(input);
    const text = squeeze(await pdfText(pdf));
    for (const line of [
      'Certificate of attendance',
      'Dr. Ahmed Al-Rawi',
      '6.5 continuing education credit hours',
      `Serial: ${SAMPLE_SERIAL}`,
      'د. Ahmed Al-Rawi',
      'مستجدات أمراض القلب 2026',
      '6.5 ساعة معتمدة في التعليم الطبي المستمر',
    ]) {
      expect(text).toContain(line);
    }
    const lines = await pdfTextLines(pdf);
    const heading = (words: string) => lines.find((line) => line.text === words);
    expect(heading('Certificate of attendance')?.x).toBeLessThan(COLUMNS.en.right);
    expect(heading('شهادة حضور')?.x).toBeGreaterThan(COLUMNS.ar.left);
    for (const line of lines.filter((candidate) => candidate.y < 380)) {
      const column = line.x + line.width / 2 < 841.89 / 2 ? COLUMNS.en : COLUMNS.ar;
      expect(line.x, line.text).toBeGreaterThanOrEqual(column.left - SLACK);
      expect(line.x + line.width, line.text).toBeLessThanOrEqual(column.right + SLACK);
    }
  });

  it('records what pdf.js gives: Latin lines whole, Arabic letters without ActualText', async () => {
    const text = squeeze(await pdfjsText(await renderCertificatePdf(sample('both'))));
    expect(text).toContain('Cardiology Update 2026');
    expect(text).toContain(`Verify at ${SAMPLE_VERIFY_URL}`);
    // pdf.js ignores ActualText: it keeps the letters in the order written, drops the spaces
    // between Arabic words (it places spaces by gaps in left-to-right order only).
    expect(text.replaceAll(' ', '')).toContain('مستجداتأمراضالقلب');
  });

  it('is tagged, with the language, title and author', async () => {
    const pdf = await renderCertificatePdf(sample('ar'));
    expect(await pdfInfo(pdf)).toEqual({
      lang: 'ar',
      title: sample('ar').title,
      author: 'Medical Education Authority',
    });
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/StructTreeRoot \d+ 0 R/);
    expect(raw).toMatch(/\/MarkInfo/);
    expect(raw).toMatch(/\/DisplayDocTitle true/);
    expect((await pdfInfo(await renderCertificatePdf(sample('both')))).lang).toBe('ar');
    expect((await pdfInfo(await renderCertificatePdf(sample('en')))).lang).toBe('en');
  });

  it('embeds subsets of the fonts only, and stays under 200 KB', async () => {
    for (const name of ['en', 'ar', 'both'] as const) {
      const pdf = await renderCertificatePdf(sample(name));
      expect(pdf.length).toBeLessThan(200 * 1024);
      const raw = pdf.toString('latin1');
      const baseFonts = [...raw.matchAll(/\/BaseFont \/([^\s/>]+)/g)].map((match) => match[1]);
      expect(baseFonts.length).toBeGreaterThan(0);
      for (const baseFont of baseFonts) expect(baseFont).toMatch(/^[A-Z]{6}\+IBMPlexSansArabic-/);
      const descriptors = raw.match(/\/Type \/FontDescriptor/g)?.length ?? 0;
      expect(raw.match(/\/FontFile2 \d+ 0 R/g)?.length).toBe(descriptors);
      expect(descriptors).toBeGreaterThan(0);
    }
  });

  it('renders in well under the budget, writing nothing to the console', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
      vi.spyOn(console, method).mockImplementation(() => {}),
    );
    const input = sample('both');
    await renderCertificatePdf(input);
    const times: number[] = [];
    for (let i = 0; i < 10; i++) {
      const start = performance.now();
      await renderCertificatePdf(input);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const median = ((times[4] ?? 0) + (times[5] ?? 0)) / 2;
    expect(median).toBeLessThanOrEqual(300);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });

  describe('hostile and edge input', () => {
    it('shrinks, then breaks in two, a long name and event name, inside the frame', async () => {
      const name = 'Dr. Maximilian Alexander Konstantin Bartholomew Featherstonehaugh-Montgomery';
      const eventName =
        'The Fourteenth Annual Interdisciplinary Symposium on Interventional Cardiology, Structural Heart Disease and Cardiac Imaging';
      const pdf = await renderCertificatePdf(withFace({ name, eventName }, SAMPLE_EN));
      const lines = await expectInside(pdf, 62, 841.89 - 62);
      expectApart(lines);
      const text = squeeze(await pdfText(pdf));
      expect(text).toContain(name);
      expect(text).toContain(eventName);
      expect(lines.filter((line) => eventName.includes(line.text.trim())).length).toBe(2);
      expect(await pdfQr(pdf)).toBe(SAMPLE_VERIFY_URL);
    });

    it('cuts short, with an ellipsis, what two lines at the smallest size cannot hold', async () => {
      const name = Array.from({ length: 80 }, (_, i) => `Name${i}`).join(' ');
      const both: CertificateInput = {
        ...sample('both'),
        faces: [
          { ...SAMPLE_EN, name, eventName: 'x'.repeat(500) },
          { ...SAMPLE_AR, name: `${'بسم '.repeat(90)}`, verifyLine: `للتحقق: ${'a'.repeat(300)}` },
        ],
      };
      const pdf = await renderCertificatePdf(both);
      expectApart(await expectInside(pdf, INNER.left, INNER.right));
      const text = await pdfText(pdf);
      expect(text).toContain('Name0 Name1');
      expect(text).toContain('…');
      expect(text).not.toContain('Name79');
    });

    it('takes empty details, and empty texts, with nothing drawn for them', async () => {
      const pdf = await renderCertificatePdf(withFace({ details: [], attended: '', presentedTo: ' ' }));
      const text = squeeze(await pdfText(pdf));
      expect(text).toContain('الدكتورة ليلى حسن');
      expect(text).not.toContain('ساعة معتمدة');
      expect(await pdfQr(pdf)).toBe(SAMPLE_VERIFY_URL);
    });

    it('drops control characters and bidi overrides', async () => {
      const pdf = await renderCertificatePdf(
        withFace(
          { name: 'Lay\u0000la\u202E Hassan\u0007\n', eventName: 'Cardio\u2066logy\u2069 Update' },
          SAMPLE_EN,
        ),
      );
      const text = await pdfText(pdf);
      expect(squeeze(text)).toContain('Layla Hassan');
      expect(squeeze(text)).toContain('Cardiology Update');
      expect(text.replaceAll('\n', '')).not.toMatch(/[\p{Cc}\u202A-\u202E\u2066-\u2069]/u);
    });

    it('writes a mixed name and Arabic-Indic digits as given, in either face', async () => {
      const arabic = squeeze(
        await pdfText(
          await renderCertificatePdf(
            withFace({ name: 'د. Ahmed Al-Rawi', details: ['٦٫٥ ساعة معتمدة', 'قاعة 12 (B)'] }),
          ),
        ),
      );
      expect(arabic).toContain('د. Ahmed Al-Rawi');
      expect(arabic).toContain('٦٫٥ ساعة معتمدة');
      expect(arabic).toContain('قاعة 12 (B)');
      const english = squeeze(
        await pdfText(await renderCertificatePdf(withFace({ name: 'Dr. ليلى Hassan' }, SAMPLE_EN))),
      );
      expect(english).toContain('Dr. ليلى Hassan');
    });

    it('encodes a long verify URL in a QR code that still reads', async () => {
      const verifyUrl = `https://certificates.medical-education-authority.example.org/verify/${SAMPLE_SERIAL}?lang=ar&source=mail`;
      const pdf = await renderCertificatePdf({ ...sample('both'), verifyUrl });
      expect(await pdfQr(pdf)).toBe(verifyUrl);
    });
  });
});
