import { ACCOUNT_TEXTS } from '@authority/shared/accounts';
import { ACCOUNT_ROLE_TEXTS } from '@authority/shared/editor-texts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { showToast } from '../../../lib/ui/alerts';
import { json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs } from '../../../test/staff-test-kit';

vi.mock('../../../lib/ui/alerts', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDanger: vi.fn(async () => false),
}));

const COMPLETE = {
  'First name': 'Layla',
  'Last name': 'Haddad',
  'E-mail address': 'layla@authority.test',
  Password: 'long-enough',
  'Confirm password': 'long-enough',
};
type Label = keyof typeof COMPLETE;

async function fillAndSubmit(values: Partial<Record<Label, string>>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    const field = await screen.findByLabelText(label);
    await user.clear(field);
    if (value) await user.type(field, value);
  }
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

async function openLogup() {
  signInAs('SuperAdmin');
  renderApp('/logup');
  await screen.findByRole('heading', { level: 1, name: 'Create a new account' });
}

describe('/logup', () => {
  it('labels every field; passwords are new passwords', async () => {
    mockApi({});
    await openLogup();
    for (const label of Object.keys(COMPLETE)) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('autocomplete', 'new-password');
  });

  it.each([
    ['every field is empty', {}, ACCOUNT_TEXTS.fillAllFields],
    [
      'one field is blank, even with different passwords',
      { ...COMPLETE, 'Last name': '   ', Password: 'a' },
      ACCOUNT_TEXTS.fillAllFields,
    ],
    [
      'the passwords differ, even when short',
      { ...COMPLETE, Password: 'short', 'Confirm password': 'other' },
      ACCOUNT_TEXTS.passwordsDoNotMatch,
    ],
    // SPEC §5: the check is 8 characters while the text says 6.
    [
      'the password has 7 characters',
      { ...COMPLETE, Password: '1234567', 'Confirm password': '1234567' },
      ACCOUNT_TEXTS.passwordTooShort,
    ],
  ])(
    'checks in the SPEC §5 order: when %s it says only its text and sends nothing',
    async (_case, values, text) => {
      const api = mockApi({});
      await openLogup();
      await fillAndSubmit(values);

      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(screen.getByRole('alert').textContent).toBe(text);
      // Nothing sent (the dashboard's frame reads who is signed in).
      expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
    },
  );

  it('sends an 8-character password, and on 200 says so and opens the users page', async () => {
    const api = mockApi({
      'POST /register': () => json(200, { message: ACCOUNT_TEXTS.accountCreated, id: 9 }),
      'GET /users': () => json(200, []),
    });
    await openLogup();
    await fillAndSubmit({ ...COMPLETE, Password: '12345678', 'Confirm password': '12345678' });

    expect(await screen.findByRole('heading', { level: 1, name: 'User Management' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard/users');
    expect(showToast).toHaveBeenCalledWith(ACCOUNT_TEXTS.accountCreated);
    const register = api.calls.find((call) => call.path === '/register');
    expect(register?.body).toEqual({
      firstName: 'Layla',
      lastName: 'Haddad',
      email: 'layla@authority.test',
      password: '12345678',
      confirmPassword: '12345678',
      role: 'Admin',
    });
    expect(register?.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it.each([
    ['another success status', () => json(201, {}), ACCOUNT_TEXTS.registerNon200],
    [
      'an error with a message',
      () => json(409, { message: ACCOUNT_TEXTS.emailTaken }),
      ACCOUNT_TEXTS.emailTaken,
    ],
    ['an error without one', () => json(500, {}), ACCOUNT_TEXTS.registerFailed],
    ['no answer', () => new TypeError('Failed to fetch'), ACCOUNT_TEXTS.registerFailed],
  ])('says the SPEC §8 text for %s and stays', async (_case, answer, text) => {
    mockApi({ 'POST /register': answer });
    await openLogup();
    await fillAndSubmit(COMPLETE);

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(window.location.pathname).toBe('/logup');
    expect(showToast).not.toHaveBeenCalled();
  });

  it('sits inside the dashboard’s frame and gives the role chosen ', async () => {
    const api = mockApi({
      'POST /register': () => json(200, { message: ACCOUNT_TEXTS.accountCreated, id: 9 }),
      'GET /users': () => json(200, []),
    });
    await openLogup();
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    const role = screen.getByRole('combobox', { name: 'Role' });
    expect(role).toHaveValue('Admin');
    expect(role).toHaveAccessibleDescription(ACCOUNT_ROLE_TEXTS.roleHint);
    await userEvent.setup().selectOptions(role, 'Super administrator');
    await fillAndSubmit(COMPLETE);
    await screen.findByRole('heading', { level: 1, name: 'User Management' });
    expect(api.calls.find((call) => call.path === '/register')?.body).toMatchObject({ role: 'SuperAdmin' });
  });
});
