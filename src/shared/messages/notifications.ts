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
