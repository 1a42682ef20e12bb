/**
 * Crashes (docs/architecture.md, 'Data that must not be lost'): `kill -9` of the server while
 * 100 clients submit registrations and inquiries, round after round on the same data. Every
 * request that got a success answer is in the database after the restart, none is doubled, and
 * the server starts again without repair.
 * CHAOS_ROUNDS sets the rounds (2 in `npm test`; `npm run test:chaos` runs 10 on both databases).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './db/client.js';
import { contactInquiries, eventRegistrations } from './db/schema.js';
import { createTestDatabase, usingPostgres } from './test/database.js';
import { loggedMails, outputSatisfies, type ServerProcess, startServerProcess } from './test/process.js';

const ROUNDS = Number(process.env.CHAOS_ROUNDS ?? 2);
const CLIENTS = 100;
const REGISTRATIONS = 50;

interface Acknowledged {
  registrations: { id: number; email: string }[];
  inquiries: string[];
}

const post = (base: string, url: string, body: unknown) =>
  fetch(`${base}/api/v1/admin${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });

describe('kill -9 while visitors submit', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'authority-chaos-'));
  let postgres: DatabaseHandle | undefined;
  const acknowledged: Acknowledged = { registrations: [], inquiries: [] };

  afterAll(async () => {
    await postgres?.close();
  });

  it(`keeps every acknowledged submission across ${ROUNDS} crashes`, async () => {
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'chaos-admin-password',
      FORM_POSTS_PER_MINUTE: '100000',
    };
    if (usingPostgres()) {
      postgres = await createTestDatabase();
      env.DATABASE_URL = postgres.url ?? '';
    }

    for (let round = 1; round <= ROUNDS; round++) {
      const server: ServerProcess = await startServerProcess(env);
      const events = (await (await fetch(`${server.url}/api/v1/admin/events/all`)).json()) as {
        id: number;
        isActive: boolean;
      }[];
      const event = events.find((e) => e.isActive);
      if (!event) throw new Error('no active event in the seed');

      // Codes first: one per registrant, read from the mail the server logged.
      const emails = Array.from({ length: REGISTRATIONS }, (_, i) => `r${round}-${i}@chaos.example`);
      await Promise.all(
        emails.map((email) => post(server.url, `/Events/${event.id}/send-code`, { Email: email })),
      );
      await outputSatisfies(
        server,
        (out) => loggedMails(out).filter((m) => m.to.startsWith(`r${round}-`)).length === REGISTRATIONS,
      );
      const codes = new Map(
        loggedMails(server.output()).map((m) => [m.to, m.subject.match(/(\d{6})/)?.[1] ?? '']),
      );

      // 100 clients at once: 50 registrations and 50 inquiries; kill -9 once some have succeeded.
      let successes = 0;
      let killed = false;
      const kill = () => {
        if (!killed) {
          killed = true;
          server.child.kill('SIGKILL');
        }
      };
      const clients = Array.from({ length: CLIENTS }, async (_, i) => {
        try {
          if (i < REGISTRATIONS) {
            const email = emails[i] ?? '';
            const res = await post(server.url, `/Events/${event.id}/submit`, {
              Title: 'Dr.',
              FullName: `Chaos ${round}-${i}`,
              Gender: 'Female',
              CountryCode: '+964',
              PhoneNumber: '7701234567',
              Country: 'Iraq',
              City: 'Basra',
              JobTitle: 'Nurse',
              Email: email,
              VerificationCode: codes.get(email),
              Notes: '',
              IsWorkshop: false,
              WorkShop: 'N/A',
            });
            if (res.status === 200) {
              acknowledged.registrations.push({ id: ((await res.json()) as { id: number }).id, email });
              successes++;
            }
          } else {
            const subject = `chaos ${round}-${i}`;
            const res = await post(server.url, '/email/send', {
              name: 'Chaos',
              email: 'chaos@example.org',
              subject,
              department: 'General Inquiry',
              message: 'Kept?',
            });
            if (res.status === 200) {
              acknowledged.inquiries.push(subject);
              successes++;
            }
          }
        } catch {
          // Cut off by the crash: never acknowledged, so nothing is owed.
        }
        if (successes >= CLIENTS / 3) kill();
      });
      await Promise.all(clients);
      kill();
      expect(await server.exited).toBeNull();
    }

    // Starts again without repair, and everything acknowledged is there, once.
    const last = await startServerProcess(env);
    last.child.kill('SIGTERM');
    expect(await last.exited).toBe(0);

    const handle = postgres ?? (await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') }));
    try {
      const registrationIds = acknowledged.registrations.map((r) => r.id);
      const stored = registrationIds.length
        ? await handle.db
            .select()
            .from(eventRegistrations)
            .where(inArray(eventRegistrations.id, registrationIds))
        : [];
      expect(stored.map((r) => `${r.id} ${r.email}`).sort()).toEqual(
        acknowledged.registrations.map((r) => `${r.id} ${r.email}`).sort(),
      );
      const inquiries = await handle.db
        .select()
        .from(contactInquiries)
        .where(eq(contactInquiries.email, 'chaos@example.org'));
      const subjects = inquiries.map((i) => i.subject);
      for (const subject of acknowledged.inquiries)
        expect(subjects.filter((s) => s === subject)).toHaveLength(1);
      expect(new Set(subjects).size).toBe(subjects.length);
      expect(acknowledged.registrations.length + acknowledged.inquiries.length).toBeGreaterThan(0);
    } finally {
      if (!postgres) await handle.close();
    }
  }, 300_000);
});
