import Upload from 'lucide-react/icons/upload';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ImportDialog } from './import-dialog';

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
