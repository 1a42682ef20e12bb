import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '../../../lib/layout/skip-link';
import { DashboardSidebar } from './dashboard-sidebar';

/** `/dashboard`: the sidebar of dashboard screens and the current screen beside it. */
export function DashboardLayout() {
  return (
    <div className="min-h-dvh bg-surface-muted md:grid md:grid-cols-[16rem_minmax(0,1fr)]">
      <SkipLink />
      <DashboardSidebar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="px-4 py-8 sm:px-8">
        <Outlet />
      </main>
    </div>
  );
}
