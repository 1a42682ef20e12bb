/**
 * The access log: one pino line per answered request (not Fastify's two), none with ACCESS_LOG=off,
 * and the process's destination writing its lines in batches.
 */
import { once } from 'node:events';
import fs, { mkdtempSync, readFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { LOG_BATCH_BYTES, LOG_FLUSH_MS, PLAIN_MIN_LENGTH, processLog } from './app.js';
import { LogBatch } from './delivery/log-batch.js';
import { type AccessEntry, accessLog, quickAccessLog } from './lib/access-log.js';
import { loggerOptions } from './lib/logging.js';
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

it.each([
  ['tuned', {}],
  ['plain (DELIVERY_TUNING=off)', { DELIVERY_TUNING: 'off' }],
])(
  'writes one line per request: method, redacted URL, route, status, time, bytes and client: %s',
  async (_name, env) => {
    const lines = await linesOf(env);
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
  },
);

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

  /** The lines `entries` make through the app's logger options, as written. */
  function written(entries: AccessEntry[], level = 'info'): string[] {
    const lines: string[] = [];
    const logger = pino(loggerOptions(level), { write: (line: string) => lines.push(line) });
    const log = accessLog(logger);
    for (const e of entries) log(e);
    return lines;
  }

  it("is pino's info line: its base fields, then reqId, method, url, route, status, ms, bytes, ip, msg", () => {
    const [line] = written([entry({})]);
    expect(line?.endsWith('\n')).toBe(true);
    const parsed = JSON.parse(line ?? '');
    expect(Object.keys(parsed)).toEqual([
      'level',
      'time',
      'pid',
      'hostname',
      'reqId',
      'method',
      'url',
      'route',
      'status',
      'ms',
      'bytes',
      'ip',
      'msg',
    ]);
    expect(parsed).toEqual({
      level: 30,
      time: expect.any(Number),
      pid: process.pid,
      hostname: hostname(),
      reqId: 'req-1',
      method: 'GET',
      url: '/api/v1/admin/news',
      route: '/api/v1/admin/news',
      status: 200,
      ms: 0.4,
      bytes: 8449,
      ip: '127.0.0.1',
      msg: 'request completed',
    });
  });

  it('redacts secrets in the URL, keeps any text as JSON, rounds ms to tenths and leaves out what is unknown', () => {
    const lines = written([
      entry({ url: '/ar/%D8%A3?token=secret&page=2', ms: 1.96, bytes: Number.NaN }),
      entry({ url: '/news?w="quoted"\\back\u0001', route: undefined, status: 404, ms: 12.05, ip: undefined }),
      entry({ url: '/عربي/“curly”?email=a%40b.org', method: 'HEAD', ms: 123456.789, bytes: undefined }),
      entry({ ms: 0.04, bytes: 0 }),
    ]).map((line) => JSON.parse(line));
    expect(lines).toMatchObject([
      { url: '/ar/%D8%A3?token=[redacted]&page=2', ms: 2 },
      { url: '/news?w="quoted"\\back\u0001', status: 404, ms: 12.1 },
      { url: '/عربي/“curly”?email=[redacted]', method: 'HEAD', ms: 123456.8 },
      { ms: 0, bytes: 0 },
    ]);
    expect(lines[0]).not.toHaveProperty('bytes');
    expect(lines[1]).not.toHaveProperty('route');
    expect(lines[1]).not.toHaveProperty('ip');
    expect(lines[2]).not.toHaveProperty('bytes');
    expect(JSON.stringify(lines)).not.toContain('secret');
  });

  it('is written only at a level that writes info', () => {
    expect(written([entry({})], 'warn')).toEqual([]);
    expect(written([entry({})], 'debug')).toHaveLength(1);
  });
});

