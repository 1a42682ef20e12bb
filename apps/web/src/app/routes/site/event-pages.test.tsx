import { EVENTS_PAGE_SIZE } from '@authority/shared/constants';
import { EVENT_DETAILS_TEXTS, LIST_PAGE_TEXTS, PAGER_TEXTS } from '@authority/shared/page-texts';
import { formatDocumentTitle } from '@authority/shared/page-titles';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiEvent } from '../../../test/api-fixtures';
import { mockApi, PENDING } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const events = (count: number) => Array.from({ length: count }, (_, i) => apiEvent(i + 1));

/** The cards of the page (the header and footer have lists too). */
const cards = () =>
  within(within(screen.getByRole('main')).getAllByRole('list')[0] as HTMLElement).getAllByRole('listitem');

describe('/UserEvent', () => {
  it('shows 8 events a page, newest first, with Next while more follow', async () => {
    mockApi({ '/Events/all': events(10) });
    const { router } = renderRoute('/UserEvent');

    await screen.findByRole('link', { name: /Event 10/ });
    const names = cards().map((item) => within(item).getByText(/^Event \d+$/).textContent);
    expect(names).toEqual([
      'Event 10',
      'Event 9',
      'Event 8',
      'Event 7',
      'Event 6',
      'Event 5',
      'Event 4',
      'Event 3',
    ]);
    expect(names).toHaveLength(EVENTS_PAGE_SIZE);
    expect(screen.getByRole('link', { name: /Event 10/ })).toHaveAttribute('href', '/event-details/10');

    const pager = screen.getByRole('navigation', { name: PAGER_TEXTS.label });
    fireEvent.click(within(pager).getByRole('link', { name: PAGER_TEXTS.next }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(cards()).toHaveLength(2);
    expect(within(pager).queryByRole('link', { name: PAGER_TEXTS.next })).not.toBeInTheDocument();
    expect(within(pager).getByRole('link', { name: PAGER_TEXTS.previous })).toBeInTheDocument();
  });

  it("fetches the first card's picture first and at once, the others lazily", async () => {
    mockApi({ '/Events/all': events(3) });
    renderRoute('/UserEvent');

    await screen.findByRole('link', { name: /Event 3/ });
    const pictures = cards().map((item) => item.querySelector('img'));
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    expect(pictures[0]).not.toHaveAttribute('loading');
    for (const picture of pictures.slice(1)) {
      expect(picture).toHaveAttribute('loading', 'lazy');
      expect(picture).not.toHaveAttribute('fetchpriority');
    }
  });

  it("offers each upload's narrower widths, sized to the grid's columns", async () => {
    const hash = 'c0ffee00c0ffee00c0ffee00c0ffee00';
    mockApi({
      '/Events/all': [
        apiEvent(1, { imagePath: `/uploads/${hash}.webp` }),
        apiEvent(2, { imagePath: 'https://cdn.example.org/hall.jpg' }),
      ],
    });
    renderRoute('/UserEvent');

    await screen.findByRole('link', { name: /Event 2/ });
    // Newest first.
    const [external, upload] = cards().map((item) => item.querySelector('img'));
    expect(upload).toHaveAttribute('src', `/uploads/${hash}.webp`);
    expect(upload).toHaveAttribute(
      'srcset',
      `/uploads/${hash}-480w.webp 480w, /uploads/${hash}-960w.webp 960w, /uploads/${hash}.webp 1600w`,
    );
    expect(upload).toHaveAttribute('sizes', '(min-width: 1024px) 18rem, (min-width: 640px) 50vw, 100vw');
    // An image from elsewhere has no narrower files.
    expect(external).toHaveAttribute('src', 'https://cdn.example.org/hall.jpg');
    expect(external).not.toHaveAttribute('srcset');
    expect(external).not.toHaveAttribute('sizes');
  });

  it('says truthfully how the list is sorted, and shows the year on a badge of another year', async () => {
    const thisYear = new Date().getFullYear();
    mockApi({
      '/Events/all': [
        apiEvent(1, { date: `${thisYear - 1}-03-14`, isActive: false }),
        apiEvent(2, { date: `${thisYear}-03-14` }),
      ],
    });
    renderRoute('/UserEvent');
    await screen.findByRole('link', { name: /Event 2/ });
    expect(screen.getByText(LIST_PAGE_TEXTS.eventsIntro)).toBeInTheDocument();
    expect(LIST_PAGE_TEXTS.eventsIntro).toContain('most recently announced first');
    const [latest, older] = cards();
    expect(within(latest as HTMLElement).getByText(String(thisYear))).toHaveClass('sr-only');
    expect(within(older as HTMLElement).getByText(String(thisYear - 1))).not.toHaveClass('sr-only');
    // A past event that is closed says it has ended.
    expect(within(older as HTMLElement).getByText(LIST_PAGE_TEXTS.ended)).toBeInTheDocument();
  });

  it('has no Next when the count is exactly a page, and links back to the events tab', async () => {
    mockApi({ '/Events/all': events(EVENTS_PAGE_SIZE) });
    renderRoute('/UserEvent');
    await screen.findByRole('link', { name: /Event 8/ });
    expect(screen.queryByRole('link', { name: PAGER_TEXTS.next })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: LIST_PAGE_TEXTS.backToHome })).toHaveAttribute(
      'href',
      '/?tab=events#news',
    );
  });

  it('shows the defaults of SPEC §3 and drops events it cannot show', async () => {
    mockApi({
      '/Events/all': [
        apiEvent(1, { location: null, imagePath: null }),
        apiEvent(2, { eventName: '' }),
        apiEvent(3, { date: 'someday' }),
      ],
    });
    const { container } = renderRoute('/UserEvent');
    expect(await screen.findByText('Location not specified')).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
    expect(container.querySelector('main li img')?.getAttribute('src')).toMatch(/default-logo/);
  });

  it('shows an empty page, quietly, when the read fails', async () => {
    mockApi({ '/Events/all': new Error('network down') });
    renderRoute('/UserEvent');
    expect(await screen.findByText(LIST_PAGE_TEXTS.noEvents)).toBeInTheDocument();
  });
});

