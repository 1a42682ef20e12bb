import { ATTENTION_TEXTS } from '@authority/shared/editor-texts';
import { MAIL_STATUS_TEXTS } from '@authority/shared/mail-texts';
import type { StaffSummary } from '@authority/shared/staff-summary';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../test/mock-api';
import { renderApp, signInAs } from '../../../test/staff-test-kit';

const SUMMARY: StaffSummary = {
  newInquiries: 4,
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
