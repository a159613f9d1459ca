import { Download, Upload } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';

/**
 * Import and Export are on the screen as the spec lists them, but their dialogs belong to a later
 * issue. Rather than open something unfinished they are shown disabled, each saying in words that
 * it is coming.
 */
export function LaterActions() {
  const noteId = useId();
  return (
    <div className="flex items-center gap-1.5">
      <span id={noteId} className="sr-only">
        Coming in a later release
      </span>
      <LaterButton icon={Upload} label="Import" noteId={noteId} />
      <LaterButton icon={Download} label="Export" noteId={noteId} />
    </div>
  );
}

function LaterButton({
  icon: Icon,
  label,
  noteId,
}: {
  icon: typeof Upload;
  label: string;
  noteId: string;
}) {
  return (
    <Button variant="ghost" size="sm" disabled aria-describedby={noteId}>
      <Icon aria-hidden className="size-4" />
      {label}
      <span aria-hidden className="rounded-full bg-slate-100 px-1.5 text-[0.65rem] text-slate-500">
        Soon
      </span>
    </Button>
  );
}
