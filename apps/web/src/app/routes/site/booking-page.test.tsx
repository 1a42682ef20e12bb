import { BOOKING_TEXTS } from '@authority/shared/tickets';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const booking = (status: 'booked' | 'waiting' | 'cancelled') => ({
  kind: 'registration',
  status,
  position: status === 'waiting' ? 2 : null,
  fullName: 'Zainab Al-Amin',
  event: { id: 4, name: 'Stroke Forum', date: '2026-11-22', time: '09:00', location: 'Hall B' },
  ticket: status === 'booked' ? { shortCode: 'ACDE3467', qr: 'data:image/svg+xml;base64,PHN2Zy8+' } : null,
  attendedAt: null,
});

describe('/booking#token=…', () => {
  it('shows the booking and its ticket, sending the token from the fragment in a header', async () => {
    const api = mockApi({ 'GET /booking': booking('booked') });
    renderRoute('/booking#token=secret-token-of-the-link-0123456789');
    expect(await screen.findByTestId('short-code')).toHaveTextContent('ACDE3467');
    expect(screen.getByRole('img', { name: BOOKING_TEXTS.en.qrAlt('ACDE3467') })).toBeInTheDocument();
    expect(screen.getByText('Stroke Forum')).toBeInTheDocument();
    const call = api.callsTo('/booking', 'GET')[0];
    expect(call?.headers.get('X-Booking-Token')).toBe('secret-token-of-the-link-0123456789');
    expect(call?.url).not.toContain('secret-token');
  });

  it('cancels only after the confirmation, and shows the booking cancelled', async () => {
    let cancelled = false;
    const api = mockApi({
      'GET /booking': () => json(200, booking(cancelled ? 'cancelled' : 'booked')),
      'POST /booking/cancel': () => {
        cancelled = true;
        return json(200, { message: BOOKING_TEXTS.en.cancelledDone, movedUp: 1 });
      },
    });
    renderRoute('/booking#token=secret-token-of-the-link-0123456789');
    await userEvent.click(await screen.findByRole('button', { name: BOOKING_TEXTS.en.cancel }));
    expect(api.callsTo('/booking/cancel', 'POST')).toHaveLength(0);
    expect(screen.getByRole('alertdialog')).toHaveTextContent(BOOKING_TEXTS.en.confirmCancel);
    await userEvent.click(screen.getByRole('button', { name: BOOKING_TEXTS.en.confirmYes }));
    expect(await screen.findByText(BOOKING_TEXTS.en.cancelledDone)).toBeInTheDocument();
    expect(await screen.findByText(BOOKING_TEXTS.en.cancelled)).toBeInTheDocument();
    expect(api.callsTo('/booking/cancel', 'POST')).toHaveLength(1);
  });

  it('says plainly when the link expired (410), and when it has no token', async () => {
    mockApi({ 'GET /booking': () => json(410, { message: BOOKING_TEXTS.en.gone }) });
    renderRoute('/booking#token=old-token-of-the-link-0123456789');
    expect(await screen.findByText(BOOKING_TEXTS.en.gone)).toBeInTheDocument();
  });

  it('says the link opens nothing without a token', async () => {
    mockApi({});
    renderRoute('/booking');
    expect(await screen.findByText(BOOKING_TEXTS.en.notFound)).toBeInTheDocument();
  });

  it('shows the waiting list’s position and the way to leave it', async () => {
    mockApi({ 'GET /booking': booking('waiting') });
    renderRoute('/booking#token=secret-token-of-the-link-0123456789');
    expect(await screen.findByText(BOOKING_TEXTS.en.waiting(2))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: BOOKING_TEXTS.en.leave })).toBeInTheDocument();
    expect(screen.queryByTestId('short-code')).toBeNull();
  });
});
