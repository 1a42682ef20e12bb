/**
 * The lighter Lucide icon (lib/ui/lucide-icon.ts): the markup carries the viewBox and
 * classes only, Lucide's presentation being one CSS rule, and Lucide's props still apply.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Icon from './lucide-icon';

const node: [string, Record<string, string>][] = [
  ['path', { d: 'M15 3h6v6', key: 'a' }],
  ['path', { d: 'M10 14 21 3', key: 'b' }],
];

describe('the lighter Lucide icon', () => {
  it('writes none of the presentation attributes Lucide repeats on every icon', () => {
    const html = renderToStaticMarkup(
      <Icon iconNode={node} className="lucide-external-link size-4 size-4" />,
    );
    expect(html).toBe(
      '<svg viewBox="0 0 24 24" class="lucide lucide-external-link size-4" aria-hidden="true"><path d="M15 3h6v6"></path><path d="M10 14 21 3"></path></svg>',
    );
  });

  it('keeps an icon with its own label visible to assistive technology', () => {
    const html = renderToStaticMarkup(<Icon iconNode={node} aria-label="Opens in a new tab" role="img" />);
    expect(html).not.toContain('aria-hidden');
    expect(html).toContain('aria-label="Opens in a new tab"');
  });

  it('puts a given size, colour and stroke width in the style, where they win over the CSS rule', () => {
    const html = renderToStaticMarkup(
      <Icon iconNode={node} size={16} color="red" strokeWidth={1.5} style={{ opacity: 0.5 }} />,
    );
    expect(html).toContain('style="width:16px;height:16px;stroke:red;stroke-width:1.5;opacity:0.5"');
    const absolute = renderToStaticMarkup(
      <Icon iconNode={node} size={12} strokeWidth={2} absoluteStrokeWidth />,
    );
    expect(absolute).toContain('stroke-width:4');
  });
});
