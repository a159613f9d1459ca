import CheckCircle2 from 'lucide-react/icons/circle-check';
import Info from 'lucide-react/icons/info';
import X from 'lucide-react/icons/x';
import XCircle from 'lucide-react/icons/circle-x';
import * as Toast from 'radix-ui/toast';
import { cn } from '../../../lib/cn';
import type { ToastEntry, ToastType } from './toast-context';
import { common } from '../../../i18n/namespaces/common';
import { useT } from '../../../i18n/use-t';

const look: Record<ToastType, { icon: typeof Info; accent: string; iconColor: string }> = {
  success: { icon: CheckCircle2, accent: 'border-l-emerald-500', iconColor: 'text-emerald-600' },
  error: { icon: XCircle, accent: 'border-l-red-500', iconColor: 'text-red-600' },
  info: { icon: Info, accent: 'border-l-indigo-500', iconColor: 'text-indigo-600' },
};

/** One toast: icon, title, optional message, optional action and a close button. */
export function ToastItem({ toast, onClose }: { toast: ToastEntry; onClose: () => void }) {
  const t = useT(common);
  const { icon: Icon, accent, iconColor } = look[toast.type];
  return (
    <Toast.Root
      open={toast.open}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      duration={toast.duration}
      // Errors interrupt the screen reader; successes and notes wait their turn.
      type={toast.type === 'error' ? 'foreground' : 'background'}
      data-toast-type={toast.type}
      className={cn(
        'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border border-l-4 border-slate-200 bg-white p-4 pr-10 shadow-lg',
        accent,
        'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
        'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-toast-swipe-out',
      )}
    >
      <Icon aria-hidden className={cn('mt-0.5 size-5 shrink-0', iconColor)} />
      <div className="min-w-0 flex-1">
        <Toast.Title className="text-sm font-semibold text-slate-900">{toast.title}</Toast.Title>
        {toast.message ? (
          <Toast.Description className="mt-1 text-sm break-words text-slate-600">
            {toast.message}
          </Toast.Description>
        ) : null}
        {toast.action ? (
          <Toast.Action
            altText={toast.action.altText}
            onClick={toast.action.onAction}
            className="mt-2 rounded-md border border-slate-300 px-3 py-1 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            {toast.action.label}
          </Toast.Action>
        ) : null}
      </div>
      <Toast.Close
        aria-label={t('common:toast.close')}
        className="absolute top-3 right-3 rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <X aria-hidden className="size-4" />
      </Toast.Close>
    </Toast.Root>
  );
}
