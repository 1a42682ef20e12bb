import { REVIEW_TEXTS_BY_LOCALE } from '@authority/shared/content-review';
import { ATTENTION_TEXTS } from '@authority/shared/editor-texts';
import { MAIL_STATUS_TEXTS } from '@authority/shared/mail-texts';
import type { StaffSummary } from '@authority/shared/staff-summary';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs } from '../../../test/staff-test-kit';

const REVIEW = REVIEW_TEXTS_BY_LOCALE.en;

const SUMMARY: StaffSummary = {
  newInquiries: 4,
  newInquiriesByDepartment: {
    'General Inquiry': 1,
    'Appointment Scheduling': 0,
    'Medical Education': 3,
    'Job Opportunities': 0,
  },
  registrationsSinceLastVisit: 7,
  lastVisitAt: '2026-05-01T08:00:00.000Z',
  untranslated: {
    total: 3,
    byType: { branches: 0, comments: 1, events: 0, news: 2, institutions: 0, partners: 0, achievements: 0 },
  },
  unpublished: {
    total: 5,
    byType: { branches: 0, comments: 0, events: 1, news: 0, institutions: 0, partners: 4, achievements: 0 },
  },
  outbox: 2,
  reviews: { pending: 1, due: 0, overdue: 0 },
};

const WAITING = {
  id: 12,
  type: 'news',
  itemId: 40,
  title: 'Flu vaccination clinics',
  kind: 'draft',
  status: 'pending',
  note: 'Dates checked.',
  comment: '',
  requestedBy: 'editor@amanah-health.example',
  requestedAt: '2026-12-01T09:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
};

describe('/dashboard home', () => {
  it('says what needs attention, each with a way to it ', async () => {
    signInAs('Admin');
    mockApi({ 'GET /staff-summary': () => json(200, SUMMARY) });
    renderApp('/dashboard');
    const section = await screen.findByRole('region', { name: ATTENTION_TEXTS.heading });
    expect(await within(section).findByText(ATTENTION_TEXTS.newInquiries('4'))).toBeInTheDocument();
    expect(within(section).getByText(ATTENTION_TEXTS.registrationsSince('7'))).toBeInTheDocument();
    expect(within(section).getByText(ATTENTION_TEXTS.untranslated('3'))).toBeInTheDocument();
    expect(within(section).getByText(ATTENTION_TEXTS.outbox('2'))).toBeInTheDocument();
    // Drafts and scheduled items, by screen.
    const unpublished = within(section).getByText(ATTENTION_TEXTS.unpublished('5')).closest('li');
    if (!unpublished) throw new Error('no drafts item');
    expect(within(unpublished).getByRole('link', { name: 'Partners: 4' })).toHaveAttribute(
      'href',
      '/dashboard/partner',
    );
    expect(within(unpublished).getByRole('link', { name: 'Events: 1' })).toHaveAttribute(
      'href',
      '/dashboard/event',
    );
    expect(
      within(section).getByRole('link', { name: `Open: ${ATTENTION_TEXTS.newInquiries('4')}` }),
    ).toHaveAttribute('href', '/dashboard/inquiries');
    expect(within(section).getByRole('link', { name: 'News: 2' })).toHaveAttribute('href', '/dashboard/news');
    // 'Comments' are named for what the site shows them as.
    expect(within(section).getByRole('link', { name: 'Testimonials: 1' })).toHaveAttribute(
      'href',
      '/dashboard/comment',
    );
    const sidebar = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(sidebar).getByRole('link', { name: 'Testimonials' })).toHaveAttribute(
      'href',
      '/dashboard/comment',
    );
  });

  it('lists what waits for review, each opening its review, and new inquiries by department', async () => {
    signInAs('Admin');
    mockApi({
      'GET /staff-summary': () => json(200, SUMMARY),
      'GET /reviews': (call) =>
        json(200, {
          items: call.path.includes('pending') || !call.path.includes('returned') ? [WAITING] : [],
        }),
    });
    renderApp('/dashboard');
    const queue = await screen.findByRole('region', { name: REVIEW.queueTitle });
    const link = await within(queue).findByRole('link', {
      name: REVIEW.openReview('Flu vaccination clinics'),
    });
    expect(link).toHaveAttribute('href', '/dashboard/review?request=12');
    expect(within(queue).getByText('Dates checked.')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: ATTENTION_TEXTS.heading });
    const departments = await within(section).findByRole('list', { name: REVIEW.byDepartment });
    expect(
      within(departments)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['General Inquiry: 1', 'Medical Education: 3']);
  });

  it("shows an Editor content only: no people's counts, no inquiries, no check-in", async () => {
    signInAs('Editor');
    mockApi({
      'GET /staff-summary': () =>
        json(200, {
          ...SUMMARY,
          newInquiries: null,
          newInquiriesByDepartment: null,
          registrationsSinceLastVisit: null,
          outbox: null,
        }),
      'GET /reviews': () => json(200, { items: [] }),
    });
    renderApp('/dashboard');
    const section = await screen.findByRole('region', { name: ATTENTION_TEXTS.heading });
    expect(await within(section).findByText(REVIEW.homePending('1'))).toBeInTheDocument();
    expect(within(section).queryByText(ATTENTION_TEXTS.newInquiries('4'))).not.toBeInTheDocument();
    expect(within(section).queryByText(ATTENTION_TEXTS.outbox('2'))).not.toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(sidebar).getByRole('link', { name: 'News' })).toBeInTheDocument();
    expect(within(sidebar).queryByRole('link', { name: /Inquiries/ })).not.toBeInTheDocument();
    expect(within(sidebar).queryByRole('link', { name: /Check/ })).not.toBeInTheDocument();
    expect(within(sidebar).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
  });

  it('warns a SuperAdmin when mail is kept instead of sent, with how much waits', async () => {
    signInAs('SuperAdmin');
    mockApi({
      'GET /mail-status': () => json(200, { smtpConfigured: false, held: true, waiting: 3 }),
      'GET /staff-summary': () => json(200, SUMMARY),
    });
    renderApp('/dashboard');
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(MAIL_STATUS_TEXTS.heldTitle);
    expect(banner).toHaveTextContent(MAIL_STATUS_TEXTS.held(3));
  });

  it('says nothing when mail goes out', async () => {
    signInAs('SuperAdmin');
    const sent = mockApi({
      'GET /mail-status': () => json(200, { smtpConfigured: true, held: false, waiting: 0 }),
      'GET /staff-summary': () => json(200, SUMMARY),
    });
    renderApp('/dashboard');
    expect(await screen.findByText('Welcome to the dashboard')).toBeInTheDocument();
    await vi.waitFor(() => expect(sent.calls.some((call) => call.path === '/mail-status')).toBe(true));
    expect(screen.queryByText(MAIL_STATUS_TEXTS.heldTitle)).not.toBeInTheDocument();
  });

  it('never asks for an Admin', async () => {
    signInAs('Admin');
    const api = mockApi({});
    renderApp('/dashboard');
    expect(await screen.findByText('Welcome to the dashboard')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/mail-status')).toBe(false);
  });
});
