import * as Switch from 'radix-ui/switch';
import { useId } from 'react';
import { library } from '../../../../i18n/namespaces/library';
import { useT } from '../../../../i18n/use-t';

/** Whether the DJ is active: only active DJs can be assigned to shows. */
export function ActiveSwitch({
  checked,
  onCheckedChange,
  lockedReason,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** When given, the member may not change it: the switch is disabled and says why. */
  lockedReason?: string | undefined;
}) {
  const t = useT(library);
  const id = useId();
  const hintId = useId();
  return (
    <div className="flex items-start gap-3">
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={lockedReason !== undefined}
        title={lockedReason}
        aria-describedby={hintId}
        className="relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-slate-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-60 data-[state=checked]:bg-indigo-600"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {t('library:dj.active')}
        </label>
        <p id={hintId} className="text-xs text-slate-500">
          {t('library:djForm.activeHint')}
          {lockedReason ? ` ${lockedReason}` : null}
        </p>
      </div>
    </div>
  );
}
