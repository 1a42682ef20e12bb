import { SEARCH_PAGE_TEXTS } from '@authority/shared/page-texts';
import type { SearchAnswer, SearchItem } from '@authority/shared/search';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiEvent, apiNews } from '../../../test/api-fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const item = (id: number, overrides: Partial<SearchItem> = {}): SearchItem => ({
  type: 'news',
  id,
  title: `Flu vaccination clinic ${id}`,
  titleMarks: [[4, 15]],
  snippet: 'Bring the <b>children</b> for their vaccination.',
  snippetMarks: [[34, 45]],
  url: `/showNews/${id}`,
  date: '2026-11-20T09:00:00.000Z',
  language: 'en',
  partial: false,
  ...overrides,
});
const answer = (overrides: Partial<SearchAnswer>): SearchAnswer => ({
  items: [],
  total: 0,
  page: 1,
  pageSize: 10,
  suggestion: null,
  ...overrides,
});
const future = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

describe('/search', () => {
  it('announces the count, marks the matches as text, and pages with the query kept', async () => {
    const api = mockApi({
      '/search': answer({ items: [item(1), item(2)], total: 12 }),
      '/news/1': [apiNews(3)],
      '/Events/all': [],
    });
    renderRoute('/search?q=vaccine');
    const count = await screen.findByText('12 results for “vaccine”');
    expect(count).toHaveAttribute('role', 'status');
    const link = screen.getByRole('link', { name: 'Flu vaccination clinic 1' });
    expect(link).toHaveAttribute('href', '/showNews/1');
    expect(link.querySelector('mark')?.textContent).toBe('vaccination');
    // Content's markup is shown as text, never parsed.
    expect(screen.getAllByText(/<b>children<\/b>/)).toHaveLength(2);
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/search?q=vaccine&page=2');
    expect(api.calls.find((call) => call.path === '/search')?.query.get('q')).toBe('vaccine');
    expect(screen.queryByRole('heading', { name: SEARCH_PAGE_TEXTS.latestNews })).not.toBeInTheDocument();
  });

  it('with nothing found: says so, offers the spelling, and shows the latest news and upcoming events', async () => {
    mockApi({
      '/search': answer({ suggestion: 'vaccination' }),
      '/news/1': [apiNews(3)],
      '/Events/all': [apiEvent(5, { date: future })],
    });
    renderRoute('/search?q=vacination');
    expect(await screen.findByText('Nothing on the site matches “vacination”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'vaccination' })).toHaveAttribute(
      'href',
      '/search?q=vaccination',
    );
    expect(await screen.findByRole('heading', { name: SEARCH_PAGE_TEXTS.latestNews })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: SEARCH_PAGE_TEXTS.upcomingEvents }),
    ).toBeInTheDocument();
  });

  it('an empty query asks for words and searches nothing', async () => {
    const api = mockApi({ '/news/1': [apiNews(3)], '/Events/all': [] });
    renderRoute('/search');
    expect(await screen.findByText(SEARCH_PAGE_TEXTS.emptyPrompt)).toBeInTheDocument();
    expect(screen.getByRole('search', { name: SEARCH_PAGE_TEXTS.label })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/search')).toEqual([]);
  });
});
