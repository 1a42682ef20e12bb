// Arabic pages that write Eastern digits (site setting `arabicDigits`) read their catalogues
// through `withEasternDigits`: every text converted, each only when it is read.
import { describe, expect, it } from 'vitest';
import { withEasternDigits } from './texts';

describe('withEasternDigits', () => {
  it('writes Eastern digits in texts, in what functions make, in lists and in groups', () => {
    const catalogue = {
      title: 'Step 1 of 3',
      remaining: (count: number) => `${count} places left`,
      steps: ['1. Your details', '2. Your code'],
      group: { deadline: 'Closes on 12/4' },
      count: 7,
    };
    const eastern = withEasternDigits(catalogue);
    expect(eastern.title).toBe('Step ١ of ٣');
    expect(eastern.remaining(25)).toBe('٢٥ places left');
    expect(eastern.steps).toEqual(['١. Your details', '٢. Your code']);
    expect(eastern.group.deadline).toBe('Closes on ١٢/٤');
    expect(eastern.count).toBe(7);
    // The same view each time, and the same converted group.
    expect(withEasternDigits(catalogue)).toBe(eastern);
    expect(eastern.group).toBe(eastern.group);
  });

  it('converts a text the first time it is read, not the whole catalogue at once', () => {
    const read: string[] = [];
    const catalogue = {
      get shown() {
        read.push('shown');
        return 'Page 2';
      },
      get other() {
        read.push('other');
        return 'Page 3';
      },
    };
    const eastern = withEasternDigits(catalogue);
    expect(read).toEqual([]);
    expect(eastern.shown).toBe('Page ٢');
    expect(eastern.shown).toBe('Page ٢');
    expect(read).toEqual(['shown']);
  });
});
