import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig } from '../test/app.js';
import { createTestDatabase } from '../test/database.js';

let app: FastifyInstance;
const INDEX =
  '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  const config = testConfig();
  const dist = path.join(config.dataDir, 'web-dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), 'console.log("app")');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(config.uploadsDir, { recursive: true });
  writeFileSync(path.join(config.uploadsDir, 'f00d.webp'), 'RIFF....WEBP');
  app = await buildApp({
    config: { ...config, webDistDir: dist },
    database: await createTestDatabase(),
    ownsDatabase: true,
    logger: false,
  });
  await app.ready();
});
afterAll(() => app.close());

describe('serving the built web app', () => {
  it.each(['/', '/allNews', '/AllNews', '/event-sponser/2', '/dashboard/users', '/no/such/page'])(
    'answers the page route %s with the app page and its own head, never cached',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body.match(/<title>/g)).toHaveLength(1);
      expect(res.body).toContain('<link rel="canonical"');
    },
  );

  it('answers the page of a news item that does not exist with the app page and 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/showNews/3' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('serves hashed assets with long immutable caching', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe('console.log("app")');
  });

  it('serves other files of the build with a short cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves uploads by content hash with immutable caching', async () => {
    const res = await app.inject({ method: 'GET', url: '/uploads/f00d.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/api/v1/admin/nope', '/uploads/missing.webp', '/assets/missing.js', '/missing.png'])(
    'answers %s with a JSON 404, not the page',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found.' });
    },
  );

  it('does not answer a POST to a page route with the page', async () => {
    const res = await app.inject({ method: 'POST', url: '/allNews', payload: {} });
    expect(res.statusCode).toBe(404);
  });
});
