import { Upload } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { ExportMenu } from '../../exchange/components/export-menu';

/**
 * Import and Export, as the spec lists them. Import belongs to a later change: rather than open
 * something unfinished it is shown disabled, saying in words that it is coming.
 */
export function LaterActions({ weekId }: { weekId: string }) {
  const noteId = useId();
  return (
    <div className="flex items-center gap-1.5">
      <span id={noteId} className="sr-only">
        Coming in a later release
      </span>
      <LaterButton icon={Upload} label="Import" noteId={noteId} />
      <ExportMenu weekId={weekId} />
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
