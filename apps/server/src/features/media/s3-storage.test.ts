/**
 * Uploads in an S3-compatible bucket (S3_BUCKET, decision 011), against s3rver on loopback: the
 * files land in the bucket, not in DATA_DIR, and `/uploads/…` serves them from it with the same
 * immutable caching, or redirects to S3_PUBLIC_URL when that is set.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { bearer, createStaff, signIn } from '../../test/staff.js';

const BUCKET = 'authority-media';
let s3rver: S3rver;
let s3Dir: string;
let endpoint: string;
let client: S3Client;

beforeAll(async () => {
  s3Dir = mkdtempSync(path.join(tmpdir(), 'authority-s3-'));
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const address = (await s3rver.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
  client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});
afterAll(async () => {
  client.destroy();
  await s3rver.close();
  rmSync(s3Dir, { recursive: true, force: true });
});

const s3Env = () => ({
  S3_ENDPOINT: endpoint,
  S3_BUCKET: BUCKET,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
});

function uploadRequest(data: Buffer, token: string) {
  const boundary = '----authority-s3-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  return {
    method: 'POST' as const,
    url: '/api/v1/admin/media',
    payload: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(token) },
  };
}

const png = (width: number, shade: number) =>
  sharp({ create: { width, height: width / 2, channels: 3, background: { r: shade, g: 118, b: 110 } } })
    .png()
    .toBuffer();

const objectBytes = async (key: string) => {
  const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
  return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
};

describe('S3 storage: upload and serve through the process', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ env: s3Env() });
    token = await signIn(t, await createStaff(t));
  });
  afterAll(() => t.close());

  it('stores every rendition in the bucket, none under DATA_DIR, and records the row', async () => {
    const res = await t.app.inject(uploadRequest(await png(1200, 15), token));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.path).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(body.variants.map((v: { width: number }) => v.width)).toEqual([480, 960]);

    const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    const keys = (listed.Contents ?? []).map((object) => object.Key);
    const name = path.basename(body.path);
    expect(keys).toEqual(
      expect.arrayContaining([name, ...body.variants.map((v: { path: string }) => path.basename(v.path))]),
    );
    expect(existsSync(path.join(t.config.uploadsDir, name))).toBe(false);

    const rows = await t.db.select().from(media);
    expect(rows.map((row) => row.path)).toEqual([body.path]);
    expect((await sharp(await objectBytes(name)).metadata()).format).toBe('webp');
  });

  it('serves /uploads/<file> from the bucket, immutable, byte for byte; 404 for what is not there', async () => {
    const upload = (await t.app.inject(uploadRequest(await png(800, 40), token))).json();
    const name = path.basename(upload.path);
    const served = await t.app.inject({ method: 'GET', url: upload.path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(await objectBytes(name))).toBe(true);

    const missing = await t.app.inject({ method: 'GET', url: `/uploads/${'0'.repeat(32)}.webp` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not found.' });
    const odd = await t.app.inject({ method: 'GET', url: '/uploads/..%2F..%2Fetc%2Fpasswd' });
    expect(odd.statusCode).toBe(404);
  });

  it('answers a width the image is too narrow for with the full image, and one it has with its rendition', async () => {
    // 800 px wide: a 480 px rendition, no 960 px one.
    const upload = (await t.app.inject(uploadRequest(await png(800, 60), token))).json();
    const stem = upload.path.slice(0, -'.webp'.length);
    const narrow = await t.app.inject({ method: 'GET', url: `${stem}-480w.webp` });
    expect(narrow.statusCode).toBe(200);
    expect(narrow.rawPayload.equals(await objectBytes(path.basename(`${stem}-480w.webp`)))).toBe(true);
    const wide = await t.app.inject({ method: 'GET', url: `${stem}-960w.webp` });
    expect(wide.statusCode).toBe(200);
    expect(wide.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(wide.rawPayload.equals(await objectBytes(path.basename(upload.path)))).toBe(true);
  });

  it('is shared: a second process on the same bucket serves what the first stored', async () => {
    const upload = (await t.app.inject(uploadRequest(await png(600, 90), token))).json();
    const other = await createTestApp({ env: s3Env() });
    try {
      const served = await other.app.inject({ method: 'GET', url: upload.path });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(await objectBytes(path.basename(upload.path)))).toBe(true);
    } finally {
      await other.close();
    }
  });
});

describe('S3 storage with S3_PUBLIC_URL', () => {
  it('redirects /uploads/<file> to the public bucket address', async () => {
    const t = await createTestApp({ env: { ...s3Env(), S3_PUBLIC_URL: 'https://media.example.org/site/' } });
    try {
      const name = `${'a'.repeat(32)}-480w.webp`;
      const res = await t.app.inject({ method: 'GET', url: `/uploads/${name}` });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`https://media.example.org/site/${name}`);
    } finally {
      await t.close();
    }
  });

  it('redirects a width the image is too narrow for to its full image, as its row records', async () => {
    const t = await createTestApp({ env: { ...s3Env(), S3_PUBLIC_URL: 'https://media.example.org/site' } });
    try {
      const token = await signIn(t, await createStaff(t));
      // 700 px wide: a 480 px rendition, no 960 px one.
      const upload = (await t.app.inject(uploadRequest(await png(700, 120), token))).json();
      const name = path.basename(upload.path);
      const stem = name.slice(0, -'.webp'.length);
      const to = async (file: string) =>
        (await t.app.inject({ method: 'GET', url: `/uploads/${file}` })).headers.location;
      expect(await to(`${stem}-480w.webp`)).toBe(`https://media.example.org/site/${stem}-480w.webp`);
      expect(await to(`${stem}-960w.webp`)).toBe(`https://media.example.org/site/${name}`);
      // Asked again, from what the process remembers of the row.
      expect(await to(`${stem}-960w.webp`)).toBe(`https://media.example.org/site/${name}`);
      expect(await to(name)).toBe(`https://media.example.org/site/${name}`);
    } finally {
      await t.close();
    }
  });
});
