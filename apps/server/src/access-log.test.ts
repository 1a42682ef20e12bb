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

it('writes one line per request, with method, redacted URL, status and time', async () => {
  const lines = await linesOf({});
  expect(lines).toHaveLength(3);
  expect(lines.map((line) => [line.msg, line.req.method, line.req.url, line.res.statusCode])).toEqual([
    ['request completed', 'GET', '/healthz', 200],
    ['request completed', 'GET', '/api/v1/admin/news?token=[redacted]', 200],
    ['request completed', 'GET', '/nothing-here', 404],
  ]);
  for (const line of lines) expect(line.responseTime).toEqual(expect.any(Number));
});

it('writes none with ACCESS_LOG=off', async () => {
  expect(await linesOf({ ACCESS_LOG: 'off' })).toEqual([]);
});
