import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { testConfig } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';

let app: FastifyInstance;

beforeAll(async () => {
  const handle = await createTestDatabase();
  app = await buildApp({ config: testConfig(), database: handle, logger: false });
  await app.ready();
  // The database goes away while the process stays up.
  await handle.close();
});
afterAll(() => app.close());

it('GET /readyz answers 503 while the database does not answer, and /healthz still 200', async () => {
  const ready = await app.inject({ method: 'GET', url: '/readyz' });
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toEqual({ status: 'unavailable', message: 'The database does not answer.' });
  const health = await app.inject({ method: 'GET', url: '/healthz' });
  expect(health.statusCode).toBe(200);
});
