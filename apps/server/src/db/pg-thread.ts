/**
 * node-postgres in a worker thread (decision 026), seen from the server's thread as the part of
 * `pg` the server uses: a pool (`query`, `connect`, the counts the metrics read, `end`), its
 * checked-out clients (`query`, `release`, an `end` event) and standalone clients for LISTEN
 * (`connect`, `query`, `end`, `notification`, `error` and `end` events). Drizzle's node-postgres
 * driver takes the pool as it takes pg's: it calls only these.
 *
 * Rows arrive as the worker made them (dates and times as text, as Drizzle asks); errors as
 * errors with the driver's fields (`code`, `constraint`, `detail`…), which lib/db-errors.ts reads.
 * Should the thread stop, every query in flight fails as a lost connection would, every client
 * ends, and the next query starts a new thread.
 */
import { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import { setTimeout as delay } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FromWorker, PgThreadOptions, ToWorker, WireError, WireResult } from './pg-thread-protocol.js';

export interface QueryResult<Row = Record<string, unknown>> extends Omit<WireResult, 'rows'> {
  rows: Row[];
}

/** A query as pg takes it: its text, or a config (Drizzle's also carries `types`, applied in the worker). */
type QueryInput = string | { text: string; values?: unknown[]; name?: string; rowMode?: 'array' };

/** How long `end` waits for the pool to close its connections before the thread is stopped. */
const END_WAIT_MS = 5_000;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type Request = DistributiveOmit<ToWorker, 'id'>;

function fromWire(wire: WireError): Error {
  const error = new Error(wire.message);
  error.name = wire.name;
  return Object.assign(error, wire.fields);
}

/** The error of every query in flight when the thread stops: what lib/db-errors.ts calls unavailable. */
const threadStopped = (cause: unknown) =>
  Object.assign(new Error('Connection terminated: the database thread stopped', { cause }), {
    code: '08006',
  });

/**
 * The worker: the bundle's file (dist/pg-worker.js), or, run from source (tests), the TypeScript
 * file through tsx, which a worker's `--import` does not register in time for its first module.
 */
function newWorker(options: PgThreadOptions): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./pg-worker.js', import.meta.url), { workerData: options });
  // tsx's ESM API registers its hooks in this thread (its `--import` entry does so only in the
  // main one), then the worker's file runs.
  const tsxApi = new URL(
    'dist/esm/api/index.mjs',
    pathToFileURL(createRequire(import.meta.url).resolve('tsx/package.json')),
  );
  const source = new URL('./pg-worker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(tsxApi.href)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(boot, { eval: true, workerData: options });
}

class PgThread {
  private worker: Worker | undefined;
  private ended = false;
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  private readonly clients = new Map<number, EventEmitter>();
  private nextId = 1;
  private nextClient = 1;
  /** The pool's total, idle and waiting counts, as of the last answer. */
  stats: [number, number, number] = [0, 0, 0];

  constructor(private readonly options: PgThreadOptions) {}

  /** A new client's number; its events go to `client`. */
  register(client: EventEmitter): number {
    const number = this.nextClient++;
    this.clients.set(number, client);
    return number;
  }

  forget(client: number) {
    this.clients.delete(client);
  }

  call(request: Request): Promise<unknown> {
    if (this.ended) return Promise.reject(new Error('Cannot use a pool after calling end on the pool'));
    const worker = this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      // The thread keeps the process alive while it owes an answer, and only then.
      if (this.pending.size === 0) worker.ref();
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id } as ToWorker);
    });
  }

  async stop(): Promise<void> {
    const worker = this.worker;
    if (worker) {
      await Promise.race([
        this.call({ op: 'end' }).catch(() => {}),
        delay(END_WAIT_MS, undefined, { ref: false }),
      ]);
    }
    this.ended = true;
    await worker?.terminate();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = newWorker(this.options);
    worker.unref();
    worker.on('message', (message: FromWorker) => this.receive(message));
    // An uncaught error in the thread ends it ('exit' follows): it is the cause the queries get.
    let failure: unknown;
    worker.on('error', (error) => {
      failure = error;
    });
    worker.on('exit', (code) =>
      this.stopped(worker, failure ?? new Error(`the thread exited with code ${code}`)),
    );
    this.worker = worker;
    return worker;
  }

  private receive(message: FromWorker) {
    if ('id' in message) {
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (this.pending.size === 0) this.worker?.unref();
      this.stats = message.stats;
      if (message.ok) waiting.resolve(message.value);
      else waiting.reject(fromWire(message.error));
      return;
    }
    if (message.event === 'stats') {
      this.stats = message.stats;
      return;
    }
    const client = this.clients.get(message.client);
    if (!client) return;
    if (message.event === 'end') {
      this.clients.delete(message.client);
      client.emit('end');
    } else if (message.event === 'notification') {
      client.emit('notification', { channel: message.channel, payload: message.payload });
    } else if (client.listenerCount('error') > 0) {
      // pg's clients throw an error nobody listens to; here the worker's client already listens.
      client.emit('error', fromWire(message.error));
    }
  }

  private stopped(worker: Worker, cause: unknown) {
    if (this.worker !== worker) return;
    this.worker = undefined;
    this.stats = [0, 0, 0];
    const pending = [...this.pending.values()];
    this.pending.clear();
    for (const { reject } of pending) reject(threadStopped(cause));
    const clients = [...this.clients.values()];
    this.clients.clear();
    for (const client of clients) client.emit('end');
  }
}