describe('/event-details/:id', () => {
  it("shows an active event with 'Get Involved', 'Book a Set' and 'Become a Sponsor'", async () => {
    mockApi({ '/Events/4': apiEvent(4, { date: '2026-03-14', description: 'Talks.\nAnd posters.' }) });
    const { container } = renderRoute('/event-details/4');

    expect(await screen.findByRole('heading', { level: 1, name: 'Event 4' })).toBeInTheDocument();
    expect(container.querySelector('article img')).toHaveAttribute('src', '/uploads/event-4.webp');
    expect(screen.getByText('Hall 4')).toBeInTheDocument();
    expect(screen.getByText('09:00 – 12:00')).toBeInTheDocument();
    expect(screen.getByText('Saturday 14 March 2026')).toBeInTheDocument();
    expect(screen.getByText(/Talks\./).textContent).toBe('Talks.\nAnd posters.');
    expect(screen.getByRole('heading', { name: EVENT_DETAILS_TEXTS.getInvolved })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: EVENT_DETAILS_TEXTS.bookASet })).toHaveAttribute(
      'href',
      '/event/4',
    );
    expect(screen.getByRole('link', { name: EVENT_DETAILS_TEXTS.becomeSponsor })).toHaveAttribute(
      'href',
      '/event-sponser/4',
    );
    expect(screen.queryByText(EVENT_DETAILS_TEXTS.inactive)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(formatDocumentTitle('Event 4')));
  });

  it("shows the 'Event Status' notice for an inactive event, and the description fallback", async () => {
    const nextYear = new Date().getFullYear() + 1;
    mockApi({ '/Events/5': apiEvent(5, { isActive: false, description: null, date: `${nextYear}-01-05` }) });
    renderRoute('/event-details/5');
    expect(await screen.findByRole('heading', { name: EVENT_DETAILS_TEXTS.eventStatus })).toBeInTheDocument();
    expect(
      screen.getByText('This event is currently inactive. Check back later for updates.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No description available for this event.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: EVENT_DETAILS_TEXTS.bookASet })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: EVENT_DETAILS_TEXTS.getInvolved })).not.toBeInTheDocument();
  });

  it('says an inactive event whose day has passed has ended, not to check back later', async () => {
    mockApi({ '/Events/6': apiEvent(6, { isActive: false, date: '2025-03-14' }) });
    renderRoute('/event-details/6');
    expect(await screen.findByRole('heading', { name: EVENT_DETAILS_TEXTS.eventStatus })).toBeInTheDocument();
    expect(screen.getByText(EVENT_DETAILS_TEXTS.ended('Friday 14 March 2025'))).toBeInTheDocument();
    expect(screen.queryByText(EVENT_DETAILS_TEXTS.inactive)).not.toBeInTheDocument();
  });

  it('puts what to do (Book a Set, Become a Sponsor) right after the title, before the details', async () => {
    mockApi({ '/Events/4': apiEvent(4) });
    renderRoute('/event-details/4');
    const title = await screen.findByRole('heading', { level: 1, name: 'Event 4' });
    const book = screen.getByRole('link', { name: EVENT_DETAILS_TEXTS.bookASet });
    const details = screen.getByText('Hall 4');
    // Document order is reading and phone order: title, then the actions, then the facts.
    expect(title.compareDocumentPosition(book) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(book.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows a loading line while the event loads', async () => {
    mockApi({ '/Events/4': PENDING });
    renderRoute('/event-details/4');
    expect(await screen.findByText(EVENT_DETAILS_TEXTS.loading)).toHaveAttribute('role', 'status');
  });

  it('shows the not-found page for an unknown event', async () => {
    renderRoute('/event-details/99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
