/** The public reads by path, as the renderer calls them: the router's matching, and a request's status. */
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { cachedBody } from './public-cache.js';
import { type PublicReader, PublicReads } from './public-reads.js';

/** A reader that answers what it was asked: its name, parameters and language. */
const echo =
  (name: string): PublicReader =>
  async (params, view) => ({
    cached: cachedBody(JSON.stringify({ name, params, locale: view.locale }), 0),
    remember: true,
  });

function reads() {
  const registry = new PublicReads();
  registry.add('/events/:id', echo('event'));
  registry.add('/events/all', echo('all events'));
  registry.add('/news/id/:id', echo('news item'));
  registry.add('/news/:page', echo('news page'));
  registry.add('/news', echo('news'));
  return registry;
}

const bodyOf = async (registry: PublicReads, url: string) => {
  const result = await registry.read(url);
  return { status: result.status, body: result.answer && JSON.parse(result.answer.cached.body) };
};

describe('PublicReads', () => {
  it('finds the read of a path as the router does: fixed segments first, any letter case, a trailing slash ignored', async () => {
    const registry = reads();
    expect(await bodyOf(registry, '/Events/all')).toEqual({
      status: 200,
      body: { name: 'all events', params: {}, locale: 'en' },
    });
    expect((await bodyOf(registry, '/events/7')).body).toMatchObject({ name: 'event', params: { id: '7' } });
    expect((await bodyOf(registry, '/news/id/4/')).body).toMatchObject({
      name: 'news item',
      params: { id: '4' },
    });
    expect((await bodyOf(registry, '/news/2')).body).toMatchObject({
      name: 'news page',
      params: { page: '2' },
    });
    expect((await bodyOf(registry, '/NEWS')).body).toMatchObject({ name: 'news', params: {} });
  });

  it('reads in the language of the query, as a request without Accept-Language would', async () => {
    expect((await bodyOf(reads(), '/news/id/4?lang=ar')).body).toMatchObject({
      params: { id: '4' },
      locale: 'ar',
    });
  });

  it('answers 404 for a path no read has', async () => {
    const registry = reads();
    for (const url of ['/nothing', '/news/id/4/more', '/events', '/events/7/8', '/'])
      expect(await registry.read(url)).toEqual({ status: 404 });
  });

  it('answers a refusal with its status, and any other failure as 500', async () => {
    const registry = new PublicReads();
    registry.add('/gone/:id', async () => {
      throw AppError.notFound();
    });
    registry.add('/down', async () => {
      throw new Error('connection refused');
    });
    expect(await registry.read('/gone/3')).toEqual({ status: 404 });
    expect(await registry.read('/down')).toEqual({ status: 500 });
  });
});
