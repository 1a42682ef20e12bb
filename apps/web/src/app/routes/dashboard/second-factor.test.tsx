/**
 * The second factor and temporary passwords in the dashboard (docs/staff-accounts.md): the
 * sign-in's second step, enrolment on the account page, the SuperAdmin's reminder, the users
 * screen's removal, and what the dashboard asks of an account before its screens.
 */
import { ACCOUNT_TEXTS, USERS_SCREEN_TEXTS } from '@authority/shared/accounts';
import type { AccountStatus } from '@authority/shared/second-factor';
import {
  SECOND_FACTOR_TEXTS,
  SIGN_IN_SETTINGS_TEXTS,
  TEMPORARY_PASSWORD_TEXTS,
} from '@authority/shared/second-factor-texts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { confirmDanger, showToast } from '../../../lib/ui/alerts';
import { staffPage } from '../../../test/api-fixtures';
import { type ApiHandlers, json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs, staffToken, storedToken } from '../../../test/staff-test-kit';

vi.mock('../../../lib/ui/alerts', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDanger: vi.fn(async () => true),
}));

beforeAll(async () => {
  await Promise.all([import('./account-page'), import('./users-page'), import('./dashboard-home-page')]);
});

const me = (overrides: Partial<AccountStatus> = {}): AccountStatus => ({
  id: 7,
  firstName: 'Lina',
  lastName: 'Haddad',
  email: 'lina@authority.test',
  role: 'Admin',
  passwordTemporary: false,
  locale: 'en',
  secondFactor: false,
  recoveryCodesLeft: 0,
  secondFactorRequired: false,
  mustChangePassword: false,
  mustEnrolSecondFactor: false,
  ...overrides,
});

function open(path: string, role: string, handlers: ApiHandlers) {
  signInAs(role, { sub: '7' });
  const api = mockApi({ 'GET /sessions': () => json(200, []), ...handlers });
  renderApp(path);
  return api;
}

describe('sign-in with a second factor', () => {
  it('asks for the code after the password, and signs in with it', async () => {
    const token = staffToken();
    const api = mockApi({
      'POST /login': () =>
        json(200, {
          isSuccessfulLogin: false,
          secondFactorRequired: true,
          challenge: 'the-challenge',
          expiresInSeconds: 300,
        }),
      'POST /login/second-factor': (call) =>
        (call.body as { code: string }).code === '123456'
          ? json(200, { isSuccessfulLogin: true, token })
          : json(400, { message: SECOND_FACTOR_TEXTS.codeWrong }),
    });
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText('E-mail address'), 'chief@authority.test');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const heading = await screen.findByRole('heading', { name: SECOND_FACTOR_TEXTS.stepHeading });
    expect(heading).toHaveFocus();
    expect(storedToken()).toBeNull();
    const code = screen.getByLabelText(SECOND_FACTOR_TEXTS.codeLabel);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: SECOND_FACTOR_TEXTS.verify }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SECOND_FACTOR_TEXTS.codeWrong);

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: SECOND_FACTOR_TEXTS.verify }));
    await waitFor(() => expect(storedToken()).toBe(token));
    expect(api.callsTo('/login/second-factor', 'POST').at(-1)?.body).toEqual({
      challenge: 'the-challenge',
      code: '123456',
    });
  });
});

