import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_TEXTS } from '@authority/shared/back-office-texts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { bearer, createStaff, signIn } from '../../test/staff.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t, await createStaff(t));
});
afterAll(() => t.close());

function multipart(filename: string, data: Buffer, contentType = 'application/octet-stream', field = 'file') {
  const boundary = '----authority-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (
  filename: string,
  data: Buffer,
  options: { token?: string | null; contentType?: string; field?: string } = {},
) => {
  const body = multipart(filename, data, options.contentType, options.field);
  const auth = options.token === null ? {} : bearer(options.token ?? token);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/media',
    payload: body.payload,
    headers: { ...body.headers, ...auth },
  });
};

const image = (format: 'png' | 'jpeg' | 'webp', width = 2000, height = 1000) =>
  sharp({ create: { width, height, channels: 3, background: { r: 15, g: 118, b: 110 } } })
    .toFormat(format)
    .toBuffer();

describe('POST /api/v1/admin/media', () => {
  it.each(['png', 'jpeg', 'webp'] as const)(
    'accepts a %s, re-encodes it to WebP in several widths, and serves it immutable',
    async (format) => {
      const res = await upload(`photo.${format}`, await image(format));
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.path).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
      expect(body).toMatchObject({ width: 1600, height: 800 });
      expect(body.variants.map((v: { width: number }) => v.width)).toEqual([480, 960]);
      const stored = await readFile(path.join(t.config.uploadsDir, path.basename(body.path)));
      expect((await sharp(stored).metadata()).format).toBe('webp');
      const served = await t.app.inject({ method: 'GET', url: body.path });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    },
  );

  it('strips metadata such as EXIF and GPS', async () => {
    const withExif = await sharp(await image('jpeg', 800, 600))
      .withExif({ IFD0: { Copyright: 'Someone', Artist: 'Camera owner' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const res = await upload('exif.jpg', withExif);
    const stored = await readFile(path.join(t.config.uploadsDir, path.basename(res.json().path)));
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
  });

  it.each(['photo\u202Egnp.exe', 'scan\u2066.png', 'x\u202A.webp'])(
    'refuses a file whose name carries a bidirectional control (%j), with a field error, storing nothing',
    async (filename) => {
      const before = (await t.db.select().from(media)).length;
      const res = await upload(filename, await image('png', 300, 200));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: MEDIA_TEXTS.nameDirection,
        errors: { file: [MEDIA_TEXTS.nameDirection] },
      });
      expect(await t.db.select().from(media)).toHaveLength(before);
    },
  );

  it('recognises a PNG by its content even when it is named .exe', async () => {
    const res = await upload('setup.exe', await image('png', 300, 200));
    expect(res.statusCode).toBe(201);
  });

  it.each([
    [
      'an SVG',
      'logo.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'image/svg+xml',
    ],
    [
      'an executable named .png',
      'photo.png',
      Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(2048)]),
      'image/png',
    ],
    ['a GIF', 'anim.gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'image/gif'],
    ['a PDF', 'doc.png', Buffer.from('%PDF-1.7\n...'), 'image/png'],
    ['an HTML page', 'page.jpg', Buffer.from('<html><script>alert(1)</script></html>'), 'image/jpeg'],
  ])('refuses %s with 415', async (_what, filename, data, contentType) => {
    const res = await upload(filename, data, { contentType });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: MEDIA_TEXTS.wrongType });
  });

  it('refuses a truncated image that only starts like one, as damaged (422)', async () => {
    const png = await image('png', 400, 400);
    const res = await upload('broken.png', png.subarray(0, 60));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: MEDIA_TEXTS.damaged });
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(5 * 1024 * 1024 + 10),
    ]);
    const res = await upload('huge.png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: MEDIA_TEXTS.tooLarge });
  });

  it('refuses a request that is not multipart, or has no file field', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/media',
      headers: bearer(token),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const wrongField = await upload('a.png', await image('png', 10, 10), { field: 'picture' });
    expect(wrongField.statusCode).toBe(400);
  });

  it('answers 400, never 500, to a multipart body cut short or with broken part headers', async () => {
    const whole = multipart('a.png', await image('png', 10, 10));
    const bodies = [
      whole.payload.subarray(0, whole.payload.length - 20),
      whole.payload.subarray(0, 60),
      Buffer.from('------authority-test-boundary\r\nthis is not a header\r\n\r\n'),
      Buffer.from('no boundary at all'),
    ];
    for (const payload of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/media',
        payload,
        headers: { ...whole.headers, ...bearer(token) },
      });
      expect(res.statusCode, payload.toString('latin1').slice(0, 40)).toBeLessThan(500);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    }
    const cut = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/media',
      payload: whole.payload.subarray(0, whole.payload.length - 20),
      headers: { ...whole.headers, ...bearer(token) },
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toEqual({ message: MEDIA_TEXTS.incomplete });
  });

  it('refuses an upload without a token', async () => {
    const res = await upload('a.png', await image('png', 10, 10), { token: null });
    expect(res.statusCode).toBe(401);
  });
});

/**
 * Damaged files of every accepted type: the decoder's failure is the uploader's problem, so the
 * answer is 422 with MEDIA_TEXTS.damaged, never a 5xx, and nothing is stored.
 */
