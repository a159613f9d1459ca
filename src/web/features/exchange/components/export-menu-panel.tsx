import Calendar from 'lucide-react/icons/calendar';
import ChevronDown from 'lucide-react/icons/chevron-down';
import Download from 'lucide-react/icons/download';
import FileJson from 'lucide-react/icons/file-braces';
import FileSpreadsheet from 'lucide-react/icons/file-spreadsheet';
import * as DropdownMenu from 'radix-ui/dropdown-menu';
import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { buttonClasses } from '../../../components/ui/button';
import { MenuItem, MenuPanel } from '../../../components/ui/dropdown-menu';
import { useToast } from '../../../components/ui/toast/toast-context';
import { errorMessage } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { downloadWeekExport, type ExportFormat } from '../api/export-api';

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
      <MenuPanel align="end" sideOffset={6} className="w-52">
        <DropdownMenu.Label className="px-2.5 pt-1.5 pb-1 text-xs font-medium text-slate-500">
          Export this week as
        </DropdownMenu.Label>
        {CHOICES.map(({ format, label, icon }) => (
          <MenuItem key={format} icon={icon} onSelect={() => void download(format)}>
            {label}
          </MenuItem>
        ))}
      </MenuPanel>
    </DropdownMenu.Root>
  );
}
