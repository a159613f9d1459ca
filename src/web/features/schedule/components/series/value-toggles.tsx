import { ToggleChip } from '../../../../components/ui/toggle-chip';
import { toggleSorted } from '../../series-form';

/**
 * A row of on/off buttons for weekdays or months (aria-pressed), keeping the chosen values
 * sorted. Each shows a short name and is called by its full one ("Tue", "Tuesday").
 */
export function ValueToggles({
  legend,
  names,
  shortNames,
  firstValue,
  value,
  onChange,
  hint,
  hintId,
}: {
  legend: string;
  /** Full names, in order; the value of names[i] is firstValue + i. */
  names: readonly string[];
  /** What each button shows ("Tue"), in the order of names. */
  shortNames: readonly string[];
  firstValue: number;
  value: readonly number[];
  onChange: (value: number[]) => void;
  /** Shown under the buttons, e.g. what an empty choice means; null for none. */
  hint: string | null;
  hintId: string;
}) {
  return (
    <fieldset aria-describedby={hint ? hintId : undefined}>
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-1.5">
        {names.map((name, index) => {
          const item = firstValue + index;
          return (
            <ToggleChip
              key={name}
              aria-label={name}
              pressed={value.includes(item)}
              onPressedChange={() => onChange(toggleSorted(value, item))}
              className="min-w-12 justify-center px-2.5"
            >
              {shortNames[index]}
            </ToggleChip>
          );
        })}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
