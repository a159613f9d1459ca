import LayoutGrid from 'lucide-react/icons/layout-grid';
import List from 'lucide-react/icons/list';
import * as ToggleGroup from 'radix-ui/toggle-group';
import { cn } from '../../lib/cn';
import { common } from '../../i18n/namespaces/common';
import { useT } from '../../i18n/use-t';

export type ViewMode = 'grid' | 'list';

const itemClasses =
  'inline-flex size-8 items-center justify-center rounded-md text-slate-500 transition-colors hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 data-[state=on]:bg-white data-[state=on]:text-indigo-700 data-[state=on]:shadow-sm';

/** Grid or list (SPEC.md §2; grid by default). One of the two is always chosen. */
export function ViewToggle({
  value,
  onValueChange,
  className,
}: {
  value: ViewMode;
  onValueChange: (value: ViewMode) => void;
  className?: string;
}) {
  const t = useT(common);
  return (
    <ToggleGroup.Root
      type="single"
      value={value}
      // Radix reports "" when the chosen item is pressed again; keep the current view then.
      onValueChange={(next) => {
        if (next === 'grid' || next === 'list') onValueChange(next);
      }}
      aria-label={t('common:view')}
      className={cn('inline-flex h-10 items-center gap-0.5 rounded-lg bg-slate-100 p-1', className)}
    >
      <ToggleGroup.Item value="grid" aria-label={t('common:view.grid')} className={itemClasses}>
        <LayoutGrid aria-hidden className="size-4" />
      </ToggleGroup.Item>
      <ToggleGroup.Item value="list" aria-label={t('common:view.list')} className={itemClasses}>
        <List aria-hidden className="size-4" />
      </ToggleGroup.Item>
    </ToggleGroup.Root>
  );
}