describe('the account page’s second factor', () => {
  it('shows the QR code and the key, turns on with a first code, and shows the recovery codes once', async () => {
    let status = me();
    const codes = Array.from({ length: 10 }, (_, i) => `ABCDE-FGH${i}J`);
    const api = open('/dashboard/account', 'Admin', {
      'GET /me': () => json(200, status),
      'POST /second-factor/setup': (call) =>
        (call.body as { password?: string }).password !== 'my-password'
          ? json(400, { message: SECOND_FACTOR_TEXTS.passwordWrong })
          : json(200, {
              secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
              otpauthUrl: 'otpauth://totp/x',
              qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
            }),
      'POST /second-factor/confirm': (call) => {
        if ((call.body as { code: string }).code !== '654321')
          return json(400, { message: SECOND_FACTOR_TEXTS.codeWrong });
        status = me({ secondFactor: true, recoveryCodesLeft: 10 });
        return json(200, { message: SECOND_FACTOR_TEXTS.enrolled, recoveryCodes: codes });
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText(SECOND_FACTOR_TEXTS.statusOff)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: SECOND_FACTOR_TEXTS.setUp }));
    // The password first (ASVS 7.5.1).
    await user.type(screen.getByLabelText(SECOND_FACTOR_TEXTS.passwordLabel), 'my-password');
    await user.click(screen.getByRole('button', { name: SECOND_FACTOR_TEXTS.continue }));

    expect(await screen.findByRole('img', { name: SECOND_FACTOR_TEXTS.qrAlt })).toHaveAttribute(
      'src',
      'data:image/svg+xml;base64,PHN2Zy8+',
    );
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    const code = screen.getByLabelText(SECOND_FACTOR_TEXTS.codeLabel);
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: SECOND_FACTOR_TEXTS.confirm }));
    expect(await screen.findByText(SECOND_FACTOR_TEXTS.codeWrong)).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: SECOND_FACTOR_TEXTS.confirm }));

    const shown = await screen.findByRole('region', { name: SECOND_FACTOR_TEXTS.recoveryHeading });
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    await user.click(within(shown).getByRole('button', { name: SECOND_FACTOR_TEXTS.recoveryDone }));
    expect(await screen.findByText(SECOND_FACTOR_TEXTS.statusOn)).toBeInTheDocument();
    expect(screen.getByText(SECOND_FACTOR_TEXTS.codesLeft(10))).toBeInTheDocument();
    expect(screen.queryByText(codes[0] ?? '')).not.toBeInTheDocument();
    expect(api.callsTo('/second-factor/confirm', 'POST')).toHaveLength(2);
  });

  it('removes the second factor only with the password and a code, saying why it did not', async () => {
    let status = me({ secondFactor: true, recoveryCodesLeft: 8 });
    const api = open('/dashboard/account', 'Admin', {
      'GET /me': () => json(200, status),
      'POST /second-factor/remove': (call) => {
        const body = call.body as { password: string; code: string };
        if (body.password !== 'my-password') return json(400, { message: SECOND_FACTOR_TEXTS.passwordWrong });
        if (body.code !== '123456') return json(400, { message: SECOND_FACTOR_TEXTS.codeWrong });
        status = me();
        return json(200, { message: SECOND_FACTOR_TEXTS.removed });
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText(SECOND_FACTOR_TEXTS.codesLeft(8))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: SECOND_FACTOR_TEXTS.remove }));
    const password = screen.getByLabelText(SECOND_FACTOR_TEXTS.passwordLabel);
    expect(password).toHaveAttribute('type', 'password');
    const code = screen.getByLabelText(SECOND_FACTOR_TEXTS.changeCodeLabel);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    // Without a code nothing is sent (ASVS 7.5.1: the password alone is not enough).
    await user.type(password, 'my-password');
    await user.click(screen.getByRole('button', { name: SECOND_FACTOR_TEXTS.remove }));
    expect(await screen.findByText(SECOND_FACTOR_TEXTS.enterCode)).toBeInTheDocument();
    expect(api.callsTo('/second-factor/remove', 'POST')).toHaveLength(0);
    await user.clear(password);
    await user.type(password, 'wrong');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: SECOND_FACTOR_TEXTS.remove }));
    expect(await screen.findByText(SECOND_FACTOR_TEXTS.passwordWrong)).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'my-password');
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: SECOND_FACTOR_TEXTS.remove }));
    expect(await screen.findByText(SECOND_FACTOR_TEXTS.codeWrong)).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: SECOND_FACTOR_TEXTS.remove }));
    expect(await screen.findByText(SECOND_FACTOR_TEXTS.statusOff)).toBeInTheDocument();
    expect(showToast).toHaveBeenCalledWith(SECOND_FACTOR_TEXTS.removed);
    expect(api.callsTo('/second-factor/remove', 'POST').at(-1)?.body).toEqual({
      password: 'my-password',
      code: '123456',
    });
  });
});

