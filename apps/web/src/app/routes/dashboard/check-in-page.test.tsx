import { CHECK_IN_TEXTS_BY_LOCALE } from '@authority/shared/tickets';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs } from '../../../test/staff-test-kit';

const t = CHECK_IN_TEXTS_BY_LOCALE.en;
const roster = {
  event: { id: 5, name: 'Door Day', date: '2026-11-22', today: true },
  people: [
    {
      kind: 'registration',
      id: 1,
      name: 'Zainab Al-Amin',
      status: 'booked',
      classification: null,
      ticketHash: 'hash',
      shortCode: 'ACDE3467',
      attendedAt: null,
      attendedBy: null,
    },
  ],
  counts: { booked: 1, checkedIn: 0, arrivals: [] },
};

afterEach(() => window.sessionStorage.clear());

describe('/dashboard/check-in', () => {
  it('lets door staff choose an event, check a short code in, and see the answer in words', async () => {
    signInAs('DoorStaff');
    const api = mockApi({
      'GET /door/events': [{ id: 5, name: 'Door Day', date: '2026-11-22' }],
      'GET /events/5/door': roster,
      'POST /events/5/check-ins': () =>
        json(200, {
          result: 'checked-in',
          name: 'Zainab Al-Amin',
          at: '2026-11-22T08:00:00.000Z',
          by: 'Huda Door',
          kind: 'registration',
          classification: null,
        }),
    });
    renderApp('/dashboard/check-in');
    await userEvent.click(await screen.findByRole('button', { name: /Door Day/ }));
    expect(await screen.findByTestId('door-counts')).toHaveTextContent(t.counts(0, 1));
    await userEvent.type(screen.getByLabelText(t.code), 'acde-3467');
    await userEvent.click(screen.getByRole('button', { name: t.check }));
    expect(await screen.findByText(t.results['checked-in'])).toBeInTheDocument();
    expect(screen.getByText('Zainab Al-Amin')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.undo })).toBeInTheDocument();
    expect(api.callsTo('/events/5/check-ins', 'POST')).toHaveLength(1);
    // What the screen holds for the event is in this tab's session storage, for offline use.
    expect(window.sessionStorage.getItem('door:5:roster')).toContain('ACDE3467');
  });
});
