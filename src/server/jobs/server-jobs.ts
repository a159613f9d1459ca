import type { Database } from '../db/connection';
import type { StationClock } from '../http/app-env';
import { defineActivitySweep } from '../features/activity/activity-sweep';
import { defineBackupSchedule, type BackupService } from '../features/backups/backup-runner';
import { defineAiringChangedJob } from '../features/fill-ins/fill-in-changed';
import { defineFillInJobs } from '../features/fill-ins/fill-in-timers';
import { defineNoticeMail } from '../features/notifications/notice-mail';
import { defineChangeNotices } from '../features/notifications/change-notices';
import { defineReminders } from '../features/notifications/reminder-job';
import { defineWebhookAlerts } from '../features/notifications/webhook-alerts';
import { defineNoticesSweep } from '../features/notifications/notifications-sweep';
import { defineMediaSweep } from '../features/media/media-sweep';
import type { Mailer } from '../mail/mailer';
import { defineWebhookJobs } from '../features/webhooks/webhooks-background';
import { defineOutboxSweep } from '../mail/outbox-sweep';
import type { Jobs } from './jobs';

/**
 * Every kind of timed work the server does, on its one job mechanism (decision 0064). A feature
 * with timed work defines its jobs here; nothing else keeps a timer for product work.
 */
export function defineServerJobs(
  jobs: Jobs,
  options: {
    db: Database;
    clock: StationClock;
    backups?: Pick<BackupService, 'checkDue'>;
    /** Fill-ins' escalations write to the managers, with a link into the app. */
    mail: { mailer: Mailer; publicOrigin: string };
    /** Signs notice e-mails' unsubscribe links (the auth secret every process shares). */
    noticeSecret: string;
  },
) {
  const { db, clock } = options;
  defineMediaSweep(jobs, db);
  defineActivitySweep(jobs, db);
  defineOutboxSweep(jobs, db);
  defineWebhookJobs(jobs, { db, clock });
  defineFillInJobs(jobs, { db, clock, ...options.mail });
  defineAiringChangedJob(jobs, { db, clock, ...options.mail });
  defineNoticeMail(jobs, {
    db,
    ...options.mail,
    noticeSecret: options.noticeSecret,
    now: clock.now,
  });
  defineNoticesSweep(jobs, db, clock.now);
  defineReminders(jobs, db, clock.now);
  defineChangeNotices(jobs, db, clock.now);
  defineWebhookAlerts(jobs, db, clock.now);
  if (options.backups) defineBackupSchedule(jobs, options.backups);
}
