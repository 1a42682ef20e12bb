import { ACCOUNT_TEXTS } from '@authority/shared/accounts';
import { INQUIRY_TEXTS, RICH_TEXT_TEXTS, SETTINGS_TEXTS } from '@authority/shared/back-office-texts';
import type { InquiryRow } from '@authority/shared/inquiries';
import { DEFAULT_SETTINGS } from '@authority/shared/settings';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { showAlert, showToast } from '../../../features/auth/alerts';
import { json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs } from '../../../test/staff-test-kit';

vi.mock('../../../features/auth/alerts', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDanger: vi.fn(async () => false),
}));

describe('/dashboard/originization: the rich-text description', () => {
  it('loads the editor with the form, formats text and saves it as HTML', async () => {
    signInAs('Admin');
    const api = mockApi({
      'GET /originizations': () => json(200, []),
      'POST /originizations': (call) =>
        json(201, { id: 3, imageUrl: null, priority: 0, ...(call.body as object) }),
    });
    renderApp('/dashboard/originization');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New institution' }));
    const dialog = await screen.findByRole('dialog', { name: 'New institution' });

    const editor = await within(dialog).findByRole('textbox', { name: 'Description' });
    const toolbar = within(dialog).getByRole('toolbar', { name: RICH_TEXT_TEXTS.toolbar });
    for (const tool of [
      RICH_TEXT_TEXTS.bold,
      RICH_TEXT_TEXTS.italic,
      RICH_TEXT_TEXTS.bulletList,
      RICH_TEXT_TEXTS.link,
    ])
      expect(within(toolbar).getByRole('button', { name: tool })).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Name'), 'Amanah Teaching Hospital');
    // Not a click: ProseMirror maps clicks to positions with elementFromPoint, which jsdom lacks.
    act(() => editor.focus());
    await user.click(within(toolbar).getByRole('button', { name: RICH_TEXT_TEXTS.bold }));
    expect(within(toolbar).getByRole('button', { name: RICH_TEXT_TEXTS.bold })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.keyboard('Since 1998');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(showToast).toHaveBeenCalledWith('Institution created.'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      name: 'Amanah Teaching Hospital',
      description: '<p><strong>Since 1998</strong></p>',
      priority: 0,
    });
  });
});

const inquiry = (id: number, overrides: Partial<InquiryRow> = {}): InquiryRow => ({
  id,
  name: 'Huda Karim',
  email: 'huda@example.test',
  subject: 'Visiting hours',
  department: 'General Inquiry',
  message: 'When can I visit the maternity ward?',
  submittedAt: '2026-02-03T10:00:00.000Z',
  handledAt: null,
  handledBy: null,
  ...overrides,
});

describe('/dashboard/inquiries', () => {
  it('filters by department and status on the server, and marks an inquiry handled', async () => {
    signInAs('Admin');
    let handledAt: string | null = null;
    const api = mockApi({
      'GET /inquiries': () =>
        json(200, {
          items: [inquiry(7, { handledAt, handledBy: handledAt ? 'me@a.test' : null })],
          total: 1,
          page: 1,
          pageSize: 25,
        }),
      'PUT /inquiries/7': (call) => {
        handledAt = (call.body as { handled: boolean }).handled ? '2026-02-04T08:00:00.000Z' : null;
        return json(200, { id: 7, handledAt, handledBy: 'me@a.test' });
      },
    });
    renderApp('/dashboard/inquiries');
    const user = userEvent.setup();

    const table = await screen.findByRole('table', { name: INQUIRY_TEXTS.caption });
    expect(within(table).getByRole('rowheader')).toHaveTextContent('Huda Karim');
    expect(within(table).getByText(INQUIRY_TEXTS.open)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(INQUIRY_TEXTS.department), 'Medical Education');
    await user.selectOptions(screen.getByLabelText(INQUIRY_TEXTS.status), INQUIRY_TEXTS.open);
    await waitFor(() => {
      const last = api.calls.filter((call) => call.path === '/inquiries').at(-1);
      expect(last?.query.get('department')).toBe('Medical Education');
      expect(last?.query.get('handled')).toBe('false');
      expect(last?.query.get('page')).toBe('1');
    });

    await user.click(within(table).getByRole('button', { name: /^Mark handled/ }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(INQUIRY_TEXTS.markedHandled));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ handled: true });
    expect(await within(table).findByRole('button', { name: /^Reopen/ })).toBeInTheDocument();
    expect(within(table).getByText(/Handled by me@a\.test/)).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    signInAs('Admin');
    mockApi({ 'GET /inquiries': () => json(200, { items: [], total: 0, page: 1, pageSize: 25 }) });
    renderApp('/dashboard/inquiries');
    expect(await screen.findByText(INQUIRY_TEXTS.empty)).toBeInTheDocument();
  });
});

describe('/dashboard/settings', () => {
  it('is for a SuperAdmin only', async () => {
    signInAs('Admin');
    renderApp('/dashboard/settings');
    await waitFor(() => expect(showAlert).toHaveBeenCalledWith('error', ACCOUNT_TEXTS.noPermission));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to the dashboard' }),
    ).toBeInTheDocument();
  });

  it('shows every setting, checks them with the shared schema and saves them', async () => {
    signInAs('SuperAdmin');
    const api = mockApi({
      'GET /settings/full': () => json(200, DEFAULT_SETTINGS),
      'PUT /settings': (call) => json(200, call.body),
    });
    renderApp('/dashboard/settings');
    const user = userEvent.setup();

    const siteName = await screen.findByLabelText(SETTINGS_TEXTS.labels.siteName);
    expect(siteName).toHaveValue(DEFAULT_SETTINGS.siteName);
    for (const label of [
      'Facebook',
      'X',
      'Instagram',
      'YouTube',
      'LinkedIn',
      'Medical Education',
      'Our Mission',
    ])
      expect(screen.getByLabelText(label)).toBeInTheDocument();

    const email = screen.getByLabelText(SETTINGS_TEXTS.labels.email);
    await user.clear(email);
    await user.type(email, 'not-an-address');
    await user.type(screen.getByLabelText('Medical Education'), 'education@');
    await user.click(screen.getByRole('button', { name: SETTINGS_TEXTS.save }));

    await waitFor(() => expect(email).toHaveAccessibleDescription('Please enter a valid email address.'));
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Medical Education')).toHaveAccessibleDescription(
      'Please enter a valid email address.',
    );
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(email);
    await user.type(email, 'hello@amanah-health.example');
    await user.clear(screen.getByLabelText('Medical Education'));
    await user.type(screen.getByLabelText('Medical Education'), 'Education@Amanah-Health.example');
    await user.click(screen.getByRole('button', { name: SETTINGS_TEXTS.save }));

    await waitFor(() => expect(showToast).toHaveBeenCalledWith(SETTINGS_TEXTS.saved));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      contact: { email: 'hello@amanah-health.example' },
      about: { mission: null },
      departmentEmails: { medicalEducation: 'education@amanah-health.example', generalInquiry: null },
    });
  });
});
