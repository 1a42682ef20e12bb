import { PAGE_FEEDBACK_TEXTS } from '@authority/shared/page-feedback';
import { INSTITUTIONS_TEXTS } from '@authority/shared/public-texts';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LONG_TEXT, organizationView, resource } from '../../test/content-factories';
import { InstitutionsAccordion } from './institutions-accordion';

const three = [
  organizationView({ key: '1' }),
  organizationView({ key: '2' }),
  organizationView({ key: '3' }),
];

describe('InstitutionsAccordion', () => {
  it('shows a loader while loading, and a quiet line when empty or failed', () => {
    const { rerender } = render(<InstitutionsAccordion resource={resource.loading()} />);
    expect(screen.getByRole('status')).toHaveTextContent(INSTITUTIONS_TEXTS.loading);
    rerender(<InstitutionsAccordion resource={resource.loaded([])} />);
    expect(screen.getByText(INSTITUTIONS_TEXTS.empty)).toBeInTheDocument();
    rerender(<InstitutionsAccordion resource={resource.failed()} />);
    expect(screen.getByText(INSTITUTIONS_TEXTS.empty)).toBeInTheDocument();
  });

  it('opens the first institution by default, with its description (HTML) and image', () => {
    render(
      <InstitutionsAccordion
        resource={resource.loaded([
          organizationView({ key: '1', descriptionHtml: '<p>A <strong>teaching</strong> hospital</p>' }),
          organizationView({ key: '2' }),
        ])}
      />,
    );
    const first = screen.getByRole('button', { name: 'Institution 1' });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Institution 2' })).toHaveAttribute('aria-expanded', 'false');
    const panel = screen.getByRole('region', { name: 'Institution 1' });
    expect(panel).toBeVisible();
    expect(screen.getByText('teaching').tagName).toBe('STRONG');
    expect(screen.getByRole('img', { name: 'Institution 1' })).toHaveAttribute(
      'src',
      '/uploads/institution-1.webp',
    );
    expect(screen.queryByRole('region', { name: 'Institution 2' })).not.toBeInTheDocument();
    // The open institution asks whether it was useful, for its own id.
    expect(panel).toContainElement(screen.getByRole('group', { name: PAGE_FEEDBACK_TEXTS.en.question }));
  });

  it('keeps one open at a time, and closes the open one when chosen again', () => {
    render(<InstitutionsAccordion resource={resource.loaded(three)} />);
    // The accordion's own buttons; an open panel also holds 'Was this page useful?'.
    const triggers = () =>
      screen.getAllByRole('button').filter((button) => button.hasAttribute('aria-expanded'));
    fireEvent.click(screen.getByRole('button', { name: 'Institution 3' }));
    expect(triggers().map((button) => button.getAttribute('aria-expanded'))).toEqual([
      'false',
      'false',
      'true',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Institution 3' }));
    expect(triggers().every((button) => button.getAttribute('aria-expanded') === 'false')).toBe(true);
  });

  it('shows a long description whole', () => {
    render(
      <InstitutionsAccordion
        resource={resource.loaded([
          organizationView({ descriptionHtml: `<p>${LONG_TEXT}</p>`, imageUrl: null }),
        ])}
      />,
    );
    expect(screen.getByText(LONG_TEXT)).toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
