import { NEWS_ARROW_RECHECK_MS, PARTNERS_SCROLL_OFFSET_PX } from '@authority/shared/constants';
import { PARTNERS_TEXTS } from '@authority/shared/public-texts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LONG_TEXT, partnerView, resource } from '../../test/content-factories';
import { setScrollGeometry } from '../../test/observers';
import { PartnerCarousel } from './partner-carousel';

describe('PartnerCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a loader while loading, and a quiet line when empty or failed', () => {
    const { rerender } = render(<PartnerCarousel resource={resource.loading()} />);
    expect(screen.getByRole('status')).toHaveTextContent(PARTNERS_TEXTS.loading);
    rerender(<PartnerCarousel resource={resource.loaded([])} />);
    expect(screen.getByText(PARTNERS_TEXTS.empty)).toBeInTheDocument();
    rerender(<PartnerCarousel resource={resource.failed()} />);
    expect(screen.getByText(PARTNERS_TEXTS.empty)).toBeInTheDocument();
  });

  it('shows each partner with its logo (or the default one), name, description and website', () => {
    const { container } = render(
      <PartnerCarousel
        resource={resource.loaded([
          partnerView({ id: 1 }),
          partnerView({ id: 2, imageUrl: '/default-logo.svg', hasOwnImage: false, link: null }),
        ])}
      />,
    );
    expect(screen.getByRole('img', { name: PARTNERS_TEXTS.logoAlt('Partner 1') })).toHaveAttribute(
      'src',
      '/uploads/partner-1.webp',
    );
    expect(container.querySelectorAll('img')[1]).toHaveAttribute('src', '/default-logo.svg');
    expect(screen.getByRole('heading', { name: 'Partner 2' })).toBeInTheDocument();
    expect(screen.getByText('What partner 1 does with us.')).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://partner-1.example');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('moves by a card width plus 84 px, with each button disabled at its end', () => {
    render(<PartnerCarousel resource={resource.loaded([1, 2, 3, 4, 5].map((id) => partnerView({ id })))} />);
    const track = screen.getAllByRole('list')[0] as HTMLElement;
    const previous = screen.getByRole('button', { name: PARTNERS_TEXTS.previous });
    const next = screen.getByRole('button', { name: PARTNERS_TEXTS.next });
    expect(previous).toBeDisabled();

    Object.defineProperty(track.firstElementChild, 'offsetWidth', { configurable: true, value: 288 });
    setScrollGeometry(track, { scrollWidth: 1600, clientWidth: 800 });
    fireEvent.scroll(track);
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    const scrollBy = vi.spyOn(track, 'scrollBy');
    fireEvent.click(next);
    expect(scrollBy).toHaveBeenCalledWith({ left: 288 + PARTNERS_SCROLL_OFFSET_PX, behavior: 'smooth' });

    track.scrollLeft = 800;
    act(() => vi.advanceTimersByTime(NEWS_ARROW_RECHECK_MS));
    expect(previous).toBeEnabled();
    expect(next).toBeDisabled();

    fireEvent.click(previous);
    expect(scrollBy).toHaveBeenLastCalledWith({
      left: -(288 + PARTNERS_SCROLL_OFFSET_PX),
      behavior: 'smooth',
    });
  });

  it('keeps a long description whole', () => {
    render(<PartnerCarousel resource={resource.loaded([partnerView({ description: LONG_TEXT })])} />);
    expect(screen.getByText(LONG_TEXT)).toBeInTheDocument();
  });
});
