/**
 * The PostgreSQL driver's thread (decision 026): node-postgres, its pool and its sockets run here,
 * in a worker of their own, and the server's thread sends it SQL and gets rows back
 * (db/pg-thread.ts). Nothing here is a public API: the messages are the two files' contract.
 *
 * Why a thread: `pg`'s sockets and parsers, run in the thread that serves HTTP, left V8's shared
 * stream and `process.nextTick` code on slow paths for every later request (bench/README.md), so a
 * server on PostgreSQL answered a cached read at two thirds of the speed the same server did on
 * PGlite. In a worker they run in an isolate of their own.
 */
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';
import type { FromWorker, PgThreadOptions, ToWorker, WireError, WireResult } from './pg-thread-protocol.js';

const port = parentPort;
if (!port) throw new Error('pg-worker runs as a worker thread');
const options = workerData as PgThreadOptions;

/**
 * Dates, times and intervals stay the text PostgreSQL sent, as Drizzle's own node-postgres driver
 * asks of every query (drizzle-orm/node-postgres/session.js): its column types parse them.
 */
const KEEP_AS_TEXT = new Set([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]);
const keep = (value: string) => value;
const types = {
  getTypeParser: ((oid: number, format?: 'text') =>
    KEEP_AS_TEXT.has(oid) ? keep : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

const pool = new pg.Pool({
  connectionString: options.connectionString,
  max: options.max,
  connectionTimeoutMillis: options.connectionTimeoutMillis,
  types,
});
// An idle client that loses its server must not crash the thread; the next query reconnects. Nor
// may a checked-out one (the pool listens to a client only while it is idle): the query in
// flight, or the next one, fails and says why.
pool.on('error', () => {});
pool.on('connect', (client) => {
  client.on('error', () => {});
});
// Idle connections close after pg's idle timeout, with no query to carry the new counts back.
pool.on('remove', () => setImmediate(() => send({ event: 'stats', stats: stats() })));

/** Checked-out pool clients and standalone ones (LISTEN), by the number the server knows them by. */
const clients = new Map<
  number,
  { client: pg.Client | pg.PoolClient; pooled: boolean; unforward: () => void }
>();

const stats = (): [number, number, number] => [pool.totalCount, pool.idleCount, pool.waitingCount];
const send = (message: FromWorker) => port.postMessage(message);

function wireError(error: unknown): WireError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: WireError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      fields[key] = value as string | number | boolean | null;
    }
  }
  return { name: error.name, message: error.message, fields };
}

function wireResult(result: pg.QueryResult | pg.QueryResult[]): WireResult {
  // A text of several statements answers with one result each; the last is the one that counts.
  const last = Array.isArray(result) ? result[result.length - 1] : result;
  return {
    rows: last?.rows ?? [],
    rowCount: last?.rowCount ?? null,
    command: last?.command ?? '',
    fields: (last?.fields ?? []).map(({ name, dataTypeID }) => ({ name, dataTypeID })),
  };
}

/** Tells the server thread of `client`'s events under `id`; returns how to stop. */
function forwardEvents(id: number, client: pg.Client | pg.PoolClient): () => void {
  const onEnd = () => send({ event: 'end', client: id });
  const onError = (error: Error) => send({ event: 'error', client: id, error: wireError(error) });
  const onNotification = ({ channel, payload }: pg.Notification) =>
    send({ event: 'notification', client: id, channel, payload });
  client.on('end', onEnd);
  client.on('error', onError);
  client.on('notification', onNotification);
  return () => {
    client.off('end', onEnd);
    client.off('error', onError);
    client.off('notification', onNotification);
  };
}

async function run(message: ToWorker): Promise<unknown> {
  switch (message.op) {
    case 'query': {
      const target = message.client === undefined ? pool : clients.get(message.client)?.client;
      if (!target)
        throw Object.assign(new Error('Connection terminated: client released'), { code: '08003' });
      const config: pg.QueryConfig & { rowMode?: 'array'; types: typeof types } = {
        text: message.text,
        values: message.values,
        types,
        ...(message.name ? { name: message.name } : {}),
        ...(message.rowMode ? { rowMode: message.rowMode } : {}),
      };
      return wireResult(await target.query(config));
    }
    case 'connect': {
      const client = await pool.connect();
      clients.set(message.client, { client, pooled: true, unforward: forwardEvents(message.client, client) });
      return undefined;
    }
    case 'release': {
      const entry = clients.get(message.client);
      clients.delete(message.client);
      entry?.unforward();
      if (entry?.pooled) (entry.client as pg.PoolClient).release(message.destroy || undefined);
      return undefined;
    }
    case 'open': {
      const client = new pg.Client({ connectionString: options.connectionString, types });
      clients.set(message.client, {
        client,
        pooled: false,
        unforward: forwardEvents(message.client, client),
      });
      await client.connect();
      return undefined;
    }
    case 'close': {
      const entry = clients.get(message.client);
      clients.delete(message.client);
      if (entry && !entry.pooled) await (entry.client as pg.Client).end();
      entry?.unforward();
      return undefined;
    }
    case 'end': {
      // The pool first, at once, as pg's own `end` would be called: a checkout that arrives while
      // the clients below end is refused rather than queued behind a pool that has stopped.
      const ended = pool.end();
      const standalone = [...clients].filter(([, entry]) => !entry.pooled);
      for (const [id] of standalone) clients.delete(id);
      await Promise.all(standalone.map(([, entry]) => (entry.client as pg.Client).end().catch(() => {})));
      await ended;
      return undefined;
    }
  }
}

port.on('message', (message: ToWorker) => {
  run(message).then(
    (value) => send({ id: message.id, ok: true, value, stats: stats() }),
    (error: unknown) => send({ id: message.id, ok: false, error: wireError(error), stats: stats() }),
  );
});
