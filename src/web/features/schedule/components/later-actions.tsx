import { Download } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { ImportAction } from '../../exchange/components/import-action';

/**
 * Import opens its dialog; Export is on the screen as the spec lists it, but its dialog belongs to
 * a later change. Rather than open something unfinished it is shown disabled, saying in words
 * that it is coming.
 */
export function LaterActions({ weekId }: { weekId: string }) {
  const noteId = useId();
  return (
    <div className="flex items-center gap-1.5">
      <span id={noteId} className="sr-only">
        Coming in a later release
      </span>
      <ImportAction weekId={weekId} />
      <LaterButton icon={Download} label="Export" noteId={noteId} />
    </div>
  );
}

function LaterButton({
  icon: Icon,
  label,
  noteId,
}: {
  icon: typeof Download;
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
