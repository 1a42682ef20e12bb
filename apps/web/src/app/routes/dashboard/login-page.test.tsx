import { ACCOUNT_TEXTS, TEMPORARY_PASSWORD_EXPIRED } from '@authority/shared/accounts';
import { HTTP_MESSAGES } from '@authority/shared/http-messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs, staffToken, storedToken } from '../../../test/staff-test-kit';

vi.mock('../../../lib/ui/alerts', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDanger: vi.fn(async () => false),
}));

async function signInThroughForm(email = 'chief@authority.test', password = 'correct horse') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-mail address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('/login', () => {
  it('labels its fields with the autocomplete the browser needs', async () => {
    renderApp('/login');
    expect(await screen.findByLabelText('E-mail address')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('requires the e-mail and the password, and sends nothing without them (SPEC §5)', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText(ACCOUNT_TEXTS.enterEmail)).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_TEXTS.enterPassword)).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toEqual([]);
  });

  it('stores the token and opens the dashboard on success (SPEC §4)', async () => {
    const token = staffToken({ email: 'chief@authority.test' });
    const api = mockApi({ 'POST /login': () => json(200, { isSuccessfulLogin: true, token }) });
    renderApp('/login');
    await signInThroughForm(' chief@authority.test ');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to the dashboard' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard');
    expect(storedToken()).toBe(token);
    expect(api.calls[0]?.body).toEqual({ email: 'chief@authority.test', password: 'correct horse' });
  });

  it('opens the staff page a signed-out visitor came for, with its section, after sign-in', async () => {
    const token = staffToken({ email: 'chief@authority.test' });
    mockApi({ 'POST /login': () => json(200, { isSuccessfulLogin: true, token }) });
    // A mail's link to the mail choices, opened signed out.
    renderApp('/dashboard/account#mail-choices');
    await signInThroughForm();

    await waitFor(() => expect(window.location.pathname).toBe('/dashboard/account'));
    expect(window.location.hash).toBe('#mail-choices');
    expect(window.sessionStorage.length).toBe(0);
  });

  it('opens the dashboard after sign-in when the remembered page is not one of this site', async () => {
    const token = staffToken({ email: 'chief@authority.test' });
    mockApi({ 'POST /login': () => json(200, { isSuccessfulLogin: true, token }) });
    window.sessionStorage.setItem('staff:after-sign-in', '//elsewhere.example/dashboard');
    renderApp('/login');
    await signInThroughForm();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to the dashboard' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard');
  });

  it.each([
    [
      'the success flag is false',
      () => json(200, { isSuccessfulLogin: false, token: 'x.y.z' }),
      ACCOUNT_TEXTS.loginFailed,
    ],
    ['no token comes', () => json(200, { isSuccessfulLogin: true, token: '' }), ACCOUNT_TEXTS.loginFailed],
    [
      'the answer is 400',
      () => json(400, { message: 'The e-mail or password is not correct.' }),
      ACCOUNT_TEXTS.incorrectLoginData,
    ],
    [
      'the answer is 429',
      () => json(429, { message: HTTP_MESSAGES.tooManyRequests }),
      HTTP_MESSAGES.tooManyRequests,
    ],
    ['the answer is 500', () => json(500, { message: 'Server error.' }), ACCOUNT_TEXTS.loginConnectionError],
    ['no answer comes', () => new TypeError('Failed to fetch'), ACCOUNT_TEXTS.loginConnectionError],
  ])('says the SPEC §8 text when %s', async (_case, answer, text) => {
    mockApi({ 'POST /login': answer });
    renderApp('/login');
    await signInThroughForm();

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(window.location.pathname).toBe('/login');
    expect(storedToken()).toBeNull();
  });

  it('says that a temporary password has expired, the one refusal SPEC’s text would hide', async () => {
    mockApi({
      'POST /login': () =>
        json(400, {
          message: ACCOUNT_TEXTS.temporaryPasswordExpired,
          errors: { [TEMPORARY_PASSWORD_EXPIRED]: [ACCOUNT_TEXTS.temporaryPasswordExpired] },
        }),
    });
    renderApp('/login');
    await signInThroughForm();
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.temporaryPasswordExpired);
    expect(storedToken()).toBeNull();
  });

  it('accepts the answer with capitalised keys (SPEC §3)', async () => {
    const token = staffToken();
    mockApi({ 'POST /login': () => json(200, { IsSuccessfulLogin: true, Token: token }) });
    renderApp('/login');
    await signInThroughForm();
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
  });

  it('sends a signed-in visitor on to the dashboard', async () => {
    signInAs('Admin');
    renderApp('/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to the dashboard' }),
    ).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard');
  });
});
