import { HTTP_MESSAGES } from '@authority/shared/http-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './lib/app-error.js';
import { createTestApp, type TestApp } from './test/app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('GET /healthz answers while the process is up', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('GET /readyz answers when the database does', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: t.handle.kind });
  });

  it('matches routes without regard to case', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/HealthZ' });
    expect(res.statusCode).toBe(200);
  });
});

describe('the HTTP server', () => {
  it("has Fastify's timeouts, set by Fastify from its options: keep-alive 72 s, no request or connection timeout", () => {
    expect(t.app.initialConfig).toMatchObject({
      keepAliveTimeout: 72_000,
      requestTimeout: 0,
      connectionTimeout: 0,
    });
    expect(t.app.server.keepAliveTimeout).toBe(72_000);
    expect(t.app.server.requestTimeout).toBe(0);
    expect(t.app.server.timeout).toBe(0);
  });

  it('answers through the fast lane, then Fastify, as the one request listener', () => {
    const listeners = t.app.server.listeners('request');
    expect(listeners).toHaveLength(1);
    expect(listeners).not.toContain(t.app.routing);
  });
});

describe('errors', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ message: HTTP_MESSAGES.notFound });
  });

  it('answers a page path with a JSON 404 while no web build is present', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/allNews' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: HTTP_MESSAGES.notFound });
  });
});

describe('the error contract (on routes registered for the test)', () => {
  let probe: TestApp;

  beforeAll(async () => {
    probe = await createTestApp();
  });
  afterAll(() => probe.close());

  // Routes are added to a fresh app before it starts, like a feature would add them.
  async function appWithRoutes() {
    const { buildApp } = await import('./app.js');
    const app = await buildApp({ config: probe.config, database: probe.handle, logger: false });
    app.post(
      '/api/test/echo',
      {
        config: { access: 'public' },
        schema: {
          body: z.object({ fullName: z.string().min(1), email: z.email(), isWorkshop: z.boolean() }),
        },
      },
      async (request) => request.body,
    );
    app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
      throw new Error('insert into "users" values ($1) — duplicate key violates constraint users_email_key');
    });
    app.get('/api/test/sql', { config: { access: 'public' } }, async () => {
      await probe.handle.db.execute('select * from no_such_table' as never);
    });
    app.get('/api/test/conflict', { config: { access: 'public' } }, async () => {
      throw AppError.conflict('You have already registered for this event.');
    });
    await app.ready();
    return app;
  }

  it('accepts body keys with either first-letter case', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { FullName: 'Layla Hassan', email: 'layla@example.org', IsWorkshop: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ fullName: 'Layla Hassan', email: 'layla@example.org', isWorkshop: false });
    await app.close();
  });

  it('answers field validation with message and errors per field', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { FullName: '', email: 'nope', isWorkshop: 'no' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe(HTTP_MESSAGES.validationFailed);
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'fullName', 'isWorkshop']);
    expect(body.errors.email).toEqual([expect.any(String)]);
    await app.close();
  });

  it('refuses a field sent in both casings', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { fullName: 'A', FullName: 'B', email: 'a@b.co', isWorkshop: false },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "The field 'fullName' was sent more than once." });
    await app.close();
  });

  it('answers broken JSON with 400 and no parser detail', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"fullName": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: HTTP_MESSAGES.malformedJson });
    await app.close();
  });

  it('answers a wrong content type with 415', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/x-yaml' },
      payload: 'fullName: x',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: HTTP_MESSAGES.unsupportedMediaType });
    await app.close();
  });

  it('answers a body over the limit with 413', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ fullName: 'x'.repeat(2 * 1024 * 1024), email: 'a@b.co', isWorkshop: false }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: HTTP_MESSAGES.payloadTooLarge });
    await app.close();
  });

  it('passes an AppError through with its status and message', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'You have already registered for this event.' });
    await app.close();
  });

  it.each(['/api/test/boom', '/api/test/sql'])('hides the cause of a failure at %s', async (url) => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: HTTP_MESSAGES.serverError });
    expect(res.body).not.toMatch(/insert|select|users_email_key|no_such_table|at .*\.ts|stack/i);
    await app.close();
  });
});
