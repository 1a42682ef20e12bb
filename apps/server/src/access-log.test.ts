/** The access log: one line per answered request (not Fastify's two), and none with ACCESS_LOG=off. */
import { PassThrough } from 'node:stream';
import { expect, it } from 'vitest';
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
