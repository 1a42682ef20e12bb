import { EVENT_CAPACITY_TEXTS as C } from '@authority/shared/event-capacity';
import type { SubmissionRow } from '@authority/shared/submissions';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmDanger } from '../../../lib/ui/alerts';
import { json, mockApi } from '../../../test/mock-api';
import { signInAs } from '../../../test/staff-test-kit';
import type { SubmissionAccess } from '../api/submissions-api';
import { SubmissionsView } from './submissions-view';

vi.mock('../../../lib/ui/alerts', () => ({
  confirmDanger: vi.fn(async () => true),
  showAlert: vi.fn(async () => {}),
  showToast: vi.fn(async () => {}),
}));

const EVENT = { id: 4, eventName: 'Stroke Summit', date: '2026-12-01', isActive: true };
const person = (id: number, fullName: string, status: string, position?: number): SubmissionRow => ({
  id,
  fullName,
  email: `${id}@example.org`,
  status,
  ...(position ? { position } : {}),
  createdAt: '2026-11-01T08:00:00.000Z',
  locale: 'en',
});

function serve(rows: SubmissionRow[], places: object) {
  return mockApi({
    'GET /events/4/registrations': () =>
      json(200, { event: EVENT, items: rows, total: rows.length, page: 1, pageSize: 25 }),
    'GET /events/4/sponsors': () => json(200, { event: EVENT, items: [], total: 0, page: 1, pageSize: 25 }),
    'GET /events/4/places': () => json(200, places),
  });
}

function show(access: SubmissionAccess) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SubmissionsView eventId="4" access={access} onSessionEnded={() => {}} />
    </QueryClientProvider>,
  );
}

const EMPTY = { capacity: null, booked: 0, waiting: 0, cancelled: 0 };

beforeEach(() => vi.mocked(confirmDanger).mockClear());

describe('an event that fills up', () => {
  it('shows booked / capacity / waiting and each row’s status', async () => {
    signInAs('Admin');
    serve(
      [
        person(1, 'Ali Hasan', 'booked'),
        person(2, 'Sara Jaber', 'waiting', 1),
        person(3, 'Huda Karim', 'cancelled'),
      ],
      { registrations: { capacity: 1, booked: 1, waiting: 1, cancelled: 1 }, sponsors: EMPTY },
    );
    show({ kind: 'staff' });
    const table = await screen.findByRole('table', { name: 'Registrations' });
    const row = (name: string) =>
      within(table)
        .getAllByRole('row')
        .find((candidate) => within(candidate).queryByRole('rowheader', { name }));
    expect(row('Ali Hasan')).toHaveTextContent(C.booked);
    expect(row('Sara Jaber')).toHaveTextContent('Waiting #1');
    expect(row('Huda Karim')).toHaveTextContent(C.cancelled);
    expect(await screen.findByText('1 booked of 1 · 1 waiting · 1 cancelled')).toBeInTheDocument();
  });

  it('lets staff cancel a registration after a confirmation that says what follows', async () => {
    signInAs('Admin');
    const rows = [person(1, 'Ali Hasan', 'booked'), person(2, 'Sara Jaber', 'waiting', 1)];
    const cancel = vi.fn(() => json(200, { message: C.cancelDone, movedUp: 1 }));
    mockApi({
      'GET /events/4/registrations': () =>
        json(200, { event: EVENT, items: rows, total: rows.length, page: 1, pageSize: 25 }),
      'GET /events/4/sponsors': () => json(200, { event: EVENT, items: [], total: 0, page: 1, pageSize: 25 }),
      'GET /events/4/places': () =>
        json(200, { registrations: { capacity: 1, booked: 1, waiting: 1, cancelled: 0 }, sponsors: EMPTY }),
      'POST /events/4/registrations/1/cancel': cancel,
    });
    show({ kind: 'staff' });
    const user = userEvent.setup();
    // The table's (the cards, for a phone, have the same menu).
    const table = await screen.findByRole('table', { name: 'Registrations' });
    await user.click(within(table).getByRole('button', { name: C.actionsFor('Ali Hasan') }));
    await user.click(await screen.findByRole('menuitem', { name: C.cancel }));
    expect(confirmDanger).toHaveBeenCalledWith(
      C.confirmCancelTitle,
      C.confirmCancelAction,
      C.keep,
      C.confirmCancel('Ali Hasan'),
    );
    await vi.waitFor(() => expect(cancel).toHaveBeenCalledTimes(1));
  });

  it('shows a share link’s holder the statuses but no actions', async () => {
    serve([person(1, 'Ali Hasan', 'booked')], { registrations: { ...EMPTY, booked: 1 }, sponsors: EMPTY });
    show({ kind: 'key', key: 'k'.repeat(32) });
    const table = await screen.findByRole('table', { name: 'Registrations' });
    expect(within(table).getByText(C.booked)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: C.actionsFor('Ali Hasan') })).not.toBeInTheDocument();
    expect(await screen.findByText('1 booked (no limit) · 0 waiting')).toBeInTheDocument();
  });
});
