import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_TEXTS } from '@authority/shared/back-office-texts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('refuses a truncated image that only starts like one', async () => {
    const png = await image('png', 400, 400);
    const res = await upload('broken.png', png.subarray(0, 60));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: MEDIA_TEXTS.unreadable });
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

  it('refuses an upload without a token', async () => {
    const res = await upload('a.png', await image('png', 10, 10), { token: null });
    expect(res.statusCode).toBe(401);
  });
});
