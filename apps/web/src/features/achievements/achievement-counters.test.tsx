import { COUNTER_ANIMATION_STEPS, COUNTER_VISIBILITY_THRESHOLD } from '@authority/shared/constants';
import { ACHIEVEMENTS_TEXTS } from '@authority/shared/public-texts';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analysisView, LONG_TEXT, resource } from '../../test/content-factories';
import { intersect, intersectionObservers } from '../../test/observers';
import { AchievementCounters, COUNTER_STEP_MS } from './achievement-counters';

const items = [
  analysisView({ key: '1', title: 'Patients treated', number: 3_400_000 }),
  analysisView({ key: '2', title: 'Hospital beds', number: 1_250 }),
  analysisView({ key: '3', title: 'Patient satisfaction rate', number: 97 }),
];

/** The numbers as drawn (the animated ones, hidden from screen readers). */
const drawn = (container: HTMLElement) =>
  [...container.querySelectorAll('[aria-hidden="true"]')].map((element) => element.textContent);

describe('AchievementCounters', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the dots loader while loading', () => {
    render(<AchievementCounters resource={resource.loading()} />);
    expect(screen.getByRole('status')).toHaveTextContent(ACHIEVEMENTS_TEXTS.loading);
  });

  it('shows a quiet line when there are none, or the read failed', () => {
    const { rerender } = render(<AchievementCounters resource={resource.loaded([])} />);
    expect(screen.getByText(ACHIEVEMENTS_TEXTS.empty)).toBeInTheDocument();
    rerender(<AchievementCounters resource={resource.failed()} />);
    expect(screen.getByText(ACHIEVEMENTS_TEXTS.empty)).toBeInTheDocument();
  });

  it('lists the achievements in the order given, each with its icon, label and final number', () => {
    const { container } = render(
      <AchievementCounters
        resource={resource.loaded(
          items.map((item, i) => (i === 0 ? { ...item, imageUrl: '/uploads/heart.webp' } : item)),
        )}
      />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.lastElementChild?.textContent)).toEqual([
      'Patients treated',
      'Hospital beds',
      'Patient satisfaction rate',
    ]);
    expect(container.querySelector('img')).toHaveAttribute('src', '/uploads/heart.webp');
    // Screen readers get the final numbers at once, in SPEC §9's format.
    expect(screen.getByText('3.4M')).toHaveClass('sr-only');
    expect(screen.getByText('1250+')).toHaveClass('sr-only');
    expect(screen.getByText('97%')).toHaveClass('sr-only');
    expect(drawn(container)).toEqual(['0.0M', '0+', '0%']);
  });

  it('counts up from 0 in 200 steps once 30 % visible, then stops observing', () => {
    const { container } = render(<AchievementCounters resource={resource.loaded(items)} />);
    const [observer] = intersectionObservers();
    expect(observer?.thresholds).toEqual([COUNTER_VISIBILITY_THRESHOLD]);
    const target = container.firstElementChild as Element;

    intersect(target, 0.1);
    act(() => vi.advanceTimersByTime(COUNTER_STEP_MS * 10));
    expect(drawn(container)).toEqual(['0.0M', '0+', '0%']);

    intersect(target, COUNTER_VISIBILITY_THRESHOLD);
    expect(observer?.targets.size).toBe(0);
    for (let step = 0; step < COUNTER_ANIMATION_STEPS / 2; step++)
      act(() => vi.advanceTimersByTime(COUNTER_STEP_MS));
    expect(drawn(container)).toEqual(['1.7M', '625+', '49%']);
    for (let step = 0; step < COUNTER_ANIMATION_STEPS / 2; step++)
      act(() => vi.advanceTimersByTime(COUNTER_STEP_MS));
    expect(drawn(container)).toEqual(['3.4M', '1250+', '97%']);

    act(() => vi.advanceTimersByTime(COUNTER_STEP_MS * 50));
    expect(drawn(container)).toEqual(['3.4M', '1250+', '97%']);
  });

  it('keeps a long label whole', () => {
    render(<AchievementCounters resource={resource.loaded([analysisView({ title: LONG_TEXT })])} />);
    expect(screen.getByText(LONG_TEXT)).toBeInTheDocument();
  });
});
