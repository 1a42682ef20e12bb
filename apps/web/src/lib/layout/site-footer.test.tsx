import { CONTACT_FORM_TEXTS } from '@authority/shared/contact-form-texts';
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
});
