import { describe, expect, it } from 'vitest';
import { isNonPagePath, isStaffPage, STAFF_PAGE_SEGMENTS } from './page-contract';
import { ROUTES } from './routes';

describe('isStaffPage', () => {
  it.each(['/dashboard', '/dashboard/news', '/Dashboard/users', '/login', '/logup/', '/viewSubmission/4'])(
    '%s is a staff page',
    (pathname) => expect(isStaffPage(pathname)).toBe(true),
  );

  it.each(['/', '/allNews', '/showNews/4', '/loginx', '/dashboards', '/event-details/3', '/x/dashboard'])(
    '%s is not',
    (pathname) => expect(isStaffPage(pathname)).toBe(false),
  );

  it('names the staff routes of the route table', () => {
    expect(STAFF_PAGE_SEGMENTS.map((segment) => `/${segment}`)).toEqual([
      ROUTES.dashboard,
      ROUTES.login,
      ROUTES.logup,
      ROUTES.viewSubmission('').replace(/\/$/, ''),
    ]);
  });
});

describe('isNonPagePath', () => {
  it.each(['/api', '/api/v1/admin/news', '/API/x', '/uploads/f00d.webp', '/assets/index-1.js'])(
    '%s is no page',
    (pathname) => expect(isNonPagePath(pathname)).toBe(true),
  );

  it.each(['/', '/apix', '/allNews', '/dashboard'])('%s may be a page', (pathname) =>
    expect(isNonPagePath(pathname)).toBe(false),
  );
});
