/**
 * The access log: one line per answered request (not Fastify's two), none with ACCESS_LOG=off, and
 * the lines of a turn of the event loop written together.
 */
import { once } from 'node:events';
import fs, { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { LOG_BATCH_BYTES, processLog } from './app.js';
import { type AccessEntry, accessLog } from './lib/access-log.js';
import { createTestApp } from './test/app.js';

async function linesOf(env: Record<string, string>) {
  let log = '';
  const stream = new PassThrough();
  stream.on('data', (chunk) => {
    log += chunk;
  });
  const t = await createTestApp({ env, logger: { level: 'info', stream } });
  try {
    await t.app.inject({ method: 'GET', url: '/healthz' });
    await t.app.inject({ method: 'GET', url: '/api/v1/admin/news?token=secret-value' });
    await t.app.inject({ method: 'GET', url: '/nothing-here' });
  } finally {
    await t.close();
  }
  return log
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .filter((line) => line.req || line.msg?.includes('request'));
}

it('writes one line per request: method, redacted URL, route, status, time, bytes and client', async () => {
  const lines = await linesOf({});
  expect(lines).toHaveLength(3);
  expect(lines.map((line) => [line.msg, line.method, line.url, line.route, line.status])).toEqual([
    ['request completed', 'GET', '/healthz', '/healthz', 200],
    ['request completed', 'GET', '/api/v1/admin/news?token=[redacted]', '/api/v1/admin/news', 200],
    ['request completed', 'GET', '/nothing-here', undefined, 404],
  ]);
  for (const line of lines) {
    expect(line.ms).toEqual(expect.any(Number));
    expect(line.bytes).toBeGreaterThan(0);
    expect(line.ip).toBe('127.0.0.1');
  }
});

it('writes none with ACCESS_LOG=off', async () => {
  expect(await linesOf({ ACCESS_LOG: 'off' })).toEqual([]);
});

describe('lines of one turn of the event loop', () => {
  const entry = (reqId: string): AccessEntry => ({
    reqId,
    method: 'GET',
    url: '/api/v1/admin/news',
    route: '/api/v1/admin/news',
    status: 200,
    ms: 0.4,
    bytes: 8449,
    ip: '127.0.0.1',
  });
  const recording = () => {
    const writes: string[] = [];
    return { writes, destination: { write: (line: string) => writes.push(line) } };
  };

  it('go to the destination as one write, in order, when the turn ends', async () => {
    const { writes, destination } = recording();
    const log = accessLog(destination, () => 1_795_000_000_000);
    log(entry('req-1'));
    log(entry('req-2'));
    log(entry('req-3'));
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toHaveLength(1);
    const lines = writes[0]
      ?.split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    expect(lines?.map((line) => [line.reqId, line.time, line.bytes])).toEqual([
      ['req-1', 1_795_000_000_000, 8449],
      ['req-2', 1_795_000_000_000, 8449],
      ['req-3', 1_795_000_000_000, 8449],
    ]);
    // A later turn is a write of its own.
    log(entry('req-4'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toHaveLength(2);
  });

  it('are written at once by flush (close, exit), and not again when the turn ends', async () => {
    const { writes, destination } = recording();
    const log = accessLog(destination);
    log(entry('req-1'));
    log.flush();
    expect(writes).toHaveLength(1);
    expect(JSON.parse(writes[0] ?? '').reqId).toBe('req-1');
    log.flush();
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toHaveLength(1);
  });
});

describe("the process's log destination", () => {
  it('gathers LOG_BATCH_BYTES of lines before a write: 300 access lines go out in one write', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'authority-log-')), 'out.log');
    const log = processLog(file);
    try {
      await once(log.stream, 'ready');
      const write = vi.spyOn(fs, 'write');
      const line = `${JSON.stringify({ level: 30, msg: 'request completed', url: `/${'a'.repeat(150)}` })}\n`;
      const lines = Array.from({ length: 300 }, () => line).join('');
      expect(lines.length).toBeLessThan(LOG_BATCH_BYTES);
      for (let n = 0; n < 300; n++) log.stream.write(line);
      // Nothing yet: the batch is not full, and the timer has not run.
      expect(write).not.toHaveBeenCalled();
      await once(log.stream, 'drain');
      expect(write).toHaveBeenCalledTimes(1);
      expect(readFileSync(file, 'utf8')).toBe(lines);
      write.mockRestore();
    } finally {
      log.stop();
      log.stream.end();
    }
  });

  it('writes what it gathered within LOG_FLUSH_MS, without syncing the file to disk each time', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'authority-log-')), 'out.log');
    const fsync = vi.spyOn(fs, 'fsync');
    const log = processLog(file);
    try {
      await once(log.stream, 'ready');
      // Shorter than a batch: it waits for the timer, then goes out in one write.
      const drained = once(log.stream, 'drain');
      log.stream.write('one line\n');
      await drained;
      expect(readFileSync(file, 'utf8')).toBe('one line\n');
      // A flush with a callback would have asked the disk to sync the file (sonic-boom's fsync).
      expect(fsync).not.toHaveBeenCalled();
    } finally {
      log.stop();
      log.stream.end();
      fsync.mockRestore();
    }
  });
});
