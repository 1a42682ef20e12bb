import { LIST_PAGE_TEXTS, PAGER_TEXTS, SHOW_NEWS_TEXTS } from '@authority/shared/page-texts';
import { formatDocumentTitle } from '@authority/shared/page-titles';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiNews } from '../../../test/api-fixtures';
import { catchEventsWarning } from '../../../test/events-warning';
import { mockApi, PENDING, readPaths } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const page = (first: number, count: number) => Array.from({ length: count }, (_, i) => apiNews(first + i));

describe('/showNews/:id', () => {
  it('shows the image, title and description with its line breaks, and Visit Link in a new tab', async () => {
    mockApi({ '/news/id/7': apiNews(7, { link: 'https://journal.example/a' }) });
    const { container } = renderRoute('/showNews/7');

    expect(await screen.findByRole('heading', { level: 1, name: 'News 7' })).toBeInTheDocument();
    const description = screen.getByText(/Line one of news 7\./);
    expect(description.textContent).toBe('Line one of news 7.\nLine two of news 7.');
    expect(description).toHaveClass('whitespace-pre-line');
    expect(container.querySelector('article img')).toHaveAttribute('src', '/uploads/news-7.webp');
    const visit = screen.getByRole('link', { name: new RegExp(`^${SHOW_NEWS_TEXTS.visitLink}`) });
    expect(visit).toHaveAttribute('href', 'https://journal.example/a');
    expect(visit).toHaveAttribute('target', '_blank');
    expect(visit).toHaveAttribute('rel', 'noopener noreferrer');
    await waitFor(() => expect(document.title).toBe(formatDocumentTitle('News 7')));
  });

  it('has no Visit Link without a link, and a back button to the news on a first visit', async () => {
    mockApi({ '/news/id/7': apiNews(7) });
    // The way back opens the landing page, whose events read is not answered here.
    const events = catchEventsWarning();
    const { router } = renderRoute('/showNews/7');
    await screen.findByRole('heading', { level: 1, name: 'News 7' });
    expect(
      screen.queryByRole('link', { name: new RegExp(SHOW_NEWS_TEXTS.visitLink) }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Amanah Health Authority' })).toHaveAttribute('href', '/#home');

    fireEvent.click(screen.getByRole('button', { name: SHOW_NEWS_TEXTS.back }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('?tab=news');
    expect(router.state.location.hash).toBe('#news');
    await events.logged();
  });

  it('goes back to where the visitor came from', async () => {
    mockApi({ '/news/id/7': apiNews(7) });
    const { router } = renderRoute('/allNews');
    await router.navigate('/showNews/7');
    await screen.findByRole('heading', { level: 1, name: 'News 7' });
    fireEvent.click(screen.getByRole('button', { name: SHOW_NEWS_TEXTS.back }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/allNews'));
  });

  it('shows a loading line while the item loads', async () => {
    mockApi({ '/news/id/7': PENDING });
    renderRoute('/showNews/7');
    expect(await screen.findByText(SHOW_NEWS_TEXTS.loading)).toHaveAttribute('role', 'status');
  });

  it('shows the not-found page for an unknown item', async () => {
    renderRoute('/showNews/404');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows the not-found page for an id that is not a number, without asking the API', async () => {
    const api = mockApi({});
    renderRoute('/showNews/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(readPaths(api)).toEqual([]);
  });

  it('shows an error message when the API fails', async () => {
    mockApi({ '/news/id/7': new Response('{}', { status: 500 }) });
    renderRoute('/showNews/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
  });
});

describe('/allNews', () => {
  it('pages the news: date badge, name linking to the item, description, and Next when the next page has data', async () => {
    const api = mockApi({ '/news/1': page(1, 8), '/news/2': page(9, 3) });
    const { router } = renderRoute('/allNews');

    const card = (await screen.findByRole('link', { name: 'News 1' })).closest('li') as HTMLElement;
    expect(within(card).getByRole('link', { name: 'News 1' })).toHaveAttribute('href', '/showNews/1');
    expect(within(card).getByText('Feb')).toBeInTheDocument();
    expect(within(card).getByText('1')).toBeInTheDocument();
    expect(within(card).getByText(/Line one of news 1\./)).toBeInTheDocument();
    expect(within(card.parentElement as HTMLElement).getAllByRole('listitem')).toHaveLength(8);

    const pager = screen.getByRole('navigation', { name: PAGER_TEXTS.label });
    expect(within(pager).queryByRole('link', { name: PAGER_TEXTS.previous })).not.toBeInTheDocument();
    expect(within(pager).getByText(PAGER_TEXTS.page(1))).toHaveAttribute('aria-current', 'page');
    await waitFor(() =>
      expect(within(pager).getByRole('link', { name: PAGER_TEXTS.next })).toBeInTheDocument(),
    );
    expect(readPaths(api)).toEqual(['/news/1', '/news/2']);

    fireEvent.click(within(pager).getByRole('link', { name: PAGER_TEXTS.next }));
    expect(await screen.findByRole('link', { name: 'News 9' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(within(pager).getByText(PAGER_TEXTS.page(2))).toBeInTheDocument();
    expect(within(pager).getByRole('link', { name: PAGER_TEXTS.previous })).toHaveAttribute(
      'href',
      '/allNews?page=1',
    );
    // /news/3 answers 404 here: no Next.
    await waitFor(() => expect(readPaths(api)).toContain('/news/3'));
    expect(within(pager).queryByRole('link', { name: PAGER_TEXTS.next })).not.toBeInTheDocument();
  });

  it('lists isNews items only, links back to the news section, and is reached as /AllNews too', async () => {
    mockApi({ '/news/1': [apiNews(1), apiNews(2, { isNews: false, name: 'Notice' })] });
    renderRoute('/AllNews');
    expect(await screen.findByRole('link', { name: 'News 1' })).toBeInTheDocument();
    expect(screen.queryByText('Notice')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: LIST_PAGE_TEXTS.backToHome })).toHaveAttribute(
      'href',
      '/?tab=all#news',
    );
  });

  it('shows an empty page, quietly, when the read fails', async () => {
    mockApi({ '/news/1': new Error('network down') });
    renderRoute('/allNews');
    expect(await screen.findByText(LIST_PAGE_TEXTS.noNews)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
