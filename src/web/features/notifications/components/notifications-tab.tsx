import {
  NOTICE_KIND_LABELS,
  NOTICE_KINDS,
  REMINDER_LEAD_LABELS,
  REMINDER_LEADS,
  type NoticeKind,
  type ReminderLead,
} from '../../../../shared/notifications/kinds';
import { NOTICE_MESSAGES } from '../../../../shared/messages/notifications';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import type { BannerActions } from '../../profile/hooks/use-banner';
import { TabHeading } from '../../profile/components/tab-heading';
import { useChangeNoticeSettings, useNoticeSettings } from '../hooks/use-notices';

/**
 * Profile Settings → Notifications: per kind, e-mail and/or in the app; and how long before each
 * show a reminder comes. Each choice is saved as it is made.
 */
export function NotificationsTab({ banner }: { banner: BannerActions }) {
  const settings = useNoticeSettings();
  const change = useChangeNoticeSettings();
  const save = (input: Parameters<typeof change.mutate>[0]) =>
    change.mutate(input, {
      onSuccess: () => banner.success(NOTICE_MESSAGES.saved),
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
      <TabHeading title={NOTICE_MESSAGES.settingsTitle} text={NOTICE_MESSAGES.settingsIntro} />
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-600">
            <th scope="col" className="py-2 font-medium">
              <span className="sr-only">Kind</span>
            </th>
            <th scope="col" className="w-24 py-2 text-center font-medium">
              {NOTICE_MESSAGES.email}
            </th>
            <th scope="col" className="w-24 py-2 text-center font-medium">
              {NOTICE_MESSAGES.inApp}
            </th>
          </tr>
        </thead>
        <tbody>
          {NOTICE_KINDS.map((kind) => (
            <tr key={kind} className="border-b border-slate-100">
              <th scope="row" className="py-3 text-left font-medium text-slate-900">
                {NOTICE_KIND_LABELS[kind]}
              </th>
              {(['email', 'inApp'] as const).map((channel) => (
                <td key={channel} className="py-3 text-center">
                  <input
                    type="checkbox"
                    className="size-4 accent-indigo-600"
                    aria-label={`${NOTICE_KIND_LABELS[kind]}: ${NOTICE_MESSAGES[channel]}`}
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
          {NOTICE_MESSAGES.reminderLead}
        </span>
        <select
          value={reminderLead}
          disabled={change.isPending}
          onChange={(event) => save({ reminderLead: event.target.value as ReminderLead })}
          className="h-10 w-full rounded-lg border-0 bg-white px-3 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-indigo-600"
        >
          {REMINDER_LEADS.map((lead) => (
            <option key={lead} value={lead}>
              {REMINDER_LEAD_LABELS[lead]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
