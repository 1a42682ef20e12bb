/** The passive checks a ZAP baseline scan makes, on every class of route (decisions 002–004). */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../test/app.js';
import { createTestDatabase } from '../test/database.js';

async function appWith(publicUrl: string): Promise<FastifyInstance> {
  const config = testConfig({ PUBLIC_URL: publicUrl });
  const dist = path.join(config.dataDir, 'web-dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'export {}');
  mkdirSync(config.uploadsDir, { recursive: true });
  writeFileSync(path.join(config.uploadsDir, 'a.webp'), 'RIFF');
  const app = await buildApp({
    config: { ...config, webDistDir: dist },
    database: await createTestDatabase(),
    ownsDatabase: true,
    logger: false,
    mailPollMs: 0,
  });
  await app.ready();
  return app;
}

const ROUTE_CLASSES: [
  string,
  { method: 'GET' | 'POST'; url: string; payload?: string; headers?: Record<string, string> },
][] = [
  ['a page', { method: 'GET', url: '/' }],
  ['a deep page', { method: 'GET', url: '/event-details/1' }],
  ['a public API read', { method: 'GET', url: '/api/v1/admin/news' }],
  ['an API 404', { method: 'GET', url: '/api/v1/admin/nothing' }],
  ['a refused staff call', { method: 'GET', url: '/api/v1/Accounts/users' }],
  [
    'a malformed body',
    {
      method: 'POST',
      url: '/api/v1/admin/email/send',
      payload: '{',
      headers: { 'content-type': 'application/json' },
    },
  ],
  ['a hashed asset', { method: 'GET', url: '/assets/app-1.js' }],
  ['an upload', { method: 'GET', url: '/uploads/a.webp' }],
  ['the sitemap', { method: 'GET', url: '/sitemap.xml' }],
  ['health', { method: 'GET', url: '/healthz' }],
];

describe('over http', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith('http://localhost:3000');
  });
  afterAll(() => app.close());

  it.each(ROUTE_CLASSES)(
    '%s carries CSP, nosniff, referrer policy, frame denial and no X-Powered-By',
    async (_name, request) => {
      const res = await app.inject(request);
      const csp = String(res.headers['content-security-policy']);
      const directives = new Map(
        csp.split(';').map((directive) => {
          const [name = '', ...values] = directive.trim().split(/\s+/);
          return [name, values.join(' ')];
        }),
      );
      // Script comes from the site itself or, on API answers, from nowhere: never inline.
      if (request.url.startsWith('/api/')) {
        expect(directives.get('default-src')).toBe("'none'");
        expect(directives.has('script-src')).toBe(false);
      } else {
        expect(directives.get('default-src')).toBe("'self'");
        expect(directives.get('script-src')).toBe("'self'");
      }
      expect(directives.get('object-src')).toBe("'none'");
      expect(directives.get('frame-ancestors')).toBe("'none'");
      expect(directives.get('script-src') ?? '').not.toMatch(/unsafe/);
      expect(csp).not.toMatch(/unsafe-eval/);
      expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['set-cookie']).toBeUndefined();
    },
  );
});

describe('behind https', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith('https://health.amanah.example');
  });
  afterAll(() => app.close());

  it.each(ROUTE_CLASSES)('%s also carries Strict-Transport-Security', async (_name, request) => {
    const res = await app.inject(request);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // Only documents load anything to upgrade; API answers allow nothing at all.
    if (!request.url.startsWith('/api/'))
      expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});

describe('API answers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith('http://localhost:3000');
  });
  afterAll(() => app.close());

  it('carry the API set in any letter case, without the document-only headers', async () => {
    for (const url of ['/api/v1/admin/news', '/API/v1/admin/news']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; object-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(res.headers['origin-agent-cluster']).toBeUndefined();
    }
    const page = await app.inject({ method: 'GET', url: '/apiary' });
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});
