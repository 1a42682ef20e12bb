/**
 * The API test helper: builds the app on a fresh database, without listening. Use with
 * `app.inject(…)`; `close()` closes the app and its database.
 *
 *   const t = await createTestApp();
 *   afterAll(() => t.close());
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import type { Database, DatabaseHandle } from '../db/client.js';
import { type Config, loadConfig } from '../lib/env.js';
import { createTestDatabase } from './database.js';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  handle: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/** A configuration for tests: a throw-away DATA_DIR, silent logs, no web build. */
export function testConfig(env: Record<string, string> = {}): Config {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'authority-test-'));
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-keys',
    // Tests sign in and write often from one address and account; the limits have tests of their own.
    LOGIN_ATTEMPTS_PER_MINUTE: '10000',
    FORM_POSTS_PER_MINUTE: '10000',
    STAFF_WRITES_PER_MINUTE: '10000',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    // `npm test` runs the API suite once with the delivery layer's tuned parts off (decision 031).
    // biome-ignore lint/style/noProcessEnv: the one setting a whole test run may choose.
    ...(process.env.DELIVERY_TUNING ? { DELIVERY_TUNING: process.env.DELIVERY_TUNING } : {}),
    ...env,
  });
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** A fake clock; the real one by default. */
  clock?: () => Date;
  /** A web build of only this index.html, so pages are served (their tests); none by default. */
  indexHtml?: string;
  /** Pino options to catch the log (tests of a log line); silent by default. */
  logger?: { level: string; stream: NodeJS.WritableStream };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.env);
  if (options.indexHtml !== undefined) {
    const dist = path.join(config.dataDir, 'web-dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), options.indexHtml);
    config.webDistDir = dist;
  }
  const handle = await createTestDatabase();
  const app = await buildApp({
    config,
    database: handle,
    ownsDatabase: true,
    logger: options.logger ?? false,
    // Mail goes out when a test asks (app.mailer.flush()), so tests decide what has been sent.
    mailPollMs: 0,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  await app.ready();
  return { app, db: handle.db, handle, config, close: () => app.close() };
}
