import { ACCOUNT_TEXTS } from '@authority/shared/accounts';
import { DASHBOARD_PAGE_TITLES } from '@authority/shared/page-titles';
import { DASHBOARD_CHILDREN, ROUTES } from '@authority/shared/routes';
import { CHECK_IN_TEXTS_BY_LOCALE } from '@authority/shared/tickets';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { showAlert } from '../../../lib/ui/alerts';
import { json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs, staffToken, storedToken, storeTestToken } from '../../../test/staff-test-kit';

vi.mock('../../../lib/ui/alerts', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDanger: vi.fn(async () => false),
}));

const signInHeading = () => screen.findByRole('heading', { level: 1, name: 'Sign in' });

describe('the route guard (SPEC §2)', () => {
  it.each(['/dashboard', '/dashboard/news', '/dashboard/users', '/logup'])(
    'sends a visitor with no token from %s to /login',
    async (path) => {
      renderApp(path);
      expect(await signInHeading()).toBeInTheDocument();
      expect(window.location.pathname).toBe('/login');
      expect(showAlert).not.toHaveBeenCalled();
    },
  );

  it('sends an expired token to /login, forgets it and says why', async () => {
    signInAs('SuperAdmin', { exp: Math.floor(Date.now() / 1000) - 1 });
    renderApp('/dashboard/news');

    expect(await signInHeading()).toBeInTheDocument();
    expect(storedToken()).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(ACCOUNT_TEXTS.sessionEnded);
  });

  it.each(['not-a-token', 'a.b.c', `x.${btoa('{"role":"Admin"}')}.y`])(
    'sends an unreadable token (%s) to /login and forgets it',
    async (token) => {
      storeTestToken(token);
      renderApp('/dashboard');
      expect(await signInHeading()).toBeInTheDocument();
      expect(storedToken()).toBeNull();
    },
  );

  it('refuses an Admin who opens /dashboard/users first: the alert, then the dashboard', async () => {
    signInAs('Admin');
    renderApp('/dashboard/users');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to the dashboard' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard');
    expect(showAlert).toHaveBeenCalledExactlyOnceWith('error', ACCOUNT_TEXTS.noPermission, undefined, {
      okLabel: 'OK',
    });
  });

  it.each(['/dashboard/users', '/logup'])(
    'cancels an Admin’s navigation to %s: the alert, and the page stays',
    async (target) => {
      signInAs('Admin');
      const { router } = renderApp('/dashboard/news?tab=1');
      expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
      const historyLength = window.history.length;

      await act(() => router.navigate(target));

      expect(showAlert).toHaveBeenCalledExactlyOnceWith('error', ACCOUNT_TEXTS.noPermission, undefined, {
        okLabel: 'OK',
      });
      expect(window.location.pathname + window.location.search).toBe('/dashboard/news?tab=1');
      expect(window.history.length).toBe(historyLength);
      expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    },
  );

  it('lets a SuperAdmin open /dashboard/users and /logup', async () => {
    signInAs('SuperAdmin');
    mockApi({ 'GET /users': () => json(200, []) });
    const { router } = renderApp('/dashboard/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();

    await act(() => router.navigate('/logup'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create a new account' }),
    ).toBeInTheDocument();
    expect(showAlert).not.toHaveBeenCalled();
  });

  it('checks the token again on every navigation inside the dashboard', async () => {
    signInAs('Admin');
    const { router } = renderApp('/dashboard/news');
    await screen.findByRole('heading', { level: 1, name: 'News' });

    storeTestToken(staffToken({ role: 'Admin', exp: Math.floor(Date.now() / 1000) - 5 }));
    await act(() => router.navigate('/dashboard/event'));
    expect(await signInHeading()).toBeInTheDocument();
    expect(storedToken()).toBeNull();
  });
});

describe('the dashboard shell', () => {
  it.each(DASHBOARD_CHILDREN.map((child) => [`/dashboard/${child}`, DASHBOARD_PAGE_TITLES[child]] as const))(
    '%s shows "%s" to a SuperAdmin, inside the shell',
    async (path, heading) => {
      signInAs('SuperAdmin');
      mockApi({ 'GET /users': () => json(200, []) });
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      const sidebar = screen.getByRole('navigation', { name: 'Dashboard' });
      expect(within(sidebar).getByRole('link', { name: heading })).toHaveAttribute('aria-current', 'page');
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    },
  );

  it('lists every screen and the users page for a SuperAdmin, with the person signed in', async () => {
    signInAs('SuperAdmin', { email: 'chief@authority.test' });
    renderApp('/dashboard');
    const sidebar = await screen.findByRole('navigation', { name: 'Dashboard' });

    for (const child of DASHBOARD_CHILDREN) {
      expect(within(sidebar).getByRole('link', { name: DASHBOARD_PAGE_TITLES[child] })).toHaveAttribute(
        'href',
        `/dashboard/${child}`,
      );
    }
    expect(within(sidebar).getByText('chief@authority.test')).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows its own not-found screen, in the dashboard’s frame, for a path without a screen', async () => {
    signInAs('Admin');
    renderApp('/dashboard/no-such-screen');
    expect(await screen.findByRole('heading', { name: 'Screen not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the dashboard home' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('lists only the check-in screen, besides the home, for Door staff', async () => {
    signInAs('DoorStaff');
    renderApp('/dashboard');
    const sidebar = await screen.findByRole('navigation', { name: 'Dashboard' });
    const links = within(sidebar)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toContain(ROUTES.dashboardCheckIn);
    for (const child of DASHBOARD_CHILDREN) expect(links).not.toContain(`/dashboard/${child}`);
    expect(within(sidebar).getByRole('link', { name: CHECK_IN_TEXTS_BY_LOCALE.en.title })).toHaveAttribute(
      'href',
      ROUTES.dashboardCheckIn,
    );
  });

  it('hides the users page from an Admin', async () => {
    signInAs('Admin');
    renderApp('/dashboard');
    const sidebar = await screen.findByRole('navigation', { name: 'Dashboard' });

    expect(within(sidebar).getByRole('link', { name: DASHBOARD_PAGE_TITLES.news })).toBeInTheDocument();
    expect(
      within(sidebar).queryByRole('link', { name: DASHBOARD_PAGE_TITLES.users }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: DASHBOARD_PAGE_TITLES.users })).not.toBeInTheDocument();
  });

  it('opens and closes the menu on a phone with the keyboard', async () => {
    signInAs('Admin');
    const user = userEvent.setup();
    renderApp('/dashboard');
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('signs out: revokes the session, forgets the token, and shows /login', async () => {
    const token = signInAs('Admin');
    const api = mockApi({ 'POST /logout': () => json(200, { message: ACCOUNT_TEXTS.signedOut }) });
    const user = userEvent.setup();
    renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));

    expect(await signInHeading()).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(ACCOUNT_TEXTS.signedOut);
    expect(storedToken()).toBeNull();
    // Besides GET /me (what the dashboard must ask of the account), one sign-out.
    const logouts = api.callsTo('/logout', 'POST');
    expect(logouts).toHaveLength(1);
    expect(logouts[0]?.headers.get('authorization')).toBe(`Bearer ${token}`);
  });

  it('signs out on this device even when the server cannot be reached', async () => {
    signInAs('Admin');
    mockApi({ 'POST /logout': () => new TypeError('Failed to fetch') });
    const user = userEvent.setup();
    renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));

    expect(await signInHeading()).toBeInTheDocument();
    expect(storedToken()).toBeNull();
  });

  it('goes to /login when a staff call answers 401 (a session ended elsewhere)', async () => {
    signInAs('SuperAdmin');
    mockApi({ 'GET /users': () => json(401, { message: ACCOUNT_TEXTS.sessionEnded }) });
    renderApp('/dashboard/users');

    expect(await signInHeading()).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(ACCOUNT_TEXTS.sessionEnded);
    expect(storedToken()).toBeNull();
  });

  it('goes to /login when another tab signs out', async () => {
    signInAs('Admin');
    renderApp('/dashboard');
    await screen.findByRole('navigation', { name: 'Dashboard' });

    act(() => {
      window.localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    });
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });
});
