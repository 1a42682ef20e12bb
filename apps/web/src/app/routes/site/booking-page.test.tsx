import { AFTER_EVENT_TEXTS, DEFAULT_QUESTIONS } from '@authority/shared/certificates';
import { BOOKING_TEXTS } from '@authority/shared/tickets';
import { screen, within } from '@testing-library/react';
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

  describe('after the event', () => {
    const t = AFTER_EVENT_TEXTS.en;
    const state = (sent: boolean) => ({
      evaluation: { questions: DEFAULT_QUESTIONS, required: true, sent, closed: false },
      certificateName: 'Zainab Al-Amin',
      nameCorrectable: !sent,
      certificate: sent
        ? { serial: 'AMN-ACDE-FGHJ-KMNP-QRTU', issuedAt: '2026-11-23T09:00:00Z', revokedAt: null }
        : null,
      certificateReady: sent,
    });

    it('asks a checked-in attendee every required answer, then sends the evaluation with the corrected name once', async () => {
      let sent = false;
      const api = mockApi({
        'GET /booking': { ...booking('booked'), attendedAt: '2026-11-22T08:00:00Z' },
        'GET /booking/after-event': () => json(200, { afterEvent: state(sent) }),
        'POST /booking/evaluation': () => {
          sent = true;
          return json(200, { message: t.sent, state: state(true) });
        },
      });
      renderRoute('/booking#token=secret-token-of-the-link-0123456789');
      await userEvent.click(await screen.findByRole('button', { name: t.send }));
      // Three ratings and one text are required: each says so, and nothing is sent.
      expect(screen.getAllByText(t.answerMissing)).toHaveLength(4);
      expect(api.callsTo('/booking/evaluation', 'POST')).toHaveLength(0);
      const groups = screen.getAllByRole('group');
      await userEvent.click(
        within(groups[0] as HTMLElement).getByRole('radio', { name: '5 Strongly agree' }),
      );
      await userEvent.click(within(groups[1] as HTMLElement).getByRole('radio', { name: '4 Very good' }));
      await userEvent.click(within(groups[2] as HTMLElement).getByRole('radio', { name: '3 Neutral' }));
      await userEvent.type(screen.getByLabelText(/What will you change/), 'Earlier echo.');
      // Each answer given took its complaint away.
      expect(screen.queryByText(t.answerMissing)).toBeNull();
      const name = screen.getByLabelText(t.nameLabel);
      await userEvent.clear(name);
      await userEvent.type(name, 'Dr. Zainab Al-Amin');
      await userEvent.click(screen.getByRole('button', { name: t.send }));
      expect(await screen.findByText(t.sent)).toBeInTheDocument();
      expect(api.callsTo('/booking/evaluation', 'POST')[0]?.body).toEqual({
        answers: { relevance: 5, speakers: 4, bias: 3, change: 'Earlier echo.' },
        certificateName: 'Dr. Zainab Al-Amin',
      });
      expect(screen.getByTestId('certificate-serial')).toHaveTextContent('AMN-ACDE-FGHJ-KMNP-QRTU');
      expect(screen.getByRole('button', { name: t.download })).toBeInTheDocument();
      // The booking of an event that has passed can no longer be cancelled.
      expect(screen.queryByRole('button', { name: BOOKING_TEXTS.en.cancel })).toBeNull();
    });

    it('asks nothing of a person not checked in', async () => {
      const api = mockApi({ 'GET /booking': booking('booked') });
      renderRoute('/booking#token=secret-token-of-the-link-0123456789');
      await screen.findByTestId('short-code');
      expect(api.callsTo('/booking/after-event', 'GET')).toHaveLength(0);
      expect(screen.queryByRole('heading', { name: t.evaluationTitle })).toBeNull();
    });
  });
});
