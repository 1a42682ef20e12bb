import { ABOUT_TEXTS } from '@authority/shared/about-texts';
import {
  ABOUT_CAROUSEL_INTERVAL_MS,
  IMAGE_STRIP_GAP_PX,
  IMAGE_STRIP_INTERVAL_MS,
  LONG_DESCRIPTION_THRESHOLD,
} from '@authority/shared/constants';
import { ABOUT_SECTION_TEXTS, CAROUSEL_TEXTS } from '@authority/shared/public-texts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commentView, LONG_TEXT, resource } from '../../test/content-factories';
import { setScrollGeometry } from '../../test/observers';
import { AboutContent } from './about-content';
import { AboutTabs } from './about-tabs';
import { CommentsCarousel, excerpt } from './comments-carousel';
import { ImageStrip } from './image-strip';

describe('CommentsCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a loader while loading and a quiet line when there are none', () => {
    const { rerender } = render(<CommentsCarousel resource={resource.loading()} />);
    expect(screen.getByRole('status')).toHaveTextContent(ABOUT_SECTION_TEXTS.loading);
    rerender(<CommentsCarousel resource={resource.loaded([])} />);
    expect(screen.getByText(ABOUT_SECTION_TEXTS.noComments)).toBeInTheDocument();
    rerender(<CommentsCarousel resource={resource.failed()} />);
    expect(screen.getByText(ABOUT_SECTION_TEXTS.noComments)).toBeInTheDocument();
  });

  it('shows the image, the description (HTML) and the name of a comment', () => {
    const { container } = render(
      <CommentsCarousel
        resource={resource.loaded([
          commentView({
            descriptionHtml: '<p>Kind <strong>staff</strong></p>',
            descriptionText: 'Kind staff',
          }),
        ])}
      />,
    );
    expect(screen.getByText('staff').tagName).toBe('STRONG');
    expect(screen.getByText('Person 1')).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', '/uploads/avatar-1.webp');
    expect(screen.queryByRole('button', { name: ABOUT_SECTION_TEXTS.readMore })).not.toBeInTheDocument();
  });

  it("gives a text above 220 characters 'Read More' and 'Hidden'", () => {
    render(<CommentsCarousel resource={resource.loaded([commentView({ descriptionText: LONG_TEXT })])} />);
    const readMore = screen.getByRole('button', { name: ABOUT_SECTION_TEXTS.readMore });
    expect(readMore).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(excerpt(LONG_TEXT))).toBeInTheDocument();
    expect(screen.queryByText(LONG_TEXT)).not.toBeInTheDocument();

    fireEvent.click(readMore);
    expect(screen.getByText(LONG_TEXT)).toBeInTheDocument();
    const hidden = screen.getByRole('button', { name: ABOUT_SECTION_TEXTS.hidden });
    expect(hidden).toHaveAttribute('aria-expanded', 'true');

    fireEvent.click(hidden);
    expect(screen.queryByText(LONG_TEXT)).not.toBeInTheDocument();
  });

  it('gives no button to a text of exactly 220 characters', () => {
    const text = 'x'.repeat(LONG_DESCRIPTION_THRESHOLD);
    render(<CommentsCarousel resource={resource.loaded([commentView({ descriptionText: text })])} />);
    expect(screen.queryByRole('button', { name: ABOUT_SECTION_TEXTS.readMore })).not.toBeInTheDocument();
  });

  it('cuts the collapsed text at 220 characters', () => {
    expect(excerpt(LONG_TEXT).length).toBeLessThanOrEqual(LONG_DESCRIPTION_THRESHOLD + 1);
    expect(excerpt(LONG_TEXT).endsWith('…')).toBe(true);
  });

  it('moves on every 5 s, and pauses while hovered and with its pause button', () => {
    render(
      <CommentsCarousel
        resource={resource.loaded([commentView({ id: 1 }), commentView({ id: 2 }), commentView({ id: 3 })])}
      />,
    );
    expect(screen.getByText('Person 1')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(ABOUT_CAROUSEL_INTERVAL_MS));
    expect(screen.getByText('Person 2')).toBeInTheDocument();

    const carousel = screen.getByRole('region', { name: ABOUT_SECTION_TEXTS.commentsLabel });
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(3 * ABOUT_CAROUSEL_INTERVAL_MS));
    expect(screen.getByText('Person 2')).toBeInTheDocument();
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(ABOUT_CAROUSEL_INTERVAL_MS));
    expect(screen.getByText('Person 3')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: CAROUSEL_TEXTS.pause }));
    act(() => vi.advanceTimersByTime(3 * ABOUT_CAROUSEL_INTERVAL_MS));
    expect(screen.getByText('Person 3')).toBeInTheDocument();
  });

  it('stays on a comment while its long text is expanded', () => {
    render(
      <CommentsCarousel
        resource={resource.loaded([
          commentView({ id: 1, descriptionText: LONG_TEXT }),
          commentView({ id: 2 }),
        ])}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: ABOUT_SECTION_TEXTS.readMore }));
    act(() => vi.advanceTimersByTime(3 * ABOUT_CAROUSEL_INTERVAL_MS));
    expect(screen.getByText('Person 1')).toBeInTheDocument();
  });
});