describe('POST /api/v1/admin/media with damaged or mislabelled files', () => {
  const FORMATS = ['jpeg', 'png', 'webp'] as const;
  const NAMES = { jpeg: 'photo.jpg', png: 'photo.png', webp: 'photo.webp' } as const;
  const TYPES = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

  /** A picture with detail, so its file is long enough to cut in many places. */
  const detailed = (format: (typeof FORMATS)[number]) => {
    const width = 120;
    const height = 80;
    const raw = Buffer.alloc(width * height * 3);
    let seed = 7;
    for (let i = 0; i < raw.length; i++) {
      seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
      raw[i] = i % 3 === 0 ? ((i / 3) % width) * 2 : seed >> 16;
    }
    return sharp(raw, { raw: { width, height, channels: 3 } })
      .toFormat(format)
      .toBuffer();
  };

  const mediaRows = async () => (await t.db.query.media.findMany()).length;

  function expectDamaged(res: Awaited<ReturnType<typeof upload>>, what: string) {
    expect(res.statusCode, `${what} → ${res.body}`).toBe(422);
    expect(res.json(), what).toEqual({ message: MEDIA_TEXTS.damaged });
  }

  it.each(FORMATS)('refuses a %s cut short anywhere in its image data as damaged', async (format) => {
    const whole = await detailed(format);
    const before = await mediaRows();
    // The last byte before a PNG's 12-byte end marker (IEND): the pixels are all there without it.
    const end = format === 'png' ? whole.length - 13 : whole.length - 1;
    const cuts = [12, 16, 24, 33, 60, 100, 0.25, 0.5, 0.75, 0.9].map((at) =>
      at < 1 ? Math.floor(whole.length * at) : at,
    );
    const answers: string[] = [];
    for (const cut of [...cuts, end]) {
      const res = await upload(NAMES[format], whole.subarray(0, cut), { contentType: TYPES[format] });
      answers.push(`cut at ${cut}: ${res.statusCode} ${res.json().message}`);
    }
    // Every answer listed, so a failure shows each cut that was not refused as damaged.
    expect(answers).toEqual([...cuts, end].map((cut) => `cut at ${cut}: 422 ${MEDIA_TEXTS.damaged}`));
    expect(await mediaRows()).toBe(before);
  });

  it.each(FORMATS)(
    'never answers a %s with flipped bits with 5xx: stored, or refused as damaged',
    async (format) => {
      const whole = await detailed(format);
      const signature = format === 'webp' ? 12 : format === 'png' ? 8 : 3;
      let refused = 0;
      const otherAnswers: string[] = [];
      for (let step = 0; step < 24; step++) {
        const at = signature + Math.floor(((whole.length - signature) * step) / 24);
        for (const mask of [0x01, 0x80, 0xff]) {
          const flipped = Buffer.from(whole);
          flipped[at] = (flipped[at] ?? 0) ^ mask;
          const res = await upload(NAMES[format], flipped, { contentType: TYPES[format] });
          if (res.statusCode === 422 && res.json().message === MEDIA_TEXTS.damaged) refused++;
          else if (res.statusCode !== 201)
            otherAnswers.push(`byte ${at} ^ ${mask}: ${res.statusCode} ${res.body}`);
        }
      }
      expect(otherAnswers).toEqual([]);
      expect(refused).toBeGreaterThan(0);
    },
  );

  it('judges a file by its content, not its name or declared type', async () => {
    const png = await detailed('png');
    const jpeg = await detailed('jpeg');
    // Whole files under another name and type are taken.
    expect((await upload('photo.jpg', png, { contentType: 'image/jpeg' })).statusCode).toBe(201);
    expect((await upload('photo.webp', jpeg, { contentType: 'image/webp' })).statusCode).toBe(201);
    // Damaged ones are damaged whatever they are called.
    expectDamaged(
      await upload('photo.jpg', png.subarray(0, 60), { contentType: 'image/jpeg' }),
      'cut PNG as .jpg',
    );
    expectDamaged(
      await upload('photo.png', jpeg.subarray(0, 200), { contentType: 'image/png' }),
      'cut JPEG as .png',
    );
    // One type's signature before another type's body.
    const jpegSignature = Buffer.from([0xff, 0xd8, 0xff]);
    expectDamaged(
      await upload('photo.jpg', Buffer.concat([jpegSignature, png]), { contentType: 'image/jpeg' }),
      'JPEG signature, PNG body',
    );
    const pngSignature = png.subarray(0, 8);
    expectDamaged(
      await upload('photo.png', Buffer.concat([pngSignature, jpeg]), { contentType: 'image/png' }),
      'PNG signature, JPEG body',
    );
    const riff = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP'), png]);
    expectDamaged(await upload('photo.webp', riff, { contentType: 'image/webp' }), 'WebP header, PNG body');
    // What is not an image at all stays a wrong type.
    const text = await upload('photo.jpg', Buffer.from('not a picture at all'), {
      contentType: 'image/jpeg',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ message: MEDIA_TEXTS.wrongType });
  });

  it('refuses an image whose header declares more than 50 million pixels (422), before decoding it', async () => {
    // A tiny PNG whose header says 10000 × 10000: the size a decompression bomb would claim.
    const png = Buffer.from(await image('png', 10, 10));
    png.writeUInt32BE(10_000, 16);
    png.writeUInt32BE(10_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    const res = await upload('bomb.png', png);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: MEDIA_TEXTS.tooManyPixels });
  });
});

/** CRC-32 of a PNG chunk (its type and data). */
function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
