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

  it('makes the emergency number one to call, beside the contact form’s submit too, and links the privacy notice', async () => {
    renderFooter();
    await screen.findByRole('form', { name: CONTACT_FORM_TEXTS.heading });
    expect(screen.getByText(SITE.contact.emergency)).toBeInTheDocument();
    expect(screen.getByText(LAYOUT_TEXTS.notForEmergencies, { exact: false })).toBeInTheDocument();
    // The footer's contact details and the form's note.
    const calls = screen.getAllByRole('link', { name: SITE.contact.emergencyPhone });
    expect(calls).toHaveLength(2);
    for (const call of calls) expect(call).toHaveAttribute('href', `tel:${SITE.contact.emergencyPhone}`);
    const notices = screen.getAllByRole('link', { name: LAYOUT_TEXTS.privacyNotice });
    expect(notices).toHaveLength(2);
    for (const notice of notices) expect(notice).toHaveAttribute('href', '/privacy');
  });

  it("gives 'Back to top' a target of at least 44 × 44 px (WCAG 2.5.8 and docs/BRAND.md)", () => {
    renderFooter();
    const link = screen.getByRole('link', { name: PUBLIC_EN.layout.backToTop });
    expect(link).toHaveAttribute('href', '#top');
    // 2.75rem = 44 px: Tailwind's min-h-11 and min-w-11.
    expect(link).toHaveClass('min-h-11', 'min-w-11');
  });
});
