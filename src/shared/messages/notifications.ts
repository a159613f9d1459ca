import { NOTICE_KIND_LABELS, type NoticeKind } from '../notifications/kinds';

/**
 * The texts of notices (issue 34, decision 0071) not yet in the catalogs: the unsubscribe pages,
 * the membership notices and the managers' alerts (the notification centre and Profile
 * Settings → Notifications are in the `notifications` namespace, decision 0074).
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

/** Membership notices: to the applicant and to the managers. */
export const MEMBERSHIP_NOTICES = {
  approved: (station: string, role: string) => ({
    title: `Welcome to the ${station} team`,
    lines: [
      `Your account was approved: you are a member of ${station} as ${role}. You can sign in now.`,
    ],
  }),
  declined: (station: string) => ({
    title: `Your ${station} account was not approved`,
    lines: [
      `A station manager declined your account at ${station}. If you think this is a mistake, contact the station.`,
    ],
  }),
  waiting: (station: string, who: string) => ({
    title: 'A new account is waiting for your approval',
    lines: [
      `${who} confirmed their email address and is waiting to join your ${station} team.`,
      'Approve or decline the account on the Team page. Until then it cannot sign in.',
    ],
  }),
  invitationAccepted: (station: string, who: string, role: string) => ({
    title: `${who} joined the ${station} team`,
    lines: [`${who} accepted your team's invitation and joined ${station} as ${role}.`],
  }),
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
