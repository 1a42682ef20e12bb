/**
 * One inquiry (`/dashboard/inquiries?id=`): the visitor's message and its thread of replies and
 * internal notes, with what staff do to it: assign it, change its status, add a note, reply.
 */
import type { Department } from '@authority/shared/constants';
import {
  INQUIRY_ENTRY_MAX,
  INQUIRY_STATUSES,
  type InquiryDetail,
  type InquiryEntry,
  type InquiryStatus,
} from '@authority/shared/inquiries';
import { INBOX_TEXTS_BY_LOCALE, type InboxTexts } from '@authority/shared/inquiry-inbox-texts';
import { ROUTES } from '@authority/shared/routes';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toApiError } from '../../lib/http/request';
import { useStaffIntlLocale, useStaffLocale } from '../../lib/i18n/staff-texts';
import { formatDateTime } from '../../lib/staff-ui/format';
import { LanguageName } from '../../lib/staff-ui/language-name';
import { Button } from '../../lib/ui/button';
import { SelectField, TextAreaField } from '../../lib/ui/field';
import { FormAlert } from '../../lib/ui/form-alert';
import { QueryView } from '../../lib/ui/states';
import { VisitorText } from '../../lib/ui/visitor-text';
import { useAssignees, useInquiry, useInquiryAction } from './inquiries-api';
import { StatusChip, waitedText } from './inquiry-parts';

export function InquiryView({ id, header }: { id: number; header: (title: string) => React.ReactNode }) {
  const t = INBOX_TEXTS_BY_LOCALE[useStaffLocale()];
  const inquiry = useInquiry(id);
  return (
    <>
      {header(inquiry.data ? t.inquiryTitle(inquiry.data.inquiry.subject) : t.thread)}
      <p className="mb-6">
        <Link to={ROUTES.dashboardChild('inquiries')} className="font-semibold text-primary-700 underline">
          {t.back}
        </Link>
      </p>
      <QueryView query={inquiry} loading={t.loading} failed={t.notFound}>
        {(data) => <InquiryBody key={id} id={id} data={data} t={t} />}
      </QueryView>
    </>
  );
}

function InquiryBody({ id, data, t }: { id: number; data: InquiryDetail; t: InboxTexts }) {
  const intl = useStaffIntlLocale();
  const { inquiry, entries } = data;
  const open = inquiry.status === 'new' || inquiry.status === 'in-progress';
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0 space-y-6">
        <section aria-labelledby="inquiry-details">
          <h2 id="inquiry-details" className="sr-only">
            {t.details}
          </h2>
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_minmax(0,1fr)]">
            <dt className="font-semibold">{t.from}</dt>
            <dd>{inquiry.name}</dd>
            <dt className="font-semibold">{t.email}</dt>
            <dd className="break-all">
              <bdi>{inquiry.email}</bdi>
            </dd>
            <dt className="font-semibold">{t.department}</dt>
            <dd>{t.departments[inquiry.department as Department] ?? inquiry.department}</dd>
            <dt className="font-semibold">{t.status}</dt>
            <dd>
              <StatusChip status={inquiry.status} t={t} />
              {open ? (
                <span className="ms-2 text-ink-muted">
                  {t.waitedFor(waitedText(inquiry.waitedMinutes, t, intl))}
                </span>
              ) : null}
            </dd>
            <dt className="font-semibold">{t.assignee}</dt>
            <dd>{inquiry.assigneeName ?? t.nobody}</dd>
            <dt className="font-semibold">{t.language}</dt>
            <dd>
              <LanguageName locale={inquiry.locale} />
            </dd>
          </dl>
        </section>

        <section aria-labelledby="inquiry-thread">
          <h2 id="inquiry-thread" className="mb-3 text-xl font-bold">
            {t.thread}
          </h2>
          <ol className="space-y-4">
            <li className="rounded-card border border-slate-300 bg-white p-4">
              <p className="text-sm text-ink-muted">
                {t.visitorWrote(inquiry.name)} · {formatDateTime(inquiry.submittedAt)}
              </p>
              <p className="mt-1 font-semibold">
                <VisitorText text={inquiry.subject} />
              </p>
              <p className="mt-2 whitespace-pre-line">
                <VisitorText text={inquiry.message} />
              </p>
            </li>
            {entries.map((entry) => (
              <ThreadEntry key={entry.id} entry={entry} t={t} />
            ))}
          </ol>
        </section>

        <ReplyForm id={id} email={inquiry.email} language={t.languages[inquiry.locale]} t={t} />
      </div>

      <aside aria-labelledby="inquiry-actions" className="space-y-6">
        <h2 id="inquiry-actions" className="text-xl font-bold">
          {t.actions}
        </h2>
        <AssignForm id={id} assigneeId={inquiry.assigneeId} t={t} />
        <StatusForm id={id} status={inquiry.status} t={t} />
        <NoteForm id={id} t={t} />
      </aside>
    </div>
  );
}

