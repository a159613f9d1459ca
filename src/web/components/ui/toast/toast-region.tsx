import * as Toast from 'radix-ui/toast';
import { useContext } from 'react';
import { ToastItem } from './toast-item';
import { ToastListContext } from './toast-list-context';
import { common } from '../../../i18n/namespaces/common';
import { useT } from '../../../i18n/use-t';

/** The toasts of the ToastProvider, drawn with Radix Toast (loaded by ToastOutlet). */
export default function ToastRegion() {
  const t = useT(common);
  const { toasts, dismiss } = useContext(ToastListContext);
  return (
    <Toast.Provider swipeDirection="right" label={t('common:toast.region')}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onClose={() => dismiss(toast.id)} />
      ))}
      {/* Radix puts the shortcut in for "{hotkey}" ("Notifications (F8)"). */}
      <Toast.Viewport
        label={t('common:toast.viewport', { hotkey: '{hotkey}' })}
        className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-sm print:hidden"
      />
    </Toast.Provider>
  );
}
