import { personalDataRequestSchema } from '@authority/shared/privacy';
import { Download, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { toApiError } from '../../lib/http/request';
import { staffWords } from '../../lib/i18n/staff-messages';
import { useStaffTexts } from '../../lib/i18n/staff-texts';
import { confirmDanger, showAlert, showToast } from '../../lib/ui/alerts';
import { Button } from '../../lib/ui/button';
import { TextField } from '../../lib/ui/field';
import { stillSignedIn } from '../auth';
import {
  PERSONAL_DATA_KINDS,
  type PersonalDataCounts,
  type PersonalDataKind,
  useDownloadPersonalData,
  useErasePersonalData,
} from './personal-data-api';

/** What the last action found or erased, and for which address. */
interface Summary {
  heading: string;
  counts: PersonalDataCounts;
}

function CountsSummary({ summary }: { summary: Summary }) {
  const KIND_LABELS: Record<PersonalDataKind, string> = useStaffTexts().personalData.kinds;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-card border border-line bg-white px-4 py-3">
      <h2 id={headingId} className="font-semibold break-all text-ink">
        {summary.heading}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_auto] justify-start gap-x-6 gap-y-1">
        {PERSONAL_DATA_KINDS.map((kind) => (
          <div key={kind} className="contents">
            <dt className="text-ink-muted">{KIND_LABELS[kind]}</dt>
            <dd className="text-end font-semibold tabular-nums">{summary.counts[kind]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * Personal data, for a SuperAdmin: everything stored about one e-mail address, downloaded as
 * JSON or erased. The server audit-logs both.
 */
export function PersonalDataScreen() {
  const t = useStaffTexts();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [summary, setSummary] = useState<Summary>();
  const field = useRef<HTMLInputElement>(null);
  const download = useDownloadPersonalData();
  const erase = useErasePersonalData();
  const busy = download.isPending || erase.isPending;

  /** The address as the server reads it, or undefined with the reason beside the field. */
  const checkedEmail = (): string | undefined => {
    const parsed = personalDataRequestSchema.safeParse({ email });
    if (parsed.success) return parsed.data.email;
    setError(email.trim() === '' ? t.personalData.emailRequired : t.personalData.emailInvalid);
    field.current?.focus();
    return undefined;
  };

  const failed = (title: string, error: unknown) => {
    const problem = toApiError(error);
    const fieldError = problem.fieldMessages().email;
    if (fieldError) {
      setError(fieldError);
      field.current?.focus();
    } else if (stillSignedIn())
      void showAlert('error', title, staffWords(problem.message, t), { okLabel: t.frame.ok });
  };

  const onDownload = async (event?: FormEvent) => {
    event?.preventDefault();
    const address = checkedEmail();
    if (!address) return;
    try {
      const counts = await download.mutateAsync(address);
      setSummary({ heading: t.personalData.downloaded(address), counts });
    } catch (error) {
      failed(t.personalData.downloadFailed, error);
    }
  };

  const onErase = async () => {
    const address = checkedEmail();
    if (!address) return;
    if (
      !(await confirmDanger(
        t.personalData.confirmErase(address),
        t.personalData.confirmEraseAction,
        t.frame.cancel,
      ))
    )
      return;
    try {
      const { message, erased } = await erase.mutateAsync(address);
      void showToast(message);
      setSummary({ heading: t.personalData.erased(address), counts: erased });
    } catch (error) {
      failed(t.personalData.eraseFailed, error);
    }
  };

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <p className="max-w-prose text-ink-muted">{t.personalData.intro}</p>
      <form noValidate onSubmit={(event) => void onDownload(event)} className="flex flex-col gap-6">
        <TextField
          ref={field}
          label={t.personalData.email}
          type="email"
          autoComplete="off"
          spellCheck={false}
          value={email}
          error={error}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
          className="max-w-md"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex flex-col items-start gap-3 rounded-card border border-line bg-white p-4">
            <p>{t.personalData.downloadHelp}</p>
            <Button type="submit" className="mt-auto" pending={download.isPending} disabled={busy}>
              <Download aria-hidden="true" className="size-5" />
              {t.personalData.download}
            </Button>
          </div>
          <div className="flex flex-col items-start gap-3 rounded-card border border-danger-600 bg-white p-4">
            <p>{t.personalData.eraseHelp}</p>
            <Button
              variant="danger"
              className="mt-auto"
              pending={erase.isPending}
              disabled={busy}
              onClick={() => void onErase()}
            >
              <Trash2 aria-hidden="true" className="size-5" />
              {t.personalData.erase}
            </Button>
          </div>
        </div>
      </form>
      <div role="status">{summary ? <CountsSummary summary={summary} /> : null}</div>
    </div>
  );
}
