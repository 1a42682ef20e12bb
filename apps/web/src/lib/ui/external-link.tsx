import type { ComponentPropsWithoutRef } from 'react';
import { cx } from '../cx';
import { useTexts } from '../i18n/texts';

type ExternalLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'target' | 'rel'> & { href: string };

/**
 * A link to another website, opened in a new tab, which is said both visually and to screen readers.
 * The icon that says it is drawn by `.external-link` (styles/index.css), not written into the page:
 * the landing page has fifteen such links.
 */
export function ExternalLink({ children, className, ...props }: ExternalLinkProps) {
  const texts = useTexts();
  return (
    <a {...props} target="_blank" rel="noopener noreferrer" className={cx('external-link', className)}>
      {children}
      <span className="sr-only"> {texts.layout.opensInNewTab}</span>
    </a>
  );
}
