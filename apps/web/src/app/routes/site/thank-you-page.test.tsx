import { THANK_YOU_REDIRECT_MS } from '@authority/shared/constants';
import { THANK_YOU_TEXTS } from '@authority/shared/page-texts';
import { act, screen } from '@testing-library/react';
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
});
