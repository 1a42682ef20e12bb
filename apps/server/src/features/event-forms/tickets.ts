/**
 * Tickets and booking links (decision 038). Every submission gets a booking link's token; a booked
 * one also gets a ticket: a secret shown as a QR code, and a short code for typing by hand.
 *
 * The token and the secret are made from the row (its list, id and arrival) with a key of the
 * server's, so the server can write them again into a later mail (a place that opened) and the
 * booking page can show the ticket, while the database keeps only their SHA-256: a copy of the
 * database opens no booking and checks nobody in.
 */
import { createHash, createHmac, randomInt } from 'node:crypto';
import { type Locale, localizePath } from '@authority/shared/locales';
import type { CodePurpose, MailAttachment, MailTicket } from '@authority/shared/mail-texts';
import { TICKET_CODE_ALPHABET, TICKET_CODE_LENGTH } from '@authority/shared/tickets';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { eventRegistrations, sponsorRegistrations } from '../../db/schema.js';

let ticketKey: string | undefined;

/**
 * The key tokens and tickets are made with: derived from the secret every process of a site shares
 * (JWT_SECRET), so any process writes the same ticket. Set when the event forms are registered.
 */
export function useTicketKey(secret: string) {
  ticketKey = createHash('sha256').update(`tickets:${secret}`).digest('base64url');
}

const keyed = (label: string) => {
  if (!ticketKey) throw new Error('the ticket key is not set (useTicketKey)');
  return createHmac('sha256', ticketKey).update(label).digest('base64url');
};

export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

interface RowIdentity {
  id: number;
  createdAt: Date;
}

/** 256 bits: the booking page's token (in the link's fragment, sent as a header). */
export const bookingTokenOf = (purpose: CodePurpose, row: RowIdentity) =>
  keyed(`booking|${purpose}|${row.id}|${row.createdAt.getTime()}`);

/** 160 bits, 27 characters: what the ticket's QR code says. */
export const ticketSecretOf = (purpose: CodePurpose, row: RowIdentity) =>
  keyed(`ticket|${purpose}|${row.id}|${row.createdAt.getTime()}`).slice(0, 27);

/** A short code as typed: upper-cased, spaces and dashes dropped. */
export const normalizeShortCode = (text: string) => text.toUpperCase().replace(/[\s-]/g, '');

const randomShortCode = () =>
  Array.from(
    { length: TICKET_CODE_LENGTH },
    () => TICKET_CODE_ALPHABET[randomInt(TICKET_CODE_ALPHABET.length)],
  ).join('');

/** Is `code` free in the event, in both lists? Call it under the event's lock. */
async function shortCodeFree(tx: Database, eventId: number, code: string) {
  for (const table of [eventRegistrations, sponsorRegistrations]) {
    const [taken] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.eventId, eventId), eq(table.shortCode, code)))
      .limit(1);
    if (taken) return false;
  }
  return true;
}

export const PLACE_TABLES = { registration: eventRegistrations, sponsor: sponsorRegistrations } as const;

export interface Ticket {
  secret: string;
  shortCode: string;
}

/**
 * Gives the booked row its ticket: the secret's hash and a short code no other ticket of the event
 * has. Only inside the transaction that holds the event's lock (so two never draw the same code).
 */
export async function issueTicket(
  tx: Database,
  purpose: CodePurpose,
  row: RowIdentity & { eventId: number },
): Promise<Ticket> {
  let shortCode = randomShortCode();
  while (!(await shortCodeFree(tx, row.eventId, shortCode))) shortCode = randomShortCode();
  const secret = ticketSecretOf(purpose, row);
  const table = PLACE_TABLES[purpose];
  await tx
    .update(table)
    .set({ ticketHash: sha256(secret), shortCode })
    .where(eq(table.id, row.id));
  return { secret, shortCode };
}

/** The booking link's token for a new row, stored as its hash. */
export async function issueBookingToken(tx: Database, purpose: CodePurpose, row: RowIdentity) {
  const token = bookingTokenOf(purpose, row);
  const table = PLACE_TABLES[purpose];
  await tx
    .update(table)
    .set({ bookingTokenHash: sha256(token) })
    .where(eq(table.id, row.id));
  return token;
}

/** The ticket's QR code as a PNG, for a mail (mail programs show PNG, not SVG). */
export async function ticketQrPng(secret: string): Promise<Buffer> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toBuffer(secret, { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale: 8 });
}

/** The ticket's QR code as an SVG data: URL, for a page (the CSP allows `img-src data:`). */
export async function ticketQrDataUrl(secret: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(secret, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The content id the mail's HTML shows the QR image by. */
export const TICKET_QR_CID = 'ticket-qr@amanah';

/** The QR code as the mail's inline image. */
export async function ticketQrAttachment(secret: string): Promise<MailAttachment> {
  return {
    filename: 'ticket.png',
    contentType: 'image/png',
    content: (await ticketQrPng(secret)).toString('base64'),
    encoding: 'base64',
    cid: TICKET_QR_CID,
  };
}

/** The row of `purpose` whose booking token is `token`, if any. */
export async function rowOfToken(db: Database, token: string) {
  const hash = sha256(token);
  for (const purpose of ['registration', 'sponsor'] as const) {
    const table = PLACE_TABLES[purpose];
    const [row] = await db.select().from(table).where(eq(table.bookingTokenHash, hash));
    if (row) return { purpose, row };
  }
  return undefined;
}

export const BOOKING_PAGE_PATH = '/booking';

/** The booking page's address with its token in the fragment, in `locale`. */
export const bookingUrlOf = (publicUrl: string, locale: Locale, token: string) =>
  `${publicUrl}${localizePath(BOOKING_PAGE_PATH, locale)}#token=${token}`;

/** What a booked person's mail carries of the ticket: its words' inputs and the QR image. */
export async function ticketMailParts(
  ticket: Ticket,
): Promise<{ ticket: MailTicket; attachment: MailAttachment }> {
  return {
    ticket: { shortCode: ticket.shortCode, qrCid: TICKET_QR_CID },
    attachment: await ticketQrAttachment(ticket.secret),
  };
}
