import {
  CONTENT_KEYS,
  CONTENT_TYPES,
  type ContentDashboardChild,
  type ContentKey,
} from '@authority/shared/content-types';
import { DEFAULT_LOCALE, LOCALE_INFO, LOCALES, type Locale, localizePath } from '@authority/shared/locales';
import { PAGE_CHUNKS } from '@authority/shared/page-contract';
import {
  type ChunkedPage,
  PUBLIC_PAGE_KEYS,
  type PublicPage,
  pageSpec,
} from '@authority/shared/public-pages';
import { DASHBOARD_CHILDREN, type DashboardChild, ROUTES } from '@authority/shared/routes';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { LocaleProvider } from '../lib/i18n/locale';
import { loadTexts } from '../lib/i18n/texts';
import { LoadingScreen } from '../lib/ui/loading-screen';
import { RootErrorPage } from './routes/root-error-page';
import { RootLayout } from './routes/root-layout';
import { RouteErrorPage } from './routes/route-error-page';
import { NotFoundPage } from './routes/site/not-found-page';
import { CHUNKED_PAGES, ENTRY_PAGES } from './routes/site/pages';
import { SiteLayout } from './routes/site/site-layout';

type LazyComponent = () => Promise<{ Component: ComponentType }>;

/**
 * A route whose code Vite splits into its own chunk, fetched the first time the route matches.
 * Everything but the landing page and the not-found page loads this way, so `/` downloads no
 * dashboard (or form) code.
 */
function lazyPage<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): LazyComponent {
  return async () => ({ Component: pick(await load()) });
}

/** The SPEC's paths, built from the shared route helpers so links and routes cannot drift. */
const path = {
  viewSubmission: ROUTES.viewSubmission(':id'),
};

/** A page whose texts (`area`) in its language arrive with its code. */
function withTexts(locale: Locale, load: LazyComponent, area: 'forms' | 'pages' = 'forms'): LazyComponent {
  return async () => {
    const [page] = await Promise.all([load(), loadTexts(locale, area)]);
    return page;
  };
}

/** The site's layout in one language: its texts, links and `<html lang dir>` follow `locale`. */
function siteLayoutIn(locale: Locale): ComponentType {
  return function LocalizedSiteLayout() {
    return (
      <LocaleProvider locale={locale}>
        <SiteLayout />
      </LocaleProvider>
    );
  };
}
const siteLayouts = new Map(LOCALES.map((locale) => [locale, siteLayoutIn(locale)]));

/**
 * The public pages in one language (docs/I18N.md): English at SPEC's paths, every other language the
 * same paths under its prefix (`/ar`, `/ar/allNews`…), its texts loaded before it renders.
 */
