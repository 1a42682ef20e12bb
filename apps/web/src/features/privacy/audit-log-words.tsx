import { CONTENT_TYPES } from '@authority/shared/content-types';
import { AUDIT_ACTIONS, type AuditAction } from '@authority/shared/editor-texts';
import type { StaffTexts } from '@authority/shared/i18n/staff-en';
import type { AuditSubject } from '@authority/shared/privacy';
import { ROUTES } from '@authority/shared/routes';
import { Link } from 'react-router';
import type { AuditEntry } from './audit-log-api';

export const isAuditAction = (action: string): action is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(action);

/** Where an item that still exists can be seen: its public page, else its dashboard screen. */
function pathOf(subject: AuditSubject): string {
  if (subject.contentKey === 'news') return ROUTES.showNews(subject.id);
  if (subject.contentKey === 'events') return ROUTES.eventDetails(subject.id);
  return ROUTES.dashboardChild(CONTENT_TYPES[subject.contentKey].dashboardChild);
}

/**
 * One entry in plain words : 'Anna Karim deleted the news item “Visiting
 * hours on adult wards”', the name a link while the item exists; other entries keep their target
 * (an account, an address) in small print beneath.
 */
export function AuditEntryWords({ entry, t }: { entry: AuditEntry; t: StaffTexts }) {
  const who = entry.actorName || entry.actorEmail || t.auditLog.system;
  const subject = entry.subject ?? null;
  const what = subject ? t.nouns[subject.contentKey].one : '';
  const sentence = isAuditAction(entry.action)
    ? t.auditWords.sentences[entry.action](who, what)
    : t.auditWords.other(who, entry.action);
  const target = subject ? '' : [entry.entity, entry.entityId].filter(Boolean).join(' ');
  return (
    <>
      <span>{sentence}</span>
      {subject?.name ? (
        <>
          {' '}
          {subject.exists ? (
            <Link
              to={pathOf(subject)}
              className="rounded-control text-primary-800 underline underline-offset-4 hover:text-primary-900"
            >
              {t.auditWords.quoted(subject.name)}
            </Link>
          ) : (
            <span>
              {t.auditWords.quoted(subject.name)}{' '}
              <span className="font-normal text-ink-muted">{t.auditWords.gone}</span>
            </span>
          )}
        </>
      ) : null}
      {/* The space keeps the sentence and its target one phrase for assistive technology. */}
      {target ? (
        <>
          {' '}
          <span className="block text-sm font-normal break-all text-ink-muted">{target}</span>
        </>
      ) : null}
    </>
  );
}
