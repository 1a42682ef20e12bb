/**
 * Delivers the outbox. With SMTP_URL, through nodemailer; without it, mail is written to the log
 * and marked sent, so a local user can still read a verification code (DESIGN.md 'Mail').
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
} from '../lib/mail/outbox.js';

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

async function mailerPlugin(app: FastifyInstance, options: MailerOptions) {
  const { config } = app;
  let transport: Transporter | undefined;
  const deliver: Deliver = config.smtpUrl
    ? async (row) => {
        transport ??= nodemailer.createTransport(config.smtpUrl, { from: config.mailFrom });
        const info = await transport.sendMail({
          from: config.mailFrom,
          to: row.to,
          replyTo: row.replyTo ?? undefined,
          subject: row.subject,
          text: row.text,
          html: row.html ?? undefined,
        });
        return info.messageId;
      }
    : async (row) => {
        app.log.info(
          { mail: { id: row.id, to: row.to, subject: row.subject, text: row.text } },
          'mail (no SMTP_URL: logged, not sent)',
        );
        return undefined;
      };

  const attempt = async (
    row: OutboxRow,
    retry = true,
  ): Promise<{ delivered: boolean; messageId?: string }> => {
    try {
      const messageId = await deliver(row);
      await markSent(app.db, row.id, messageId, app.now());
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
    running ??= (async () => {
      try {
        for (;;) {
          const batch = await claimDueMails(app.db, app.now());
          if (batch.length === 0) return;
          for (const row of batch) await attempt(row);
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
  } satisfies Mailer);

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

export default fp(mailerPlugin, { name: 'mailer', dependencies: ['database'] });
