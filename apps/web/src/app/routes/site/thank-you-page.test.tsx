import { THANK_YOU_REDIRECT_MS } from '@authority/shared/constants';
import { THANK_YOU_TEXTS } from '@authority/shared/page-texts';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-route';
import { renderWithRouter } from '../../../test/render-with-router';
import { ThankYouPage } from './thank-you-page';

const confetti = vi.hoisted(() => vi.fn());
const create = vi.hoisted(() => vi.fn(() => confetti));
vi.mock('canvas-confetti', () => ({ default: { create } }));

describe('/thank-you', () => {
  beforeEach(() => {
    confetti.mockClear();
    create.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('counts 10 seconds down, visibly, then goes to the home page', () => {
    vi.useFakeTimers();
    const { router } = renderWithRouter(<ThankYouPage />, '/thank-you');
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(THANK_YOU_TEXTS.countdown(10));

    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer')).toHaveTextContent(THANK_YOU_TEXTS.countdown(9));
    for (let second = 0; second < 8; second++) act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer')).toHaveTextContent('You will return to the home page in 1 second.');
    expect(router.state.location.pathname).toBe('/thank-you');

    act(() => vi.advanceTimersByTime(1_000));
    expect(router.state.location.pathname).toBe('/');
    expect(THANK_YOU_REDIRECT_MS).toBe(10_000);
  });

  it('throws confetti, unless the visitor asked for reduced motion', async () => {
    renderRoute('/thank-you');
    await screen.findByRole('heading', { level: 1, name: 'Thank you' });
    await vi.waitFor(() => expect(confetti).toHaveBeenCalledTimes(1));
    // Without a worker: its blob: URL is refused by the CSP.
    expect(create).toHaveBeenCalledWith(undefined, expect.objectContaining({ useWorker: false }));
  });

  it('throws no confetti under reduced motion', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query.includes('reduce') });
    try {
      renderRoute('/thank-you');
      await screen.findByRole('heading', { level: 1, name: 'Thank you' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(confetti).not.toHaveBeenCalled();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it("says what was booked, from the history entry's state (nothing in the address)", () => {
    const booking = {
      kind: 'registration',
      eventName: 'Cardiology Update 2026',
      date: '2026-12-03T00:00:00Z',
      email: 'layla@example.test',
    };
    const router = createMemoryRouter([{ path: '*', element: <ThankYouPage /> }], {
      initialEntries: [{ pathname: '/thank-you', state: { booking } }],
    });
    render(<RouterProvider router={router} />);
    const summary = screen.getByRole('region', { name: THANK_YOU_TEXTS.summaryHeading });
    expect(summary).toHaveTextContent(THANK_YOU_TEXTS.stand);
    expect(summary).toHaveTextContent('Cardiology Update 2026');
    expect(summary).toHaveTextContent('3 December 2026');
    expect(summary).toHaveTextContent('layla@example.test');
    expect(router.state.location.pathname + router.state.location.search).toBe('/thank-you');
  });

  it('says a full event keeps the visitor on its waiting list, and at which place', () => {
    const booking = {
      kind: 'registration',
      eventName: 'Stroke Summit',
      date: '2026-12-03',
      email: 'omar@example.test',
      waitingPosition: 3,
    };
    const router = createMemoryRouter([{ path: '*', element: <ThankYouPage /> }], {
      initialEntries: [{ pathname: '/thank-you', state: { booking } }],
    });
    render(<RouterProvider router={router} />);
    const summary = screen.getByRole('region', { name: THANK_YOU_TEXTS.summaryHeading });
    expect(summary).toHaveTextContent(THANK_YOU_TEXTS.waiting(3));
    expect(summary).toHaveTextContent(THANK_YOU_TEXTS.waitingSentTo('\u2068omar@example.test\u2069'));
    expect(summary).not.toHaveTextContent('We have sent a confirmation');
  });

  it('shows no summary without one (a reload elsewhere, a shared link)', () => {
    renderWithRouter(<ThankYouPage />, '/thank-you');
    expect(screen.queryByRole('region', { name: THANK_YOU_TEXTS.summaryHeading })).not.toBeInTheDocument();
  });

  it("stops the countdown with 'Stay on this page' (WCAG 2.2.1)", () => {
    vi.useFakeTimers();
    const { router } = renderWithRouter(<ThankYouPage />, '/thank-you');
    act(() => vi.advanceTimersByTime(3_000));
    act(() => screen.getByRole('button', { name: THANK_YOU_TEXTS.stay }).click());
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(THANK_YOU_TEXTS.stayed);
    act(() => vi.advanceTimersByTime(60_000));
    expect(router.state.location.pathname).toBe('/thank-you');
    expect(screen.getByRole('link', { name: THANK_YOU_TEXTS.goHome })).toBeInTheDocument();
  });
});
