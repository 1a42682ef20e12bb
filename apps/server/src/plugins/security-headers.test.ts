/** The passive checks a ZAP baseline scan makes, on every class of route (issue 8). */
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
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc.trim()).toBe("script-src 'self'");
      expect(csp).not.toMatch(/unsafe-eval/);
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
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});
