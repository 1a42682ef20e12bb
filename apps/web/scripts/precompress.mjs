#!/usr/bin/env node
// After `vite build`: every built text file that browsers fetch (scripts, styles, SVG, JSON, the
// web manifest) gets a Brotli (quality 11) and a gzip (level 9) twin beside it, which the server
// sends as they are (@fastify/static `preCompressed`), so no asset is compressed on a request.
// Small files and formats that are compressed already (images, woff2) are left alone.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const TEXT = /\.(js|mjs|css|svg|json|webmanifest|txt|xml)$/;
const MIN_BYTES = 1024;

const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? (entry.name === '.vite' ? [] : files(full)) : [full];
  });

let count = 0;
let before = 0;
let after = 0;
for (const file of files(dist)) {
  if (!TEXT.test(file) || statSync(file).size < MIN_BYTES) continue;
  const bytes = readFileSync(file);
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  count += 1;
  before += bytes.byteLength;
  after += br.byteLength;
}
console.log(
  `precompressed ${count} files: ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB with Brotli`,
);
