import { EMBEDDED_DATA_ID } from '@authority/shared/page-contract';
/**
 * A public read whose answer the page carries shows it in the very first render, as the server
 * rendered it (decision 005), without a request; a reload, or the answer the page did not carry, reads
 * the network.
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiNews } from '../../test/api-fixtures';
import { mockApi, readPaths } from '../../test/mock-api';
import { type PublicRead, resetEmbedded } from './api-client';
import { type ResourceWithReload, usePublicRead } from './use-resource';

const titles: PublicRead<string[]> = {
  key: 'titles',
  path: '/news',
  parse: (raw) => (raw as { name: string }[]).map((item) => item.name),
};

let latest: ResourceWithReload<string[]> | undefined;
function Titles() {
  latest = usePublicRead(titles);
  return <p>{latest.status === 'success' ? latest.data.join(', ') : latest.status}</p>;
}

function embed(data: Record<string, unknown>) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = EMBEDDED_DATA_ID;
  element.textContent = JSON.stringify(data);
  document.body.append(element);
}

afterEach(() => {
  document.getElementById(EMBEDDED_DATA_ID)?.remove();
  resetEmbedded();
  latest = undefined;
});

describe('usePublicRead', () => {
  it('shows the embedded answer in the first render and reads nothing until a reload', async () => {
    embed({ '/news': [apiNews(1, { name: 'Embedded' })] });
    const fetchMock = mockApi({ '/news': [apiNews(2, { name: 'From the network' })] });
    render(<Titles />);
    // Synchronously: no loading state ever shows.
    expect(screen.getByText('Embedded')).toBeInTheDocument();
    expect(readPaths(fetchMock)).toEqual([]);

    act(() => latest?.reload());
    expect(await screen.findByText('From the network')).toBeInTheDocument();
    expect(readPaths(fetchMock)).toEqual(['/news']);
  });

  it('reads the network when the page carries no answer for the path', async () => {
    embed({ '/comments': [] });
    const fetchMock = mockApi({ '/news': [apiNews(2, { name: 'From the network' })] });
    render(<Titles />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('From the network')).toBeInTheDocument();
    expect(readPaths(fetchMock)).toEqual(['/news']);
  });
});
