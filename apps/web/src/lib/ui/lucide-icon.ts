/**
 * lucide-react's `Icon` (the component every Lucide icon renders through), lighter:
 * Lucide writes the same nine presentation attributes on each `<svg>` (`xmlns`, a 24 px size, no
 * fill, the stroke, its width, caps and joins), ~165 bytes a time, 41 times in the landing page's
 * HTML. Here each icon carries its `viewBox` and classes only; the rest is one CSS rule for
 * `.lucide` (styles/index.css, in the base layer, so a `size-4` or `stroke-*` class still wins).
 * The build puts this file where lucide-react's own `Icon.js` is imported (vite.config.ts,
 * `lighterIcons`), for the browser and the server renderer alike.
 *
 * Lucide's props are kept: `size`, `color` and `strokeWidth` (and `absoluteStrokeWidth`), when
 * given, go into the icon's inline style, which wins over the CSS rule as Lucide's attributes
 * would not.
 */
import { type CSSProperties, createElement, forwardRef, type ReactNode, type SVGProps } from 'react';

type IconNode = [tag: string, attributes: Record<string, string>][];

interface IconProps extends SVGProps<SVGSVGElement> {
  iconNode: IconNode;
  size?: number | string;
  strokeWidth?: number | string;
  absoluteStrokeWidth?: boolean;
  children?: ReactNode;
}

/** As lucide-react's: an icon with its own label or role is not hidden from assistive technology. */
const labelled = (props: object) =>
  Object.keys(props).some((name) => name.startsWith('aria-') || name === 'role' || name === 'title');

const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon(
  { color, size, strokeWidth, absoluteStrokeWidth, className, style, children, iconNode, ...rest },
  ref,
) {
  const own: CSSProperties = {};
  if (size !== undefined) {
    own.width = size;
    own.height = size;
  }
  if (color !== undefined) own.stroke = color;
  if (strokeWidth !== undefined) {
    own.strokeWidth = absoluteStrokeWidth ? (Number(strokeWidth) * 24) / Number(size ?? 24) : strokeWidth;
  }
  const classes = ['lucide', ...(className ?? '').split(' ')].filter(
    (name, index, all) => name !== '' && all.indexOf(name) === index,
  );
  return createElement(
    'svg',
    {
      ref,
      viewBox: '0 0 24 24',
      className: classes.join(' '),
      ...(Object.keys(own).length > 0 || style ? { style: { ...own, ...style } } : {}),
      ...(!children && !labelled(rest) ? { 'aria-hidden': 'true' } : {}),
      ...rest,
    },
    ...iconNode.map(([tag, attributes]) => createElement(tag, attributes)),
    ...(Array.isArray(children) ? children : [children]),
  );
});

export default Icon;