function queryRequest(input: QueryInput, values: unknown[] | undefined, client: number | undefined): Request {
  const config = typeof input === 'string' ? { text: input } : input;
  return {
    op: 'query',
    ...(client === undefined ? {} : { client }),
    text: config.text,
    values: values ?? config.values,
    ...(config.name ? { name: config.name } : {}),
    ...(config.rowMode ? { rowMode: config.rowMode } : {}),
  };
}

/** A connection checked out of the pool (`ThreadPool.connect`), until `release`. */
export class ThreadPoolClient extends EventEmitter {
  private released = false;
  readonly number: number;

  constructor(private readonly thread: PgThread) {
    super();
    this.number = thread.register(this);
  }

  async query<Row = Record<string, unknown>>(
    input: QueryInput,
    values?: unknown[],
  ): Promise<QueryResult<Row>> {
    return (await this.thread.call(queryRequest(input, values, this.number))) as QueryResult<Row>;
  }

  /** Back to the pool; `destroy` (or an error) closes the connection instead, as pg's does. */
  release(destroy?: boolean | Error): void {
    if (this.released) return;
    this.released = true;
    this.thread.forget(this.number);
    void this.thread.call({ op: 'release', client: this.number, destroy: Boolean(destroy) }).catch(() => {});
  }
}

/** A connection of its own, outside the pool: for LISTEN (plugins/public-cache.ts). */
export class ThreadClient extends EventEmitter {
  private number: number | undefined;

  constructor(private readonly thread: PgThread) {
    super();
  }

  async connect(): Promise<void> {
    this.number = this.thread.register(this);
    await this.thread.call({ op: 'open', client: this.number });
  }

  async query<Row = Record<string, unknown>>(
    input: QueryInput,
    values?: unknown[],
  ): Promise<QueryResult<Row>> {
    if (this.number === undefined) throw new Error('ThreadClient.query before connect');
    return (await this.thread.call(queryRequest(input, values, this.number))) as QueryResult<Row>;
  }

  async end(): Promise<void> {
    const number = this.number;
    if (number === undefined) return;
    this.number = undefined;
    await this.thread.call({ op: 'close', client: number });
    this.thread.forget(number);
  }
}

/** A pool of `max` connections to `connectionString`, run by a thread of its own. */
export class ThreadPool extends EventEmitter {
  private readonly thread: PgThread;
  readonly options: { connectionString: string; max: number };

  constructor(options: PgThreadOptions) {
    super();
    this.options = { connectionString: options.connectionString, max: options.max };
    this.thread = new PgThread(options);
  }

  get totalCount(): number {
    return this.thread.stats[0];
  }

  get idleCount(): number {
    return this.thread.stats[1];
  }

  get waitingCount(): number {
    return this.thread.stats[2];
  }

  async query<Row = Record<string, unknown>>(
    input: QueryInput,
    values?: unknown[],
  ): Promise<QueryResult<Row>> {
    return (await this.thread.call(queryRequest(input, values, undefined))) as QueryResult<Row>;
  }

  async connect(): Promise<ThreadPoolClient> {
    const client = new ThreadPoolClient(this.thread);
    try {
      await this.thread.call({ op: 'connect', client: client.number });
    } catch (error) {
      this.thread.forget(client.number);
      throw error;
    }
    return client;
  }

  /** A standalone client on the same thread; `connect` it. */
  client(): ThreadClient {
    return new ThreadClient(this.thread);
  }

  /** Closes every connection and stops the thread. */
  end(): Promise<void> {
    return this.thread.stop();
  }
}
