/**
 * `/verify/{serial}` (and `/ar/verify/…`): is this certificate of attendance genuine (decision
 * 046)? Valid, with the name, the event, its date and hours; revoked, with the date; or not
 * found. The serial comes from the path (the certificate's QR code opens it); the page looks it up
 * itself, so the answer is always today's. Never kept, never indexed.
 */
import {
  CERTIFICATE_PATHS,
  CERTIFICATE_TEXTS,
  type CertificateVerification,
} from '@authority/shared/certificates';
import { formatLongDate } from '@authority/shared/format-date';
import type { Locale } from '@authority/shared/locales';
import { BadgeCheck, CircleX, SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { request } from '../../../lib/http/request';
import { useLocale } from '../../../lib/i18n/locale';
import { useDigits, usePagesTexts, useTexts } from '../../../lib/i18n/texts';
import { LoadingText } from '../../../lib/ui/loading-text';
import { PageContainer, PageTitle } from '../../../lib/ui/page';

type Looked =
  | { status: 'loading' }
  | { status: 'found'; certificate: CertificateVerification }
  | { status: 'not-found' }
  | { status: 'failed' };

export function VerifyPage() {
  const locale = useLocale() as Locale;
  const t = CERTIFICATE_TEXTS[locale];
  const title = useTexts().pageTitles.verify;
  const { dates } = usePagesTexts();
  const digits = useDigits();
  useDocumentTitle(title);
  const serial = useParams().serial ?? '';
  const [looked, setLooked] = useState<Looked>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setLooked({ status: 'loading' });
    request(CERTIFICATE_PATHS.verify(encodeURIComponent(serial)), { signal: controller.signal }).then(
      (answer) =>
        setLooked(
          answer.ok
            ? { status: 'found', certificate: answer.body as CertificateVerification }
            : answer.status === 404
              ? { status: 'not-found' }
              : { status: 'failed' },
        ),
      () => {
        if (!controller.signal.aborted) setLooked({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [serial]);

  const date = (iso: string) => digits(formatLongDate(iso, dates));
  return (
    <PageContainer>
      <div className="mx-auto max-w-prose">
        <PageTitle>{title}</PageTitle>
        <p className="mt-4">{t.verifyIntro}</p>
        <div aria-live="polite" className="mt-8">
          {looked.status === 'loading' ? <LoadingText>{t.loading}</LoadingText> : null}
          {looked.status === 'failed' ? <p role="alert">{t.failed}</p> : null}
          {looked.status === 'not-found' ? (
            <Verdict tone="unknown" heading={t.notFound} text={t.notFoundText} />
          ) : null}
          {looked.status === 'found' ? (
            <>
              {looked.certificate.status === 'valid' ? (
                <Verdict tone="valid" heading={t.valid} text={t.validText} />
              ) : (
                <Verdict
                  tone="revoked"
                  heading={t.revoked}
                  text={t.revokedText(date(looked.certificate.revokedAt ?? ''))}
                />
              )}
              <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
                <dt className="font-semibold">{t.name}</dt>
                <dd>{looked.certificate.name}</dd>
                <dt className="font-semibold">{t.event}</dt>
                <dd>{looked.certificate.eventName}</dd>
                <dt className="font-semibold">{t.date}</dt>
                <dd>{date(looked.certificate.date)}</dd>
                <dt className="font-semibold">{t.creditHours}</dt>
                <dd>{digits(looked.certificate.creditHours)}</dd>
                <dt className="font-semibold">{t.serial}</dt>
                <dd dir="ltr" className="text-start font-mono">
                  {looked.certificate.serial}
                </dd>
              </dl>
            </>
          ) : null}
        </div>
      </div>
    </PageContainer>
  );
}

const TONES = {
  valid: { Icon: BadgeCheck, className: 'border-success-700 bg-success-50 text-success-800' },
  revoked: { Icon: CircleX, className: 'border-danger-700 bg-danger-50 text-danger-800' },
  unknown: { Icon: SearchX, className: 'border-slate-500 bg-slate-50 text-ink' },
} as const;

function Verdict({ tone, heading, text }: { tone: keyof typeof TONES; heading: string; text: string }) {
  const { Icon, className } = TONES[tone];
  return (
    <div className={`flex items-start gap-3 rounded-card border-s-4 p-4 ${className}`} data-verdict={tone}>
      <Icon aria-hidden="true" className="mt-1 size-7 shrink-0" />
      <div>
        <h2 className="text-2xl font-bold">{heading}</h2>
        <p className="mt-1">{text}</p>
      </div>
    </div>
  );
}
