import Upload from 'lucide-react/icons/upload';
import { useState, type ComponentProps } from 'react';
import { Button } from '../../../components/ui/button';
import { deferredDialog } from '../../../components/ui/deferred-dialog';
import type { ImportDialog as Dialog } from './import-dialog';

/** Fetched when it opens or after the schedule paints: the file's preview and its choices. */
const ImportDialog = deferredDialog<ComponentProps<typeof Dialog>>(() =>
  import('./import-dialog').then((m) => m.ImportDialog),
);

/** The schedule header's Import button and its dialog. */
export function ImportAction({ weekId }: { weekId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" title="Import" onClick={() => setOpen(true)}>
        <Upload aria-hidden className="size-4" />
        Import
      </Button>
      <ImportDialog weekId={weekId} open={open} onOpenChange={setOpen} />
    </>
  );
}
