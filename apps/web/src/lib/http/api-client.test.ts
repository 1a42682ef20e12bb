import { COLUMNS_KEY, packPageData, REPEATED_KEY } from '@authority/shared/embedded-data';
import { EMBEDDED_DATA_ID } from '@authority/shared/page-contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPublicJson, resetEmbedded } from './api-client';

afterEach(() => {
  document.getElementById(EMBEDDED_DATA_ID)?.remove();
  resetEmbedded();
  vi.unstubAllGlobals();
});

const embed = (data: unknown) => {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = EMBEDDED_DATA_ID;
  element.textContent = JSON.stringify(data);
  document.body.append(element);
};

describe('getPublicJson with data embedded by the server', () => {
  it('answers the first read of an embedded path without a request, then goes to the network', async () => {
    embed({ '/news': [{ id: 1 }] });
    const fetchSpy = vi.fn(async () => new Response(JSON.stringify([{ id: 2 }]), { status: 200 }));
    vi.stubGlobal('fetch', fetchSpy);
    expect(await getPublicJson('/news')).toEqual([{ id: 1 }]);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(await getPublicJson('/news')).toEqual([{ id: 2 }]);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('reads an item the server wrote once for two answers in both, and a list written as a table', async () => {
    const item = { id: 7, name: 'Second cardiac catheterisation laboratory opens', isNews: true };
    const other = { id: 8, name: 'College of Medicine welcomes 240 new students', isNews: true };
    embed(packPageData({ '/news': [item, other, { ...other, id: 9 }], '/news/1': { items: [item] } }));
    const text = document.getElementById(EMBEDDED_DATA_ID)?.textContent;
    expect(text).toContain(REPEATED_KEY);
    expect(text).toContain(COLUMNS_KEY);
    vi.stubGlobal('fetch', vi.fn());
    expect(await getPublicJson('/news')).toEqual([item, other, { ...other, id: 9 }]);
    expect(await getPublicJson('/news/1')).toEqual({ items: [item] });
  });

  it('fetches paths that were not embedded, and survives a broken element', async () => {
    embed('not an object');
    document.getElementById(EMBEDDED_DATA_ID)!.textContent = '{broken';
    const fetchSpy = vi.fn(async () => new Response('[]', { status: 200 }));
    vi.stubGlobal('fetch', fetchSpy);
    expect(await getPublicJson('/comments')).toEqual([]);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
