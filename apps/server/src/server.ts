/**
 * The process: read the configuration, prepare the database, listen, and shut down gracefully
 * on SIGTERM/SIGINT (stop accepting, close idle connections, finish in-flight requests for up to
 * SHUTDOWN_TIMEOUT_MS, close the database, exit 0).
 */
import { pino } from 'pino';
import { buildApp } from './app.js';
import { openConfiguredDatabase, prepareDatabase } from './bootstrap.js';
import { ConfigError, loadConfig } from './lib/env.js';

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

  const bootLog = pino({ level: config.logLevel });
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
