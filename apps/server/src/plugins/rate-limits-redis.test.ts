/**
 * Rate limits on Redis (REDIS_URL, decision 011): shared by every process using the same Redis,
 * and, while Redis is away, closed for sign-in and code sending (503), open for everything else,
 * with one clear log line and a `/readyz` detail; back to normal by itself when Redis returns.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { API } from '@authority/shared/routes';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEvent, type EventRow } from '../db/factories.js';
import { contactInquiries, mailOutbox, oneTimeCodes, sessions } from '../db/schema.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { freePort } from '../test/process.js';
import { createStaff } from '../test/staff.js';
import { failsClosed } from './rate-limits.js';

const UNAVAILABLE = { message: 'The service is temporarily unavailable. Please try again shortly.' };
const contact = {
  name: 'Huda Kareem',
  email: 'huda.kareem@example.org',
  subject: 'Visiting hours',
  department: 'General Inquiry',
  message: 'What are the visiting hours of the cardiac ward?',
  submittedAt: '2020-01-01T00:00:00Z',
};

describe('with REDIS_URL and Redis away', () => {
  let t: TestApp;
  let event: EventRow;
  let log = '';
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk) => {
      log += chunk;
    });
    // A port nothing listens on: every command fails at once.
    const port = await freePort();
    t = await createTestApp({
      env: { REDIS_URL: `redis://127.0.0.1:${port}`, FORM_POSTS_PER_MINUTE: '5' },
      logger: { level: 'info', stream },
    });
    event = await createEvent(t.db);
  });
  afterAll(() => t.close());

  const rows = async (
    table: typeof sessions | typeof oneTimeCodes | typeof mailOutbox | typeof contactInquiries,
  ) => (await t.db.select({ n: count() }).from(table))[0]?.n;

  it('names exactly the routes that fail closed: sign-in, its second step and both code calls', () => {
    const closed = t.app.accessTable.filter((route) => failsClosed(route)).map((r) => `${r.method} ${r.url}`);
    expect(closed.sort()).toEqual(
      [
        `POST ${API.accountsBase}/login`,
        `POST ${API.accountsBase}/login/second-factor`,
        `POST ${API.publicBase}/Events/:eventId/send-code`,
        `POST ${API.publicBase}/events/:eventId/sponsor/send-code`,
      ].sort(),
    );
  });

  it('refuses sign-in with 503 before checking the password, and stores no session', async () => {
    const staff = await createStaff(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `${API.accountsBase}/login`,
      payload: { email: staff.email, password: staff.password },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(UNAVAILABLE);
    expect(await rows(sessions)).toBe(0);
  });

  it('refuses to send a code with 503, storing no code and no mail', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API.publicBase}/Events/${event.id}/send-code`,
      payload: { Email: 'visitor@example.org' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(UNAVAILABLE);
    expect(await rows(oneTimeCodes)).toBe(0);
    expect(await rows(mailOutbox)).toBe(0);
  });

  it('lets other limited calls through (fail open): contact inquiries past the limit are stored', async () => {
    for (let i = 0; i < 7; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${API.publicBase}/email/send`,
        payload: contact,
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await rows(contactInquiries)).toBe(7);
  });

  it('says so on /readyz (still ready: it serves), in one log line, and in /metrics', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'degraded',
      database: t.handle.kind,
      rateLimits: 'unavailable',
      message: 'Redis does not answer: sign-in and code sending are refused until it does.',
    });
    const lines = log.split('\n').filter((line) => line.includes('Redis does not answer'));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ level: 50 });
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(metrics.body).toMatch(/^rate_limit_store_up 0$/m);
    expect(metrics.body).toMatch(/^rate_limit_store_failures_total\{limit="closed"\} 2$/m);
    expect(metrics.body).toMatch(/^rate_limit_store_failures_total\{limit="open"\} 7$/m);
  });
});

const REDIS_SERVER = '/usr/bin/redis-server';

// Needs Debian's redis-server (`.ci/run` installs it); the fleet test covers the same through nginx.
describe.skipIf(!existsSync(REDIS_SERVER))('with REDIS_URL and a real Redis shared by two processes', () => {
  let redis: ChildProcess | undefined;
  let port = 0;
  let a: TestApp;
  let b: TestApp;
  const startRedis = async () => {
    redis = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
  };
  const stopRedis = async () => {
    const child = redis;
    redis = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
  beforeAll(async () => {
    port = await freePort();
    await startRedis();
    const env = { REDIS_URL: `redis://127.0.0.1:${port}`, LOGIN_ATTEMPTS_PER_MINUTE: '4' };
    a = await createTestApp({ env });
    b = await createTestApp({ env });
    await vi.waitFor(
      () => expect(a.app.sharedCounters?.available && b.app.sharedCounters?.available).toBe(true),
      {
        timeout: 10_000,
        interval: 50,
      },
    );
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await stopRedis();
  });

  let attempt = 0;
  // A new account name each time, so the lockout (per account, in each app's database) stays out.
  const login = (t: TestApp) =>
    t.app.inject({
      method: 'POST',
      url: `${API.accountsBase}/login`,
      remoteAddress: '198.51.100.9',
      payload: { email: `nobody${++attempt}@example.org`, password: 'wrong-password' },
    });
  const WRONG = 400;

  it('counts sign-in attempts across processes: the 5th is refused whichever process gets it', async () => {
    const statuses = [];
    for (const t of [a, b, a, b]) statuses.push((await login(t)).statusCode);
    expect(statuses).toEqual([WRONG, WRONG, WRONG, WRONG]);
    const fifth = await login(b);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({ message: 'Too many requests. Try again later.' });
    expect((await login(a)).statusCode).toBe(429);
  });

  it('fails closed while Redis is down and recovers by itself when it is back', async () => {
    await stopRedis();
    await vi.waitFor(async () => expect((await login(a)).statusCode).toBe(503), {
      timeout: 10_000,
      interval: 50,
    });
    expect((await a.app.inject({ method: 'GET', url: '/readyz' })).json().status).toBe('degraded');
    await startRedis();
    // Redis came back empty: the window starts again.
    await vi.waitFor(async () => expect((await login(a)).statusCode).toBe(WRONG), {
      timeout: 15_000,
      interval: 100,
    });
    expect((await a.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({
      status: 'ready',
      database: a.handle.kind,
      rateLimits: 'redis',
    });
  });
});
