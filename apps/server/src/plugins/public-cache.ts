/**
 * The public-read cache and its invalidation. `app.contentChanged()` clears this process's cache
 * and, on PostgreSQL, tells every other server process sharing the database through NOTIFY; each
 * process LISTENs on a connection of its own that reconnects by itself (and clears its cache
 * then, since a notification may have been missed meanwhile).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PgPool } from '../db/client.js';
import { PublicCache } from '../lib/public-cache.js';
import { answerKey, sendCached } from '../lib/public-read.js';
import { PublicReads } from '../lib/public-reads.js';

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
    /** The public reads by path, callable without a request (lib/public-reads.ts). */
    publicReads: PublicReads;
    /** Call after committing a change to public content. */
    contentChanged(): Promise<void>;
  }
}

export const CONTENT_CHANNEL = 'public_content_changed';
const MAX_RECONNECT_DELAY_MS = 30_000;
/** How long closing waits for the listener's connection to end. */
const END_WAIT_MS = 2_000;
const delay = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });

async function publicCachePlugin(app: FastifyInstance) {
  const cache = new PublicCache();
  app.decorate('publicCache', cache);
  app.decorate('publicReads', new PublicReads());

  // A public read already answered in this generation is answered again here, before validation,
  // access checks and the handler: the answer is the same for everyone and does not change until
  // content does (a 304 when the client has it). The security headers are set by the hook before
  // this one; compression still applies on the way out.
  // Answers are remembered by path and language (`answerKey`), so `?x=N` is answered too.
  app.addHook('onRequest', (request, reply, done) => {
    const accept = request.headers['accept-language'];
    const cached =
      request.method === 'GET' || request.method === 'HEAD'
        ? cache.answered(answerKey(request.url, Array.isArray(accept) ? accept[0] : accept))
        : undefined;
    if (!cached) return done();
    sendCached(request, reply, cached);
  });

  const pool = app.database.pool;
  // Sent with each notice: this process cleared its own cache when it announced the change, and a
  // second clear on hearing its own notice would only throw away answers loaded since.
  const processId = randomUUID();
  let listener: ReturnType<PgPool['client']> | undefined;
  let closing = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const listen = async (delay = 1_000): Promise<void> => {
    if (!pool || closing) return;
    const client = pool.client();
    const retry = () => {
      client.removeAllListeners();
      // A connection that dies while it ends still reports an error: heard and dropped, never thrown.
      client.on('error', () => {});
      void client.end().catch(() => {});
      if (closing || listener !== client) return;
      listener = undefined;
      retryTimer = setTimeout(() => void listen(Math.min(delay * 2, MAX_RECONNECT_DELAY_MS)), delay);
      retryTimer.unref();
    };
    listener = client;
    client.on('notification', (notice: { payload?: string }) => {
      if (notice.payload !== processId) cache.clear();
    });
    client.on('error', (error: Error) => {
      app.log.warn({ err: error }, 'cache listener lost its connection; reconnecting');
      retry();
    });
    client.on('end', retry);
    try {
      await client.connect();
      await client.query(`LISTEN ${CONTENT_CHANNEL}`);
      cache.clear();
    } catch (error) {
      app.log.warn({ err: error }, 'cache listener could not connect; retrying');
      retry();
    }
  };
  await listen();

  app.decorate('contentChanged', async () => {
    cache.clear();
    if (pool) await app.db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${processId})`);
  });

  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(retryTimer);
    const client = listener;
    listener = undefined;
    if (client) {
      client.removeAllListeners();
      client.on('error', () => {});
      // A client still connecting through a network that failed may never finish ending: the app
      // closes after END_WAIT_MS all the same (its socket goes with the process or the test).
      await Promise.race([client.end().catch(() => {}), delay(END_WAIT_MS)]);
    }
  });
}

export default fp(publicCachePlugin, { name: 'public-cache', dependencies: ['database'] });
