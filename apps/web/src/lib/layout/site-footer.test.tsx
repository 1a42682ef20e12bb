import { CONTACT_FORM_TEXTS } from '@authority/shared/contact-form-texts';
import { PUBLIC_EN } from '@authority/shared/i18n/public-en';
import { LAYOUT_TEXTS } from '@authority/shared/public-texts';
import { SITE } from '@authority/shared/site';
import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type ContactFormLoader, siteFooterWith } from './site-footer';

/** Stands for the contact-form feature's form: lib builds on no feature, the app hands it in. */
function FormStandIn() {
  return <form aria-label="Stand-in form" />;
}

const renderFooter = (loadForm: ContactFormLoader = async () => FormStandIn) => {
  const SiteFooter = siteFooterWith(loadForm);
  return render(
    <MemoryRouter>
      <SiteFooter />
    </MemoryRouter>,
  );
};

describe('the site footer', () => {
  it('holds the place while the form it is given loads, then shows it', async () => {
    let loaded: (form: ComponentType) => void = () => {};
    renderFooter(() => new Promise((resolve) => (loaded = resolve)));
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(await screen.findByText(CONTACT_FORM_TEXTS.loading)).toBeInTheDocument();
    await act(async () => loaded(FormStandIn));
    expect(await screen.findByRole('form', { name: 'Stand-in form' })).toBeInTheDocument();
    expect(screen.queryByText(CONTACT_FORM_TEXTS.loading)).not.toBeInTheDocument();
  });

  it('gives the address to write to when the form’s code cannot load', async () => {
    renderFooter(() => Promise.reject(new Error('offline')));
    expect(await screen.findByText(CONTACT_FORM_TEXTS.unavailable(SITE.contact.email))).toBeInTheDocument();
  });

  it('makes the emergency number one to call, and links the privacy notice', async () => {
    renderFooter();
    await screen.findByRole('form', { name: 'Stand-in form' });
    expect(screen.getByText(SITE.contact.emergency)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SITE.contact.emergencyPhone })).toHaveAttribute(
      'href',
      `tel:${SITE.contact.emergencyPhone}`,
    );
    expect(screen.getByRole('link', { name: LAYOUT_TEXTS.privacyNotice })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it("gives 'Back to top' a target of at least 44 × 44 px (WCAG 2.5.8 and docs/BRAND.md)", () => {
    renderFooter();
    const link = screen.getByRole('link', { name: PUBLIC_EN.layout.backToTop });
    expect(link).toHaveAttribute('href', '#top');
    // 2.75rem = 44 px: Tailwind's min-h-11 and min-w-11.
    expect(link).toHaveClass('min-h-11', 'min-w-11');
  });
});
