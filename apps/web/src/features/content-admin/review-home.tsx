/**
 * The review queue on the dashboard home (docs/content-review.md): what waits for review (a
 * reviewer opens each), what was sent back and why (an author sees it there), and the health
 * pages whose review is due.
 */
import type { ReviewDueRow, ReviewRequestRow } from '@authority/shared/content-review';
import { CONTENT_TYPES } from '@authority/shared/content-types';
import { ROUTES } from '@authority/shared/routes';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useStaffTexts } from '../../lib/i18n/staff-texts';
import { formatDateTime, formatDay } from '../../lib/staff-ui/format';
import { QueryView } from '../../lib/ui/states';
import { useDueReviews, useReviewQueue } from './review-api';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mb-8">
      <h2 id={id} className="mb-3 text-xl font-bold text-primary-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function RequestItem({ request, children }: { request: ReviewRequestRow; children?: ReactNode }) {
  const t = useStaffTexts();
  return (
    <li className="rounded-card border border-line bg-white px-4 py-3 shadow-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-ink">
          {request.title}{' '}
          <span className="text-sm font-normal text-ink-muted">
            ({t.nouns[request.type].one} · {t.review.kinds[request.kind]})
          </span>
        </p>
        <Link
          to={ROUTES.dashboardReviewOf(request.id)}
          aria-label={t.review.openReview(request.title)}
          className="inline-flex items-center gap-1 rounded-control font-semibold text-primary-800 underline-offset-4 hover:underline"
        >
          {t.review.reviewTitle}
          <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
        </Link>
      </div>
      <p className="mt-1 text-sm text-ink-muted">
        {t.review.askedBy(request.requestedBy ?? '—', formatDateTime(request.requestedAt))}
      </p>
      {children}
    </li>
  );
}

/** What waits for review, oldest first. */
export function ReviewQueueSection() {
  const t = useStaffTexts();
  const queue = useReviewQueue('pending');
  return (
    <Section id="review-queue-heading" title={t.review.queueTitle}>
      <QueryView
        query={queue}
        loading={t.attention.loading}
        failed={t.attention.loadFailed}
        isEmpty={(data) => data.items.length === 0}
        empty={t.review.queueEmpty}
      >
        {(data) => (
          <ul className="grid gap-3 lg:grid-cols-2">
            {data.items.map((request) => (
              <RequestItem key={request.id} request={request}>
                {request.note ? (
                  <p className="mt-2 text-sm">
                    <span className="font-semibold">{t.review.authorNote}:</span> {request.note}
                  </p>
                ) : null}
              </RequestItem>
            ))}
          </ul>
        )}
      </QueryView>
    </Section>
  );
}

/** The latest requests sent back, with the reviewer's comment. */
export function ReturnedReviewsSection() {
  const t = useStaffTexts();
  const returned = useReviewQueue('returned');
  if (!returned.data || returned.data.items.length === 0) return null;
  return (
    <Section id="review-returned-heading" title={t.review.returnedTitle}>
      <ul className="grid gap-3 lg:grid-cols-2">
        {returned.data.items.slice(0, 10).map((request) => (
          <RequestItem key={request.id} request={request}>
            <p className="mt-2 text-sm">
              <span className="font-semibold">{t.review.reviewerComment}:</span> {request.comment}
            </p>
          </RequestItem>
        ))}
      </ul>
    </Section>
  );
}

/** Where a due review is done: the item's content screen, or the settings for the About texts. */
const screenOf = (type: ReviewDueRow['type']) =>
  type === 'about' ? 'settings' : CONTENT_TYPES[type].dashboardChild;

/** Health pages whose review is within a week or overdue. */
export function DueReviewsSection() {
  const t = useStaffTexts();
  const due = useDueReviews();
  if (!due.data || due.data.items.length === 0) return null;
  return (
    <Section id="reviews-due-heading" title={t.review.dueTitle}>
      <ul className="grid gap-3 lg:grid-cols-2">
        {due.data.items.map((item) => (
          <li
            key={`${item.type}-${item.itemId}`}
            className={`rounded-card border bg-white px-4 py-3 shadow-card ${item.overdue ? 'border-danger-600' : 'border-accent-600'}`}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold text-ink">
                {item.type === 'about' ? t.review.aboutTitle : item.title}
              </p>
              <Link
                to={ROUTES.dashboardChild(screenOf(item.type))}
                className="inline-flex items-center gap-1 rounded-control font-semibold text-primary-800 underline-offset-4 hover:underline"
              >
                {t.pageTitles[screenOf(item.type)]}
                <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
              </Link>
            </div>
            <p className="mt-1 text-sm text-ink-muted">
              {item.overdue
                ? t.review.overdue(formatDay(item.nextReviewOn))
                : t.review.dueOn(formatDay(item.nextReviewOn))}
              {item.owner ? ` · ${item.owner}` : ''}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
