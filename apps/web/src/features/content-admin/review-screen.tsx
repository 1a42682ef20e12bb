/**
 * One review request (docs/content-review.md): who asked, their note, what it changes against what
 * is published, and, for a reviewer, publish now or at a time (a draft only), or send it back with
 * a comment. Everyone else reads it, the author to see the reviewer's comment.
 */
import { canPublish, type ReviewDetail } from '@authority/shared/content-review';
import { ROUTES } from '@authority/shared/routes';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toApiError } from '../../lib/http/request';
import { staffWords } from '../../lib/i18n/staff-messages';
import { useStaffTexts } from '../../lib/i18n/staff-texts';
import { formatDateTime } from '../../lib/staff-ui/format';
import { showToast } from '../../lib/ui/alerts';
import { Button } from '../../lib/ui/button';
import { TextAreaField, TextField } from '../../lib/ui/field';
import { FormAlert } from '../../lib/ui/form-alert';
import { QueryView } from '../../lib/ui/states';
import { useStaffSession } from '../auth';
import { CONTENT_ADMINS } from './content-admins';
import type { FieldSpec } from './content-fields';
import { ChangeList, labelsOf } from './history-dialog';
import { usePublishReview, useReviewDetail, useSendBackReview } from './review-api';

export function ReviewScreen({ id, header }: { id: number; header: (title: string) => ReactNode }) {
  const t = useStaffTexts();
  const detail = useReviewDetail(id);
  return (
    <>
      {header(detail.data ? t.review.openReview(detail.data.title) : t.review.reviewTitle)}
      <QueryView query={detail} loading={t.attention.loading} failed={t.review.requestNotFound}>
        {(request) => <ReviewBody request={request} />}
      </QueryView>
    </>
  );
}

function ReviewBody({ request }: { request: ReviewDetail }) {
  const t = useStaffTexts();
  const reviewer = canPublish(useStaffSession()?.role ?? '');
  const fields = CONTENT_ADMINS[request.type](t).fields as readonly FieldSpec<Record<string, unknown>>[];
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <dl className="grid gap-2 rounded-card border border-line bg-white p-4 shadow-card sm:grid-cols-2">
        <div>
          <dt className="text-sm text-ink-muted">{t.nouns[request.type].one}</dt>
          <dd className="font-semibold">{t.review.kinds[request.kind]}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">{t.review.statuses[request.status]}</dt>
          <dd>{t.review.askedBy(request.requestedBy ?? '—', formatDateTime(request.requestedAt))}</dd>
        </div>
        {request.note ? (
          <div className="sm:col-span-2">
            <dt className="text-sm text-ink-muted">{t.review.authorNote}</dt>
            <dd className="whitespace-pre-wrap">{request.note}</dd>
          </div>
        ) : null}
        {request.decidedAt ? (
          <div className="sm:col-span-2">
            <dt className="text-sm text-ink-muted">
              {t.review.decidedBy(request.decidedBy ?? '—', formatDateTime(request.decidedAt))}
            </dt>
            {request.comment ? <dd className="whitespace-pre-wrap">{request.comment}</dd> : null}
          </div>
        ) : null}
      </dl>
      <section aria-labelledby="review-changes-heading" className="flex flex-col gap-3">
        <h2 id="review-changes-heading" className="text-xl font-bold text-primary-900">
          {t.review.changesTitle}
        </h2>
        {request.changes.length === 0 ? (
          <p>{t.review.noChanges}</p>
        ) : (
          <ChangeList changes={request.changes} labels={labelsOf(fields, t)} sides={t.review} />
        )}
      </section>
      {reviewer && request.status === 'pending' ? <Decision request={request} /> : null}
      <p>
        <Link to={ROUTES.dashboard} className="font-semibold text-primary-800 underline underline-offset-4">
          {t.review.back}
        </Link>
      </p>
    </div>
  );
}

/** The reviewer's two ways out: publish (now, or a draft at a time), or send back with a comment. */
function Decision({ request }: { request: ReviewDetail }) {
  const t = useStaffTexts();
  const navigate = useNavigate();
  const publish = usePublishReview();
  const sendBack = useSendBackReview();
  const [publishAt, setPublishAt] = useState('');
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string>();
  const [alert, setAlert] = useState<string>();
  const done = (message: string) => {
    void showToast(staffWords(message, t));
    navigate(ROUTES.dashboard);
  };
  const failed = (error: unknown) => setAlert(staffWords(toApiError(error).message, t));

  return (
    <section aria-labelledby="review-decision-heading" className="flex flex-col gap-4">
      <h2 id="review-decision-heading" className="text-xl font-bold text-primary-900">
        {t.review.reviewTitle}
      </h2>
      <FormAlert message={alert} />
      <form
        noValidate
        className="flex flex-col gap-3 rounded-card border border-line bg-white p-4 shadow-card"
        onSubmit={(event) => {
          event.preventDefault();
          setAlert(undefined);
          publish
            .mutateAsync({ id: request.id, publishAt: publishAt ? new Date(publishAt).toISOString() : null })
            .then((answer) => done(answer.message), failed);
        }}
      >
        {request.kind === 'draft' ? (
          <TextField
            type="datetime-local"
            label={t.review.scheduleAt}
            hint={t.publication.publishAtHint}
            className="max-w-72"
            value={publishAt}
            onChange={(event) => setPublishAt(event.target.value)}
          />
        ) : null}
        <div>
          <Button type="submit" pending={publish.isPending}>
            {publishAt ? t.review.schedule : t.review.publishNow}
          </Button>
        </div>
      </form>
      <form
        noValidate
        className="flex flex-col gap-3 rounded-card border border-line bg-white p-4 shadow-card"
        onSubmit={(event) => {
          event.preventDefault();
          setAlert(undefined);
          if (!comment.trim()) {
            setCommentError(t.review.commentRequired);
            return;
          }
          setCommentError(undefined);
          sendBack.mutateAsync({ id: request.id, comment }).then((answer) => done(answer.message), failed);
        }}
      >
        <TextAreaField
          label={t.review.commentLabel}
          rows={4}
          required
          aria-required="true"
          error={commentError}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
        <div>
          <Button type="submit" variant="secondary" pending={sendBack.isPending}>
            {sendBack.isPending ? t.review.sending : t.review.sendBack}
          </Button>
        </div>
      </form>
    </section>
  );
}
