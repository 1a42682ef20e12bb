/**
 * Builds the application without listening: external plugins, then app plugins (database,
 * error handling, body keys), then routes. `server.ts` listens; tests call `app.inject`.
 */
import { createHash } from 'node:crypto';
import { API } from '@authority/shared/routes';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { destination } from 'pino';
import type { DatabaseHandle } from './db/client.js';
import { FastLane } from './delivery/fast-lane.js';
import { LogBatch } from './delivery/log-batch.js';
import { loadPageRenderer } from './delivery/page-renderer.js';
import webApp from './delivery/pages.js';
import delivery from './delivery/plugin.js';
import { accountRoutes } from './features/accounts/index.js';
import { apiDocs, apiDocsRoutes } from './features/api-docs/index.js';
import { afterEventJob, certificateRoutes } from './features/certificates/index.js';
import { contactRoutes } from './features/contact/index.js';
import {
  CONTENT_PREFIX,
  contentAdminRoutes,
  contentRoutes,
  countsUpkeep,
  publicationRoutes,
  publicationTimer,
  reviewDueJob,
  reviewRoutes,
} from './features/content/index.js';
import { calendarFeedRoutes, eventFormRoutes } from './features/event-forms/index.js';
import { feedRoutes } from './features/feeds/index.js';
import { createPageData, createPageHeads } from './features/first-paint/index.js';
import { healthRoutes } from './features/health/index.js';
import { inquiryRoutes } from './features/inquiries/index.js';
import { mediaRoutes } from './features/media/index.js';
import { pageFeedbackRoutes } from './features/page-feedback/index.js';
import { privacyRoutes, retentionJob } from './features/privacy/index.js';
import { aboutIndex, searchCopy, searchRoutes, searchTally } from './features/search/index.js';
import { settingsRoutes } from './features/settings/index.js';
import { staffDigestJob } from './features/staff-digest/index.js';
import { staffSummaryRoutes } from './features/staff-summary/index.js';
import { submissionRoutes } from './features/submissions/index.js';
import { accessLog, quickAccessLog, requestIds } from './lib/access-log.js';
import { clientAddress, trustProxyOption } from './lib/client-key.js';
import type { Config } from './lib/env.js';
import { loggerOptions } from './lib/logging.js';
import type { MediaStorage } from './lib/media/storage.js';
import { resolveJwtSecret } from './lib/secrets.js';
import { DEFAULT_WEB_DIST } from './paths.js';
import access from './plugins/access.js';
import bodyKeys from './plugins/body-keys.js';
import database from './plugins/database.js';
import errorHandler from './plugins/error-handler.js';
import mailer from './plugins/mailer.js';
import mediaStorage from './plugins/media-storage.js';
import metrics from './plugins/metrics.js';
import rateLimits from './plugins/rate-limits.js';

import securityHeaders from './plugins/security-headers.js';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Close the database with the app (the server does; tests that share a handle don't). */
  ownsDatabase?: boolean;
  /** Pino options, or false for silence (tests); `stream` catches the lines (tests of the log). */
  logger?: boolean | { level: string; stream?: NodeJS.WritableStream };
  /** The clock every service reads (tests pass a fake one). */
  clock?: () => Date;
  /** Milliseconds between the mail worker's looks at the outbox; 0 = only when asked (tests). */
  mailPollMs?: number;
  /** Where uploads go; from the configuration (folder or S3 bucket) by default. */
  mediaStorage?: MediaStorage;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    now(): Date;
    /** Keys one-time codes (HMAC), derived from the token secret. */
    codeSecret: string;
  }
}

/** The log levels at which the access log (an `info` line) is written. */
const WRITES_INFO = new Set(['info', 'debug', 'trace']);

/**
 * Bytes of log lines pino's destination (sonic-boom) gathers before one write, about three hundred
 * access lines: under load a server writes 10-15 MB of access log a second, and a write per line
 * or per few lines is a round trip through libuv's thread pool each (bench/README.md, 'Where a
 * 304 goes'). At most LOG_FLUSH_MS still holds any line back.
 */
export const LOG_BATCH_BYTES = 64 * 1024;
/** Bytes pino's destination gathers before a write when it batches by itself (DELIVERY_TUNING=off). */
export const PLAIN_MIN_LENGTH = 8 * 1024;
/** The longest a log line waits in the destination's buffer before it is written anyway. */
export const LOG_FLUSH_MS = 1000;

/**
 * The process's own log: pino's asynchronous destination, so a request never waits on stdout,
 * writing once PLAIN_MIN_LENGTH bytes have gathered (`minLength`), and at least every LOG_FLUSH_MS. pino
 * writes what is left when the process exits; a `kill -9` can lose the last second's lines.
 * `dest`: stdout, or a file (tests). `tuned` (DELIVERY_TUNING, decision 035): the lines gather in
 * a LogBatch (delivery/log-batch.ts) in front of the destination instead of in sonic-boom's own buffer,
 * whose every write measures the whole pending string. Loggers write to `sink`.
 */
