/**
 * Codes to one address across events (decision 006): however many events are open, an address
 * gets RECIPIENT_CODES_PER_HOUR codes an hour at most, so nobody can mail-bomb it through them.
 */
import { EVENT_FORM_TEXTS } from '@authority/shared/event-forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, type EventRow } from '../../db/factories.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { RECIPIENT_CODES_PER_HOUR } from './codes.js';

let t: TestApp;
let events: EventRow[];
let clock = new Date('2026-11-22T08:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock: () => clock });
  events = [];
  for (let n = 0; n < 8; n++) events.push(await createEvent(t.db, { isActive: true }));
});
afterAll(() => t.close());

const sendCode = (eventId: number, email: string, kind: 'registration' | 'sponsor') =>
  t.app.inject({
    method: 'POST',
    url:
      kind === 'registration'
        ? `/api/v1/admin/Events/${eventId}/send-code`
        : `/api/v1/admin/events/${eventId}/sponsor/send-code`,
    payload: { email },
  });

describe('codes per address across events', () => {
  it(`sends at most ${RECIPIENT_CODES_PER_HOUR} codes an hour to one address, whatever the event or form`, async () => {
    const email = 'target@example.org';
    const requests = events.flatMap((event) =>
      (['registration', 'sponsor'] as const).map((kind) => ({ eventId: event.id, kind })),
    );
    const answers = [];
    for (const { eventId, kind } of requests) answers.push(await sendCode(eventId, email, kind));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(RECIPIENT_CODES_PER_HOUR);
    expect(statuses.slice(RECIPIENT_CODES_PER_HOUR)).toEqual(
      Array(requests.length - RECIPIENT_CODES_PER_HOUR).fill(429),
    );
    expect(answers.at(-1)?.json()).toEqual({ message: EVENT_FORM_TEXTS.codeRecipientCap });

    // Another address is not held back; after the hour this one may have codes again.
    const first = events[0]?.id ?? 0;
    expect((await sendCode(first, 'someone-else@example.org', 'registration')).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 3_600_000);
    expect((await sendCode(first, email, 'registration')).statusCode).toBe(200);
  });
});
