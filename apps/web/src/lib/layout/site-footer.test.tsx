import { CONTACT_FORM_TEXTS } from '@authority/shared/contact-form-texts';
import { PUBLIC_EN } from '@authority/shared/i18n/public-en';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from './site-footer';

describe('the site footer', () => {
  it('holds the place while the contact form loads, then shows it', async () => {
    render(<SiteFooter />);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: CONTACT_FORM_TEXTS.heading })).toBeInTheDocument();
    expect(screen.queryByText(CONTACT_FORM_TEXTS.loading)).not.toBeInTheDocument();
  });

  it("gives 'Back to top' a target of at least 44 × 44 px (WCAG 2.5.8 and BRAND.md)", () => {
    render(<SiteFooter />);
    const link = screen.getByRole('link', { name: PUBLIC_EN.layout.backToTop });
    expect(link).toHaveAttribute('href', '#top');
    // 2.75rem = 44 px: Tailwind's min-h-11 and min-w-11.
    expect(link).toHaveClass('min-h-11', 'min-w-11');
  });
});
