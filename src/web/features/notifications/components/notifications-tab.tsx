import {
  NOTICE_KINDS,
  REMINDER_LEADS,
  type NoticeKind,
  type ReminderLead,
} from '../../../../shared/notifications/kinds';
import { Spinner } from '../../../components/ui/spinner';
import { notifications } from '../../../i18n/namespaces/notifications';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-error';
import type { BannerActions } from '../../profile/hooks/use-banner';
import { TabHeading } from '../../profile/components/tab-heading';
import { useChangeNoticeSettings, useNoticeSettings } from '../hooks/use-notices';

/**
 * Profile Settings → Notifications: per kind, e-mail and/or in the app; and how long before each
 * show a reminder comes. Each choice is saved as it is made.
 */
/** Each kind's and each lead's name, named whole (decision 0074). */
const KIND_KEYS = {
  reminders: 'notifications:kind.reminders',
  showChanges: 'notifications:kind.showChanges',
  fillInRequests: 'notifications:kind.fillInRequests',
  fillInOutcomes: 'notifications:kind.fillInOutcomes',
  membership: 'notifications:kind.membership',
  managerAlerts: 'notifications:kind.managerAlerts',
} as const satisfies Record<NoticeKind, string>;
const LEAD_KEYS = {
  none: 'notifications:lead.none',
  '1h': 'notifications:lead.1h',
  '24h': 'notifications:lead.24h',
  both: 'notifications:lead.both',
} as const satisfies Record<ReminderLead, string>;
const CHANNEL_KEYS = { email: 'notifications:email', inApp: 'notifications:inApp' } as const;

export function NotificationsTab({ banner }: { banner: BannerActions }) {
  const t = useT(notifications);
  const settings = useNoticeSettings();
  const change = useChangeNoticeSettings();
  const save = (input: Parameters<typeof change.mutate>[0]) =>
    change.mutate(input, {
      onSuccess: () => banner.success(t('notifications:saved')),
      onError: (error) => banner.error(errorMessage(error)),
    });
  if (!settings.data) {
    return (
      <p role="status" className="flex items-center gap-2 text-slate-600">
        <Spinner className="size-4" />
      </p>
    );
  }
  const { kinds, reminderLead } = settings.data;
  const toggle = (kind: NoticeKind, channel: 'email' | 'inApp') =>
    save({ kinds: { ...kinds, [kind]: { ...kinds[kind], [channel]: !kinds[kind][channel] } } });
  return (
    <div className="space-y-6">
      <TabHeading title={t('notifications:title')} text={t('notifications:settingsIntro')} />
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-600">
            <th scope="col" className="py-2 font-medium">
              <span className="sr-only">{t('notifications:kindColumn')}</span>
            </th>
            <th scope="col" className="w-24 py-2 text-center font-medium">
              {t('notifications:email')}
            </th>
            <th scope="col" className="w-24 py-2 text-center font-medium">
              {t('notifications:inApp')}
            </th>
          </tr>
        </thead>
        <tbody>
          {NOTICE_KINDS.map((kind) => (
            <tr key={kind} className="border-b border-slate-100">
              <th scope="row" className="py-3 text-left font-medium text-slate-900">
                {t(KIND_KEYS[kind])}
              </th>
              {(['email', 'inApp'] as const).map((channel) => (
                <td key={channel} className="py-3 text-center">
                  <input
                    type="checkbox"
                    className="size-4 accent-indigo-600"
                    aria-label={t('notifications:channelLabel', {
                      kind: t(KIND_KEYS[kind]),
                      channel: t(CHANNEL_KEYS[channel]),
                    })}
                    checked={kinds[kind][channel]}
                    disabled={change.isPending}
                    onChange={() => toggle(kind, channel)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <label className="block max-w-sm text-sm">
        <span className="mb-1 block font-medium text-slate-900">
          {t('notifications:reminderLead')}
        </span>
        <select
          value={reminderLead}
          disabled={change.isPending}
          onChange={(event) => save({ reminderLead: event.target.value as ReminderLead })}
          className="h-10 w-full rounded-lg border-0 bg-white px-3 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-indigo-600"
        >
          {REMINDER_LEADS.map((lead) => (
            <option key={lead} value={lead}>
              {t(LEAD_KEYS[lead])}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
