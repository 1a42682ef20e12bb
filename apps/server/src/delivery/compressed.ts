/**
 * Compression off the request path (docs/decisions/015-compression-once.md): an
 * answer that is kept (a public read, a finished page, the sitemap and feeds) is compressed once
 * per content coding, at a high setting, the first time a browser asks for it in that coding, and
 * every later answer sends the stored bytes. Answers that are not kept are left to
 * `@fastify/compress`, which compresses each as it goes out.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export type ContentCoding = 'br' | 'gzip';

/** Smaller answers are sent as they are: compressing them saves less than its headers cost. */
export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** An answer's bytes, and its compressed forms once made (or being made). */
export interface Compressible {
  readonly bytes: Buffer;
  compressed?: Partial<Record<ContentCoding, Buffer | Promise<Buffer>>>;
  /**
   * Compressed at a quick setting: an answer most often asked once (a search's), where the
   * highest setting would cost more time than its smaller bytes save (decision 048).
   */
  quick?: boolean;
}

/** Brotli's quality and gzip's level: the highest for answers sent again and again, else quick ones. */
const EFFORT = { kept: { br: 11, gzip: 9 }, quick: { br: 5, gzip: 6 } } as const;

/**
 * `target`'s bytes in `coding`: at once when made before, else a promise every concurrent request
 * shares. Brotli (text mode) and gzip run on libuv's thread pool, never on the event loop.
 */
export function compressedForm(target: Compressible, coding: ContentCoding): Buffer | Promise<Buffer> {
  target.compressed ??= {};
  const forms = target.compressed;
  const known = forms[coding];
  if (known) return known;
  const effort = target.quick ? EFFORT.quick : EFFORT.kept;
  const made = (
    coding === 'br'
      ? brotli(target.bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: effort.br,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: target.bytes.byteLength,
          },
        })
      : gzipAsync(target.bytes, { level: effort.gzip })
  ).then(
    (bytes) => {
      forms[coding] = bytes;
      return bytes;
    },
    (error: unknown) => {
      // Not kept: the next request tries again.
      delete forms[coding];
      throw error;
    },
  );
  forms[coding] = made;
  return made;
}

/** How many bytes `target`'s compressed forms may take at most (for the caches' byte bounds). */
export const withRoomForCompressed = (bytes: number) => Math.ceil(bytes * 1.5);

/**
 * The coding to answer `Accept-Encoding` with: Brotli when accepted, else gzip, else none. A coding
 * with `q=0` is refused; `*` accepts both.
 */
export function negotiateCoding(acceptEncoding: string | string[] | undefined): ContentCoding | undefined {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return undefined;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const weight = (coding: ContentCoding) => accepted.get(coding) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}
