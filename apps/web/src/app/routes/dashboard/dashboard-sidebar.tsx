import type { StaffTexts } from '@authority/shared/i18n/staff-en';
import type { Locale } from '@authority/shared/locales';
import { type DashboardChild, ROUTES } from '@authority/shared/routes';
import { CHECK_IN_TEXTS_BY_LOCALE } from '@authority/shared/tickets';
import {
  Building2,
  CalendarDays,
  ChartColumn,
  GitBranch,
  Handshake,
  History,
  House,
  Inbox,
  KeyRound,
  LayoutDashboard,
  LoaderCircle,
  LogOut,
  type LucideIcon,
  Menu,
  MessageSquareQuote,
  Newspaper,
  ScanLine,
  Settings,
  ThumbsUp,
  UserRound,
  UserRoundSearch,
  Users,
  X,
} from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { type StaffSession, useSignOut } from '../../../features/auth';
import { useDisclosure } from '../../../lib/a11y/use-disclosure';
import { cx } from '../../../lib/cx';
import { LocaleProvider } from '../../../lib/i18n/locale';
import { useStaffLocale, useStaffTexts } from '../../../lib/i18n/staff-texts';
import { BrandLogo } from '../../../lib/layout/brand-logo';
import { dashboardScreensFor, opensCheckIn } from './dashboard-screens';
import { StaffLanguageSwitch } from './staff-language-switch';

const CHILD_ICONS: Record<DashboardChild, LucideIcon> = {
  branch: GitBranch,
  comment: MessageSquareQuote,
  event: CalendarDays,
  news: Newspaper,
  originization: Building2,
  partner: Handshake,
  analysis: ChartColumn,
  inquiries: Inbox,
  feedback: ThumbsUp,
  users: Users,
  settings: Settings,
  'audit-log': History,
  'personal-data': UserRoundSearch,
};

// Check-in is every account's screen (Door staff have only it), after the role's own (decision 038).
const navItems = (role: string, titles: StaffTexts['pageTitles'], locale: Locale) => [
  { to: ROUTES.dashboard, label: titles.dashboard, Icon: LayoutDashboard },
  ...dashboardScreensFor(role).map((child) => ({
    to: ROUTES.dashboardChild(child),
    label: titles[child],
    Icon: CHILD_ICONS[child],
  })),
  ...(opensCheckIn(role)
    ? [{ to: ROUTES.dashboardCheckIn, label: CHECK_IN_TEXTS_BY_LOCALE[locale].title, Icon: ScanLine }]
    : []),
];

const itemClass =
  'flex items-center gap-3 rounded-control border-s-4 border-transparent px-3 py-2 font-semibold text-slate-200 hover:bg-primary-900 hover:text-white aria-[current=page]:border-accent-400 aria-[current=page]:bg-primary-800 aria-[current=page]:text-white';

/**
 * The dashboard's navigation, the signed-in person and sign-out: a column beside the content from
 * `md`, a menu button above it on phones.
 */
export function DashboardSidebar({ session }: { session: StaffSession }) {
  const menu = useDisclosure('dashboard-menu');
  const signOut = useSignOut();
  const texts = useStaffTexts();
  const locale = useStaffLocale();

  return (
    <aside className="on-dark bg-primary-950 px-4 py-3 md:sticky md:top-0 md:flex md:h-dvh md:flex-col md:overflow-y-auto md:py-5">
      <nav
        aria-label={texts.frame.dashboardNavigation}
        onKeyDown={menu.onKeyDown}
        className="flex flex-1 flex-col"
      >
        <div className="flex items-center justify-between gap-4">
          <Link
            to={ROUTES.dashboard}
            onClick={menu.close}
            // The name wraps in the narrow column instead of running under the content.
            className="min-w-0 rounded-control [&_span]:whitespace-normal"
          >
            <LocaleProvider locale={locale}>
              <BrandLogo onDark />
            </LocaleProvider>
          </Link>
          <button
            {...menu.buttonProps}
            className="inline-flex items-center gap-2 rounded-control px-3 py-2 font-semibold text-white hover:bg-primary-900 md:hidden"
          >
            {menu.open ? (
              <X aria-hidden="true" className="size-5" />
            ) : (
              <Menu aria-hidden="true" className="size-5" />
            )}
            {texts.frame.menu}
          </button>
        </div>

        <div
          id={menu.panelId}
          className={cx(menu.open ? 'flex' : 'hidden', 'flex-1 flex-col gap-6 pt-4 md:flex md:pt-6')}
        >
          <ul className="flex flex-col gap-1">
            {navItems(session.role, texts.pageTitles, locale).map(({ to, label, Icon }) => (
              <li key={to}>
                <NavLink to={to} end onClick={menu.close} className={itemClass}>
                  <Icon aria-hidden="true" className="size-5 shrink-0" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-auto flex flex-col gap-1 border-t border-primary-800 pt-4">
            <Link
              to={ROUTES.home}
              className="flex items-center gap-3 rounded-control px-3 py-2 text-slate-200 hover:text-white"
            >
              <House aria-hidden="true" className="size-5" />
              {texts.frame.viewWebsite}
            </Link>
            <div className="flex items-center gap-3 px-3 py-2 text-slate-200">
              <UserRound aria-hidden="true" className="size-5 shrink-0" />
              <p className="min-w-0">
                <span className="sr-only">{texts.frame.signedInAs} </span>
                <span className="block truncate font-semibold text-white" title={session.email}>
                  {session.email}
                </span>
                <span className="block text-sm">{session.role}</span>
              </p>
            </div>
            <StaffLanguageSwitch />
            <NavLink to={ROUTES.dashboardAccount} end onClick={menu.close} className={itemClass}>
              <KeyRound aria-hidden="true" className="size-5 shrink-0" />
              {texts.pageTitles.account}
            </NavLink>
            <button
              type="button"
              onClick={() => signOut.mutate()}
              disabled={signOut.isPending}
              className="flex items-center gap-3 rounded-control px-3 py-2 text-start font-semibold text-slate-200 hover:bg-primary-900 hover:text-white"
            >
              {signOut.isPending ? (
                <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
              ) : (
                <LogOut aria-hidden="true" className="size-5 rtl:rotate-180" />
              )}
              {texts.frame.signOut}
            </button>
          </div>
        </div>
      </nav>
    </aside>
  );
}
