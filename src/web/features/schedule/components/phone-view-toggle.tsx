import CalendarDays from 'lucide-react/icons/calendar-days';
import ListOrdered from 'lucide-react/icons/list-ordered';
import * as ToggleGroup from 'radix-ui/toggle-group';
import type { PhoneScheduleView } from '../hooks/use-schedule-view';
import { schedule } from '../../../i18n/namespaces/schedule';
import { useT } from '../../../i18n/use-t';

const itemClasses =
  'inline-flex h-8 items-center gap-1.5 rounded-md px-2 text-xs font-medium text-slate-600 transition-colors hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 data-[state=on]:bg-white data-[state=on]:text-indigo-700 data-[state=on]:shadow-sm';

/** The phone's choice: the day agenda or the full week grid, one tap apart. */
export function PhoneViewToggle({
  value,
  onValueChange,
}: {
  value: PhoneScheduleView;
  onValueChange: (value: PhoneScheduleView) => void;
}) {
  const t = useT(schedule);
  return (
    <ToggleGroup.Root
      type="single"
      value={value}
      // Radix reports "" when the chosen item is pressed again; keep the current view then.
      onValueChange={(next) => {
        if (next === 'agenda' || next === 'grid') onValueChange(next);
      }}
      aria-label={t('schedule:view.label')}
      className="inline-flex items-center gap-0.5 rounded-lg bg-slate-100 p-1"
    >
      <ToggleGroup.Item value="agenda" className={itemClasses}>
        <ListOrdered aria-hidden className="size-4" />
        {t('schedule:view.agenda')}
      </ToggleGroup.Item>
      <ToggleGroup.Item value="grid" className={itemClasses}>
        <CalendarDays aria-hidden className="size-4" />
        {t('schedule:view.grid')}
      </ToggleGroup.Item>
    </ToggleGroup.Root>
  );
}
