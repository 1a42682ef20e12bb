import { CONTACT_FORM_TEXTS } from '@authority/shared/contact-form-texts';
import { PUBLIC_EN } from '@authority/shared/i18n/public-en';
import { LAYOUT_TEXTS } from '@authority/shared/public-texts';
import { SITE } from '@authority/shared/site';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from './site-footer';

const renderFooter = () =>
  render(
    <MemoryRouter>
      <SiteFooter />
    </MemoryRouter>,
  );

describe('the site footer', () => {
  it('holds the place while the contact form loads, then shows it', async () => {
    renderFooter();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: CONTACT_FORM_TEXTS.heading })).toBeInTheDocument();
    expect(screen.queryByText(CONTACT_FORM_TEXTS.loading)).not.toBeInTheDocument();
  });

  it('makes the emergency number one to call, and links the privacy notice', async () => {
    renderFooter();
    const call = screen.getByRole('link', { name: SITE.contact.emergencyPhone });
    expect(call).toHaveAttribute('href', `tel:${SITE.contact.emergencyPhone}`);
    expect(screen.getByText(SITE.contact.emergency)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: LAYOUT_TEXTS.privacyNotice })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await screen.findByRole('form', { name: CONTACT_FORM_TEXTS.heading });
  });

  it("gives 'Back to top' a target of at least 44 × 44 px (WCAG 2.5.8 and BRAND.md)", () => {
    renderFooter();
    const link = screen.getByRole('link', { name: PUBLIC_EN.layout.backToTop });
    expect(link).toHaveAttribute('href', '#top');
    // 2.75rem = 44 px: Tailwind's min-h-11 and min-w-11.
    expect(link).toHaveClass('min-h-11', 'min-w-11');
  });
});
