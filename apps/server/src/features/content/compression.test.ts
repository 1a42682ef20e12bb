/**
 * Public reads are compressed once per content version and coding, and sent as stored bytes
 * (docs/decisions/015-compression-once.md); the early answers before routing send the same bytes.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNews } from '../../db/factories.js';
import { createTestApp, type TestApp } from '../../test/app.js';

let t: TestApp;
const BROWSER = 'gzip, deflate, br';

beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 12; i++)
    await createNews(t.db, { name: `Ward news ${i}`, description: 'x'.repeat(200) });
});
afterAll(() => t.close());

const read = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin${url}`, headers });

describe('compressed public reads', () => {
  it('answers a browser in Brotli, gzip or plain, the same JSON and ETag in each', async () => {
    const plain = await read('/news');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.byteLength).toBeGreaterThan(1024);

    const br = await read('/news', { 'accept-encoding': BROWSER });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength / 3);

    const gzip = await read('/news', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('sends the same stored bytes again, also from the early answer before routing, and 304s', async () => {
    const first = await read('/news', { 'accept-encoding': BROWSER });
    const again = await read('/news?x=1', { 'accept-encoding': BROWSER });
    expect(again.headers['content-encoding']).toBe('br');
    expect(Buffer.compare(again.rawPayload, first.rawPayload)).toBe(0);
    const unchanged = await read('/news', {
      'accept-encoding': BROWSER,
      'if-none-match': String(first.headers.etag),
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.byteLength).toBe(0);
  });

  it('leaves a small answer plain, and a new content version is compressed anew', async () => {
    const small = await read('/AdminPartner', { 'accept-encoding': BROWSER });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();

    const before = await read('/news', { 'accept-encoding': BROWSER });
    await createNews(t.db, { name: 'A new ward opens', description: 'y'.repeat(200) });
    await t.app.contentChanged();
    const after = await read('/news', { 'accept-encoding': BROWSER });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(brotliDecompressSync(after.rawPayload).toString()).toContain('A new ward opens');
  });
});
