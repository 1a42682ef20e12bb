import { type FocusEvent, useRef, useState } from 'react';

/** A focus this soon after a press inside the carousel came from the pointer, not the keyboard. */
const POINTER_FOCUS_MS = 1_000;

/**
 * Whether keyboard focus is inside a self-moving carousel, which then holds still (WCAG 2.2.2), so
 * that the focus never sits on a slide that is moving away. The pointer does not pause it (SPEC §9
 * 'no pause on hover'; a click focuses a control too), nor does focus on its own pause button,
 * which must still work. Spread `focusHandlers` on the carousel's container.
 */
export function useFocusPause() {
  const [focusPaused, setFocusPaused] = useState(false);
  const pressedAt = useRef(Number.NEGATIVE_INFINITY);
  return {
    focusPaused,
    focusHandlers: {
      onPointerDown: (event: { timeStamp: number }) => {
        pressedAt.current = event.timeStamp;
      },
      onFocus: (event: FocusEvent<HTMLElement>) =>
        setFocusPaused(
          event.timeStamp - pressedAt.current > POINTER_FOCUS_MS &&
            !event.target.closest('[data-rotation-toggle]'),
        ),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusPaused(false);
      },
    },
  };
}
