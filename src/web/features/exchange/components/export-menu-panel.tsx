import Calendar from 'lucide-react/icons/calendar';
import FileJson from 'lucide-react/icons/file-braces';
import FileSpreadsheet from 'lucide-react/icons/file-spreadsheet';
import * as DropdownMenu from 'radix-ui/dropdown-menu';
import { useEffect, useRef, useState } from 'react';
import type { DeferredPopupProps } from '../../../components/deferred-popup';
import { useFirstItemOnOpen, MenuItem, MenuPanel } from '../../../components/ui/dropdown-menu';
import { useToast } from '../../../components/ui/toast/toast-context';
import { errorMessage } from '../../../lib/api-error';
import { downloadWeekExport, type ExportFormat } from '../api/export-api';
import { ExportButton } from './export-button';
import { exchange } from '../../../i18n/namespaces/exchange';
import { useT } from '../../../i18n/use-t';

/** The formats, named as their files are known ("CSV" and "JSON" in every language). */
const CHOICES: { format: ExportFormat; label: 'ics' | 'CSV' | 'JSON'; icon: typeof Calendar }[] = [
  { format: 'ics', label: 'ics', icon: Calendar },
  { format: 'csv', label: 'CSV', icon: FileSpreadsheet },
  { format: 'json', label: 'JSON', icon: FileJson },
];

/**
 * The schedule header's Export menu: the week as iCalendar, CSV or JSON, downloaded. Fetched
 * after the page has painted (./export-menu.tsx).
 */
export function ExportMenuPanel({
  weekId,
  defaultOpen,
  focusTrigger,
  openedByKey,
}: { weekId: string } & DeferredPopupProps) {
  useFirstItemOnOpen(openedByKey);
  const t = useT(exchange);
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusTrigger && !defaultOpen) triggerRef.current?.focus();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- the stand-in's focus, taken over once

  const download = async (format: ExportFormat) => {
    setBusy(true);
    try {
      await downloadWeekExport(weekId, format);
    } catch (error) {
      toast.error(t('exchange:export.failed'), errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <ExportButton ref={triggerRef} busy={busy} disabled={busy} />
      </DropdownMenu.Trigger>
      <MenuPanel align="end" sideOffset={6} className="w-52">
        <DropdownMenu.Label className="px-2.5 pt-1.5 pb-1 text-xs font-medium text-slate-500">
          {t('exchange:export.menuLabel')}
        </DropdownMenu.Label>
        {CHOICES.map(({ format, label, icon }) => (
          <MenuItem key={format} icon={icon} onSelect={() => void download(format)}>
            {label === 'ics' ? t('exchange:export.ics') : label}
          </MenuItem>
        ))}
      </MenuPanel>
    </DropdownMenu.Root>
  );
}
