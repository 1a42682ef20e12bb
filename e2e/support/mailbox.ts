/**
 * A real SMTP server for the e2e run (smtp-server), so tests read the mail the server really sent
 * (docs/STYLE.md: 'mail is read from the test SMTP server, never guessed'). global-setup starts one per
 * worker on loopback and hands its SMTP URL to that worker's server. Playwright's workers are
 * other processes, so what arrived is served to them as JSON by a small HTTP endpoint on
 * loopback, whose address is in E2E_MAILBOX_URL_<worker's index> (support/workers.ts):
 *
 *   GET    /messages?to=someone@example.test  → the messages to that address, oldest first
 *   GET    /messages                          → every message
 *   DELETE /messages                          → forget every message
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { workerEnv } from './workers.js';

export const MAILBOX_URL_ENV = 'E2E_MAILBOX_URL';
/** The worker's mailbox's SMTP address, for a server a spec starts itself. */
export const MAILBOX_SMTP_ENV = 'E2E_MAILBOX_SMTP_URL';

export interface ReceivedMail {
  /** Envelope recipients, lower case. */
  to: string[];
  from: string;
  /** The Reply-To header, as written (empty without one). */
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  /** The text of each `text/calendar` attachment (an `.ics` file). */
  calendars: string[];
  /** Each image attachment (a ticket's QR), its bytes in base64 and its content id. */
  images: { cid: string; contentType: string; base64: string }[];
  /** ISO time of arrival. */
  receivedAt: string;
}

export interface RunningMailbox {
  /** For the server's SMTP_URL. */
  smtpUrl: string;
  /** For E2E_MAILBOX_URL. */
  httpUrl: string;
  close(): Promise<void>;
}

const listen = (server: SMTPServer | Server) =>
  new Promise<number>((resolve, reject) => {
    const net = server instanceof SMTPServer ? server.server : server;
    net.once('error', reject);
    net.listen(0, '127.0.0.1', () => resolve((net.address() as AddressInfo).port));
  });

export async function startMailbox(): Promise<RunningMailbox> {
  const messages: ReceivedMail[] = [];

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            from: parsed.from?.text ?? '',
            replyTo: parsed.replyTo?.text ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            calendars: parsed.attachments
              .filter((attachment) => attachment.contentType.startsWith('text/calendar'))
              .map((attachment) => attachment.content.toString('utf8')),
            images: parsed.attachments
              .filter((attachment) => attachment.contentType.startsWith('image/'))
              .map((attachment) => ({
                cid: attachment.cid ?? '',
                contentType: attachment.contentType,
                base64: attachment.content.toString('base64'),
              })),
            receivedAt: new Date().toISOString(),
          });
          callback();
        })
        .catch(callback);
    },
  });

  const http = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/messages') {
      response.writeHead(404).end();
      return;
    }
    if (request.method === 'DELETE') {
      messages.length = 0;
      response.writeHead(204).end();
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    const found = to ? messages.filter((message) => message.to.includes(to)) : messages;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found));
  });

  const [smtpPort, httpPort] = await Promise.all([listen(smtp), listen(http)]);
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    close: async () => {
      await Promise.all([
        new Promise<void>((resolve) => smtp.close(() => resolve())),
        new Promise<void>((resolve) => http.close(() => resolve())),
      ]);
    },
  };
}

// The side the tests use (any worker process).

/** This worker's mailbox (support/workers.ts). */
const mailboxUrl = () => workerEnv(MAILBOX_URL_ENV);

/** The messages that have arrived for `address`, oldest first. */
export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const response = await fetch(`${mailboxUrl()}/messages?to=${encodeURIComponent(address)}`);
  if (!response.ok) throw new Error(`the mailbox answered ${response.status}`);
  return (await response.json()) as ReceivedMail[];
}

/**
 * Waits (at most `timeoutMs`) for a message to `address` beyond the first `after` ones: count the
 * messages before the action that sends one, then wait for the next.
 */
export async function waitForMail(
  address: string,
  { after = 0, timeoutMs = 10_000 }: { after?: number; timeoutMs?: number } = {},
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailsTo(address))[after];
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no new mail to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first code of `digits` digits in a mail's text (verification and reset codes). */
export function codeIn(mail: ReceivedMail, digits = 6): string {
  const code = mail.text.match(new RegExp(`\\b\\d{${digits}}\\b`))?.[0];
  if (!code) throw new Error(`no ${digits}-digit code in the mail '${mail.subject}'`);
  return code;
}
