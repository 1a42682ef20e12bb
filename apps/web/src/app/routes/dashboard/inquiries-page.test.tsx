import type { InquiryDetail, InquiryRow } from '@authority/shared/inquiries';
import { INBOX_TEXTS_BY_LOCALE } from '@authority/shared/inquiry-inbox-texts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs } from '../../../test/staff-test-kit';

vi.mock('../../../lib/ui/alerts', () => ({
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
  confirmDanger: vi.fn(async () => false),
}));

const t = INBOX_TEXTS_BY_LOCALE.en;

const inquiry = (id: number, overrides: Partial<InquiryRow> = {}): InquiryRow => ({
  id,
  name: 'Huda Karim',
  email: 'huda@example.test',
  subject: 'Visiting hours',
  department: 'Medical Education',
  message: 'When can I visit the maternity ward?',
  locale: 'ar',
  submittedAt: '2026-02-03T10:00:00.000Z',
  handledAt: null,
  handledBy: null,
  status: 'new',
  statusChangedAt: null,
  assigneeId: null,
  assigneeName: null,
  waitedMinutes: 3 * 24 * 60 + 5,
  ...overrides,
});
const people = [{ id: 4, name: 'Karim Aziz', email: 'karim@a.test' }];

describe('/dashboard/inquiries', () => {
  it('lists the inbox longest waiting first, with how long each waited, and filters on the server', async () => {
    signInAs('Admin');
    const api = mockApi({
      'GET /inquiries': () => json(200, { items: [inquiry(7)], total: 1, page: 1, pageSize: 25 }),
      'GET /inquiries/assignees': () => json(200, people),
    });
    renderApp('/dashboard/inquiries');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: t.caption });
    expect(within(table).getByRole('rowheader')).toHaveTextContent('Visiting hours');
    expect(within(table).getByText('3 days')).toBeInTheDocument();
    expect(within(table).getByText(t.statuses.new)).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/inquiries')?.query.get('order')).toBe('waiting');

    await user.selectOptions(screen.getByLabelText(t.department), t.departments['Medical Education']);
    await user.selectOptions(screen.getByLabelText(t.status), t.statuses['in-progress']);
    await user.selectOptions(screen.getByLabelText(t.assignee), t.mine);
    await waitFor(() => {
      const last = api.calls.filter((call) => call.path === '/inquiries').at(-1);
      expect(last?.query.get('department')).toBe('Medical Education');
      expect(last?.query.get('status')).toBe('in-progress');
      expect(last?.query.get('assignee')).toBe('mine');
    });
    await user.selectOptions(screen.getByLabelText(t.assignee), 'Karim Aziz');
    await waitFor(() =>
      expect(
        api.calls
          .filter((call) => call.path === '/inquiries')
          .at(-1)
          ?.query.get('assignee'),
      ).toBe('4'),
    );
  });

  it('opens an inquiry with its thread: assign to me, add a note, reply (answered unless chosen)', async () => {
    signInAs('Admin');
    let detail: InquiryDetail = { inquiry: inquiry(7), entries: [] };
    const api = mockApi({
      'GET /inquiries/7': () => json(200, detail),
      'GET /inquiries/assignees': () => json(200, people),
      'PUT /inquiries/7/assignee': () => {
        detail = {
          ...detail,
          inquiry: { ...detail.inquiry, assigneeId: 4, assigneeName: 'Karim Aziz', status: 'in-progress' },
        };
        return json(200, detail);
      },
      'POST /inquiries/7/notes': (call) => {
        const { body } = call.body as { body: string };
        detail = {
          ...detail,
          entries: [
            ...detail.entries,
            {
              id: 1,
              kind: 'note',
              body,
              authorName: 'Karim Aziz',
              createdAt: '2026-02-04T08:00:00Z',
              mailStatus: null,
            },
          ],
        };
        return json(201, detail);
      },
      'POST /inquiries/7/replies': (call) => {
        const { body, status } = call.body as { body: string; status: 'answered' };
        detail = {
          inquiry: { ...detail.inquiry, status },
          entries: [
            ...detail.entries,
            {
              id: 2,
              kind: 'reply',
              body,
              authorName: 'Karim Aziz',
              createdAt: '2026-02-04T09:00:00Z',
              mailStatus: 'pending',
            },
          ],
        };
        return json(201, detail);
      },
    });
    renderApp('/dashboard/inquiries?id=7');
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: t.inquiryTitle('Visiting hours') }),
    ).toBeVisible();
    expect(screen.getByText('When can I visit the maternity ward?')).toBeInTheDocument();
    expect(screen.getByText(t.waitedFor('3 days'))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: t.assignToMe }));
    expect(await screen.findByText(t.assigned('Karim Aziz'))).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/inquiries/7/assignee')?.body).toEqual({ assignee: 'me' });

    // Nothing written: said beside the field, nothing sent.
    await user.click(screen.getByRole('button', { name: t.addNote }));
    expect(await screen.findByText(t.bodyRequired)).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/inquiries/7/notes')).toBe(false);
    await user.type(screen.getByLabelText(t.note), 'Called her back.');
    await user.click(screen.getByRole('button', { name: t.addNote }));
    expect(await screen.findByText('Called her back.')).toBeInTheDocument();
    expect(screen.getByText(t.wroteBy('note', 'Karim Aziz'))).toBeInTheDocument();

    await user.type(screen.getByLabelText(t.replyLabel), 'Visiting is from 4 to 8 pm.');
    await user.click(screen.getByRole('button', { name: t.sendReply }));
    expect(await screen.findByText(t.replySent)).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/inquiries/7/replies')?.body).toEqual({
      body: 'Visiting is from 4 to 8 pm.',
      status: 'answered',
    });
    expect(screen.getByText(t.wroteBy('reply', 'Karim Aziz'))).toBeInTheDocument();
    expect(screen.getAllByText(t.statuses.answered).length).toBeGreaterThan(0);
  });

  it('shows the empty state', async () => {
    signInAs('Admin');
    mockApi({
      'GET /inquiries': () => json(200, { items: [], total: 0, page: 1, pageSize: 25 }),
      'GET /inquiries/assignees': () => json(200, []),
    });
    renderApp('/dashboard/inquiries');
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
  });
});