function siteRoutes(locale: Locale): RouteObject {
  const layout: Pick<RouteObject, 'Component' | 'lazy'> =
    locale === DEFAULT_LOCALE
      ? { Component: siteLayouts.get(locale) }
      : {
          lazy: async () => {
            await loadTexts(locale, 'public');
            return { Component: siteLayouts.get(locale) };
          },
        };
  return {
    ...(LOCALE_INFO[locale].prefix ? { path: LOCALE_INFO[locale].prefix } : {}),
    ...layout,
    children: [
      {
        ErrorBoundary: RouteErrorPage,
        children: [
          ...PUBLIC_PAGE_KEYS.map((key) => pageRoute(key, locale)),
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  };
}

/**
 * A public page's route in one language, from its page table entry: at its path, its component
 * from routes/site/pages.ts, its code and its text area loaded before it renders.
 */
function pageRoute(key: PublicPage, locale: Locale): RouteObject {
  const { path } = pageSpec(key);
  const at: Pick<RouteObject, 'index' | 'path'> =
    path === ROUTES.home ? { index: true } : { path: localizePath(path, locale) };
  if (!isChunkedPage(key)) return { ...at, Component: ENTRY_PAGES[key] };
  const load = CHUNKED_PAGES[key];
  return {
    ...at,
    lazy: withTexts(locale, async () => ({ Component: await load() }), PAGE_CHUNKS[key].texts),
  };
}
const isChunkedPage = (key: PublicPage): key is ChunkedPage => Object.hasOwn(CHUNKED_PAGES, key);

/**
 * One page for every content type, keyed by the content registry; the events screen, which adds
 * each event's submissions and share link, has its own.
 */
const contentPage = (key: ContentKey): LazyComponent =>
  key === 'events'
    ? lazyPage(
        () => import('./routes/dashboard/event-page'),
        (m) => m.EventPage,
      )
    : lazyPage(
        () => import('./routes/dashboard/content-page'),
        (m) => m.contentPageFor(key),
      );

const dashboardPages: Record<DashboardChild, LazyComponent> = {
  ...(Object.fromEntries(
    CONTENT_KEYS.map((key) => [CONTENT_TYPES[key].dashboardChild, contentPage(key)]),
  ) as Record<ContentDashboardChild, LazyComponent>),
  inquiries: lazyPage(
    () => import('./routes/dashboard/inquiries-page'),
    (m) => m.InquiriesPage,
  ),
  feedback: lazyPage(
    () => import('./routes/dashboard/feedback-page'),
    (m) => m.FeedbackPage,
  ),
  // The route object brings its guard loader too (SuperAdmin only, SPEC §6).
  users: () => import('./routes/dashboard/users-page').then((m) => m.usersRoute),
  settings: () => import('./routes/dashboard/settings-page').then((m) => m.settingsRoute),
  'audit-log': () => import('./routes/dashboard/audit-log-page').then((m) => m.auditLogRoute),
  'personal-data': () => import('./routes/dashboard/personal-data-page').then((m) => m.personalDataRoute),
};

/**
 * Every page route of SPEC §2. Paths match case-insensitively (React Router's default), so
 * `/AllNews` reaches `/allNews`. Each layout holds a pathless route with an error boundary, so a
 * failing page keeps its header or sidebar; the root's boundary catches the layouts themselves.
 * Exported for tests, which mount them in a memory router.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RootErrorPage,
    HydrateFallback: LoadingScreen,
    children: [
      ...LOCALES.map(siteRoutes),
      {
        lazy: () => import('./routes/dashboard/staff-layout').then((m) => m.staffLayoutRoute),
        children: [
          {
            ErrorBoundary: RouteErrorPage,
            children: [
              {
                path: ROUTES.login,
                lazy: () => import('./routes/dashboard/login-page').then((m) => m.loginRoute),
              },
            ],
          },
        ],
      },
      // Each in the dashboard's frame for signed-in staff (a share link's reader gets the quiet one).
      {
        path: ROUTES.logup,
        ErrorBoundary: RouteErrorPage,
        lazy: () => import('./routes/dashboard/logup-page').then((m) => m.logupRoute),
      },
      {
        path: path.viewSubmission,
        ErrorBoundary: RouteErrorPage,
        lazy: () => import('./routes/dashboard/view-submission-page').then((m) => m.viewSubmissionRoute),
      },
      {
        path: ROUTES.dashboard,
        // With the route guard of SPEC §2 as its loader (lazy too, so `/` loads none of it).
        lazy: () => import('./routes/dashboard/dashboard-layout').then((m) => m.dashboardRoute),
        children: [
          {
            ErrorBoundary: RouteErrorPage,
            children: [
              {
                index: true,
                lazy: lazyPage(
                  () => import('./routes/dashboard/dashboard-home-page'),
                  (m) => m.DashboardHomePage,
                ),
              },
              ...DASHBOARD_CHILDREN.map((child) => ({ path: child, lazy: dashboardPages[child] })),
              // The door's check-in screen (decision 038): any signed-in account, Door staff too.
              {
                path: ROUTES.dashboardCheckIn.slice(ROUTES.dashboard.length + 1),
                lazy: lazyPage(
                  () => import('./routes/dashboard/check-in-page'),
                  (m) => m.CheckInPage,
                ),
              },
              // An event's continuing education (decision 046), opened from the events screen.
              {
                path: ROUTES.dashboardEducation.slice(ROUTES.dashboard.length + 1),
                lazy: lazyPage(
                  () => import('./routes/dashboard/education-page'),
                  (m) => m.EducationPage,
                ),
              },
              // One review request (docs/content-review.md), opened from the home's queue or a mail.
              {
                path: ROUTES.dashboardReview.slice(ROUTES.dashboard.length + 1),
                lazy: lazyPage(
                  () => import('./routes/dashboard/review-page'),
                  (m) => m.ReviewPage,
                ),
              },
              // Every signed-in account's own page, reached from the sidebar's account area.
              {
                path: ROUTES.dashboardAccount.slice(ROUTES.dashboard.length + 1),
                lazy: lazyPage(
                  () => import('./routes/dashboard/account-page'),
                  (m) => m.AccountPage,
                ),
              },
              // Any other address under /dashboard (the server answers it 404).
              {
                path: '*',
                lazy: lazyPage(
                  () => import('./routes/dashboard/screen-not-found-page'),
                  (m) => m.ScreenNotFoundPage,
                ),
              },
            ],
          },
        ],
      },
    ],
  },
];
