import { waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

/**
 * SPEC §8: the landing page only logs (console.warn) that its events could not be read. A test
 * that opens the landing page without answering `/Events/all` catches that warning here, so it
 * neither clutters the output nor lands in another test, and `logged()` waits until it was written.
 */
export function catchEventsWarning() {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  return {
    warn,
    logged: () =>
      waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringMatching(/events/i), expect.anything())),
  };
}
