import { INQUIRY_TEXTS } from '@authority/shared/back-office-texts';
import type { InquiryRow } from '@authority/shared/inquiries';
import { screen, waitFor, within } from '@testing-library/react';
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

const inquiry = (id: number, overrides: Partial<InquiryRow> = {}): InquiryRow => ({
  id,
  name: 'Huda Karim',
  email: 'huda@example.test',
  subject: 'Visiting hours',
  department: 'General Inquiry',
  message: 'When can I visit the maternity ward?',
  locale: 'en',
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
