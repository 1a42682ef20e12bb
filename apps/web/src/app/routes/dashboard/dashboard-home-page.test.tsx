import { MAIL_STATUS_TEXTS } from '@authority/shared/mail-texts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs } from '../../../test/staff-test-kit';

describe('/dashboard home', () => {
  it('warns a SuperAdmin when mail is kept instead of sent, with how much waits', async () => {
    signInAs('SuperAdmin');
    mockApi({ 'GET /mail-status': () => json(200, { smtpConfigured: false, held: true, waiting: 3 }) });
    renderApp('/dashboard');
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(MAIL_STATUS_TEXTS.heldTitle);
    expect(banner).toHaveTextContent(MAIL_STATUS_TEXTS.held(3));
  });

  it('says nothing when mail goes out', async () => {
    signInAs('SuperAdmin');
    const sent = mockApi({
      'GET /mail-status': () => json(200, { smtpConfigured: true, held: false, waiting: 0 }),
    });
    renderApp('/dashboard');
    expect(await screen.findByText('Welcome to the dashboard')).toBeInTheDocument();
    await vi.waitFor(() => expect(sent.calls.some((call) => call.path === '/mail-status')).toBe(true));
    expect(screen.queryByText(MAIL_STATUS_TEXTS.heldTitle)).not.toBeInTheDocument();
  });

  it('never asks for an Admin', async () => {
    signInAs('Admin');
    const api = mockApi({});
    renderApp('/dashboard');
    expect(await screen.findByText('Welcome to the dashboard')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/mail-status')).toBe(false);
  });
});
