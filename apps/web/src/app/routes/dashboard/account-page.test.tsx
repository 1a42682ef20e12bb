import { ACCOUNT_SCREEN_TEXTS, ACCOUNT_TEXTS, SESSIONS_SCREEN_TEXTS } from '@authority/shared/accounts';
import { PAGE_TITLES } from '@authority/shared/page-titles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../../lib/ui/alerts';
import { type ApiHandlers, json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs } from '../../../test/staff-test-kit';

vi.mock('../../../lib/ui/alerts', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDanger: vi.fn(async () => false),
}));

const HERE = {
  id: 'here-handle',
  device: 'Firefox on Windows',
  ip: '192.0.2.10',
  signedInAt: '2026-11-22T09:00:00.000Z',
  lastUsedAt: '2026-11-22T09:30:00.000Z',
  current: true,
};
const PHONE = { ...HERE, id: 'phone-handle', device: 'Safari on iPhone', ip: '203.0.113.9', current: false };

function openAccount(handlers: ApiHandlers = {}) {
  signInAs('Admin', { sub: '7' });
  const api = mockApi({
    'GET /sessions': () => json(200, [HERE, PHONE]),
    'GET /me/mail-choices': () =>
      json(200, { kinds: [], departments: { chosen: [], isDefault: true, defaults: [] } }),
    ...handlers,
  });
  renderApp('/dashboard/account');
  return api;
}

beforeAll(async () => {
  await import('./account-page');
});

describe('/dashboard/account', () => {
  it('is linked from the sidebar’s account area for any signed-in role', async () => {
    openAccount();
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getByRole('link', { name: PAGE_TITLES.account })).toHaveAttribute(
      'href',
      '/dashboard/account',
    );
    expect(await screen.findByRole('heading', { level: 1, name: PAGE_TITLES.account })).toBeInTheDocument();
  });

  it('changes the password, showing SPEC §5’s texts first and then the server’s reason', async () => {
    let answer = json(400, { message: ACCOUNT_TEXTS.passwordTooCommon });
    const api = openAccount({ 'POST /change-password': () => answer });
    const user = userEvent.setup();
    const current = await screen.findByLabelText(ACCOUNT_SCREEN_TEXTS.currentPassword);
    const next = screen.getByLabelText(ACCOUNT_SCREEN_TEXTS.newPassword);
    const confirm = screen.getByLabelText(ACCOUNT_SCREEN_TEXTS.confirmNewPassword);
    const submit = screen.getByRole('button', { name: ACCOUNT_SCREEN_TEXTS.changePassword });

    await user.type(current, 'old-password');
    await user.type(next, 'short77');
    await user.type(confirm, 'short77');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.passwordTooShort);
    expect(api.callsTo('/change-password')).toHaveLength(0);

    await user.clear(next);
    await user.type(next, 'Password1');
    await user.clear(confirm);
    await user.type(confirm, 'Password1');
    await user.click(submit);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.passwordTooCommon));

    answer = json(200, { message: ACCOUNT_TEXTS.passwordChanged });
    await user.clear(next);
    await user.type(next, 'tamarind-lantern-orbit');
    await user.clear(confirm);
    // Keyboard only: type and press Enter.
    await user.type(confirm, 'tamarind-lantern-orbit{Enter}');
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(ACCOUNT_TEXTS.passwordChanged));
    expect(api.callsTo('/change-password', 'POST').at(-1)?.body).toEqual({
      currentPassword: 'old-password',
      newPassword: 'tamarind-lantern-orbit',
      confirmNewPassword: 'tamarind-lantern-orbit',
    });
    expect(current).toHaveValue('');
  });

  it('lists the sessions and ends another one, or all the others', async () => {
    const api = openAccount({
      'DELETE /sessions/phone-handle': () => json(200, { message: ACCOUNT_TEXTS.sessionEndedOne, ended: 1 }),
      'DELETE /sessions': () => json(200, { message: ACCOUNT_TEXTS.sessionsEndedOthers, ended: 1 }),
    });
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: SESSIONS_SCREEN_TEXTS.caption });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(`Firefox on Windows(${SESSIONS_SCREEN_TEXTS.thisSession})`);
    expect(rows[0]).toHaveTextContent('192.0.2.10');
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();

    await user.click(
      screen.getByRole('button', { name: SESSIONS_SCREEN_TEXTS.endLabel('Safari on iPhone') }),
    );
    await waitFor(() => expect(api.callsTo('/sessions/phone-handle', 'DELETE')).toHaveLength(1));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(ACCOUNT_TEXTS.sessionEndedOne));

    await user.click(screen.getByRole('button', { name: SESSIONS_SCREEN_TEXTS.endOthers }));
    await waitFor(() => expect(api.callsTo('/sessions', 'DELETE')).toHaveLength(1));
  });
});