describe('the tuned access line (DELIVERY_TUNING)', () => {
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

  it("is the plain writer's pino line, character for character, whatever the URL, time or client", () => {
    let time = 1_795_000_000_000;
    const plain: string[] = [];
    const logger = pino(
      { ...loggerOptions('info'), timestamp: () => `,"time":${time}` },
      { write: (line: string) => plain.push(line) },
    );
    const viaPino = accessLog(logger);
    const tuned: string[] = [];
    const quick = quickAccessLog({ write: (line: string) => tuned.push(line) }, () => time);
    const entries = [
      entry({}),
      entry({ reqId: 'req-zz9', status: 304, ms: 0, bytes: undefined }),
      entry({ url: '/news?w="quoted"\\back\u0001', route: undefined, status: 404, ms: 12.05, ip: undefined }),
      entry({ url: '/ar/%D8%A3%D8%AE%D8%A8%D8%A7%D8%B1?token=secret', ms: 1.96, bytes: Number.NaN }),
      entry({ url: '/عربي/“curly”', method: 'HEAD', ms: 123456.789, ip: '::ffff:10.0.0.7' }),
      entry({ ms: 0.04, bytes: 0 }),
      entry({}),
    ];
    for (const [n, e] of entries.entries()) {
      time += n % 2;
      viaPino(e);
      quick(e);
    }
    expect(tuned).toEqual(plain);
    // Prepared once for a kept answer, the same lines again.
    const prepared: string[] = [];
    const again = quickAccessLog({ write: (line: string) => prepared.push(line) }, () => time);
    const line = again.prepare(entry({}));
    line('req-a', 0.4, '127.0.0.1');
    quick({ ...entry({}), reqId: 'req-a' });
    expect(prepared[0]).toBe(tuned.at(-1));
  });

  it("gathers every writer's lines in order in the process's batch, written as one once full", () => {
    const writes: string[] = [];
    const batch = new LogBatch({ write: (text: string) => writes.push(text) }, 1_000);
    batch.write('one\n');
    quickAccessLog(batch, () => 1_795_000_000_000)(entry({}));
    expect(writes).toEqual([]);
    batch.write(`${'x'.repeat(1_000)}\n`);
    expect(writes).toHaveLength(1);
    expect(
      writes[0]
        ?.split('\n')
        .filter(Boolean)
        .map((l) => l.slice(0, 3)),
    ).toEqual(['one', '{"l', 'xxx']);
    batch.write('two\n');
    batch.flush();
    batch.flush();
    batch.write('three\n');
    batch.end();
    batch.write('shutting down\n');
    expect(writes.slice(1)).toEqual(['two\n', 'three\n', 'shutting down\n']);
  });
});

describe("the process's log destination", () => {
  it.each([
    ['plain: PLAIN_MIN_LENGTH, 40 lines', false, PLAIN_MIN_LENGTH, 40],
    ['tuned: LOG_BATCH_BYTES, 300 lines', true, LOG_BATCH_BYTES, 300],
  ])(
    'gathers its bytes of lines before a write, and writes them as one (%s)',
    async (_name, tuned, limit, count) => {
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'authority-log-')), 'out.log');
      const log = processLog(file, tuned);
      try {
        await once(log.stream, 'ready');
        const write = vi.spyOn(fs, 'write');
        const line = `${JSON.stringify({ level: 30, msg: 'request completed', url: `/${'a'.repeat(150)}` })}\n`;
        const lines = Array.from({ length: count }, () => line).join('');
        expect(lines.length).toBeLessThan(limit);
        for (let n = 0; n < count; n++) log.sink.write(line);
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
    },
  );

  it('does not throw from its timer once the stream is destroyed', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'authority-log-')), 'out.log');
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const log = processLog(file);
    try {
      await once(log.stream, 'ready');
      log.stream.destroy();
      expect(() => vi.advanceTimersByTime(LOG_FLUSH_MS)).not.toThrow();
    } finally {
      log.stop();
      vi.useRealTimers();
    }
  });

  it.each([
    ['plain', false],
    ['tuned', true],
  ])(
    'writes what it gathered within LOG_FLUSH_MS, without syncing the file to disk each time (%s)',
    async (_name, tuned) => {
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'authority-log-')), 'out.log');
      const fsync = vi.spyOn(fs, 'fsync');
      const log = processLog(file, tuned);
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
        // Ended and closed before the next test spies on fsync: closing a file syncs it.
        const closed = once(log.stream, 'close');
        log.stream.end();
        await closed;
        fsync.mockRestore();
      }
    },
  );
});
