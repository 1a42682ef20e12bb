/**
 * 'Was this page useful?' at the end of a news, event or institution page (docs/page-feedback.md).
 * Server-rendered with its page, below the content, so it moves nothing above it. A vote is sent
 * at once; the two buttons then stay where they are (the chosen one pressed, both inert, focus kept),
 * the thanks is announced in a status region, and the optional comment is offered beneath, with
 * the warning against personal or medical details. Small on purpose: public pages load it.
 */
import {
  FEEDBACK_COMMENT_MAX,
  type FeedbackPage,
  type FeedbackVoteAnswer,
  PAGE_FEEDBACK_PATHS,
  PAGE_FEEDBACK_TEXTS,
} from '@authority/shared/page-feedback';
import { type FormEvent, useRef, useState } from 'react';
import { cx } from '../../lib/cx';
import { request } from '../../lib/http/request';
import { useLocale } from '../../lib/i18n/locale';
import { useDigits } from '../../lib/i18n/texts';
import { controlClass } from '../../lib/ui/field';

type Stage = 'ask' | 'voting' | 'voted' | 'commenting' | 'done';

const choiceClass =
  'inline-flex min-w-20 items-center justify-center rounded-control border border-primary-700 px-5 py-2 font-semibold text-primary-700 hover:bg-primary-50 aria-pressed:bg-primary-700 aria-pressed:text-white aria-disabled:cursor-default';

export function PageFeedback({
  page,
  itemId,
  className = 'mt-12',
}: {
  page: FeedbackPage;
  itemId: number;
  /** Its place in what holds it (a margin, a grid column); 'mt-12' below a page's content. */
  className?: string;
}) {
  const t = PAGE_FEEDBACK_TEXTS[useLocale()];
  const digits = useDigits();
  const [stage, setStage] = useState<Stage>('ask');
  const [useful, setUseful] = useState<boolean>();
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const [comment, setComment] = useState('');
  const vote = useRef<FeedbackVoteAnswer>(undefined);
  const statusRef = useRef<HTMLParagraphElement>(null);
  // Fixed ids, not useId: the server (React) and the browser (Preact) make different ones (decision 020).
  const id = `page-feedback-${page}-${itemId}`;
  const failure = (statusCode: number) => (statusCode === 429 ? t.tooMany : t.failed);

  const choose = async (choice: boolean) => {
    if (stage !== 'ask') return;
    setStage('voting');
    setError('');
    setUseful(choice);
    try {
      const answer = await request(PAGE_FEEDBACK_PATHS.vote, {
        method: 'POST',
        body: { page, itemId, useful: choice },
      });
      if (!answer.ok) throw answer.status;
      vote.current = answer.body as FeedbackVoteAnswer;
      setStatus(t.thanks);
      setStage('voted');
    } catch (statusCode) {
      setUseful(undefined);
      setError(failure(typeof statusCode === 'number' ? statusCode : 0));
      setStage('ask');
    }
  };

  const sendComment = async (event: FormEvent) => {
    event.preventDefault();
    const text = comment.trim();
    if (!vote.current || !text || stage !== 'voted') return;
    setStage('commenting');
    setError('');
    try {
      const answer = await request(PAGE_FEEDBACK_PATHS.comment(vote.current.id), {
        method: 'POST',
        body: { token: vote.current.token, comment: text },
      });
      if (!answer.ok) throw answer.status;
      setStatus(t.commentThanks);
      setStage('done');
      // The form and its button are gone: focus goes to what replaced them.
      requestAnimationFrame(() => statusRef.current?.focus());
    } catch (statusCode) {
      setError(failure(typeof statusCode === 'number' ? statusCode : 0));
      setStage('voted');
    }
  };

  const chosen = stage !== 'ask';
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const tooLong = comment.length > FEEDBACK_COMMENT_MAX;
  return (
    <section
      aria-labelledby={`${id}-legend`}
      className={cx('max-w-prose border-t border-line pt-6', className)}
    >
      <fieldset>
        <legend id={`${id}-legend`} className="text-lg font-semibold text-ink">
          {t.question}
        </legend>
        <div className="mt-3 flex flex-wrap gap-3">
          {([true, false] as const).map((choice) => (
            <button
              key={String(choice)}
              type="button"
              className={choiceClass}
              aria-pressed={useful === choice}
              // Not `disabled`: the pressed button keeps the focus after the vote.
              aria-disabled={chosen || undefined}
              onClick={() => void choose(choice)}
            >
              {choice ? t.yes : t.no}
            </button>
          ))}
        </div>
      </fieldset>
      {/* One line is kept for the thanks, so its arrival moves nothing. */}
      <p
        ref={statusRef}
        role="status"
        tabIndex={-1}
        className="mt-3 min-h-7 font-semibold text-success-800 focus:outline-none"
      >
        {stage === 'voting' ? t.sending : status}
      </p>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 font-semibold text-danger-700">
          {error}
        </p>
      ) : null}
      {stage === 'voted' || stage === 'commenting' ? (
        <form className="mt-4" onSubmit={(event) => void sendComment(event)} noValidate>
          <label htmlFor={`${id}-comment`} className="block font-semibold text-ink">
            {t.commentLabel}
          </label>
          <p id={hintId} className="text-sm text-ink-muted">
            {digits(t.commentHint(FEEDBACK_COMMENT_MAX))}
          </p>
          <textarea
            id={`${id}-comment`}
            rows={4}
            maxLength={FEEDBACK_COMMENT_MAX}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            aria-describedby={cx(hintId, `${id}-left`, error && errorId)}
            aria-invalid={tooLong || undefined}
            className={controlClass}
          />
          <p id={`${id}-left`} className="mt-1 text-sm text-ink-muted">
            {digits(t.commentLeft(Math.max(0, FEEDBACK_COMMENT_MAX - comment.length)))}
          </p>
          <button
            type="submit"
            className="mt-3 inline-flex items-center rounded-control bg-primary-700 px-5 py-2 font-semibold text-white hover:bg-primary-800 aria-disabled:opacity-70"
            aria-disabled={stage === 'commenting' || comment.trim() === '' || undefined}
          >
            {stage === 'commenting' ? t.sending : t.sendComment}
          </button>
        </form>
      ) : null}
    </section>
  );
}
