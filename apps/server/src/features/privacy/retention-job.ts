/**
 * The retention rules, at start and every six hours after: contact inquiries and outbox rows
 * older than the site settings say (365 and 30 days unless changed; decision 008), and, when
 * SUBMISSION_RETENTION_DAYS is set, the submissions of events dated longer ago than that; content
 * entries of the audit log keep only the item's name after the inquiries' period; site search's
 * daily counts after 90 days (features/search/tally.ts); page feedback after the inquiries' period.
 * Every process of a fleet schedules it; an advisory lock lets one run it at a time, and the others
 * skip that turn (the rules are idempotent, so a later turn elsewhere does no harm).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LOCKS, unlessRunningElsewhere } from '../../lib/advisory-lock.js';
import { loadSettings } from '../../lib/site-settings.js';
import { applyFeedbackRetention } from '../page-feedback/index.js';
import { applySearchCountRetention } from '../search/index.js';
import { applyAuditRetention, applyMailRetention, applyRetention } from './service.js';

const EVERY_MS = 6 * 3_600_000;

/** One pass of every rule; what each removed. */
export async function runRetention(app: FastifyInstance) {
  const days = app.config.submissionRetentionDays;
  const { retention } = await loadSettings(app.db);
  const inquiriesAndOutbox = await applyMailRetention(app.db, app.now(), retention);
  const submissions = days === undefined ? undefined : await applyRetention(app.db, app.now(), days);
  const auditEntries = await applyAuditRetention(app.db, app.now(), retention.inquiryDays);
  const searchCounts = await applySearchCountRetention(app.db, app.now());
  // As long as inquiries: a comment may hold personal data (docs/page-feedback.md).
  const pageFeedback = await applyFeedbackRetention(app.db, app.now(), retention.inquiryDays);
  return { inquiriesAndOutbox, submissions, auditEntries, searchCounts, pageFeedback };
}

async function retentionPlugin(app: FastifyInstance) {
  const run = () =>
    unlessRunningElsewhere(app.database, LOCKS.retention, () => runRetention(app)).then(
      (outcome) =>
        outcome.ran
          ? app.log.info({ removed: outcome.result }, 'retention applied')
          : app.log.info('retention running in another process: skipped here'),
      (error) => app.log.error({ err: error }, 'retention failed'),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(run, EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(retentionPlugin, { name: 'retention', dependencies: ['database'] });
