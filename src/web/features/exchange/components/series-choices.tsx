import { useId } from 'react';
import type {
  SeriesChoice,
  PlanText,
  SeriesOption,
} from '../../../../shared/exchange/import-plan/import-plan';
import { planLine, reachLine, useExchangeWords } from '../import-texts';

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
  const words = useExchangeWords();
  const { t } = words;
  if (option.alreadyRunning) {
    return (
      <p className="rounded-lg border border-slate-200 px-3 py-2 text-sm">
        <span className="font-medium text-slate-900">{option.showName}</span>
        {t('exchange:choices.alreadyRunning')}
      </p>
    );
  }
  const radio = (choice: SeriesChoice, label: string, blocked: PlanText | null) => (
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
      <legend className="px-1 font-medium text-slate-900">
        {t('exchange:choices.legend', { show: option.showName })}
      </legend>
      {radio('week-only', t('exchange:choices.weekOnly'), null)}
      {radio('recreate', t('exchange:choices.recreate'), option.cannotRecreate)}
      {option.cannotRecreate ? (
        <p id={`${id}-why`} className="text-xs text-amber-800">
          {planLine(words, option.cannotRecreate)}
        </p>
      ) : option.reach.length > 0 ? (
        <div className="text-xs text-slate-600">
          <p>{t('exchange:choices.reachIntro')}</p>
          <ul className="mt-0.5 list-disc space-y-0.5 pl-5 break-words">
            {option.reach.map((week) => (
              <li key={week.weekId}>{reachLine(words, week)}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-xs text-slate-600">{t('exchange:choices.reachNone')}</p>
      )}
    </fieldset>
  );
}
