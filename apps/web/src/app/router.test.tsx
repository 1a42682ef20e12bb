import { formatDocumentTitle } from '@authority/shared/page-titles';
import { LANDING_SECTIONS } from '@authority/shared/routes';
import { SITE } from '@authority/shared/site';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiEvent, apiNews } from '../test/api-fixtures';
import { catchEventsWarning } from '../test/events-warning';
import { mockApi } from '../test/mock-api';
import { renderRoute } from '../test/render-route';

// The thank-you page throws confetti, which jsdom cannot draw.
vi.mock('canvas-confetti', () => ({ default: Object.assign(vi.fn(), { create: vi.fn(() => vi.fn()) }) }));

// Nothing answers the landing page's reads here: its sections stay empty, and the events failure is
// only logged.
describe('landing page', () => {
  it('renders the seven anchored sections of SPEC §2 in order, each with its heading', async () => {
    const events = catchEventsWarning();
    const { container } = renderRoute('/');

    expect(await screen.findByRole('heading', { level: 1, name: SITE.fullName })).toBeInTheDocument();
    const anchors = [...container.querySelectorAll('[id]')]
      .map((element) => element.id)
      .filter((id) => LANDING_SECTIONS.some((section) => section.id === id));
    expect(anchors).toEqual(LANDING_SECTIONS.map((section) => section.id));

    for (const section of LANDING_SECTIONS.filter(({ id }) => id !== 'home')) {
      const element = container.querySelector<HTMLElement>(`#${section.id}`);
      if (!element) throw new Error(`#${section.id} is missing`);
      expect(within(element).getByRole('heading', { name: section.label })).toBeInTheDocument();
    }
    await waitFor(() => expect(document.title).toBe(SITE.fullName));
    await events.logged();
  });

  it('links every navigation label to its anchor, and the logo to #home', async () => {
    const events = catchEventsWarning();
    renderRoute('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });

    for (const section of LANDING_SECTIONS) {
      expect(within(nav).getByRole('link', { name: section.label })).toHaveAttribute(
        'href',
        `/#${section.id}`,
      );
    }
    expect(screen.getByRole('link', { name: SITE.name })).toHaveAttribute('href', '/#home');
    expect(within(nav).getByRole('link', { name: /^Amanah Foundation/ })).toHaveAttribute(
      'href',
      SITE.parentWebsite,
    );
    await events.logged();
  });

  it('loads no staff-only page on the way', async () => {
    const events = catchEventsWarning();
    renderRoute('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: 'Dashboard' })).not.toBeInTheDocument();
    await events.logged();
  });
});

describe('public pages', () => {
  it.each([
    ['/showNews/12', 'News 12', { '/news/id/12': apiNews(12) }],
    ['/allNews', 'All news', {}],
    ['/AllNews', 'All news', {}],
    ['/UserEvent', 'Events', {}],
    ['/userevent', 'Events', {}],
    ['/event-details/7', 'Event 7', { '/Events/7': apiEvent(7) }],
    ['/event/7', 'Book a stand', { '/Events/7': apiEvent(7) }],
    ['/event-sponser/7', 'Become a sponsor', { '/Events/7': apiEvent(7) }],
    ['/thank-you', 'Thank you', {}],
  ])('%s shows "%s" inside the site layout', async (path, heading, answers) => {
    mockApi(answers);
    renderRoute(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/^(Loading|Page not found)/)).not.toBeInTheDocument());
    expect(
      within(screen.getByRole('contentinfo')).getByRole('heading', { name: 'Contact Us' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe(formatDocumentTitle(heading)));
  });

  it('shows the not-found page, inside the site layout, for an unknown address', async () => {
    renderRoute('/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(formatDocumentTitle('Page not found')));
  });

  it('asks a visitor without a session at an unknown dashboard screen to sign in first', async () => {
    renderRoute('/dashboard/no-such-screen');
    // Signed in, the dashboard's own not-found screen answers (dashboard-layout.test.tsx).
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
  });

  it('announces the new page title after a client-side navigation', async () => {
    const user = userEvent.setup();
    renderRoute('/no-such-page');
    await user.click(await screen.findByRole('link', { name: 'Read the latest news' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'All news' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('route-announcer')).toHaveTextContent(formatDocumentTitle('All news')),
    );
  });
});

// The dashboard, /logup and the route guard are tested signed in, in routes/dashboard/*.test.tsx.
describe('staff pages', () => {
  it.each([
    ['/login', 'Sign in'],
    ['/viewSubmission/3', 'Event submissions'],
  ])('%s shows "%s" without the public menu', async (path, heading) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });
});
