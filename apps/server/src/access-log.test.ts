/**
 * The access log: one line per answered request (not Fastify's two), none with ACCESS_LOG=off, and
 * the lines of a turn of the event loop written together.
 */
import { once } from 'node:events';
import fs, { mkdtempSync, readFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { LOG_BATCH_BYTES, LOG_FLUSH_MS, processLog } from './app.js';
import { type AccessEntry, accessLog, tenths } from './lib/access-log.js';
import { LogBatch } from './lib/log-batch.js';
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

describe('an access line', () => {
  const entry = (overrides: Partial<AccessEntry>): AccessEntry => ({
    reqId: 'req-1',
    method: 'GET',
    url: '/api/v1/admin/news',
    route: '/api/v1/admin/news',
    status: 200,
    ms: 0.4,
    bytes: 8449,
    ip: '127.0.0.1',
    ...overrides,
  });
  /** The line as pino writes an object of these fields: what the quick builder must match. */
  const asPino = (e: AccessEntry, time: number) =>
    `${JSON.stringify({
      level: 30,
      time,
      pid: process.pid,
      hostname: hostname(),
      reqId: e.reqId,
      method: e.method,
      url: e.url.replace('token=secret', 'token=[redacted]'),
      route: e.route,
      status: e.status,
      ms: Math.round(e.ms * 10) / 10,
      bytes: e.bytes === undefined || Number.isNaN(e.bytes) ? undefined : e.bytes,
      ip: e.ip,
      msg: 'request completed',
    })}\n`;

  it('is the line pino would write, character for character, whatever the URL, time or client', () => {
    const writes: string[] = [];
    let time = 1_795_000_000_000;
    const log = accessLog({ write: (line: string) => writes.push(line) }, () => time);
    const entries = [
      entry({}),
      entry({ reqId: 'req-zz9', status: 304, ms: 0, bytes: undefined }),
      entry({ url: '/news?q="quoted"\\back\u0001', route: undefined, status: 404, ms: 12.05, ip: undefined }),
      entry({ url: '/ar/%D8%A3%D8%AE%D8%A8%D8%A7%D8%B1?token=secret', ms: 1.96, bytes: Number.NaN }),
      entry({ url: '/عربي/“curly”', method: 'HEAD', ms: 123456.789, ip: '::ffff:10.0.0.7' }),
      entry({ ms: 0.04, bytes: 0 }),
      entry({ ms: 7, status: 500 }),
      // The same URL and client again: remembered quotes give the same text.
      entry({}),
    ];
    const expected: string[] = [];
    for (const [n, e] of entries.entries()) {
      time += n % 2; // lines of one millisecond and of the next
      log(e);
      expected.push(asPino(e, time));
    }
    expect(writes).toEqual(expected);
  });

  it('is the same line when made by a writer prepared once for answers that differ only in id, time and client', () => {
    const writes: string[] = [];
    let time = 1_795_000_000_000;
    const log = accessLog({ write: (line: string) => writes.push(line) }, () => time);
    const expected: string[] = [];
    const fixedParts = [
      entry({}),
      entry({ url: '/news?token=secret', route: undefined, status: 304, bytes: undefined }),
    ];
    const answers: [string, number, string | undefined][] = [
      ['req-a', 0.4, '127.0.0.1'],
      ['req-b', 12.05, undefined],
      ['req-c', 0, '::1'],
    ];
    for (const fixed of fixedParts) {
      const line = log.prepare(fixed);
      for (const [n, [reqId, ms, ip]] of answers.entries()) {
        time += n % 2;
        line(reqId, ms, ip);
        log({ ...fixed, reqId, ms, ip });
        expected.push(asPino({ ...fixed, reqId, ms, ip }, time), asPino({ ...fixed, reqId, ms, ip }, time));
      }
    }
    expect(writes).toEqual(expected);
  });

  it('keeps the tenths of its time as JSON writes the rounded number', () => {
    for (const ms of [0, 0.04, 0.05, 0.95, 0.96, 1, 9.99, 10, 10.05, 99.94, 1234.56, 1e7 + 0.3]) {
      expect(tenths(ms)).toBe(JSON.stringify(Math.round(ms * 10) / 10));
    }
  });
});

describe("the process log's batches", () => {
  const recording = () => {
    const writes: string[] = [];
    return { writes, destination: { write: (text: string) => writes.push(text) } };
  };

  it('gather lines from every writer in order, and write them as one once the batch is full', () => {
    const { writes, destination } = recording();
    const served: AccessEntry = {
      reqId: 'req-1',
      method: 'GET',
      url: '/a',
      route: '/a',
      status: 200,
      ms: 1,
      bytes: 2,
      ip: undefined,
    };
    const first = '{"msg":"server listening"}\n';
    const sample = recording();
    accessLog(sample.destination, () => 1_795_000_000_000)(served);
    // Room for the first two lines, not for a third.
    const batch = new LogBatch(destination, first.length + (sample.writes[0]?.length ?? 0) + 1);
    const log = accessLog(batch, () => 1_795_000_000_000);
    batch.write(first);
    log(served);
    expect(writes).toEqual([]);
    batch.write('{"msg":"after"}\n');
    expect(writes).toHaveLength(1);
    const lines = writes[0]?.split('\n').filter(Boolean) ?? [];
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual([
      'server listening',
      'request completed',
      'after',
    ]);
    // The next batch starts empty.
    batch.write('x\n');
    expect(writes).toHaveLength(1);
  });

  it('write what they hold at flush, once, and every line at once after end', () => {
    const { writes, destination } = recording();
    const batch = new LogBatch(destination, 1_000);
    batch.write('one\n');
    batch.write('two\n');
    batch.flush();
    batch.flush();
    expect(writes).toEqual(['one\ntwo\n']);
    batch.write('three\n');
    batch.end();
    batch.write('shutting down\n');
    expect(writes).toEqual(['one\ntwo\n', 'three\n', 'shutting down\n']);
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
      for (let n = 0; n < 300; n++) log.sink.write(line);
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

  it('does not throw from its timer once the stream is destroyed', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'authority-log-')), 'out.log');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const log = processLog(file);
    try {
      await once(log.stream, 'ready');
      log.stream.destroy();
      log.sink.write('a line with nowhere to go\n');
      expect(() => vi.advanceTimersByTime(LOG_FLUSH_MS)).not.toThrow();
    } finally {
      log.stop();
      vi.useRealTimers();
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
      log.sink.write('one line\n');
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