describe('ImageStrip', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('describes every picture and keeps a 16 px gap', () => {
    render(<ImageStrip />);
    for (const alt of ABOUT_TEXTS.imageStrip)
      expect(screen.getByRole('img', { name: alt })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: ABOUT_TEXTS.imageStripLabel })).toHaveStyle({
      gap: `${IMAGE_STRIP_GAP_PX}px`,
    });
  });

  it('scrolls on by one picture and the gap every 3 s, back to the start at the end', () => {
    render(<ImageStrip />);
    const strip = screen.getByRole('list', { name: ABOUT_TEXTS.imageStripLabel });
    const first = strip.firstElementChild as HTMLElement;
    Object.defineProperty(first, 'offsetWidth', { configurable: true, value: 320 });
    setScrollGeometry(strip, { scrollWidth: 2000, clientWidth: 600 });
    const scrollTo = vi.spyOn(strip, 'scrollTo');

    act(() => vi.advanceTimersByTime(IMAGE_STRIP_INTERVAL_MS - 1));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 320 + IMAGE_STRIP_GAP_PX, behavior: 'smooth' });

    strip.scrollLeft = 1400;
    act(() => vi.advanceTimersByTime(IMAGE_STRIP_INTERVAL_MS));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });

    fireEvent.click(screen.getByRole('button', { name: CAROUSEL_TEXTS.pause }));
    act(() => vi.advanceTimersByTime(3 * IMAGE_STRIP_INTERVAL_MS));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});

describe('AboutTabs', () => {
  it('shows Our Mission first, and does not change tab on hover, only when chosen', () => {
    render(<AboutTabs />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Our Mission',
      'Our Vision',
      'Our Values',
      'Strategic Objectives',
    ]);
    expect(screen.getByRole('tab', { name: 'Our Mission' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent(ABOUT_TEXTS.tabs.mission.summary);

    fireEvent.mouseEnter(screen.getByRole('tab', { name: 'Strategic Objectives' }));
    expect(screen.getByRole('tab', { name: 'Our Mission' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent(ABOUT_TEXTS.tabs.mission.summary);
    fireEvent.click(screen.getByRole('tab', { name: 'Strategic Objectives' }));
    expect(screen.getByRole('tab', { name: 'Strategic Objectives' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent(ABOUT_TEXTS.tabs.history.summary);
  });

  it('hides the intro text while the pointer is over the tab area', () => {
    render(<AboutTabs />);
    const intro = screen.getByText(ABOUT_TEXTS.tabsIntro);
    expect(intro).toBeVisible();
    fireEvent.mouseEnter(screen.getByTestId('about-tab-area'));
    expect(intro).not.toBeVisible();
    fireEvent.mouseLeave(screen.getByTestId('about-tab-area'));
    expect(intro).toBeVisible();
  });

  it('works with the keyboard: arrows, Home and End', () => {
    render(<AboutTabs />);
    const mission = screen.getByRole('tab', { name: 'Our Mission' });
    mission.focus();
    fireEvent.keyDown(mission, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Our Vision' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Our Vision' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Strategic Objectives' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(mission).toHaveFocus();
    fireEvent.keyDown(mission, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Strategic Objectives' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Home' });
    expect(mission).toHaveFocus();
    expect(mission).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Our Vision' })).toHaveAttribute('tabindex', '-1');
  });
});

describe('AboutContent', () => {
  it('shows the welcome text with more than 25 years of service', () => {
    render(<AboutContent comments={resource.loaded([commentView()])} />);
    expect(screen.getByRole('heading', { name: ABOUT_TEXTS.welcomeHeading })).toBeInTheDocument();
    expect(screen.getByText(/more than 25 years/)).toBeInTheDocument();
  });
});
