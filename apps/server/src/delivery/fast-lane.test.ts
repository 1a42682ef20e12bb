/**
 * The fast lane over real HTTP (app.inject never passes through it): a kept answer sent again by
 * the lane is the answer Fastify sent, byte for byte and header for header, in every coding and as
 * a 304; it goes when content changes; and it is logged and counted like any other.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNews } from '../db/factories.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { laneHeaders } from './fast-lane.js';

const laneAnswers = (app: TestApp['app']) => app.delivery.lane?.answered ?? 0;

const INDEX =
  '<!doctype html><html lang="en"><head><title>Site</title></head><body><div id="root"></div></body></html>';

let t: TestApp;
let base: string;
let log = '';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request on a fresh connection, the body's bytes as sent (never decoded). */
function get(url: string, headers: Record<string, string> | string[] = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    httpRequest(`${base}${url}`, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

/** The headers that say something about the answer (not the connection's or the clock's). */
function answerHeaders(headers: IncomingHttpHeaders) {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
}

/** Asks twice: Fastify answers (and keeps) the first, the lane the second; both answers. */
async function twice(url: string, headers: Record<string, string> = {}) {
  const before = laneAnswers(t.app);
  const first = await get(url, headers);
  const afterFirst = laneAnswers(t.app);
  const second = await get(url, headers);
  return {
    first,
    second,
    byLane: [afterFirst - before, laneAnswers(t.app) - afterFirst],
  };
}

const accessLines = () =>
  log
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .filter((line) => line.msg === 'request completed');

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk) => {
    log += chunk;
  });
  t = await createTestApp({
    indexHtml: INDEX,
    logger: { level: 'info', stream },
    // The client's address behind a proxy on loopback (decision 006).
    // The lane is what this tests: on, whatever the run's DELIVERY_TUNING.
    env: { TRUST_PROXY: '127.0.0.1', DELIVERY_TUNING: 'on' },
  });
  // Enough news for a list worth compressing (over 1 KiB).
  for (let i = 0; i < 4; i++) await createNews(t.db, { description: 'A long description. '.repeat(20) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

describe('the fast lane', () => {
  it.each([
    ['a public read', '/api/v1/admin/news', {}],
    ['a public read in Arabic', '/api/v1/admin/news?lang=ar', {}],
    ['a public read from an Arabic browser', '/api/v1/admin/comments', { 'accept-language': 'ar' }],
    ['a public read, Brotli', '/api/v1/admin/news', { 'accept-encoding': 'gzip, deflate, br' }],
    ['a public read, gzip', '/api/v1/admin/news?lang=ar', { 'accept-encoding': 'gzip' }],
    ['a page', '/', {}],
    ['a page, Brotli', '/allNews', { 'accept-encoding': 'gzip, deflate, br' }],
  ])('sends %s again exactly as Fastify sent it', async (_name, url, headers: Record<string, string>) => {
    const { first, second, byLane } = await twice(url, headers);
    expect(byLane).toEqual([0, 1]);
    expect(second.status).toBe(200);
    expect(answerHeaders(second.headers)).toEqual(answerHeaders(first.headers));
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers['content-length']).toBe(String(second.body.byteLength));
  });

  it('answers a matching If-None-Match with a 304 like Fastify’s, and a stale one with the body', async () => {
    const { headers } = await get('/api/v1/admin/news');
    const etag = String(headers.etag);
    const { first, second, byLane } = await twice('/api/v1/admin/news', { 'if-none-match': etag });
    expect(byLane).toEqual([1, 1]);
    expect(second.status).toBe(304);
    expect(second.body.byteLength).toBe(0);
    expect(answerHeaders(second.headers)).toEqual(answerHeaders(first.headers));
    // What RFC 9110 lists for a 304, no more: the client keeps the rest from the 200 it stored.
    expect(answerHeaders(second.headers)).toEqual({
      etag,
      'cache-control': headers['cache-control'],
      vary: headers.vary,
    });
    const stale = await get('/api/v1/admin/news', { 'if-none-match': '"not-this-one"' });
    expect(stale.status).toBe(200);
  });

  it('lets content changes through at once: the next answer is made anew, then kept again', async () => {
    await get('/api/v1/admin/news');
    const before = await get('/api/v1/admin/news');
    const created = await createNews(t.db, { name: 'Fresh from the lane test' });
    await t.app.contentChanged();
    const { first, second, byLane } = await twice('/api/v1/admin/news');
    expect(byLane).toEqual([0, 1]);
    expect(first.body.equals(before.body)).toBe(false);
    expect(JSON.parse(first.body.toString()).map((n: { id: number }) => n.id)).toContain(created.id);
    expect(second.body.equals(first.body)).toBe(true);
  });

  it('reads the headers it needs in any letter case, repeated ones joined as Node joins them', async () => {
    expect(
      laneHeaders(['Host', 'x', 'ACCEPT-ENCODING', 'gzip', 'accept-encoding', 'br', 'Accept-Language', 'ar']),
    ).toEqual({ acceptEncoding: 'gzip, br', acceptLanguage: 'ar', ifNoneMatch: undefined });
    const { headers } = await get('/api/v1/admin/news');
    const etag = String(headers.etag);
    // The matching tag on a second line, the names in capitals: the lane answers 304, as Fastify would.
    // (A raw header list goes as it is: Host too is given.)
    const before = laneAnswers(t.app);
    const repeated = await get('/api/v1/admin/news', [
      'Host',
      'localhost',
      'IF-NONE-MATCH',
      '"other"',
      'If-None-Match',
      etag,
    ]);
    expect(repeated.status).toBe(304);
    expect(laneAnswers(t.app)).toBe(before + 1);
    const { first, second, byLane } = await twice('/api/v1/admin/news', {});
    expect(byLane).toEqual([1, 1]);
    const br = await get('/api/v1/admin/news', [
      'Host',
      'localhost',
      'ACCEPT-ENCODING',
      'identity',
      'Accept-Encoding',
      'br',
    ]);
    expect(br.headers['content-encoding']).toBe('br');
    expect(second.body.equals(first.body)).toBe(true);
  });

  it('leaves HEAD and every other method to Fastify', async () => {
    await get('/api/v1/admin/news');
    const before = laneAnswers(t.app);
    const head = await get('/api/v1/admin/news', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(laneAnswers(t.app)).toBe(before);
  });

  it('logs each of its answers like Fastify’s: one line, the client behind the proxy, a request id of its own', async () => {
    log = '';
    await twice('/api/v1/admin/news?token=secret-value', { 'x-forwarded-for': '203.0.113.9' });
    const lines = accessLines();
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).toMatchObject({
        level: 30,
        method: 'GET',
        url: '/api/v1/admin/news?token=[redacted]',
        route: '/api/v1/admin/news',
        status: 200,
        ip: '203.0.113.9',
        msg: 'request completed',
      });
      expect(line.ms).toEqual(expect.any(Number));
      expect(line.bytes).toBeGreaterThan(1024);
      expect(line.pid).toBe(process.pid);
    }
    expect(new Set(lines.map((line) => line.reqId)).size).toBe(2);
    // The same kept answer asked for by another URL (a query no read reads) is logged with that URL.
    log = '';
    const before = laneAnswers(t.app);
    await get('/api/v1/admin/news?x=1&token=other');
    expect(laneAnswers(t.app)).toBe(before + 1);
    expect(accessLines()).toMatchObject([
      { url: '/api/v1/admin/news?x=1&token=[redacted]', route: '/api/v1/admin/news', status: 200 },
    ]);
  });

  it('counts its answers in the request metrics under the route', async () => {
    const count = async () => {
      const res = await get('/metrics');
      const match =
        /^http_requests_total\{method="GET",route="\/api\/v1\/admin\/originizations",status="200"\} (\d+)$/m.exec(
          res.body.toString(),
        );
      return Number(match?.[1] ?? 0);
    };
    const before = await count();
    const { byLane } = await twice('/api/v1/admin/originizations');
    expect(byLane).toEqual([0, 1]);
    expect(await count()).toBe(before + 2);
    const res = await get('/metrics');
    expect(res.body.toString()).toMatch(new RegExp(`^fast_lane_answers_total ${laneAnswers(t.app)}$`, 'm'));
    expect(res.body.toString()).toMatch(
      /^http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/v1\/admin\/originizations",status="200"\} \d+$/m,
    );
  });
});

