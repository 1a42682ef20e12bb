import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedForm, negotiateCoding } from './compressed.js';

describe('negotiateCoding', () => {
  it('prefers Brotli, then gzip, as browsers offer them', () => {
    expect(negotiateCoding('gzip, deflate, br')).toBe('br');
    expect(negotiateCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateCoding('gzip')).toBe('gzip');
    expect(negotiateCoding('deflate')).toBeUndefined();
    expect(negotiateCoding(undefined)).toBeUndefined();
    expect(negotiateCoding('')).toBeUndefined();
  });

  it('honours q=0 and the wildcard', () => {
    expect(negotiateCoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateCoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(negotiateCoding('*')).toBe('br');
    expect(negotiateCoding('*;q=0, gzip')).toBe('gzip');
    expect(negotiateCoding(['gzip', 'br'])).toBe('br');
  });
});

describe('compressedForm', () => {
  const text = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `News item ${i}` })));

  it('compresses an answer sent again and again at the highest setting, one mostly asked once quickly', async () => {
    const brotliAt = (quality: number) =>
      brotliCompressSync(Buffer.from(text), {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
        },
      });
    expect(await compressedForm({ bytes: Buffer.from(text) }, 'br')).toEqual(brotliAt(11));
    expect(await compressedForm({ bytes: Buffer.from(text), quick: true }, 'br')).toEqual(brotliAt(5));
    expect(await compressedForm({ bytes: Buffer.from(text) }, 'gzip')).toEqual(gzipSync(text, { level: 9 }));
    expect(await compressedForm({ bytes: Buffer.from(text), quick: true }, 'gzip')).toEqual(
      gzipSync(text, { level: 6 }),
    );
  });

  it('compresses once per coding: later calls get the stored bytes at once', async () => {
    const answer = { bytes: Buffer.from(text) };
    const first = compressedForm(answer, 'br');
    expect(first).toBeInstanceOf(Promise);
    // A second request while the first is being compressed shares it.
    expect(compressedForm(answer, 'br')).toBe(first);
    const bytes = await first;
    expect(compressedForm(answer, 'br')).toBe(bytes);
    expect(brotliDecompressSync(bytes).toString()).toBe(text);
    expect(bytes.byteLength).toBeLessThan(answer.bytes.byteLength / 4);

    const gzipped = await compressedForm(answer, 'gzip');
    expect(gunzipSync(gzipped).toString()).toBe(text);
    expect(compressedForm(answer, 'gzip')).toBe(gzipped);
  });
});
