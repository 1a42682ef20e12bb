import { RESEND_CODE_COOLDOWN_MS } from '@authority/shared/constants';
import { useCallback, useEffect, useState } from 'react';
import type { FormKind } from './form-kind';

const SECOND_MS = 1_000;
const KEY_PREFIX = 'resend-code:';

/**
 * Where the deadline of a code sent from this form of this event is kept. Per form, not per
 * address (SPEC §4): editing the e-mail does not give the button back before its 120 s.
 */
export function cooldownKey(kind: FormKind, eventId: string): string {
  return `${KEY_PREFIX}${kind}:${eventId.trim()}`;
}

// localStorage, so the countdown survives a reload (and another tab agrees with it, as the
// server's own 120 s refusal does). Storage can be unavailable (privacy modes): then it lives
// only in memory.
const memory = new Map<string, number>();

function readDeadline(key: string): number {
  try {
    const stored = Number(window.localStorage.getItem(key));
    return Number.isFinite(stored) && stored > 0 ? stored : 0;
  } catch {
    // No storage: memory.
    return memory.get(key) ?? 0;
  }
}

function writeDeadline(key: string, deadline: number): void {
  memory.set(key, deadline);
  try {
    window.localStorage.setItem(key, String(deadline));
  } catch {
    // Memory only.
  }
}

function forget(key: string): void {
  memory.delete(key);
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored.
  }
}

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / SECOND_MS));

/**
 * SPEC §4: after a code is sent, 'Resend {n}s' counts down 120 s. The deadline is stored under
 * `key`, so a re-render, a remount or a reload picks the countdown up where it was.
 */
export function useResendCooldown(key: string): {
  secondsLeft: number;
  /** Starts the countdown: 120 s, or what the server said is left of its own. */
  start: (durationMs?: number) => void;
} {
  const [deadline, setDeadline] = useState(() => readDeadline(key));
  const [shownKey, setShownKey] = useState(key);
  // Re-renders once a second while counting, so `secondsLeft` below is read afresh.
  const [, setTick] = useState(0);

  let current = deadline;
  if (shownKey !== key) {
    // Another form or event: show its own countdown, if any (React's 'adjust state while
    // rendering' pattern, so no stale frame shows the previous one's count).
    current = readDeadline(key);
    setShownKey(key);
    setDeadline(current);
  }
  const secondsLeft = secondsUntil(current);

  useEffect(() => {
    if (deadline === 0) return;
    const left = deadline - Date.now();
    if (left <= 0) {
      forget(key);
      setDeadline(0);
      return;
    }
    // Wake at the next whole second of the countdown.
    const timer = setTimeout(() => setTick((tick) => tick + 1), left % SECOND_MS || SECOND_MS);
    return () => clearTimeout(timer);
  });

  const start = useCallback(
    (durationMs: number = RESEND_CODE_COOLDOWN_MS) => {
      const next = Date.now() + durationMs;
      writeDeadline(key, next);
      setDeadline(next);
    },
    [key],
  );

  return { secondsLeft, start };
}
