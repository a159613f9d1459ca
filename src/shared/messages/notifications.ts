/**
 * Every text of notices (issue 34, decision 0071) not yet in a catalog: the membership notices,
 * the notification centre and Profile Settings → Notifications.
 */
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

