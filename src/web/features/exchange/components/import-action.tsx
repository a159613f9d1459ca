import Upload from 'lucide-react/icons/upload';
import { useState, type ComponentProps } from 'react';
import { Button } from '../../../components/ui/button';
import { deferredDialog } from '../../../components/ui/deferred-dialog';
import type { ImportDialog as Dialog } from './import-dialog';
import { exchange } from '../../../i18n/namespaces/exchange';
import { useT } from '../../../i18n/use-t';

/** Fetched when it opens or after the schedule paints: the file's preview and its choices. */
const ImportDialog = deferredDialog<ComponentProps<typeof Dialog>>(() =>
  import('./import-dialog').then((m) => m.ImportDialog),
);

/** The schedule header's Import button and its dialog. */
export function ImportAction({ weekId }: { weekId: string }) {
  const t = useT(exchange);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        title={t('exchange:action.import')}
        onClick={() => setOpen(true)}
      >
        <Upload aria-hidden className="size-4" />
        {t('exchange:action.import')}
      </Button>
      <ImportDialog weekId={weekId} open={open} onOpenChange={setOpen} />
    </>
  );
}
