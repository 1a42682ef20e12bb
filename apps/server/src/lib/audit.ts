/**
 * The audit log: who did what, to what, when and from where. The sign-in lockout (decision 001)
 * counts failures in it, and a SuperAdmin reads it on the audit log screen.
 */
import type { AuditAction } from '@authority/shared/editor-texts';
import type { Database } from '../db/client.js';
import { auditLog } from '../db/schema.js';

export interface AuditEntry {
  /** One of the actions the audit log screen names in words (editor-texts.ts): a new one is added there. */
  action: AuditAction;
  at: Date;
  /** Who did it: a staff account, or `id: null` for the operator's console (`npm run admin`). */
  actor?: { id: number | null; email: string } | null;
  entity?: string;
  entityId?: string | number;
  ip?: string;
  details?: Record<string, unknown>;
}

export async function audit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    at: entry.at,
    actorUserId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    entity: entry.entity ?? null,
    entityId: entry.entityId === undefined ? null : String(entry.entityId),
    ip: entry.ip ?? null,
    details: entry.details ?? null,
  });
}
