import { Calendar, ChevronDown, Download, FileJson, FileSpreadsheet } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { buttonClasses } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast/toast-context';
import { errorMessage } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { downloadWeekExport, type ExportFormat } from '../api/export-api';

const itemClasses =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900';

const CHOICES: { format: ExportFormat; label: string; icon: typeof Calendar }[] = [
  { format: 'ics', label: 'iCalendar (.ics)', icon: Calendar },
  { format: 'csv', label: 'CSV', icon: FileSpreadsheet },
  { format: 'json', label: 'JSON', icon: FileJson },
];

/** The schedule header's Export button: the week as iCalendar, CSV or JSON, downloaded. */
export function ExportMenu({ weekId }: { weekId: string }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const download = async (format: ExportFormat) => {
    setBusy(true);
    try {
      await downloadWeekExport(weekId, format);
    } catch (error) {
      toast.error('Export failed', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        disabled={busy}
        title="Export"
        className={cn(buttonClasses('ghost', 'sm'), 'data-[state=open]:bg-slate-100')}
      >
        {busy ? <Spinner className="size-4" /> : <Download aria-hidden className="size-4" />}
        Export
        <ChevronDown aria-hidden className="size-3.5 text-slate-400" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 w-52 rounded-xl bg-white p-1.5 shadow-xl ring-1 ring-slate-200 data-[state=open]:animate-menu-in"
        >
          <DropdownMenu.Label className="px-2.5 pt-1.5 pb-1 text-xs font-medium text-slate-500">
            Export this week as
          </DropdownMenu.Label>
          {CHOICES.map(({ format, label, icon: Icon }) => (
            <DropdownMenu.Item
              key={format}
              className={itemClasses}
              onSelect={() => void download(format)}
            >
              <Icon aria-hidden className="size-4 text-slate-500" />
              {label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