describe('what the dashboard asks of an account', () => {
  it('asks a SuperAdmin without a second factor to set one up, until dismissed', async () => {
    open('/dashboard', 'SuperAdmin', { 'GET /me': () => json(200, me({ role: 'SuperAdmin' })) });
    const user = userEvent.setup();
    const notice = await screen.findByRole('region', { name: SECOND_FACTOR_TEXTS.reminderTitle });
    expect(within(notice).getByRole('link', { name: SECOND_FACTOR_TEXTS.reminderAction })).toHaveAttribute(
      'href',
      '/dashboard/account',
    );
    await user.click(within(notice).getByRole('button', { name: SECOND_FACTOR_TEXTS.reminderDismiss }));
    expect(screen.queryByRole('region', { name: SECOND_FACTOR_TEXTS.reminderTitle })).not.toBeInTheDocument();
  });

  it('does not remind an Admin, or a SuperAdmin that has one', async () => {
    open('/dashboard', 'SuperAdmin', {
      'GET /me': () => json(200, me({ role: 'SuperAdmin', secondFactor: true })),
    });
    expect(await screen.findByRole('heading', { name: 'Welcome to the dashboard' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText(SECOND_FACTOR_TEXTS.reminderTitle)).not.toBeInTheDocument(),
    );
  });

  it('asks an account with a temporary password to choose its own, and lets it wait with Later', async () => {
    open('/dashboard/news', 'Admin', {
      'GET /me': () => json(200, me({ passwordTemporary: true })),
      'GET /staff-content/news': () => json(200, staffPage([])),
    });
    const user = userEvent.setup();
    const prompt = await screen.findByRole('region', { name: TEMPORARY_PASSWORD_TEXTS.title });
    expect(within(prompt).getByText(TEMPORARY_PASSWORD_TEXTS.text)).toBeInTheDocument();
    expect(within(prompt).getByLabelText('Current password')).toHaveAttribute('type', 'password');
    await user.click(within(prompt).getByRole('button', { name: TEMPORARY_PASSWORD_TEXTS.later }));
    expect(screen.queryByRole('region', { name: TEMPORARY_PASSWORD_TEXTS.title })).not.toBeInTheDocument();
  });

  it('shows only the change while the site requires it, and the screen once it is made', async () => {
    let status = me({ passwordTemporary: true, mustChangePassword: true });
    open('/dashboard/account', 'Admin', {
      'GET /me': () => json(200, status),
      'POST /change-password': () => {
        status = me();
        return json(200, { message: 'Your password has been changed. Your other sessions have ended.' });
      },
    });
    const user = userEvent.setup();
    const prompt = await screen.findByRole('region', { name: TEMPORARY_PASSWORD_TEXTS.title });
    expect(within(prompt).getByText(TEMPORARY_PASSWORD_TEXTS.mandatoryText)).toBeInTheDocument();
    expect(
      within(prompt).queryByRole('button', { name: TEMPORARY_PASSWORD_TEXTS.later }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: SECOND_FACTOR_TEXTS.heading })).not.toBeInTheDocument();
    await user.type(within(prompt).getByLabelText('Current password'), 'set-by-admin');
    await user.type(within(prompt).getByLabelText('New password'), 'quiet-river-stone');
    await user.type(within(prompt).getByLabelText('Confirm new password'), 'quiet-river-stone');
    await user.click(within(prompt).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('heading', { name: SECOND_FACTOR_TEXTS.heading })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: TEMPORARY_PASSWORD_TEXTS.title })).not.toBeInTheDocument();
  });

  it('shows only the set-up while the site requires a second factor', async () => {
    open('/dashboard/news', 'Admin', {
      'GET /me': () => json(200, me({ secondFactorRequired: true, mustEnrolSecondFactor: true })),
    });
    expect(await screen.findByText(SECOND_FACTOR_TEXTS.requiredText)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SECOND_FACTOR_TEXTS.setUp })).toBeInTheDocument();
  });
});

