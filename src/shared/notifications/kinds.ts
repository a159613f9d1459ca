/**
 * The kinds of notice a member chooses about (issue 34, Profile Settings → Notifications), each
 * by e-mail and/or in the app. Every notice is of one kind; an e-mail's unsubscribe link turns its
 * kind's e-mail off.
 */
export const NOTICE_KINDS = [
  'reminders',
  'showChanges',
  'fillInRequests',
  'fillInOutcomes',
  'membership',
  'managerAlerts',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const NOTICE_KIND_LABELS: Record<NoticeKind, string> = {
  reminders: 'Reminders',
  showChanges: 'Changes to my shows',
  fillInRequests: 'Fill-in requests I can take',
  fillInOutcomes: 'Fill-in outcomes',
  membership: 'Membership',
  managerAlerts: 'Manager alerts',
};

export type NoticeChannels = { email: boolean; inApp: boolean };
/** Everything on until a member turns it off: a notice nobody receives helps nobody. */
export const DEFAULT_CHANNELS: NoticeChannels = { email: true, inApp: true };

/** How long before each airing a reminder leaves. */
export const REMINDER_LEADS = ['none', '1h', '24h', 'both'] as const;
export type ReminderLead = (typeof REMINDER_LEADS)[number];
export const DEFAULT_REMINDER_LEAD: ReminderLead = '24h';

/**
 * A member's choices as the API answers and takes them: every kind named. The request's check is
 * shared/schemas/notice-settings.ts: this module is drawn by every signed-in page (the bell's
 * texts) and stays free of the schema library (decision 0069).
 */
export type NoticeSettings = {
  kinds: Record<NoticeKind, NoticeChannels>;
  reminderLead: ReminderLead;
};

/** What is stored (a kind not named has the defaults), as the API answers it. */
export function settingsOf(stored?: {
  kinds: Partial<Record<string, NoticeChannels>>;
  reminderLead: string;
}): NoticeSettings {
  const kinds = Object.fromEntries(
    NOTICE_KINDS.map((k) => [k, { ...DEFAULT_CHANNELS, ...stored?.kinds[k] }]),
  ) as Record<NoticeKind, NoticeChannels>;
  const lead = (REMINDER_LEADS as readonly string[]).includes(stored?.reminderLead ?? '')
    ? (stored!.reminderLead as ReminderLead)
    : DEFAULT_REMINDER_LEAD;
  return { kinds, reminderLead: lead };
}

/** One notice as the notification centre lists it. */
export type NoticeView = {
  id: string;
  kind: NoticeKind;
  title: string;
  lines: string[];
  link: string;
  read: boolean;
  createdAt: string;
};

export const NOTICES_PAGE_SIZE = 20;
