import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNews } from '../db/factories.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { addressMatcher } from './metrics.js';

const TOKEN = 'metrics-token-for-tests';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN, FORM_POSTS_PER_MINUTE: '1' } });
  await createNews(t.db);
});
afterAll(() => t.close());

const scrape = (remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

describe('GET /metrics', () => {
  it('is answered to loopback (METRICS_ALLOW default) in Prometheus text, never cached', async () => {
    const res = await scrape('127.0.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE http_requests_total counter');
    expect(res.body).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
  });

  it('is a 404 like any unknown path for other addresses, unless they bring the bearer token', async () => {
    const refused = await scrape('203.0.113.5');
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'Not found.' });
    expect(
      (await scrape('203.0.113.5', { authorization: 'Bearer wrong-token-of-some-length' })).statusCode,
    ).toBe(404);
    const withToken = await scrape('203.0.113.5', { authorization: `Bearer ${TOKEN}` });
    expect(withToken.statusCode).toBe(200);
  });

  it.each(['/METRICS', '/Metrics', '/metrics/', '/METRICS/'])(
    'answers only the exact path: %s is a 404 even to loopback and with the token',
    async (url) => {
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
        const res = await t.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1', headers });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Not found.' });
        expect(res.body).not.toContain('# TYPE');
      }
    },
  );

  it('counts requests by route pattern and status, cache hits and misses, refusals and the outbox', async () => {
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api/v1/admin/news' });
    await t.app.inject({ method: 'GET', url: '/no/such/path/12345' });
    const contact = {
      name: 'Huda Kareem',
      email: 'huda@example.org',
      subject: 'Hours',
      department: 'General Inquiry',
      message: 'What are the visiting hours?',
      submittedAt: '2020-01-01T00:00:00Z',
    };
    const posts = [];
    for (let i = 0; i < 2; i++)
      posts.push(
        (await t.app.inject({ method: 'POST', url: '/api/v1/admin/email/send', payload: contact }))
          .statusCode,
      );
    expect(posts).toEqual([200, 429]);

    const body = (await scrape('127.0.0.1')).body;
    expect(body).toMatch(
      /^http_requests_total\{method="GET",route="\/api\/v1\/admin\/news",status="200"\} 3$/m,
    );
    expect(body).toMatch(/^http_requests_total\{method="GET",route="unmatched",status="404"\} 1$/m);
    expect(body).not.toContain('/no/such/path');
    expect(body).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/admin\/news",status="200"\} 3$/m,
    );
    expect(body).toMatch(/^public_cache_hits_total 2$/m);
    expect(body).toMatch(/^public_cache_misses_total 1$/m);
    expect(body).toMatch(/^rate_limit_refusals_total 1$/m);
    // The inquiry's mail waits in the outbox (the test app delivers only when asked).
    expect(body).toMatch(/^mail_outbox_pending 1$/m);
    expect(body).toMatch(/^mail_outbox_oldest_pending_seconds \d/m);
  });
});

describe('addressMatcher (METRICS_ALLOW)', () => {
  it('matches loopback, addresses, CIDRs and IPv4-mapped IPv6', () => {
    const allowed = addressMatcher(['loopback', '10.0.0.0/8', '2001:db8::5']);
    expect(
      ['127.0.0.1', '127.8.9.1', '::1', '::ffff:127.0.0.1', '10.2.3.4', '2001:db8::5'].map(allowed),
    ).toEqual(Array(6).fill(true));
    expect(['11.0.0.1', '2001:db8::6', '::ffff:8.8.8.8', 'not-an-address'].map(allowed)).toEqual(
      Array(4).fill(false),
    );
  });
});

describe('the request metrics', () => {
  it('counts answers of a method, route and status, through an observer made once and a plain record, in one series', async () => {
    const route = '/observer/test/route';
    const line = async (pattern: RegExp) =>
      Number(pattern.exec(await t.app.metrics.registry.metrics())?.[1] ?? Number.NaN);
    const observe = t.app.metrics.requestObserver('GET', route, 200);
    observe(0.0002);
    observe(0.3);
    t.app.metrics.recordRequest('GET', route, 200, 0.0005);
    expect(
      await line(/^http_requests_total\{method="GET",route="\/observer\/test\/route",status="200"\} (\d+)$/m),
    ).toBe(3);
    expect(
      await line(
        /^http_request_duration_seconds_bucket\{le="0.001",method="GET",route="\/observer\/test\/route",status="200"\} (\d+)$/m,
      ),
    ).toBe(2);
    expect(
      await line(
        /^http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/observer\/test\/route",status="200"\} (\d+)$/m,
      ),
    ).toBe(3);
    // After a reset, an observer made before goes on counting, from zero.
    t.app.metrics.registry.resetMetrics();
    observe(0.0002);
    expect(
      await line(/^http_requests_total\{method="GET",route="\/observer\/test\/route",status="200"\} (\d+)$/m),
    ).toBe(1);
  });
});

describe('the request metrics with DELIVERY_TUNING=off (prom-client’s own counter and histogram)', () => {
  it('counts requests by route pattern and status under the same names and labels', async () => {
    const plain = await createTestApp({ env: { DELIVERY_TUNING: 'off' } });
    try {
      for (let i = 0; i < 2; i++) await plain.app.inject({ method: 'GET', url: '/api/v1/admin/news' });
      await plain.app.inject({ method: 'GET', url: '/no/such/path/12345' });
      const body = (await plain.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' }))
        .body;
      expect(body).toContain('# TYPE http_requests_total counter');
      expect(body).toMatch(
        /^http_requests_total\{method="GET",route="\/api\/v1\/admin\/news",status="200"\} 2$/m,
      );
      expect(body).toMatch(/^http_requests_total\{method="GET",route="unmatched",status="404"\} 1$/m);
      expect(body).toMatch(
        /^http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/admin\/news",status="200"\} 2$/m,
      );
      expect(body).not.toContain('/no/such/path');
    } finally {
      await plain.close();
    }
  });
});

describe('behind a proxy without TRUST_PROXY', () => {
  it('warns once, at the first request that carries X-Forwarded-For', async () => {
    const lines: { level: number; msg: string }[] = [];
    const { Writable } = await import('node:stream');
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const proxied = await createTestApp({ logger: { level: 'warn', stream } });
    try {
      await proxied.app.inject({ method: 'GET', url: '/healthz' });
      const warnings = () => lines.filter((line) => /X-Forwarded-For/.test(line.msg));
      expect(warnings()).toEqual([]);
      for (let n = 0; n < 3; n++) {
        await proxied.app.inject({
          method: 'GET',
          url: '/healthz',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': '203.0.113.9' },
        });
      }
      expect(warnings()).toHaveLength(1);
      expect(warnings()[0]?.level).toBe(40);
      expect(warnings()[0]?.msg).toContain('TRUST_PROXY is unset');
    } finally {
      await proxied.close();
    }
  });

  it('says nothing when TRUST_PROXY is set', async () => {
    const lines: string[] = [];
    const { Writable } = await import('node:stream');
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const trusted = await createTestApp({ env: { TRUST_PROXY: '1' }, logger: { level: 'warn', stream } });
    try {
      await trusted.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(lines.join('')).not.toContain('X-Forwarded-For');
    } finally {
      await trusted.close();
    }
  });
});
