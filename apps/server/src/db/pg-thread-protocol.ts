/** The messages between the server's thread (db/pg-thread.ts) and the driver's (db/pg-worker.ts). */

export interface PgThreadOptions {
  connectionString: string;
  max: number;
  connectionTimeoutMillis: number;
}

/** Clients are numbered by the server's thread: pool checkouts and standalone ones alike. */
export type ToWorker = { id: number } & (
  | {
      op: 'query';
      /** None: any pool connection. */
      client?: number;
      text: string;
      values?: unknown[];
      name?: string;
      rowMode?: 'array';
    }
  | { op: 'connect'; client: number }
  | { op: 'release'; client: number; destroy: boolean }
  | { op: 'open'; client: number }
  | { op: 'close'; client: number }
  | { op: 'end' }
);

/** An error's name and message, and its fields that are plain values (`code`, `constraint`…). */
export interface WireError {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean | null>;
}

export interface WireResult {
  rows: unknown[];
  rowCount: number | null;
  command: string;
  fields: { name: string; dataTypeID: number }[];
}

/** `stats`: the pool's total, idle and waiting counts as the answer left. */
export type FromWorker =
  | { id: number; ok: true; value: unknown; stats: [number, number, number] }
  | { id: number; ok: false; error: WireError; stats: [number, number, number] }
  /** Sent when the pool closes an idle connection, so `/metrics` does not wait for a query to know. */
  | { event: 'stats'; stats: [number, number, number] }
  | { event: 'end'; client: number }
  | { event: 'error'; client: number; error: WireError }
  | { event: 'notification'; client: number; channel: string; payload: string | undefined };
