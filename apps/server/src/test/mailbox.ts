/**
 * A real SMTP server inside the test process (smtp-server): the app delivers to it through
 * nodemailer as in production, and tests read what arrived, never guess it.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { vi } from 'vitest';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Files sent with it, their content as text. */
  attachments: { filename: string; contentType: string; content: string }[];
}

export interface Mailbox {
  url: string;
  messages: ReceivedMail[];
  /** Messages to one address, newest last. */
  to(address: string): ReceivedMail[];
  /** Waits (bounded) until a message to `address` has arrived beyond the first `after`. */
  waitFor(address: string, after?: number): Promise<ReceivedMail>;
  /** While true, every delivery is refused (SMTP down). */
  refuse: boolean;
  close(): Promise<void>;
}

export async function startMailbox(): Promise<Mailbox> {
  const messages: ReceivedMail[] = [];
  const box = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      if (box.refuse) {
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 451 })),
        );
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          messages.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            attachments: parsed.attachments.map((file) => ({
              filename: file.filename ?? '',
              contentType: file.contentType,
              content: file.content.toString('utf8'),
            })),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const to = (address: string) => messages.filter((m) => m.to.includes(address.toLowerCase()));

  return Object.assign(box, {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    to,
    waitFor: (address: string, after = 0) =>
      vi.waitFor(
        () => {
          const found = to(address)[after];
          if (!found) throw new Error(`no mail to ${address} arrived`);
          return found;
        },
        { timeout: 10_000, interval: 20 },
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
