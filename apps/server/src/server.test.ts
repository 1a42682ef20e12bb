/**
 * The process as a deployer runs it: SIGTERM while requests are in flight lets them finish,
 * exits 0, and a restart on the same data finds everything and does not seed again.
 */
import { mkdtempSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './db/client.js';
import { news, users } from './db/schema.js';
import { createTestDatabase, usingPostgres } from './test/database.js';
import { outputSatisfies, startServerProcess as startServer } from './test/process.js';

/** Opens a request whose body is only half sent, so it is in flight until `finish` is called. */
function halfSentRequest(port: number) {
  const body = JSON.stringify({ name: 'in flight', padding: 'x'.repeat(200) });
  const socket: Socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => {
    answer += chunk;
  });
  const closed = new Promise<string>((resolve, reject) => {
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
  const opened = new Promise<void>((resolve) => socket.on('connect', resolve));
  return {
    send: async () => {
      await opened;
      socket.write(
        `POST /api/v1/admin/in-flight HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 50)}`,
      );
    },
    finish: () => socket.write(body.slice(50)),
    answer: closed,
  };
}

describe('the server process', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'authority-process-'));
  let database: DatabaseHandle | undefined;
  let env: Record<string, string>;

  afterAll(async () => {
    await database?.close();
  });

  it('finishes in-flight requests on SIGTERM, exits 0, and keeps its data across a restart', async () => {
    env = { DATA_DIR: dataDir, ADMIN_EMAIL: 'root@process.test', ADMIN_PASSWORD: 'process-test-password' };
    if (usingPostgres()) {
      database = await createTestDatabase();
      const url = database.pool?.options.connectionString;
      if (!url) throw new Error('expected a PostgreSQL url');
      env.DATABASE_URL = url;
    }

    const first = await startServer(env);
    expect(first.output()).toMatch(/first start: seeding demo content/);

    const inFlight = Array.from({ length: 20 }, () => halfSentRequest(first.port));
    await Promise.all(inFlight.map((request) => request.send()));
    // Only a request the server has begun is in flight; one still in the socket buffer is not.
    const begun = (output: string) =>
      output.split('\n').filter((line) => line.includes('incoming request') && line.includes('/in-flight'))
        .length;
    await outputSatisfies(first, (output) => begun(output) === inFlight.length);
    first.child.kill('SIGTERM');
    await outputSatisfies(first, (output) => output.includes('shutting down'));
    for (const request of inFlight) request.finish();

    const answers = await Promise.all(inFlight.map((request) => request.answer));
    for (const answer of answers) {
      expect(answer).toMatch(/^HTTP\/1\.1 404 /);
      expect(answer).toContain('{"message":"Not found."}');
    }
    expect(await first.exited).toBe(0);
    expect(first.output()).toMatch(/shutdown complete/);

    const counts = async () => {
      const handle = database ?? (await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') }));
      try {
        const [newsRows] = await handle.db.select({ n: count() }).from(news);
        const [userRows] = await handle.db.select({ n: count() }).from(users);
        return { news: newsRows?.n, users: userRows?.n };
      } finally {
        if (!database) await handle.close();
      }
    };
    const before = await counts();
    expect(before.news).toBeGreaterThanOrEqual(12);
    expect(before.users).toBe(1);

    const second = await startServer(env);
    expect(second.output()).not.toMatch(/first start/);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(await counts()).toEqual(before);
  }, 120_000);
});
