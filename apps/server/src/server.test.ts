/**
 * The process as a deployer runs it: SIGTERM while requests are in flight lets them finish,
 * exits 0, and a restart on the same data finds everything and does not seed again; idle
 * keep-alive connections do not hold it open.
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

/** Reads one HTTP/1.1 answer (headers and a Content-Length body) from a socket it keeps open. */
function answerOn(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = '';
    const onData = (chunk: Buffer) => {
      received += chunk;
      const end = received.indexOf('\r\n\r\n');
      const length = Number(received.match(/\r\ncontent-length: (\d+)/i)?.[1] ?? Number.NaN);
      if (end >= 0 && Buffer.byteLength(received.slice(end + 4)) >= length) {
        socket.off('data', onData);
        resolve(received);
      }
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.once('close', () => reject(new Error(`closed before an answer: ${received}`)));
  });
}

/** A keep-alive connection that has had one answer and now sits idle. */
async function idleKeepAlive(port: number) {
  const socket = connect(port, '127.0.0.1');
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('error', () => {});
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  const answer = answerOn(socket);
  socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
  expect(await answer).toMatch(/^HTTP\/1\.1 200 /);
  return { socket, closed };
}

/** A keep-alive request whose body trickles in: in flight until `finish`. */
async function trickleOnKeepAlive(port: number) {
  const body = JSON.stringify({ name: 'in flight', padding: 'x'.repeat(200) });
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  let answeredAt = 0;
  const answer = answerOn(socket).then((text) => {
    answeredAt = performance.now();
    return text;
  });
  answer.catch(() => {});
  socket.write(
    `POST /api/v1/admin/in-flight HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: keep-alive\r\n\r\n${body.slice(0, 50)}`,
  );
  return { finish: () => socket.write(body.slice(50)), answer, closed, answeredAt: () => answeredAt };
}

describe('the server process', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'authority-process-'));
  let database: DatabaseHandle | undefined;
  let env: Record<string, string>;

  afterAll(async () => {
    await database?.close();
  });

  it('finishes in-flight requests on SIGTERM, exits 0, and keeps its data across a restart', async () => {
    // Debug: the access log's line comes with the answer; a request's start is logged at debug.
    env = {
      DATA_DIR: dataDir,
      ADMIN_EMAIL: 'root@process.test',
      ADMIN_PASSWORD: 'process-test-password',
      LOG_LEVEL: 'debug',
    };
    if (usingPostgres()) {
      database = await createTestDatabase();
      const url = database.pool?.options.connectionString;
      if (!url) throw new Error('expected a PostgreSQL url');
      env.DATABASE_URL = url;
    }

    const first = await startServer(env);
    expect(first.output()).toMatch(/first start: seeding demo content/);
    // On PGlite the first start seeds in a process of its own, which gives its memory back when
    // it ends; the server that listens is another.
    const pidOf = (message: string) =>
      first
        .output()
        .split('\n')
        .filter((line) => line.includes(message))
        .map((line) => JSON.parse(line).pid)[0];
    // The server's own log is written in batches (app.ts): its line may come a moment later.
    await outputSatisfies(first, (output) => output.includes('Server listening'));
    const seededBy = pidOf('first start: seeding demo content');
    const listenedBy = pidOf('Server listening');
    expect(listenedBy).toBe(first.child.pid);
    if (usingPostgres()) expect(seededBy).toBe(listenedBy);
    else expect(seededBy).not.toBe(listenedBy);

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

  it('after SIGTERM closes idle keep-alive connections at once and exits soon after the last in-flight answer', async () => {
    const shutdownEnv = {
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'authority-shutdown-')),
      ADMIN_EMAIL: 'root@shutdown.test',
      ADMIN_PASSWORD: 'shutdown-test-password',
      LOG_LEVEL: 'debug',
    };
    let shutdownDatabase: DatabaseHandle | undefined;
    if (usingPostgres()) {
      shutdownDatabase = await createTestDatabase();
      const url = shutdownDatabase.pool?.options.connectionString;
      if (!url) throw new Error('expected a PostgreSQL url');
      Object.assign(shutdownEnv, { DATABASE_URL: url });
    }
    try {
      const server = await startServer(shutdownEnv);
      const idle = [];
      for (let batch = 0; batch < 4; batch++) {
        idle.push(...(await Promise.all(Array.from({ length: 50 }, () => idleKeepAlive(server.port)))));
      }
      const inFlight = await Promise.all(Array.from({ length: 10 }, () => trickleOnKeepAlive(server.port)));
      const begun = (output: string) =>
        output.split('\n').filter((line) => line.includes('incoming request') && line.includes('/in-flight'))
          .length;
      await outputSatisfies(server, (output) => begun(output) === inFlight.length);

      let exitedAt = 0;
      const exited = server.exited.then((code) => {
        exitedAt = performance.now();
        return code;
      });
      const signalledAt = performance.now();
      server.child.kill('SIGTERM');
      await outputSatisfies(server, (output) => output.includes('shutting down'));
      // Every idle keep-alive connection is closed by the server, long before any keep-alive timeout.
      await Promise.all(idle.map((connection) => connection.closed));
      const idleClosedAfterMs = performance.now() - signalledAt;

      for (const request of inFlight) request.finish();
      const answers = await Promise.all(inFlight.map((request) => request.answer));
      for (const answer of answers) expect(answer).toMatch(/^HTTP\/1\.1 404 /);
      const lastAnswerAt = Math.max(...inFlight.map((request) => request.answeredAt()));

      expect(await exited).toBe(0);
      const exitAfterLastAnswerMs = exitedAt - lastAnswerAt;
      console.info(
        `shutdown: idle connections closed ${Math.round(idleClosedAfterMs)} ms after SIGTERM; exit ${Math.round(exitAfterLastAnswerMs)} ms after the last in-flight answer`,
      );
      expect(exitAfterLastAnswerMs).toBeLessThan(3_000);
      // The in-flight requests' connections were closed too, not left to idle out.
      await Promise.all(inFlight.map((request) => request.closed));
      expect(server.output()).toMatch(/shutdown complete/);
    } finally {
      await shutdownDatabase?.close();
    }
  }, 120_000);

  it('cuts a request still in flight after SHUTDOWN_TIMEOUT_MS and exits 0', async () => {
    const cutEnv: Record<string, string> = {
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'authority-shutdown-cut-')),
      ADMIN_EMAIL: 'root@shutdown.test',
      ADMIN_PASSWORD: 'shutdown-test-password',
      SHUTDOWN_TIMEOUT_MS: '1500',
      LOG_LEVEL: 'debug',
    };
    let cutDatabase: DatabaseHandle | undefined;
    if (usingPostgres()) {
      cutDatabase = await createTestDatabase();
      const url = cutDatabase.pool?.options.connectionString;
      if (!url) throw new Error('expected a PostgreSQL url');
      cutEnv.DATABASE_URL = url;
    }
    try {
      const server = await startServer(cutEnv);
      const stuck = await trickleOnKeepAlive(server.port); // never finished
      await outputSatisfies(server, (output) => output.includes('/in-flight'));
      const signalledAt = performance.now();
      server.child.kill('SIGTERM');
      await stuck.closed;
      expect(await server.exited).toBe(0);
      const exitAfterMs = performance.now() - signalledAt;
      expect(exitAfterMs).toBeGreaterThanOrEqual(1_400);
      expect(exitAfterMs).toBeLessThan(4_500);
      expect(server.output()).toMatch(/requests still in flight after the timeout/);
    } finally {
      await cutDatabase?.close();
    }
  }, 120_000);
});
