import { ACCOUNT_TEXTS } from '@authority/shared/accounts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { confirmDanger, showAlert, showToast } from '../../../lib/ui/alerts';
import { type ApiHandlers, json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs } from '../../../test/staff-test-kit';

vi.mock('../../../lib/ui/alerts', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDanger: vi.fn(async () => false),
}));

/** The staff alerts' OK button, in the staff language (English here). */
const OK = { okLabel: 'OK' };

const CHIEF = {
  id: 1,
  firstName: 'Omar',
  lastName: 'Saleh',
  email: 'chief@authority.test',
  role: 'SuperAdmin',
};
const LAYLA = { id: 7, firstName: 'Layla', lastName: 'Haddad', email: 'layla@authority.test', role: 'Admin' };

function openUsers(handlers: ApiHandlers) {
  signInAs('SuperAdmin', { sub: '1' });
  const api = mockApi({ 'GET /users': () => json(200, [CHIEF, LAYLA]), ...handlers });
  renderApp('/dashboard/users');
  return api;
}

async function chooseAction(name: string, action: 'Edit Password' | 'Delete') {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
  return user;
}

// The page is a lazy route: load its modules before the first test, so that test's wait for the
// table does not also pay for compiling them on a busy machine.
beforeAll(async () => {
  await import('./users-page');
});

