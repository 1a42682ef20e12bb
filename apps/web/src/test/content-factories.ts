import type {
  AnalysisView,
  CommentView,
  EventView,
  NewsView,
  OrganizationView,
  PartnerView,
} from '@authority/shared/normalize-content';
import { vi } from 'vitest';
import type { ResourceWithReload } from '../lib/http/use-resource';

/** A read in each of its states, as a section receives it. */
export const resource = {
  // `never`: a read with no data fits a section of any data type.
  loading: (): ResourceWithReload<never> => ({ status: 'loading', data: undefined, reload: vi.fn() }),
  loaded: <T>(data: T): ResourceWithReload<T> => ({ status: 'success', data, reload: vi.fn() }),
  failed: (): ResourceWithReload<never> => ({
    status: 'error',
    data: undefined,
    error: new Error('down'),
    reload: vi.fn(),
  }),
};

/** A text longer than SPEC §9's 220 characters. */
export const LONG_TEXT = `${'Patients and families tell us what matters to them, and we listen carefully. '.repeat(5)}End.`;

export function newsView(overrides: Partial<NewsView> = {}): NewsView {
  const id = overrides.id ?? 1;
  return {
    id,
    name: `News item ${id}`,
    description: `Description of news item ${id}.`,
    imageUrl: `/uploads/news-${id}.webp`,
    imageAlt: null,
    link: null,
    date: { day: 4, month: 'Mar', year: 2026, iso: '2026-03-04T09:00:00.000Z' },
    isFuture: false,
    isBanner: true,
    isNews: true,
    review: null,
    ...overrides,
  };
}

export function eventView(overrides: Partial<EventView> = {}): EventView {
  const id = overrides.id ?? 1;
  return {
    id,
    eventName: `Event ${id}`,
    formLink: null,
    isActive: true,
    date: { day: 14, month: 'Mar', year: 2026, iso: '2026-03-14T00:00:00.000Z' },
    location: 'Main Hall',
    time: '09:00 – 12:00',
    description: `Description of event ${id}.`,
    hasDescription: true,
    imageUrl: `/uploads/event-${id}.webp`,
    imageAlt: null,
    hasOwnImage: true,
    ...overrides,
  };
}

export function organizationView(overrides: Partial<OrganizationView> = {}): OrganizationView {
  const key = overrides.key ?? '1';
  return {
    key,
    name: `Institution ${key}`,
    descriptionHtml: `<p>About institution ${key}.</p>`,
    imageUrl: `/uploads/institution-${key}.webp`,
    imageAlt: null,
    review: null,
    ...overrides,
  };
}

export function analysisView(overrides: Partial<AnalysisView> = {}): AnalysisView {
  const key = overrides.key ?? '1';
  return {
    key,
    title: `Achievement ${key}`,
    number: 97,
    imageUrl: null,
    imageAlt: null,
    priority: 1,
    ...overrides,
  };
}

export function commentView(overrides: Partial<CommentView> = {}): CommentView {
  const id = overrides.id ?? 1;
  const text = overrides.descriptionText ?? `Comment ${id} says thank you.`;
  return {
    id,
    name: `Person ${id}`,
    descriptionHtml: `<p>${text}</p>`,
    descriptionText: text,
    imageUrl: `/uploads/avatar-${id}.webp`,
    imageAlt: null,
    ...overrides,
  };
}

export function partnerView(overrides: Partial<PartnerView> = {}): PartnerView {
  const id = overrides.id ?? 1;
  return {
    id,
    name: `Partner ${id}`,
    description: `What partner ${id} does with us.`,
    link: `https://partner-${id}.example`,
    imageUrl: `/uploads/partner-${id}.webp`,
    imageAlt: null,
    hasOwnImage: true,
    ...overrides,
  };
}
