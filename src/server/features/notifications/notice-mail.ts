import { eq } from 'drizzle-orm';
import type { NoticeKind } from '../../../shared/notifications/kinds';
import type { MessageKey } from '../../../shared/i18n/catalogs';
import { isLanguage } from '../../../shared/i18n/languages';
import { noticeWordsFor, type NoticeWords } from '../../../shared/notifications/notice-words';
import type { Database } from '../../db/connection';
import { notifications, profiles, users } from '../../db/schema';
import type { Jobs } from '../../jobs/jobs';
import type { MailMessage, Mailer } from '../../mail/mailer';
import { escapeHtml } from '../../mail/templates';
import { readStationSettings } from '../team/station-settings.service';
import { readOwnNoticeSettings } from './notice-settings';
import { NOTICE_MAIL_JOB, settleMail } from './notify';
import { unsubscribeToken } from './unsubscribe-token';

/** What notice e-mails need: the mailer, the app's address, the secret that signs unsubscribe links. */
export type NoticeMailDeps = {
  db: Database;
  mailer: Mailer;
  publicOrigin: string;
  noticeSecret: string;
  now: () => Date;
};

export const unsubscribeUrl = (origin: string, token: string) =>
  `${origin}/unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * A notice as an e-mail: the station's name and logo above, the notice, a link into the app, and
 * a footer that says why it came and how to stop its kind; RFC 8058's headers let the mail
 * program offer the same in one click.
 */
export function noticeMessage(notice: {
  to: string;
  kind: NoticeKind;
  title: string;
  lines: string[];
  openUrl: string;
  unsubscribeUrl: string;
  station: string;
  logoUrl: string | null;
  /** The reader's words: the frame is in their language, as the notice itself. */
  w: NoticeWords;
}): MailMessage {
  const { station, kind, w } = notice;
  const kindName = w.t(KIND_NAMES[kind]);
  const open = w.t('mail:frame.open', { station });
  const footer = w.t('mail:frame.footer', { kind: kindName, station });
  const stop = w.t('mail:frame.unsubscribe', { kind: kindName });
  const text = [
    station,
    ...notice.lines,
    `${open}: ${notice.openUrl}`,
    '--',
    `${footer}\n${stop}: ${notice.unsubscribeUrl}`,
  ].join('\n\n');
  const logo = notice.logoUrl
    ? `<img src="${escapeHtml(notice.logoUrl)}" alt="" width="40" height="40" style="vertical-align:middle;border-radius:6px;margin-right:8px">`
    : '';
  const html =
    `<div style="font-family:system-ui,sans-serif;color:#111827;max-width:36rem">` +
    `<p style="font-weight:600;font-size:1.1rem">${logo}${escapeHtml(station)}</p>` +
    notice.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('') +
    `<p><a href="${escapeHtml(notice.openUrl)}">${escapeHtml(open)}</a></p>` +
    `<hr style="border:none;border-top:1px solid #e5e7eb">` +
    `<p style="color:#4b5563;font-size:.8rem">${escapeHtml(footer)} ` +
    `<a href="${escapeHtml(notice.unsubscribeUrl)}">${escapeHtml(stop)}</a></p></div>`;
  return {
    to: notice.to,
    subject: notice.title,
    text,
    html,
    links: [notice.openUrl, notice.unsubscribeUrl],
    headers: {
      'List-Unsubscribe': `<${notice.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** Each kind as the footer names it ("reminders"), the same words as Profile Settings' labels. */
export const KIND_NAMES: Record<NoticeKind, MessageKey> = {
  reminders: 'mail:kind.reminders',
  showChanges: 'mail:kind.showChanges',
  fillInRequests: 'mail:kind.fillInRequests',
  fillInOutcomes: 'mail:kind.fillInOutcomes',
  membership: 'mail:kind.membership',
  managerAlerts: 'mail:kind.managerAlerts',
};

/** The logo as a mail program can load it: an uploaded image under the app's own address. */
const absolute = (origin: string, url: string) =>
  url === '' ? null : url.startsWith('/') ? `${origin}${url}` : url;

/**
 * Sends one queued notice e-mail. Looked at again when it runs: a person suspended or who turned
 * the kind off since it was queued gets nothing. A notice already sent is not sent again (a job
 * run twice after a killed process).
 */
export async function sendNoticeMail(deps: NoticeMailDeps, id: string): Promise<void> {
  const [row] = await deps.db
    .select({
      notice: notifications,
      email: users.email,
      status: profiles.status,
      language: profiles.language,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .innerJoin(profiles, eq(profiles.id, notifications.userId))
    .where(eq(notifications.id, id));
  if (!row || row.notice.mailState !== 'queued') return;
  const kind = row.notice.kind as NoticeKind;
  const settings = await readOwnNoticeSettings(deps.db, row.notice.userId);
  if (row.status === 'suspended' || !settings.kinds[kind]?.email) {
    await settleMail(deps.db, id, 'skipped');
    return;
  }
  const station = await readStationSettings(deps.db);
  const token = unsubscribeToken(deps.noticeSecret, row.notice.userId, kind, deps.now());
  await deps.mailer.send(
    noticeMessage({
      to: row.email,
      kind,
      title: row.notice.title,
      lines: row.notice.lines,
      openUrl: `${deps.publicOrigin}${row.notice.link}`,
      unsubscribeUrl: unsubscribeUrl(deps.publicOrigin, token),
      station: station.stationName,
      logoUrl: absolute(deps.publicOrigin, station.logoUrl),
      // The reader's language, else the station's (decision 0074).
      w: await noticeWordsFor(isLanguage(row.language) ? row.language : station.stationLanguage),
    }),
  );
  await settleMail(deps.db, id, 'sent');
}

const idOf = (payload: unknown): string | null => {
  const id = (payload as { notificationId?: unknown } | null)?.notificationId;
  return typeof id === 'string' ? id : null;
};

/** Notice e-mails leave on the jobs, retried while the mail server refuses. */
export function defineNoticeMail(jobs: Jobs, deps: NoticeMailDeps) {
  jobs.define(
    NOTICE_MAIL_JOB,
    async (payload) => {
      const id = idOf(payload);
      if (id) await sendNoticeMail(deps, id);
    },
    { retry: { attempts: 6, firstDelayMs: 60_000, maxDelayMs: 60 * 60_000 } },
  );
}