describe('the users screen', () => {
  it('removes another account’s second factor after asking, and offers it only where there is one', async () => {
    let rows = [
      {
        id: 7,
        firstName: 'Chief',
        lastName: 'One',
        email: 'chief@authority.test',
        role: 'SuperAdmin',
        secondFactor: true,
      },
      {
        id: 8,
        firstName: 'Omar',
        lastName: 'Saleh',
        email: 'omar@authority.test',
        role: 'Admin',
        secondFactor: true,
      },
      {
        id: 9,
        firstName: 'Sara',
        lastName: 'Ali',
        email: 'sara@authority.test',
        role: 'Admin',
        secondFactor: false,
      },
    ];
    const api = open('/dashboard/users', 'SuperAdmin', {
      'GET /me': () => json(200, me({ role: 'SuperAdmin', secondFactor: true })),
      'GET /users': () => json(200, rows),
      'DELETE /users/8/second-factor': () => {
        rows = rows.map((row) => (row.id === 8 ? { ...row, secondFactor: false } : row));
        return json(200, { message: SECOND_FACTOR_TEXTS.removedByAdmin });
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Sara Ali' }));
    expect(screen.queryByRole('menuitem', { name: SECOND_FACTOR_TEXTS.adminRemove })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Actions for Chief One' }));
    expect(screen.queryByRole('menuitem', { name: SECOND_FACTOR_TEXTS.adminRemove })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Actions for Omar Saleh' }));
    await user.click(await screen.findByRole('menuitem', { name: SECOND_FACTOR_TEXTS.adminRemove }));
    expect(confirmDanger).toHaveBeenCalledWith(
      SECOND_FACTOR_TEXTS.confirmAdminRemove('Omar', 'Saleh'),
      SECOND_FACTOR_TEXTS.adminRemove,
      'Cancel',
    );
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(SECOND_FACTOR_TEXTS.removedByAdmin));
    expect(api.callsTo('/users/8/second-factor', 'DELETE')).toHaveLength(1);
  });
});

describe('ending another account’s sessions', () => {
  it('asks first, ends them, and is not offered for one’s own account', async () => {
    const rows = [
      { id: 7, firstName: 'Chief', lastName: 'One', email: 'chief@authority.test', role: 'SuperAdmin' },
      { id: 8, firstName: 'Omar', lastName: 'Saleh', email: 'omar@authority.test', role: 'Admin' },
    ];
    const api = open('/dashboard/users', 'SuperAdmin', {
      'GET /me': () => json(200, me({ role: 'SuperAdmin', secondFactor: true })),
      'GET /users': () => json(200, rows),
      'DELETE /users/8/sessions': () => json(200, { message: ACCOUNT_TEXTS.accountSessionsEnded, ended: 2 }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Chief One' }));
    expect(screen.queryByRole('menuitem', { name: USERS_SCREEN_TEXTS.endSessions })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Actions for Omar Saleh' }));
    await user.click(await screen.findByRole('menuitem', { name: USERS_SCREEN_TEXTS.endSessions }));
    expect(confirmDanger).toHaveBeenCalledWith(
      USERS_SCREEN_TEXTS.confirmEndSessions('Omar', 'Saleh'),
      USERS_SCREEN_TEXTS.endSessions,
      'Cancel',
    );
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(ACCOUNT_TEXTS.accountSessionsEnded));
    expect(api.callsTo('/users/8/sessions', 'DELETE')).toHaveLength(1);
  });

  it('sends nothing when the SuperAdmin says no', async () => {
    vi.mocked(confirmDanger).mockResolvedValueOnce(false);
    const api = open('/dashboard/users', 'SuperAdmin', {
      'GET /me': () => json(200, me({ role: 'SuperAdmin', secondFactor: true })),
      'GET /users': () =>
        json(200, [
          { id: 8, firstName: 'Omar', lastName: 'Saleh', email: 'omar@authority.test', role: 'Admin' },
        ]),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions for Omar Saleh' }));
    await user.click(await screen.findByRole('menuitem', { name: USERS_SCREEN_TEXTS.endSessions }));
    await waitFor(() => expect(confirmDanger).toHaveBeenCalled());
    expect(api.callsTo('/users/8/sessions', 'DELETE')).toHaveLength(0);
  });
});

describe('the settings screen', () => {
  it('shows the sign-in rules as switches, off by default', async () => {
    const { DEFAULT_SETTINGS } = await import('@authority/shared/settings');
    await import('./settings-page');
    open('/dashboard/settings', 'SuperAdmin', {
      'GET /me': () => json(200, me({ role: 'SuperAdmin', secondFactor: true })),
      'GET /settings/full': () => json(200, DEFAULT_SETTINGS),
    });
    const required = await screen.findByRole('switch', { name: SIGN_IN_SETTINGS_TEXTS.requireSecondFactor });
    expect(required).not.toBeChecked();
    expect(
      screen.getByRole('switch', { name: SIGN_IN_SETTINGS_TEXTS.requirePasswordChange }),
    ).not.toBeChecked();
  });
});
