import { HOME_CAROUSEL_INTERVAL_MS } from '@authority/shared/constants';
import { CAROUSEL_TEXTS, HOME_TEXTS } from '@authority/shared/public-texts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LONG_TEXT, newsView } from '../../test/content-factories';
import { renderWithRouter } from '../../test/render-with-router';
import { HomeBanner } from './home-banner';

const currentSlide = () =>
  screen.getAllByRole('group', { hidden: true }).find((slide) => !slide.hasAttribute('aria-hidden'));

describe('HomeBanner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the Arabic loading text, in Arabic and right to left, while there are no banner items', () => {
    renderWithRouter(<HomeBanner id="home" items={[]} />);
    const loading = screen.getByText(HOME_TEXTS.arabicLoading);
    expect(loading).toHaveAttribute('lang', 'ar');
    expect(loading).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: HOME_TEXTS.goToNews })).not.toBeInTheDocument();
  });

  it('shows each slide with its name, description and a link to the news item', () => {
    renderWithRouter(<HomeBanner id="home" items={[newsView({ id: 4 }), newsView({ id: 9 })]} />);
    const slide = currentSlide();
    if (!slide) throw new Error('no current slide');
    expect(within(slide).getByRole('heading', { name: 'News item 4' })).toBeInTheDocument();
    expect(within(slide).getByText('Description of news item 4.')).toBeInTheDocument();
    expect(within(slide).getByRole('link', { name: HOME_TEXTS.goToNews })).toHaveAttribute(
      'href',
      '/showNews/4',
    );
    expect(screen.queryByText(HOME_TEXTS.arabicLoading)).not.toBeInTheDocument();
  });

  it("puts only the first slide's picture in the server's page, and every slide's once the app runs", () => {
    const items = [1, 2, 3].map((id) => newsView({ id, imageUrl: `/uploads/${id}.webp` }));
    const router = createMemoryRouter([{ path: '*', element: <HomeBanner id="home" items={items} /> }]);
    const served = renderToString(<RouterProvider router={router} />);
    expect(served.match(/<img /g)).toHaveLength(1);
    expect(served).toContain('src="/uploads/1.webp"');

    const { container } = renderWithRouter(<HomeBanner id="home" items={items} />);
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/uploads/1.webp',
      '/uploads/2.webp',
      '/uploads/3.webp',
    ]);
  });

  it('clamps a long description', () => {
    renderWithRouter(<HomeBanner id="home" items={[newsView({ description: LONG_TEXT })]} />);
    expect(screen.getByText(LONG_TEXT)).toHaveClass('line-clamp-3');
  });

  it('moves on every 5 s and keeps moving while hovered (SPEC §9)', () => {
    renderWithRouter(
      <HomeBanner id="home" items={[newsView({ id: 1 }), newsView({ id: 2 }), newsView({ id: 3 })]} />,
    );
    expect(currentSlide()).toHaveAccessibleName(CAROUSEL_TEXTS.slideLabel(1, 3));

    fireEvent.mouseEnter(screen.getByRole('region', { name: HOME_TEXTS.carouselLabel }));
    act(() => vi.advanceTimersByTime(HOME_CAROUSEL_INTERVAL_MS - 1));
    expect(currentSlide()).toHaveAccessibleName(CAROUSEL_TEXTS.slideLabel(1, 3));
    act(() => vi.advanceTimersByTime(1));
    expect(currentSlide()).toHaveAccessibleName(CAROUSEL_TEXTS.slideLabel(2, 3));
    act(() => vi.advanceTimersByTime(HOME_CAROUSEL_INTERVAL_MS));
    expect(currentSlide()).toHaveAccessibleName(CAROUSEL_TEXTS.slideLabel(3, 3));
    act(() => vi.advanceTimersByTime(HOME_CAROUSEL_INTERVAL_MS));
    expect(currentSlide()).toHaveAccessibleName(CAROUSEL_TEXTS.slideLabel(1, 3));
  });

  it('holds still while keyboard focus is inside, and moves on once it leaves', () => {
    /** The Tab key moving the focus to `element` (what makes it :focus-visible). */
    const tabTo = (element: HTMLElement) =>
      act(() => {
        fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab' });
        element.focus();
        fireEvent.keyUp(element, { key: 'Tab' });
      });
    const button = (name: string) => screen.getByRole('button', { name });
    renderWithRouter(
      <>
        <HomeBanner id="home" items={[newsView({ id: 1 }), newsView({ id: 2 })]} />
        <button type="button">after</button>
      </>,
    );
    const link = within(currentSlide() as HTMLElement).getByRole('link', { name: HOME_TEXTS.goToNews });
    tabTo(link);
    act(() => vi.advanceTimersByTime(3 * HOME_CAROUSEL_INTERVAL_MS));
    // The focused link's slide is still the one shown: the focus is not left on a hidden slide.
    expect(currentSlide()).toHaveAccessibleName(CAROUSEL_TEXTS.slideLabel(1, 2));
    expect(link).toHaveFocus();
    expect(link.closest('[inert]')).toBeNull();

    // The pause button itself does not hold it: it must still start and stop it.
    tabTo(button(CAROUSEL_TEXTS.pause));
    act(() => vi.advanceTimersByTime(HOME_CAROUSEL_INTERVAL_MS));
    expect(currentSlide()).toHaveAccessibleName(CAROUSEL_TEXTS.slideLabel(2, 2));

    // On a slide button it holds again; out of the carousel it moves on.
    tabTo(button(CAROUSEL_TEXTS.showSlide(1, 2)));
    act(() => vi.advanceTimersByTime(HOME_CAROUSEL_INTERVAL_MS));
    expect(currentSlide()).toHaveAccessibleName(CAROUSEL_TEXTS.slideLabel(2, 2));
    tabTo(button('after'));
    act(() => vi.advanceTimersByTime(HOME_CAROUSEL_INTERVAL_MS));
    expect(currentSlide()).toHaveAccessibleName(CAROUSEL_TEXTS.slideLabel(1, 2));
  });

  it('keeps moving when a click puts the focus in it (no pause for the pointer, SPEC §9)', () => {
    renderWithRouter(<HomeBanner id="home" items={[newsView({ id: 1 }), newsView({ id: 2 })]} />);
    const dot = screen.getByRole('button', { name: CAROUSEL_TEXTS.showSlide(1, 2) });
    act(() => {
      fireEvent.pointerDown(dot);
      dot.focus();
    });
    act(() => vi.advanceTimersByTime(HOME_CAROUSEL_INTERVAL_MS));
    expect(currentSlide()).toHaveAccessibleName(CAROUSEL_TEXTS.slideLabel(2, 2));
  });

  it('stops with its pause button and goes to a chosen slide', () => {
    renderWithRouter(
      <HomeBanner id="home" items={[newsView({ id: 1 }), newsView({ id: 2 }), newsView({ id: 3 })]} />,
    );
    fireEvent.click(screen.getByRole('button', { name: CAROUSEL_TEXTS.pause }));
    act(() => vi.advanceTimersByTime(3 * HOME_CAROUSEL_INTERVAL_MS));
    expect(currentSlide()).toHaveAccessibleName(CAROUSEL_TEXTS.slideLabel(1, 3));

    fireEvent.click(screen.getByRole('button', { name: CAROUSEL_TEXTS.showSlide(3, 3) }));
    expect(currentSlide()).toHaveAccessibleName(CAROUSEL_TEXTS.slideLabel(3, 3));
    expect(screen.getByRole('button', { name: CAROUSEL_TEXTS.showSlide(3, 3) })).toHaveAttribute(
      'aria-current',
      'true',
    );

    fireEvent.click(screen.getByRole('button', { name: CAROUSEL_TEXTS.play }));
    act(() => vi.advanceTimersByTime(HOME_CAROUSEL_INTERVAL_MS));
    expect(currentSlide()).toHaveAccessibleName(CAROUSEL_TEXTS.slideLabel(1, 3));
  });

  it('keeps the slides that are not shown out of reach', () => {
    renderWithRouter(<HomeBanner id="home" items={[newsView({ id: 1 }), newsView({ id: 2 })]} />);
    expect(screen.getAllByRole('link', { name: HOME_TEXTS.goToNews })).toHaveLength(1);
  });
});
