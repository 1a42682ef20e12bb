/**
 * Delivers the outbox through nodemailer over SMTP_URL. Without SMTP_URL (docs/DESIGN.md 'Mail',
 * decision 008): in development a mail is written to the log, body and all, so a local user can
 * read a verification code, and marked sent; under test it is logged without its words and marked
 * sent; in production it is kept in the outbox, waiting, and only that it waits and why is logged
 * (the SuperAdmin's dashboard says so too, from `GET /mail-status`).
 * A worker wakes when mail is queued and every few seconds for retries; `sendNow` lets a caller
 * wait for one mail's first attempt (send-code must not pretend a failed mail was sent).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import {
  claimDueMails,
  enqueueMail,
  markFailed,
  markSent,
  type OutboxRow,
  type OutgoingMail,
  release,
} from '../lib/mail/outbox.js';
import { isCodeMail } from './metrics.js';

export interface Mailer {
  /** Stores a mail (committed before this resolves) for the worker to deliver. */
  queue(mail: OutgoingMail): Promise<number>;
  /**
   * Stores a mail and tries it at once; `delivered` is true when the SMTP server accepted it.
   * When it is false the mail stays in the outbox and is retried, unless `retry` is false (a
   * verification code the visitor was told did not go out must not arrive later).
   */
  sendNow(mail: OutgoingMail, options?: { retry?: boolean }): Promise<SendResult>;
  /** Wakes the worker, e.g. after mail was queued inside a transaction with `enqueueMail`. */
  kick(): void;
  /** Delivers every due mail now (tests, shutdown). */
  flush(): Promise<void>;
  /** True when mail is kept waiting because SMTP_URL is unset in production. */
  readonly held: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface SendResult {
  id: number;
  delivered: boolean;
  /** The SMTP server's Message-ID, or `outbox-<id>` when there is none. */
  messageId: string;
}

export interface MailerOptions {
  /** Milliseconds between looks at the outbox for retries; 0 turns the worker off (tests). */
  pollMs: number;
}

type Deliver = (row: OutboxRow) => Promise<string | undefined>;

/**
 * SMTP connections kept open and shared by every delivery (nodemailer's pooled transport): a
 * connection per mail spent most of each delivery on its handshake. Each connection is renewed
 * after `maxMessages`, as servers limit what one connection may carry.
 */
export const SMTP_POOL = { maxConnections: 5, maxMessages: 100 } as const;

async function mailerPlugin(app: FastifyInstance, options: MailerOptions) {
  const { config } = app;
  let transport: Transporter | undefined;
  // Production without SMTP_URL: nothing is sent, and no mail's words reach the log.
  const held = !config.smtpUrl && config.env === 'production';
  const deliver: Deliver = config.smtpUrl
    ? async (row) => {
        transport ??= nodemailer.createTransport(
          { url: config.smtpUrl, pool: true, ...SMTP_POOL },
          { from: config.mailFrom },
        );
        const info = await transport.sendMail({
          from: config.mailFrom,
          to: row.to,
          replyTo: row.replyTo ?? undefined,
          subject: row.subject,
          text: row.text,
          html: row.html ?? undefined,
          attachments: row.attachments ?? undefined,
        });
        return info.messageId;
      }
    : async (row) => {
        const mail =
          config.env === 'development'
            ? { id: row.id, kind: row.kind, to: row.to, subject: row.subject, text: row.text }
            : { id: row.id, kind: row.kind, to: row.to };
        app.log.info({ mail }, 'mail (no SMTP_URL: logged, not sent)');
        return undefined;
      };

  const logWaiting = (row: OutboxRow) =>
    app.log.warn(
      { mailId: row.id, kind: row.kind },
      'mail waiting in the outbox: SMTP_URL is not set, so nothing is sent (set it to deliver)',
    );

  const attempt = async (
    row: OutboxRow,
    retry = true,
  ): Promise<{ delivered: boolean; messageId?: string }> => {
    if (held) {
      logWaiting(row);
      // A mail that must not arrive late (a code) is dropped; any other waits, unclaimed.
      if (!retry) await markFailed(app.db, row, 'SMTP_URL is not set', app.now(), false);
      else await release(app.db, row.id, app.now());
      return { delivered: false };
    }
    try {
      const messageId = await deliver(row);
      await markSent(app.db, row.id, messageId, app.now());
      if (isCodeMail(row.kind)) app.metrics.codeMailsSent.inc();
      return { delivered: true, messageId };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      app.log.warn({ mailId: row.id, attempts: row.attempts, err: message, retry }, 'mail delivery failed');
      await markFailed(app.db, row, message, app.now(), retry);
      return { delivered: false };
    }
  };

  let running: Promise<void> | undefined;
  const flush = (): Promise<void> => {
    // Held mail stays unclaimed: its attempts are not spent while SMTP is missing.
    if (held) return Promise.resolve();
    running ??= (async () => {
      try {
        for (;;) {
          const batch = await claimDueMails(app.db, app.now());
          if (batch.length === 0) return;
          // In parallel, so the pool's connections all carry mail; the pool queues the rest.
          await Promise.all(batch.map((row) => attempt(row)));
        }
      } finally {
        running = undefined;
      }
    })();
    return running;
  };

  let closed = false;
  const kick = () => {
    if (closed || options.pollMs === 0) return;
    flush().catch((error) => app.log.error({ err: error }, 'mail worker failed'));
  };

  app.decorate('mailer', {
    queue: async (mail) => {
      const row = await enqueueMail(app.db, mail, app.now());
      if (held) logWaiting(row);
      kick();
      return row.id;
    },
    sendNow: async (mail, sendOptions) => {
      const row = await enqueueMail(app.db, mail, app.now(), { leased: true });
      const result = await attempt(row, sendOptions?.retry ?? true);
      return { id: row.id, delivered: result.delivered, messageId: result.messageId ?? `outbox-${row.id}` };
    },
    kick,
    flush,
    held,
  } satisfies Mailer);
  if (held) {
    app.addHook('onReady', async () => {
      app.log.warn('SMTP_URL is not set: mail is kept in the outbox and not sent until it is');
    });
  }

  let timer: NodeJS.Timeout | undefined;
  if (options.pollMs > 0) {
    timer = setInterval(kick, options.pollMs);
    timer.unref();
    app.addHook('onReady', async () => kick());
  }
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await running?.catch(() => {});
    transport?.close();
  });
}

export default fp(mailerPlugin, { name: 'mailer', dependencies: ['database', 'metrics'] });