describe('/dashboard/users', () => {
  it('shows a loading state, then every account with its role colour', async () => {
    let answer: ((response: Response) => void) | undefined;
    openUsers({ 'GET /users': () => new Promise<Response>((resolve) => (answer = resolve)) });

    expect(await screen.findByText('Loading the accounts…')).toHaveAttribute('role', 'status');
    // The page asks only after showing its loading state: answer the request once it is made.
    await waitFor(() => expect(answer).toBeDefined());
    answer?.(json(200, [CHIEF, LAYLA, { ...LAYLA, id: 8, email: 'x@authority.test', role: 'Editor' }]));

    const table = await screen.findByRole('table', { name: 'Staff accounts' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const chip = (email: string) =>
      within(rows.find((row) => within(row).queryByText(email)) as HTMLElement).getByText(/Admin|Editor/);
    expect(chip(LAYLA.email)).toHaveAttribute('data-role-colour', 'blue');
    expect(chip(CHIEF.email)).toHaveAttribute('data-role-colour', 'red');
    expect(chip('x@authority.test')).toHaveAttribute('data-role-colour', 'red');
    expect(within(table).getByText('(you)').closest('tr')).toHaveTextContent(CHIEF.email);
  });

  it('accepts rows with capitalised keys (SPEC §3)', async () => {
    openUsers({
      'GET /users': () =>
        json(200, [{ Id: 3, FirstName: 'Sami', LastName: 'Nour', Email: 's@a.test', Role: 'Admin' }]),
    });
    expect(await screen.findByRole('cell', { name: 'Sami Nour' })).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    openUsers({ 'GET /users': () => json(200, []) });
    expect(await screen.findByText(ACCOUNT_TEXTS.noUsers)).toBeInTheDocument();
  });

  it('shows the error state, and reads again on request', async () => {
    let fail = true;
    openUsers({ 'GET /users': () => (fail ? json(500, { message: 'Server error.' }) : json(200, [LAYLA])) });

    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.usersLoadFailed);
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'Layla Haddad' })).toBeInTheDocument();
  });

  it('finds accounts by name or e-mail and sorts them', async () => {
    openUsers({});
    const user = userEvent.setup();
    const table = await screen.findByRole('table');
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => (row as HTMLTableRowElement).cells[0]?.textContent);
    expect(names()).toEqual(['Layla Haddad', 'Omar Saleh(you)']);

    await user.click(within(table).getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['Omar Saleh(you)', 'Layla Haddad']);
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await user.type(screen.getByLabelText('Search accounts'), 'LAYLA@');
    expect(names()).toEqual(['Layla Haddad']);
  });

  it('links to account creation', async () => {
    openUsers({});
    expect(await screen.findByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/logup');
  });

  describe('Edit Password', () => {
    it('sends the e-mail as a JSON string, then asks for the code and the new password', async () => {
      const api = openUsers({
        'POST /forgot-password': () => json(200, { message: ACCOUNT_TEXTS.resetCodeSent }),
        'POST /reset-password': () => json(200, { message: ACCOUNT_TEXTS.passwordUpdated }),
      });
      const user = await chooseAction('Layla Haddad', 'Edit Password');

      const dialog = await screen.findByRole('dialog', { name: 'Edit Password' });
      const sent = api.calls.find((call) => call.path === '/forgot-password');
      expect(sent?.body).toBe(LAYLA.email);
      expect(sent?.headers.get('content-type')).toBe('application/json');
      expect(within(dialog).getByLabelText('Reset code')).toHaveAttribute('autocomplete', 'one-time-code');

      await user.type(within(dialog).getByLabelText('Reset code'), ' 123456 ');
      await user.type(within(dialog).getByLabelText('New password'), 'a-new-password');
      await user.type(within(dialog).getByLabelText('Confirm new password'), 'a-new-password');
      await user.click(within(dialog).getByRole('button', { name: 'Update password' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(showToast).toHaveBeenCalledWith(ACCOUNT_TEXTS.passwordUpdated);
      expect(api.calls.find((call) => call.path === '/reset-password')?.body).toEqual({
        email: LAYLA.email,
        code: '123456',
        newPassword: 'a-new-password',
        confirmNewPassword: 'a-new-password',
      });
    });

    it('says "Passwords do not match." and sends nothing', async () => {
      const api = openUsers({ 'POST /forgot-password': () => json(200, {}) });
      const user = await chooseAction('Layla Haddad', 'Edit Password');
      const dialog = await screen.findByRole('dialog');

      await user.type(within(dialog).getByLabelText('Reset code'), '123456');
      await user.type(within(dialog).getByLabelText('New password'), 'a-new-password');
      await user.type(within(dialog).getByLabelText('Confirm new password'), 'another-password');
      await user.click(within(dialog).getByRole('button', { name: 'Update password' }));

      expect(await within(dialog).findByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.passwordsDoNotMatch);
      expect(api.calls.some((call) => call.path === '/reset-password')).toBe(false);
    });

    it('says "Error resetting password." when the reset fails, and keeps the dialog open', async () => {
      openUsers({
        'POST /forgot-password': () => json(200, {}),
        'POST /reset-password': () => json(400, { message: ACCOUNT_TEXTS.resetCodeInvalid }),
      });
      const user = await chooseAction('Layla Haddad', 'Edit Password');
      const dialog = await screen.findByRole('dialog');

      await user.type(within(dialog).getByLabelText('Reset code'), '000000');
      await user.type(within(dialog).getByLabelText('New password'), 'a-new-password');
      await user.type(within(dialog).getByLabelText('Confirm new password'), 'a-new-password');
      await user.click(within(dialog).getByRole('button', { name: 'Update password' }));

      const alert = await within(dialog).findByRole('alert');
      expect(alert).toHaveTextContent(ACCOUNT_TEXTS.resetError);
      expect(alert).toHaveTextContent(ACCOUNT_TEXTS.resetCodeInvalid);
      expect(showToast).not.toHaveBeenCalled();
    });

    it.each<[string, () => Response | Error, string]>([
      ['another status', () => json(404, { message: 'Not found.' }), ACCOUNT_TEXTS.sendCodeFailed],
      ['no answer', () => new TypeError('Failed to fetch'), ACCOUNT_TEXTS.sendCodeError],
    ])('alerts the SPEC §8 text for %s, and opens no dialog', async (_case, answer, text) => {
      openUsers({ 'POST /forgot-password': answer });
      await chooseAction('Layla Haddad', 'Edit Password');

      await waitFor(() => expect(showAlert).toHaveBeenCalledWith('error', text, undefined, OK));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('alerts nothing when the session ended meanwhile: the page goes to /login', async () => {
    openUsers({ 'POST /forgot-password': () => json(401, { message: ACCOUNT_TEXTS.sessionEnded }) });
    await chooseAction('Layla Haddad', 'Edit Password');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(showAlert).not.toHaveBeenCalled();
  });

  describe('Delete', () => {
    it('asks first, with the SPEC text, and deletes nothing when cancelled', async () => {
      const api = openUsers({});
      await chooseAction('Layla Haddad', 'Delete');

      await waitFor(() =>
        expect(confirmDanger).toHaveBeenCalledWith(
          ACCOUNT_TEXTS.confirmDelete('Layla', 'Haddad'),
          'Delete',
          'Cancel',
        ),
      );
      expect(confirmDanger).toHaveBeenCalledWith(
        'Are you sure you want to delete Layla Haddad?',
        'Delete',
        'Cancel',
      );
      expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    });

    it('deletes when confirmed, says so and reads the list again', async () => {
      vi.mocked(confirmDanger).mockResolvedValueOnce(true);
      let users = [CHIEF, LAYLA];
      const api = openUsers({
        'GET /users': () => json(200, users),
        'DELETE /delete/7': () => {
          users = [CHIEF];
          return json(200, { message: ACCOUNT_TEXTS.userDeleted });
        },
      });
      await chooseAction('Layla Haddad', 'Delete');

      await waitFor(() => expect(showToast).toHaveBeenCalledWith(ACCOUNT_TEXTS.userDeleted));
      await waitFor(() => expect(screen.queryByText(LAYLA.email)).not.toBeInTheDocument());
      expect(api.calls.filter((call) => call.path === '/users')).toHaveLength(2);
    });

    it('alerts "Failed to delete user." with the server’s reason', async () => {
      vi.mocked(confirmDanger).mockResolvedValueOnce(true);
      openUsers({ 'DELETE /delete/1': () => json(409, { message: ACCOUNT_TEXTS.cannotDeleteSelf }) });
      await chooseAction('Omar Saleh', 'Delete');

      await waitFor(() =>
        expect(showAlert).toHaveBeenCalledWith(
          'error',
          ACCOUNT_TEXTS.deleteFailed,
          ACCOUNT_TEXTS.cannotDeleteSelf,
          OK,
        ),
      );
      expect(within(screen.getByRole('table')).getByText(CHIEF.email)).toBeInTheDocument();
    });
  });
});
