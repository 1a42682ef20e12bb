/** `/robots.txt`, `/sitemap.xml` and `/rss.xml` as crawlers and feed readers get them. */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { createEvent, createNews, type EventRow, type NewsRow } from '../../db/factories.js';
import { testConfig } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { bearer, createStaff, signIn } from '../../test/staff.js';

let app: FastifyInstance;
let handle: DatabaseHandle;
let item: NewsRow;
let event: EventRow;
const PUBLIC_URL = 'https://health.amanah.example';

beforeAll(async () => {
  handle = await createTestDatabase();
  app = await buildApp({
    config: testConfig({ PUBLIC_URL }),
    database: handle,
    ownsDatabase: true,
    logger: false,
    mailPollMs: 0,
  });
  await app.ready();
  item = await createNews(handle.db, {
    name: 'New cardiac unit opens <today>',
    description: 'The unit has 24 beds & a catheter lab.\nIt opens to patients on Monday.',
    createdOn: new Date('2026-11-20T08:00:00Z'),
    isNews: true,
  });
  event = await createEvent(handle.db, {
    eventName: 'Riverbend Nursing Summit',
    date: '2027-03-14',
  });
});
afterAll(() => app.close());

describe('sitemap, robots and feed', () => {
  it('robots.txt keeps crawlers out of the dashboard, sign-in and submissions', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    for (const path of ['/dashboard', '/login', '/logup', '/viewSubmission'])
      expect(res.body).toContain(`Disallow: ${path}`);
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  it('the sitemap lists the public routes, every news item and event, and a newly created item', async () => {
    const before = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(XMLValidator.validate(before.body)).toBe(true);
    expect(before.body).toContain(`<loc>${PUBLIC_URL}/showNews/${item.id}</loc>`);
    expect(before.body).toContain(`<loc>${PUBLIC_URL}/event-details/${event.id}</loc>`);
    expect(before.body).toContain(`<loc>${PUBLIC_URL}/allNews</loc>`);

    const t = { app, db: handle.db, handle, config: app.config, close: () => app.close() };
    const token = await signIn(t, await createStaff(t));
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/news',
      headers: bearer(token),
      payload: { name: 'Just published' },
    });
    expect(created.statusCode).toBe(201);
    const after = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(after.body).toMatch(
      new RegExp(
        `<loc>${PUBLIC_URL}/showNews/${created.json().id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`,
      ),
    );
  });

  it('the news feed is valid RSS 2.0', async () => {
    const res = await app.inject({ method: 'GET', url: '/rss.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(XMLValidator.validate(res.body)).toBe(true);
    const feed = new XMLParser({ ignoreAttributes: false }).parse(res.body);
    expect(feed.rss['@_version']).toBe('2.0');
    const channel = feed.rss.channel;
    expect(channel.title).toBe('Amanah Health Authority: News');
    expect(channel.link).toBe(`${PUBLIC_URL}/allNews`);
    expect(channel.description).toEqual(expect.any(String));
    const items = Array.isArray(channel.item) ? channel.item : [channel.item];
    expect(items.length).toBeGreaterThan(0);
    for (const entry of items) {
      expect(entry.title).toEqual(expect.any(String));
      expect(entry.link).toMatch(new RegExp(`^${PUBLIC_URL}/showNews/\\d+$`));
      expect(entry.guid['#text']).toBe(entry.link);
      // RFC 822 dates, as RSS 2.0 requires.
      expect(entry.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    }
    expect(items.map((entry: { title: string }) => entry.title)).toContain('New cardiac unit opens <today>');
  });

  it('compresses text answers over 1 KiB when the client accepts it', async () => {
    for (let i = 0; i < 3; i++)
      await createNews(handle.db, { description: 'Long enough to compress. '.repeat(40) });
    app.delivery.clearHere();
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/admin/news',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(['br', 'gzip']).toContain(res.headers['content-encoding']);
  });
});
