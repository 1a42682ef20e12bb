/**
 * Keeps the content tables' visibility maps current on PGlite, which has no autovacuum: the
 * dashboard home's counts read only the counts indexes (index-only scans), and those skip the wide
 * rows only for pages the map marks all-visible (docs/decisions/047-home-counts.md). At start and
 * hourly; content changes a few rows a day, so a pass after the first reads little. PostgreSQL's
 * own autovacuum does this there.
 */
import { getTableName, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.js';
import { CONTENT_TABLES } from '../../db/content-tables.js';

const UPKEEP_EVERY_MS = 3_600_000;

/** One VACUUM (ANALYZE) over every content table. */
export async function vacuumContentTables(db: Database): Promise<void> {
  const tables = Object.values(CONTENT_TABLES).map((table) => `"${getTableName(table)}"`);
  await db.execute(sql.raw(`vacuum (analyze) ${tables.join(', ')}`));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs a pass now (PGlite only; on PostgreSQL it resolves at once). */
    countsUpkeep: { run(): Promise<void> };
  }
}

async function countsUpkeepPlugin(app: FastifyInstance) {
  let running: Promise<void> | undefined;
  const onPglite = app.database.kind === 'pglite';
  const run = (): Promise<void> => {
    if (!onPglite) return Promise.resolve();
    running ??= vacuumContentTables(app.db)
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'content tables upkeep failed');
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  app.decorate('countsUpkeep', { run });
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (!onPglite) return;
    void run();
    timer = setInterval(run, UPKEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

export default fp(countsUpkeepPlugin, { name: 'counts-upkeep', dependencies: ['database'] });
