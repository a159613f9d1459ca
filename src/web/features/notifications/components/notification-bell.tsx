import Bell from 'lucide-react/icons/bell';
import { useState, type ComponentProps } from 'react';
import { deferredDialog } from '../../../components/ui/deferred-dialog';
import { shell } from '../../../i18n/namespaces/shell';
import { useT } from '../../../i18n/use-t';
import { useUnreadCount } from '../hooks/use-unread-count';
import type { NoticePanel as Panel } from './notice-panel';

// The centre's code (the list, its writes, the dialog) is fetched after the page has painted or
// when the bell is first pressed; a download that fails says so where the panel would open.
const NoticePanel = deferredDialog<ComponentProps<typeof Panel>>(() =>
  import('./notice-panel').then((m) => m.NoticePanel),
);

/** The top bar's bell: the unread count, live; opens the notification centre. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount().data ?? 0;
  const t = useT(shell);
  const label = unread > 0 ? t('shell:bell.unread', { count: unread }) : t('shell:bell');
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={label}
        data-testid="notification-bell"
        onClick={() => setOpen(true)}
        className="relative rounded-full p-1.5 text-slate-600 sm:p-2 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        <Bell aria-hidden className="size-5" />
        {unread > 0 ? (
          <span
            data-testid="notification-count"
            className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-semibold text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      <NoticePanel open={open} onOpenChange={setOpen} />
    </>
  );
}
