/**
 * The delivery layer's plugin: the one store of kept answers, the public reads, the early answer
 * before routing, and their invalidation. `app.contentChanged()` empties this process's store and,
 * on PostgreSQL, tells every other server process sharing the database through NOTIFY; each process
 * LISTENs on a connection of its own that reconnects by itself (and empties its store then, since a
 * notification may have been missed meanwhile).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { endWithin, type PgPool } from '../db/client.js';
import { AnswerStore } from './answer-store.js';
import { PublicReads, sendAnswer } from './reads.js';

/** What the rest of the server may know of delivery: when content changes, and what it counts. */
export interface Delivery {
  /** The kept answers (tests and the metrics read it; features never do). */
  store: AnswerStore;
  /** The current content generation: caches of derived values follow it. */
  readonly generation: number;
  /** Empties this process's store only (a scheduled item came due: every process's timer fires). */
  clearHere(): void;
  /** Calls `listener` after each emptying (the publication timer re-arms from the database then). */
  onClear(listener: () => void): void;
  /** The fast lane, when DELIVERY_TUNING leaves it on: its count of answers is a metric. */
  lane: { readonly answered: number } | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    delivery: Delivery;
    /** The public reads by path, callable without a request (delivery/reads.ts). */
    publicReads: PublicReads;
    /** Call after committing a change to public content. */
    contentChanged(): Promise<void>;
  }
}

export const CONTENT_CHANNEL = 'public_content_changed';
const MAX_RECONNECT_DELAY_MS = 30_000;
/** How long closing waits for the listener's connection to end. */
const END_WAIT_MS = 2_000;

async function deliveryPlugin(app: FastifyInstance) {
  const cache = new AnswerStore();
  const delivery: Delivery = {
    store: cache,
    get generation() {
      return cache.generation;
    },
    clearHere: () => cache.clear(),
    onClear: (listener) => cache.onClear(listener),
    lane: undefined,
  };
  app.decorate('delivery', delivery);
  app.decorate('publicReads', new PublicReads(cache, () => app.securityHeadersFor('/api/')));

  // An answer kept in this generation is answered again here, before validation, access checks and
  // the handler: the same look-up as the fast lane's (which answers most GETs before this), for what
  // the lane leaves (HEAD, DELIVERY_TUNING=off). The security headers are set by the hook before
  // this one; the answer carries its compressed forms.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done();
    const accept = request.headers['accept-language'];
    const kept = cache.find(request.url, Array.isArray(accept) ? accept[0] : accept);
    if (!kept) return done();
    cache.hits++;
    kept.served?.();
    sendAnswer(request, reply, kept);
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
      await endWithin(client, END_WAIT_MS);
    }
  });
}

export default fp(deliveryPlugin, { name: 'delivery', dependencies: ['database', 'security-headers'] });
