/**
 * Database unreachable: `/readyz` says so, reads and writes answer 503 with a clear
 * message, and the server recovers by itself when the database returns. A TCP proxy between the
 * app and PostgreSQL plays the network that fails.
 */
import { connect, createServer, type Server, type Socket } from 'node:net';
import { HTTP_MESSAGES } from '@authority/shared/http-messages';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app.js';
import { type DatabaseHandle, openDatabase } from './db/client.js';
import { testConfig } from './test/app.js';
import { createTestDatabase, usingPostgres } from './test/database.js';
import { freePort } from './test/process.js';

class TcpProxy {
  private server: Server | undefined;
  private sockets = new Set<Socket>();
  constructor(
    readonly port: number,
    private target: { host: string; port: number },
  ) {}

  up(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    return new Promise((resolve) => this.server?.listen(this.port, '127.0.0.1', () => resolve()));
  }

  down(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

describe.runIf(usingPostgres())('the database becomes unreachable (PostgreSQL)', () => {
  let database: DatabaseHandle;
  let viaProxy: DatabaseHandle;
  let proxy: TcpProxy;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    const url = new URL(database.url ?? '');
    proxy = new TcpProxy(await freePort(), { host: url.hostname, port: Number(url.port) });
    await proxy.up();
    url.port = String(proxy.port);
    viaProxy = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
    app = await buildApp({
      config: testConfig(),
      database: viaProxy,
      ownsDatabase: true,
      logger: false,
      mailPollMs: 0,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await proxy.down();
    await database.close();
  });

  const inquiry = {
    name: 'A',
    email: 'a@example.org',
    subject: 'Outage',
    department: 'General Inquiry',
    message: 'Hello',
  };

  it('answers 503 while it is gone and recovers by itself when it returns', async () => {
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);

    await proxy.down();
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', message: 'The database does not answer.' });
    const read = await app.inject({ method: 'GET', url: '/api/v1/admin/news/id/1' });
    expect(read.statusCode).toBe(503);
    expect(read.json()).toEqual({ message: HTTP_MESSAGES.serviceUnavailable });
    const write = await app.inject({ method: 'POST', url: '/api/v1/admin/email/send', payload: inquiry });
    expect(write.statusCode).toBe(503);
    expect(write.json()).toEqual({ message: HTTP_MESSAGES.serviceUnavailable });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    await proxy.up();
    await vi.waitFor(
      async () => expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200),
      { timeout: 15_000, interval: 100 },
    );
    const after = await app.inject({ method: 'POST', url: '/api/v1/admin/email/send', payload: inquiry });
    expect(after.statusCode).toBe(200);
  }, 60_000);
});
