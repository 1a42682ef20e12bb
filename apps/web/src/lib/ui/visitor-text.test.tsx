import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VisitorText } from './visitor-text';

describe('VisitorText', () => {
  it('shows a visitor’s free text isolated, each direction control marked for staff', () => {
    const { container } = render(<VisitorText text={'Ali\u202Efdp.exe and \u2066x\u2069'} />);
    const bdi = container.querySelector('bdi');
    expect(bdi).not.toBeNull();
    expect(bdi?.textContent).toBe('Ali⟨U+202E⟩fdp.exe and ⟨U+2066⟩x⟨U+2069⟩');
    expect(container.textContent).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });
});