export function processLog(dest: number | string = 1, tuned = false) {
  // sonic-boom refuses a `minLength` at or above `maxWrite`, the most it writes at once; a tuned
  // batch (three bytes a character at most, and one more line) stays below it.
  const stream = destination(
    tuned
      ? { dest, sync: false, minLength: 0, maxWrite: 4 * LOG_BATCH_BYTES }
      : // sonic-boom measures its whole pending chunk (up to maxWrite) at every write: its own
        // default maxWrite keeps that short, and a write goes once a few dozen lines have gathered.
        { dest, sync: false, minLength: PLAIN_MIN_LENGTH },
  );
  const batch = tuned ? new LogBatch(stream, LOG_BATCH_BYTES) : undefined;
  // Without a callback: with one, sonic-boom also fsyncs the file, a disk sync a second that the
  // log does not need (a crash of the process loses nothing written; only the machine's would).
  const flush = () => {
    try {
      if (batch) batch.flush();
      else stream.flush();
    } catch {
      // Thrown only once the stream is destroyed: nothing is left to write to.
    }
  };
  const timer = setInterval(flush, LOG_FLUSH_MS);
  timer.unref();
  // Before sonic-boom's exit handler, put in place by `destination` above: the batch goes first.
  if (batch) process.prependListener('exit', flush);
  return {
    stream,
    sink: batch ?? stream,
    /** The app has closed: what is gathered goes now, and later lines as they come (tuned) or at the next flush. */
    stop: () => {
      clearInterval(timer);
      process.removeListener('exit', flush);
      flush();
      batch?.end();
    },
  };
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const ownLog =
    options.logger === undefined || options.logger === true
      ? processLog(1, config.deliveryTuning)
      : undefined;
  const nextId = requestIds();
  // Set once the app is built; until then (and for every answer it does not keep) Fastify answers.
  let lane: FastLane | undefined;
  const app = Fastify({
    genReqId: nextId,
    // Fastify makes the server and sets these on it. Named here so that a change of Fastify's
    // defaults does not change the server's without a line in this file changing.
    keepAliveTimeout: 72_000,
    requestTimeout: 0,
    connectionTimeout: 0,
    logger:
      options.logger === false
        ? false
        : typeof options.logger === 'object'
          ? { ...loggerOptions(options.logger.level), stream: options.logger.stream }
          : { ...loggerOptions(config.logLevel), stream: ownLog?.sink },
    // The access log is one line per answered request (below), not Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, maxParamLength: 200 },
    bodyLimit: 1024 * 1024,
    // Who the client is behind a reverse proxy: TRUST_PROXY, off by default (decision 006).
    trustProxy: trustProxyOption(config.trustProxy),
    return503OnClosing: true,
    // On close, keep-alive connections with no request in flight are closed at once (below, the
    // others once answered); server.ts cuts what is left after SHUTDOWN_TIMEOUT_MS.
    forceCloseConnections: 'idle',
  });

  // The fast lane goes in front of Fastify's handler (`routing`) on the server Fastify made.
  if (!app.server.listeners('request').includes(app.routing))
    throw new Error("Fastify's server does not answer through app.routing: the fast lane cannot go in front");
  app.server.removeListener('request', app.routing);
  app.server.on('request', (request, response) => {
    if (!lane?.handle(request, response)) app.routing(request, response);
  });

  const jwtSecret = config.jwtSecret ?? (await resolveJwtSecret(config));
  app.decorate('config', { ...config, jwtSecret });
  app.decorate('now', options.clock ?? (() => new Date()));
  app.decorate('codeSecret', createHash('sha256').update(`one-time-codes:${jwtSecret}`).digest('base64url'));
  // Shutting down: every answer from now on closes its connection, so a keep-alive client whose
  // request was in flight does not hold the process open until its keep-alive timeout.
  let closing = false;
  // The log's batches end with the app; sonic-boom writes what is left when the process exits.
  if (ownLog) app.addHook('onClose', async () => ownLog.stop());
  app.addHook('preClose', async () => {
    closing = true;
    app.server.closeIdleConnections();
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  if (config.trustProxy === false) {
    // Behind a proxy without TRUST_PROXY every client looks like the proxy (often loopback, which
    // METRICS_ALLOW=loopback lets in, and one lockout for everyone): said once, at the first sign.
    let warned = false;
    app.addHook('onRequest', (request, _reply, done) => {
      if (!warned && request.headers['x-forwarded-for'] !== undefined) {
        warned = true;
        app.log.warn(
          { ip: request.ip },
          'requests carry X-Forwarded-For but TRUST_PROXY is unset: every client is taken to be the proxy; set TRUST_PROXY to the proxy hops or addresses (docs/deploy.md)',
        );
      }
      done();
    });
  }
  if (config.accessLog) {
    // One line per request when it is answered; its start only at debug (tests of shutdown).
    if (app.log.level === 'debug' || app.log.level === 'trace') {
      app.addHook('onRequest', (request, _reply, done) => {
        request.log.debug({ req: request }, 'incoming request');
        done();
      });
    }
  }
  // One line per answered request through the app's logger (lib/access-log.ts): method, the URL
  // with secrets redacted, the route that answered, status, time (ms), bytes sent and the client.
  // Tuned (decision 035): the same line built by hand and written to the log's own sink.
  const sink =
    typeof options.logger === 'object'
      ? options.logger.stream
      : options.logger === false
        ? undefined
        : ownLog?.sink;
  const writeAccess =
    config.accessLog && WRITES_INFO.has(app.log.level)
      ? config.deliveryTuning && sink
        ? quickAccessLog(sink)
        : accessLog(app.log)
      : undefined;
  if (writeAccess) {
    app.addHook('onResponse', (request, reply, done) => {
      const length = reply.getHeader('content-length');
      writeAccess({
        reqId: request.id,
        method: request.method,
        url: request.url,
        route: request.routeOptions.url,
        status: reply.statusCode,
        ms: reply.elapsedTime,
        bytes: length === undefined ? undefined : Number(length),
        ip: request.ip,
      });
      done();
    });
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Bodies are JSON (or multipart where a route says so): anything else is 415, not a string.
  app.removeContentTypeParser('text/plain');

  await app.register(errorHandler);
  await app.register(securityHeaders);
  // Brotli or gzip for text answers (JSON, HTML, JS, CSS, XML) over 1 KiB, as the client accepts.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(database, { handle: options.database, closeOnShutdown: options.ownsDatabase ?? false });
  await app.register(metrics);
  await app.register(bodyKeys);
  await app.register(rateLimits, {
    staffWritesPerMinute: config.staffWritesPerMinute,
    redisUrl: config.redisUrl,
  });
  // Before access and the routes: it records every route as it is added (OpenAPI document).
  await app.register(apiDocs);
  await app.register(access, { jwtSecret });
  await app.register(delivery);
  // The fast lane is the delivery layer's one tuned part: DELIVERY_TUNING=off leaves every request to
  // Fastify, whose early answer (delivery/plugin.ts) sends the same kept answers.
  if (config.deliveryTuning) {
    const { store } = app.delivery;
    const fastLane = new FastLane({
      find: (url, acceptLanguage) => store.find(url, acceptLanguage),
      nextId,
      ip: clientAddress(config.trustProxy),
      log: writeAccess,
      observer: app.metrics.requestObserver,
      closing: () => closing,
    });
    lane = fastLane;
    app.delivery.lane = fastLane;
  }
  await app.register(mediaStorage, options.mediaStorage ? { storage: options.mediaStorage } : {});
  await app.register(mailer, { pollMs: options.mailPollMs ?? 5_000 });
  await app.register(retentionJob);
  await app.register(afterEventJob, { pollMs: config.afterEventPollMs });
  await app.register(staffDigestJob, { hour: config.digestHour });
  await app.register(searchTally);
  await app.register(searchCopy);
  await app.register(aboutIndex);

  await app.register(healthRoutes);
  await app.register(contentRoutes, { prefix: CONTENT_PREFIX });
  await app.register(contentAdminRoutes, { prefix: CONTENT_PREFIX });
  await app.register(publicationRoutes, { prefix: CONTENT_PREFIX });
  await app.register(publicationTimer);
  await app.register(reviewRoutes, { prefix: CONTENT_PREFIX });
  await app.register(reviewDueJob);
  await app.register(countsUpkeep);
  await app.register(contactRoutes, { prefix: CONTENT_PREFIX });
  await app.register(eventFormRoutes, { prefix: CONTENT_PREFIX });
  await app.register(certificateRoutes, { prefix: CONTENT_PREFIX });
  await app.register(mediaRoutes, { prefix: CONTENT_PREFIX });
  await app.register(submissionRoutes, { prefix: CONTENT_PREFIX });
  await app.register(inquiryRoutes, { prefix: CONTENT_PREFIX });
  await app.register(pageFeedbackRoutes, { prefix: CONTENT_PREFIX });
  await app.register(settingsRoutes, { prefix: CONTENT_PREFIX });
  await app.register(privacyRoutes, { prefix: CONTENT_PREFIX });
  await app.register(staffSummaryRoutes, { prefix: CONTENT_PREFIX });
  await app.register(searchRoutes, { prefix: CONTENT_PREFIX });
  await app.register(accountRoutes, { prefix: API.accountsBase });
  await app.register(apiDocsRoutes);

  await app.register(feedRoutes);
  await app.register(calendarFeedRoutes);
  const webDistDir = config.webDistDir ?? DEFAULT_WEB_DIST;
  await app.register(webApp, {
    distDir: webDistDir,
    // With a bucket, plugins/media-storage.ts answers /uploads/ instead.
    uploadsDir: config.s3 ? undefined : config.uploadsDir,
    pageHead: createPageHeads(app),
    pageData: createPageData(app),
    renderPage: await loadPageRenderer(webDistDir),
  });
  return app;
}
