import { CONTACT_FORM_TEXTS } from '@authority/shared/contact-form-texts';
import { LAYOUT_TEXTS } from '@authority/shared/public-texts';
import { SITE } from '@authority/shared/site';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { siteFooterWith } from '../../lib/layout/site-footer';
import { ContactForm } from './components/contact-form';

describe('the contact form in the site footer', () => {
  it('makes the emergency number one to call beside its submit too, and links the privacy notice', async () => {
    const SiteFooter = siteFooterWith(async () => ContactForm);
    render(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
    );
    await screen.findByRole('form', { name: CONTACT_FORM_TEXTS.heading });
    expect(screen.getByText(LAYOUT_TEXTS.notForEmergencies, { exact: false })).toBeInTheDocument();
    // The footer's contact details and the form's note.
    const calls = screen.getAllByRole('link', { name: SITE.contact.emergencyPhone });
    expect(calls).toHaveLength(2);
    for (const call of calls) expect(call).toHaveAttribute('href', `tel:${SITE.contact.emergencyPhone}`);
    const notices = screen.getAllByRole('link', { name: LAYOUT_TEXTS.privacyNotice });
    expect(notices).toHaveLength(2);
    for (const notice of notices) expect(notice).toHaveAttribute('href', '/privacy');
  });
});
