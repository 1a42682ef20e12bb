/**
 * The process: read the configuration, prepare the database, listen, and shut down gracefully
 * on SIGTERM/SIGINT (stop accepting, close idle connections, finish in-flight requests for up to
 * SHUTDOWN_TIMEOUT_MS, close the database, exit 0).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { buildApp } from './app.js';
import { openConfiguredDatabase, pgliteDir, prepareDatabase } from './bootstrap.js';
import { applyRuntimeTunings } from './delivery/runtime-tunings.js';
import { type Config, ConfigError, loadConfig } from './lib/env.js';

/** Run by the server itself on a first start: prepare the data folder, then exit. */
const PREPARE_ONLY = '--prepare-only';

/** A PGlite database that does not exist yet: this start makes it (from the build's) and seeds it. */
const isFirstPgliteStart = (config: Config) =>
  !config.databaseUrl && !existsSync(path.join(pgliteDir(config), 'PG_VERSION'));

/**
 * A first start on PGlite loads the build's database, migrates and seeds in a process of its own:
 * that work leaves about 120 MiB that the process never gives back (PGlite's WebAssembly memory
 * grows and never shrinks, and the C heap keeps what loading freed), so the server that then opens
 * the prepared folder runs in what any later start has (the memory budget). The child
 * shares this process's output; its failure (a weak ADMIN_PASSWORD) ends this start with its code.
 */
function prepareInChild(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [...process.execArgv, fileURLToPath(import.meta.url), PREPARE_ONLY],
      {
        stdio: 'inherit',
      },
    );
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) return resolve();
      process.exit(code ?? (signal ? 1 : 0));
    });
  });
}

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  if (config.deliveryTuning) applyRuntimeTunings();

  const bootLog = pino({ level: config.logLevel });
  if (process.argv.includes(PREPARE_ONLY)) {
    const database = await openConfiguredDatabase(config);
    await prepareDatabase(database, config, bootLog);
    await database.close();
    process.exit(0);
  }
  if (isFirstPgliteStart(config)) await prepareInChild();
  const database = await openConfiguredDatabase(config);
  await prepareDatabase(database, config, bootLog);

  const app = await buildApp({ config, database, ownsDatabase: true });

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // Idle keep-alive connections close at once and answers from now on close theirs (app.ts);
    // requests still in flight after SHUTDOWN_TIMEOUT_MS lose their connections.
    const cut = setTimeout(() => {
      app.log.warn(
        { timeoutMs: config.shutdownTimeoutMs },
        'shutdown: requests still in flight after the timeout; closing their connections',
      );
      app.server.closeAllConnections();
    }, config.shutdownTimeoutMs);
    cut.unref();
    // Last resort, should closing itself hang (e.g. the database does not answer).
    const giveUp = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs + 5_000);
    giveUp.unref();
    try {
      await app.close();
      app.log.info('shutdown complete');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
