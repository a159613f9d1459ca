import * as RadioGroup from 'radix-ui/radio-group';
import { useId, type ReactNode } from 'react';
import { FieldError } from '../../../components/ui/form-field';
import { cn } from '../../../lib/cn';

/**
 * One choice of a radio group whose line holds its own box ("Copy for the next [4] weeks", "End
 * after [3] additional occurrences"), with that box's error under it.
 */
export function RadioLine({
  value,
  label,
  lead,
  disabled,
  error,
  errorId,
  children,
}: {
  value: string;
  /** The radio's name, which reads the whole line ("End after 4 additional occurrences"). */
  label: string;
  /** The visible words before the box; clicking them chooses the option. */
  lead: string;
  disabled?: boolean;
  error: string | null | undefined;
  errorId: string;
  children: ReactNode;
}) {
  const radioId = useId();
  return (
    <div
      className={cn(
        'rounded-lg border px-3 py-2.5 has-[[data-state=checked]]:bg-indigo-50/40',
        error ? 'border-red-300' : 'border-slate-200 has-[[data-state=checked]]:border-indigo-300',
      )}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <RadioGroup.Item
          id={radioId}
          value={value}
          aria-label={label}
          disabled={disabled}
          className="flex size-4 shrink-0 items-center justify-center rounded-full ring-1 ring-slate-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-50 data-[state=checked]:ring-indigo-600"
        >
          <RadioGroup.Indicator className="size-2 rounded-full bg-indigo-600" />
        </RadioGroup.Item>
        <label htmlFor={radioId} aria-hidden className="cursor-pointer">
          {lead}
        </label>
        {children}
      </div>
      <FieldError id={errorId} error={error} className="mt-1.5" />
    </div>
  );
}