function ThreadEntry({ entry, t }: { entry: InquiryEntry; t: InboxTexts }) {
  const note = entry.kind === 'note';
  return (
    <li
      className={
        note
          ? 'rounded-card border border-dashed border-accent-700 bg-accent-50 p-4'
          : 'rounded-card border border-primary-700 bg-primary-50 p-4'
      }
    >
      <p className="text-sm text-ink">
        <span className="font-semibold">{t.wroteBy(entry.kind, entry.authorName)}</span> ·{' '}
        {formatDateTime(entry.createdAt)}
        {entry.mailStatus ? ` · ${t.mailStates[entry.mailStatus] ?? entry.mailStatus}` : ''}
      </p>
      {note ? <p className="text-sm text-ink-muted">{t.notSeenByVisitor}</p> : null}
      <p className="mt-2 whitespace-pre-line">{entry.body}</p>
    </li>
  );
}

/** The words to show for a failed action: the server's, else a plain 'try again'. */
const failure = (error: unknown, t: InboxTexts) => toApiError(error).message || t.failed;

function useNotice() {
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; message: string }>();
  return { notice, setNotice };
}

function AssignForm({ id, assigneeId, t }: { id: number; assigneeId: number | null; t: InboxTexts }) {
  const action = useInquiryAction(id);
  const people = useAssignees();
  const [chosen, setChosen] = useState(assigneeId === null ? '' : String(assigneeId));
  const { notice, setNotice } = useNotice();
  // Another action (or another tab's answer) may change who has it.
  useEffect(() => setChosen(assigneeId === null ? '' : String(assigneeId)), [assigneeId]);
  const run = async (assignee: 'me' | number | null) => {
    try {
      const detail = await action.mutateAsync({ kind: 'assign', assignee });
      const name = detail.inquiry.assigneeName;
      setNotice({ tone: 'info', message: name ? t.assigned(name) : t.unassignedDone });
    } catch (error) {
      setNotice({ tone: 'error', message: failure(error, t) });
    }
  };
  return (
    <form
      className="space-y-3 rounded-card border border-slate-300 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void run(chosen === '' ? null : Number(chosen));
      }}
    >
      <Button
        variant="secondary"
        className="w-full"
        pending={action.isPending}
        onClick={() => void run('me')}
      >
        {t.assignToMe}
      </Button>
      <SelectField
        label={t.assignTo}
        options={[
          { value: '', label: t.unassign },
          ...(people.data ?? []).map((person) => ({ value: String(person.id), label: person.name })),
        ]}
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
      />
      <Button type="submit" pending={action.isPending}>
        {t.assign}
      </Button>
      {notice ? <FormAlert message={notice.message} tone={notice.tone} /> : null}
    </form>
  );
}

