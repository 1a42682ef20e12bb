// The fleet test's mixed load: workers each loop until the deadline over public reads, 304
// revalidations, page loads, contact inquiries, event registrations (codes read from the SMTP
// server) and image uploads by staff, all through nginx. Every request is recorded.
import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buffer) => {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A small PNG whose pixels depend on `seed`: every upload is a new image (a new content hash). */
export function uniquePng(seed, size = 96) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++)
      row.set([(seed * 7 + x) & 255, (seed >> 3) & 255, (y + seed) & 255], 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function multipart(data, filename = 'photo.png') {
  const boundary = `----fleet-${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
  );
  return {
    body: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const API = '/api/v1/admin';
const READS = [
  `${API}/news`,
  `${API}/Events/all`,
  `${API}/AdminPartner`,
  `${API}/branches`,
  `${API}/news/2`,
  `${API}/analysis`,
];
const PAGES = ['/', '/news', '/events', '/contact'];

let clientCounter = 0;
/** A new visitor address per form post: the load stands for many visitors, not one. */
const visitor = () => {
  clientCounter++;
  return `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
};

export function person(email, code) {
  return {
    Title: 'Dr.',
    FullName: 'Fleet Visitor',
    Gender: 'Female',
    CountryCode: '+964',
    PhoneNumber: '7701234567',
    Country: 'Iraq',
    City: 'Basra',
    JobTitle: 'Cardiologist',
    Email: email,
    VerificationCode: code,
    Notes: 'Fleet test.',
    IsWorkshop: false,
    WorkShop: 'N/A',
  };
}

/** Reads the newest code mailed to `email` (bounded wait). */
export async function codeFrom(smtp, email, after = 0, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = smtp.to(email);
    if (mails.length > after) {
      const match = mails[mails.length - 1].text.match(/\b(\d{6})\b/);
      if (match) return match[1];
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no code mailed to ${email}`);
}

/**
 * Runs the mixed load for `seconds` with `workers` concurrent loops against `base` (nginx).
 * Returns every request's record: { kind, write, status, error, start, end, rid, marker? }.
 */
export async function mixedLoad({ base, seconds, workers, token, eventId, smtp, runId }) {
  const records = [];
  const deadline = Date.now() + seconds * 1000;
  const etags = new Map();
  let seq = 0;

  const call = async (kind, write, path, init = {}, extra = {}) => {
    const rid = `${runId}-${++seq}`;
    const record = { kind, write, rid, start: Date.now(), status: 0, ...extra };
    records.push(record);
    try {
      const res = await fetch(`${base}${path}`, {
        ...init,
        headers: { 'x-request-id': rid, ...(init.headers ?? {}) },
        signal: AbortSignal.timeout(20_000),
      });
      record.status = res.status;
      const text = await res.text();
      record.end = Date.now();
      record.etag = res.headers.get('etag');
      record.body = res.status >= 400 || write ? text.slice(0, 500) : undefined;
      return { res, text, record };
    } catch (error) {
      record.end = Date.now();
      record.error = error.cause?.code ?? error.name ?? String(error);
      return undefined;
    }
  };

  const json = (body, headers = {}) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor(), ...headers },
    body: JSON.stringify(body),
  });

  const operations = [
    [40, async () => call('read', false, READS[seq % READS.length])],
    [
      15,
      async () => {
        const path = READS[seq % 3];
        const etag = etags.get(path);
        const answer = await call(
          'revalidate',
          false,
          path,
          etag ? { headers: { 'if-none-match': etag } } : {},
        );
        if (answer?.res.headers.get('etag')) etags.set(path, answer.res.headers.get('etag'));
      },
    ],
    [15, async () => call('page', false, PAGES[seq % PAGES.length])],
    [
      8,
      async () => {
        const marker = `fleet-${runId}-contact-${randomUUID()}`;
        await call(
          'contact',
          true,
          `${API}/email/send`,
          json({
            name: 'Fleet Visitor',
            email: 'visitor@example.org',
            subject: 'Fleet test',
            department: 'General Inquiry',
            message: marker,
            submittedAt: new Date().toISOString(),
          }),
          { marker },
        );
      },
    ],
    [
      10,
      async () => {
        const email = `fleet-${runId}-${randomUUID().slice(0, 8)}@example.org`;
        const before = smtp.to(email).length;
        const sent = await call(
          'send-code',
          true,
          `${API}/Events/${eventId}/send-code`,
          json({ Email: email }),
          {
            marker: email,
          },
        );
        if (sent?.res.status !== 200) return;
        const code = await codeFrom(smtp, email, before).catch(() => undefined);
        if (!code) return;
        await call('register', true, `${API}/Events/${eventId}/submit`, json(person(email, code)), {
          marker: email,
        });
      },
    ],
    [
      3,
      async () => {
        const { body, contentType } = multipart(uniquePng(Math.floor(Math.random() * 1e9)));
        const answer = await call('upload', true, `${API}/media`, {
          method: 'POST',
          headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
          body,
        });
        if (answer?.res.status === 201) answer.record.marker = JSON.parse(answer.text).path;
      },
    ],
  ];
  const total = operations.reduce((sum, [weight]) => sum + weight, 0);
  const pick = () => {
    let roll = Math.random() * total;
    for (const [weight, run] of operations) {
      roll -= weight;
      if (roll < 0) return run;
    }
    return operations[0][1];
  };

  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (Date.now() < deadline) await pick()();
    }),
  );
  return records;
}
