import { NOTICE_KIND_LABELS, type NoticeKind } from '../notifications/kinds';

/**
 * Every text of notices (issue 34, decision 0071): the unsubscribe pages,
 * the membership notices, the notification centre and Profile Settings → Notifications.
 */
export const UNSUBSCRIBE_PAGE = {
  title: 'Unsubscribe',
  confirm: (kind: NoticeKind, station: string) =>
    `Stop ${NOTICE_KIND_LABELS[kind].toLowerCase()} e-mails from ${station}?`,
  button: 'Unsubscribe',
  done: (kind: NoticeKind) =>
    `Done: you will get no more ${NOTICE_KIND_LABELS[kind].toLowerCase()} e-mails. Turn them on again in Profile Settings → Notifications.`,
  invalid:
    'This unsubscribe link is not valid or has expired. Sign in and change your e-mails in Profile Settings → Notifications.',
};

export const NOTICE_MESSAGES = {
  notFound: 'This notification does not exist',
  bell: 'Notifications',
  empty: 'No notifications yet',
  markAllRead: 'Mark all as read',
  markRead: 'Mark as read',
  more: 'Show older',
  /** A notice's lines past the few shown (a summary of many shows). */
  wholeNotice: 'Show all',
  shortNotice: 'Show less',
  settingsTitle: 'Notifications',
  settingsIntro: 'Choose how you hear about each kind of notice.',
  email: 'E-mail',
  inApp: 'In the app',
  reminderLead: 'Remind me before my shows',
  saved: 'Notification settings saved',
};

/** Alerts to the station managers. */
export const MANAGER_ALERTS = {
  webhookFailing: (station: string, url: string, since: string) => ({
    title: `A webhook of ${station} has failed for a day`,
    lines: [
      `Every delivery to ${url} has failed since ${since}: the system behind it hears nothing of the schedule.`,
      'Station Settings → Webhooks shows each delivery and why it failed. You are told again only if it recovers and then fails for another day.',
    ],
  }),
  backupFailed: (station: string, reason: string) => ({
    title: `A backup of ${station} failed`,
    lines: [
      `The scheduled backup failed: ${reason}`,
      'Station Settings → Backups shows the last good backup. Until a backup succeeds, the newest changes are not saved anywhere else.',
    ],
  }),
};
