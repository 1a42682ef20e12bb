import { COUNTER_ANIMATION_STEPS, COUNTER_VISIBILITY_THRESHOLD } from '@authority/shared/constants';
import { formatAchievementCount, formatAchievementNumber } from '@authority/shared/format-number';
import type { AnalysisView } from '@authority/shared/normalize-content';
import { useEffect, useRef, useState } from 'react';
import { useReducedMotion } from '../../lib/a11y/use-reduced-motion';
import type { Resource } from '../../lib/http/use-resource';
import { fallbackProps } from '../../lib/i18n/in-language';
import { useDigits, useTexts } from '../../lib/i18n/texts';
import { DotsLoader } from '../../lib/ui/dots-loader';
import { imageSources } from '../../lib/ui/image-sources';

/** Time between two counter steps: about 200 steps (SPEC §9) take 2 s. */
export const COUNTER_STEP_MS = 10;

/** True once `ref` has been at least 30 % visible; it is then no longer observed (SPEC §4). */
function useSeenOnce(ref: React.RefObject<HTMLElement | null>): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.intersectionRatio >= COUNTER_VISIBILITY_THRESHOLD)) return;
        observer.unobserve(element);
        observer.disconnect();
        setSeen(true);
      },
      { threshold: COUNTER_VISIBILITY_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}

/** The counters' step, 0 … COUNTER_ANIMATION_STEPS, running once `running` turns true. */
function useCounterStep(running: boolean): number {
  const reducedMotion = useReducedMotion();
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (!running || step >= COUNTER_ANIMATION_STEPS) return;
    if (reducedMotion) {
      setStep(COUNTER_ANIMATION_STEPS);
      return;
    }
    const timer = window.setTimeout(() => setStep(step + 1), COUNTER_STEP_MS);
    return () => window.clearTimeout(timer);
  }, [running, step, reducedMotion]);
  return step;
}

function countAt(target: number, step: number): number {
  const value = (target * step) / COUNTER_ANIMATION_STEPS;
  return Number.isInteger(target) ? Math.round(value) : value;
}

/**
 * The achievements (SPEC §2, §4): in priority order, each with its icon, count and label. The
 * counts run up from 0 in about 200 steps once the section is 30 % visible. Screen readers get
 * the final number at once.
 */
export function AchievementCounters({ resource }: { resource: Resource<AnalysisView[]> }) {
  const texts = useTexts();
  const digits = useDigits();
  const container = useRef<HTMLDivElement>(null);
  const seen = useSeenOnce(container);
  const items = resource.data ?? [];
  const step = useCounterStep(seen && items.length > 0);

  return (
    <div ref={container}>
      {resource.status === 'loading' ? (
        <DotsLoader label={texts.achievements.loading} />
      ) : items.length === 0 ? (
        <p className="text-ink-muted">{texts.achievements.empty}</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li
              key={item.key}
              // index.css (decision 028).
              className="counter-card"
            >
              {item.imageUrl ? (
                <img
                  {...imageSources(item.imageUrl, '4rem')}
                  alt={item.imageAlt ?? ''}
                  width={64}
                  height={64}
                  loading="lazy"
                  className="size-16"
                />
              ) : null}
              <p className="counter-value">
                <span aria-hidden="true">
                  {digits(
                    formatAchievementCount(countAt(item.number, step), item.number, texts.numberSuffixes),
                  )}
                </span>
                <span className="sr-only">
                  {digits(formatAchievementNumber(item.number, texts.numberSuffixes))}
                </span>
              </p>
              <p className="mt-2 text-lg" {...fallbackProps(item, 'title')}>
                {item.title}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
