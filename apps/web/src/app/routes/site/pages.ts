/**
 * Each public page's component, by its key in the page table (`@authority/shared/public-pages`):
 * the router makes a route of every entry from it, so a page of the table without a component here
 * does not compile. A page with a chunk of its own is imported here by its module's name, the name
 * Vite gives its chunk and the table's `chunk.module` (`pages.test.ts` and the build hold them to
 * each other); the landing page is part of the entry.
 */
import type { ChunkedPage, EntryPage } from '@authority/shared/public-pages';
import type { ComponentType } from 'react';
import { LandingPage } from './landing-page';

export const ENTRY_PAGES: { readonly [K in EntryPage]: ComponentType } = {
  landing: LandingPage,
};

export const CHUNKED_PAGES: { readonly [K in ChunkedPage]: () => Promise<ComponentType> } = {
  showNews: () => import('./show-news-page').then((m) => m.ShowNewsPage),
  allNews: () => import('./all-news-page').then((m) => m.AllNewsPage),
  userEvents: () => import('./user-events-page').then((m) => m.UserEventsPage),
  eventDetails: () => import('./event-details-page').then((m) => m.EventDetailsPage),
  eventRegistration: () => import('./event-registration-page').then((m) => m.EventRegistrationPage),
  eventSponsor: () => import('./event-sponsor-page').then((m) => m.EventSponsorPage),
  thankYou: () => import('./thank-you-page').then((m) => m.ThankYouPage),
  privacy: () => import('./privacy-page').then((m) => m.PrivacyPage),
  preview: () => import('./preview-page').then((m) => m.PreviewPage),
  search: () => import('./search-page').then((m) => m.SearchPage),
  booking: () => import('./booking-page').then((m) => m.BookingPage),
  verify: () => import('./verify-page').then((m) => m.VerifyPage),
};