describe('one store, keyed by what an answer depends on', () => {
  it('never serves one value of a declared parameter another value’s answer, under concurrent load', async () => {
    // Three pages of news: `/allNews` declares `page`; `x` is declared by nothing.
    for (let i = 0; i < 20; i++) await createNews(t.db, { name: `Alternating news ${i}` });
    await t.app.contentChanged();
    const urls = ['/allNews?page=1', '/allNews?page=2', '/allNews?page=3', '/allNews'];
    const expected = new Map<string, string>();
    for (const url of urls) expected.set(url, (await get(url)).body.toString());
    // The first page with and without `?page=1`: one answer, two keys; the others each their own.
    expect(new Set(expected.values()).size).toBe(3);
    expect(expected.get('/allNews')).toBe(expected.get('/allNews?page=1'));

    const before = laneAnswers(t.app);
    const asked = Array.from({ length: 400 }, (_, i) => urls[i % urls.length] as string);
    const bodies: string[] = [];
    for (let at = 0; at < asked.length; at += 32) {
      const batch = asked.slice(at, at + 32);
      // An undeclared parameter on every other request: the same answer as without it.
      const answers = await Promise.all(
        batch.map((url, i) => get(i % 2 ? `${url}${url.includes('?') ? '&' : '?'}x=${at + i}` : url)),
      );
      bodies.push(...answers.map((answer) => answer.body.toString()));
    }
    asked.forEach((url, i) => {
      expect(bodies[i], url).toBe(expected.get(url));
    });
    // The lane answered them from the store, but `?page=1`: kept under the page's normalised address
    // (`/allNews`), which the route finds from the URL as the page reads it.
    expect(laneAnswers(t.app) - before).toBe(
      asked.length - asked.filter((url) => url.endsWith('page=1')).length,
    );
  });
});