function StatusForm({ id, status, t }: { id: number; status: InquiryStatus; t: InboxTexts }) {
  const action = useInquiryAction(id);
  const [chosen, setChosen] = useState<InquiryStatus>(status);
  const { notice, setNotice } = useNotice();
  // A reply or an assignment changes the status too.
  useEffect(() => setChosen(status), [status]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const detail = await action.mutateAsync({ kind: 'status', status: chosen });
      setNotice({ tone: 'info', message: t.statusSaved(t.statuses[detail.inquiry.status]) });
    } catch (error) {
      setNotice({ tone: 'error', message: failure(error, t) });
    }
  };
  return (
    <form
      className="space-y-3 rounded-card border border-slate-300 p-4"
      onSubmit={(event) => void submit(event)}
    >
      <SelectField
        label={t.changeStatus}
        options={INQUIRY_STATUSES.map((value) => ({ value, label: t.statuses[value] }))}
        value={chosen}
        onChange={(event) => setChosen(event.target.value as InquiryStatus)}
      />
      <Button type="submit" pending={action.isPending}>
        {t.saveStatus}
      </Button>
      {notice ? <FormAlert message={notice.message} tone={notice.tone} /> : null}
    </form>
  );
}

function NoteForm({ id, t }: { id: number; t: InboxTexts }) {
  const action = useInquiryAction(id);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const { notice, setNotice } = useNotice();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(undefined);
    if (!body.trim()) return setError(t.bodyRequired);
    setError(undefined);
    try {
      await action.mutateAsync({ kind: 'note', body });
      setBody('');
      setNotice({ tone: 'info', message: t.noteAdded });
    } catch (failed) {
      setNotice({ tone: 'error', message: failure(failed, t) });
    }
  };
  return (
    <form
      className="space-y-3 rounded-card border border-slate-300 p-4"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <TextAreaField
        label={t.note}
        hint={t.noteHint}
        rows={4}
        maxLength={INQUIRY_ENTRY_MAX}
        value={body}
        error={error}
        onChange={(event) => setBody(event.target.value)}
      />
      <Button type="submit" variant="secondary" pending={action.isPending}>
        {t.addNote}
      </Button>
      {notice ? <FormAlert message={notice.message} tone={notice.tone} /> : null}
    </form>
  );
}

function ReplyForm({
  id,
  email,
  language,
  t,
}: {
  id: number;
  email: string;
  language: string;
  t: InboxTexts;
}) {
  const action = useInquiryAction(id);
  const [body, setBody] = useState('');
  const [status, setStatus] = useState<InquiryStatus>('answered');
  const [error, setError] = useState<string>();
  const { notice, setNotice } = useNotice();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(undefined);
    if (!body.trim()) return setError(t.bodyRequired);
    setError(undefined);
    try {
      await action.mutateAsync({ kind: 'reply', body, status });
      setBody('');
      setStatus('answered');
      setNotice({ tone: 'info', message: t.replySent });
    } catch (failed) {
      setNotice({ tone: 'error', message: failure(failed, t) });
    }
  };
  return (
    <section aria-labelledby="inquiry-reply" className="rounded-card border border-slate-300 p-4">
      <h2 id="inquiry-reply" className="mb-3 text-xl font-bold">
        {t.reply}
      </h2>
      <form
        className="space-y-3"
        aria-labelledby="inquiry-reply"
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <TextAreaField
          label={t.replyLabel}
          hint={t.replyHint(email, language)}
          rows={8}
          maxLength={INQUIRY_ENTRY_MAX}
          value={body}
          error={error}
          onChange={(event) => setBody(event.target.value)}
        />
        <SelectField
          label={t.statusAfterReply}
          options={INQUIRY_STATUSES.map((value) => ({ value, label: t.statuses[value] }))}
          value={status}
          onChange={(event) => setStatus(event.target.value as InquiryStatus)}
          className="max-w-xs"
        />
        <Button type="submit" pending={action.isPending}>
          {t.sendReply}
        </Button>
        {notice ? <FormAlert message={notice.message} tone={notice.tone} /> : null}
      </form>
    </section>
  );
}
