import * as RadixDialog from 'radix-ui/dialog';
import type { ReactNode } from 'react';
import { Modal } from '../../../components/ui/dialog-frame';
import { schedule } from '../../../i18n/namespaces/schedule';
import { useT } from '../../../i18n/use-t';

/**
 * The Show Library panel on a phone: a sheet from the bottom over the week, modal (focus stays in
 * it, Escape and the panel's close button close it), since beside the week there is no room.
 */
export function PhonePanelSheet({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const t = useT(schedule);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      aria-describedby={undefined}
      className="fixed inset-x-0 bottom-0 z-50 flex h-[85dvh] flex-col overflow-hidden rounded-t-2xl bg-slate-50 shadow-2xl focus:outline-none data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
    >
      <RadixDialog.Title className="sr-only">{t('schedule:showLibrary')}</RadixDialog.Title>
      <span aria-hidden className="mx-auto my-2 h-1.5 w-12 shrink-0 rounded-full bg-slate-300" />
      <div className="flex min-h-0 flex-1">{children}</div>
    </Modal>
  );
}
