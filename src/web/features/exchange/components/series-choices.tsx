import { useId } from 'react';
import type {
  SeriesChoice,
  SeriesOption,
} from '../../../../shared/exchange/import-plan/import-plan';

/** "3 dates, overlaps Talk" / "2 dates, finalized". */
function reachLine(week: SeriesOption['reach'][number]): string {
  const parts = [`${week.dates.length} date${week.dates.length === 1 ? '' : 's'}`];
  if (week.overlaps.length > 0) parts.push(`overlaps ${week.overlaps.join(', ')}`);
  if (week.finalized) parts.push('finalized week');
  return `${week.rangeLabel}: ${parts.join(', ')}`;
}

/**
 * Per series of the file: "Place in this week only" (the default: nothing changes in later
 * weeks) or "Recreate the series", with every later week a recreated series would reach and what
 * it would overlap there. A series beyond the dialog's limits says why it cannot be recreated;
 * one identical to a series already running here says nothing will be created for it.
 */
export function SeriesChoices({
  options,
  onChoose,
  disabled,
}: {
  options: readonly SeriesOption[];
  onChoose: (key: string, choice: SeriesChoice) => void;
  disabled: boolean;
}) {
  if (options.length === 0) return null;
  return (
    <div className="space-y-3">
      {options.map((option) => (
        <SeriesChoiceField
          key={option.key}
          option={option}
          onChoose={onChoose}
          disabled={disabled}
        />
      ))}
    </div>
  );
}

function SeriesChoiceField({
  option,
  onChoose,
  disabled,
}: {
  option: SeriesOption;
  onChoose: (key: string, choice: SeriesChoice) => void;
  disabled: boolean;
}) {
  const id = useId();
  if (option.alreadyRunning) {
    return (
      <p className="rounded-lg border border-slate-200 px-3 py-2 text-sm">
        <span className="font-medium text-slate-900">{option.showName}</span>: the same series
        already runs here, so nothing is created for it.
      </p>
    );
  }
  const radio = (choice: SeriesChoice, label: string, blocked: string | null) => (
    <label className="flex items-start gap-2">
      <input
        type="radio"
        name={id}
        value={choice}
        checked={option.choice === choice}
        disabled={disabled || blocked !== null}
        aria-describedby={blocked ? `${id}-why` : undefined}
        onChange={() => onChoose(option.key, choice)}
        className="mt-0.5 size-4"
      />
      <span>{label}</span>
    </label>
  );
  return (
    <fieldset className="space-y-1.5 rounded-lg border border-slate-200 px-3 py-2 text-sm">
      <legend className="px-1 font-medium text-slate-900">Series: {option.showName}</legend>
      {radio('week-only', 'Place in this week only', null)}
      {radio('recreate', 'Recreate the series', option.cannotRecreate)}
      {option.cannotRecreate ? (
        <p id={`${id}-why`} className="text-xs text-amber-800">
          {option.cannotRecreate}
        </p>
      ) : option.reach.length > 0 ? (
        <div className="text-xs text-slate-600">
          <p>Recreated, it would also reach:</p>
          <ul className="mt-0.5 list-disc space-y-0.5 pl-5 break-words">
            {option.reach.map((week) => (
              <li key={week.weekId}>{reachLine(week)}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-xs text-slate-600">Recreated, it would reach no later week.</p>
      )}
    </fieldset>
  );
}
