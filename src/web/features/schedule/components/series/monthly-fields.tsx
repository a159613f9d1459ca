import * as RadioGroup from 'radix-ui/radio-group';
import { useId } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { NTH_VALUES } from '../../../../../shared/schedule/recurrence';
import { DAY_NAMES } from '../../../../../shared/schedule/week';
import { Input } from '../../../../components/ui/input';
import { SelectMenu } from '../../../../components/ui/select-menu';
import { NTH_WORDS } from '../../series-description';
import { parseMonthDays, type SeriesFormValues } from '../../series-form';

const NTH_OPTIONS = NTH_VALUES.map((n) => ({ value: String(n), label: NTH_WORDS[n] }));
const WEEKDAY_OPTIONS = DAY_NAMES.map((name, index) => ({ value: String(index), label: name }));

const radioClasses =
  'mt-0.5 size-4 shrink-0 rounded-full border border-slate-400 bg-white data-[state=checked]:border-[5px] data-[state=checked]:border-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none';

/**
 * A monthly rule repeats on days of the month ("1, 15") or on one weekday of the month ("the 2nd
 * Friday", "the last Monday"); only the chosen way's inputs are enabled.
 */
export function MonthlyFields({
  control,
  startDay,
}: {
  control: Control<SeriesFormValues>;
  /** The first show's day of the month: what an empty list of days means. */
  startDay: number;
}) {
  const id = useId();
  const monthlyBy = useWatch({ control, name: 'monthlyBy' });
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">Repeat each month on</legend>
      <Controller
        control={control}
        name="monthlyBy"
        render={({ field }) => (
          <RadioGroup.Root
            value={field.value}
            onValueChange={(value: string) =>
              field.onChange(value === 'weekday' ? 'weekday' : 'days')
            }
            aria-label="Repeat each month on"
            className="space-y-3"
          >
            <div className="flex items-start gap-2.5">
              <RadioGroup.Item id={`${id}-days-choice`} value="days" className={radioClasses} />
              <div className="min-w-0 flex-1 space-y-1.5">
                <label htmlFor={`${id}-days-choice`} className="text-sm text-slate-700">
                  Days of the month
                </label>
                <Controller
                  control={control}
                  name="monthDaysText"
                  render={({ field: text }) => {
                    const days = parseMonthDays(text.value);
                    return (
                      <>
                        <Input
                          id={`${id}-days`}
                          aria-label="Days of the month"
                          ref={text.ref}
                          value={text.value}
                          disabled={monthlyBy !== 'days'}
                          onChange={text.onChange}
                          // What is kept replaces what was typed, so the box shows what is sent.
                          onBlur={() => {
                            text.onChange(days.join(', '));
                            text.onBlur();
                          }}
                          placeholder="e.g. 1, 15"
                          autoComplete="off"
                          aria-describedby={`${id}-days-hint`}
                        />
                        <p id={`${id}-days-hint`} className="text-xs text-slate-500">
                          {days.length > 0
                            ? `Days kept: ${days.join(', ')}`
                            : `Comma-separated days 1 to 31. Left empty, the series repeats on day ${startDay}.`}
                        </p>
                      </>
                    );
                  }}
                />
              </div>
            </div>
            <div className="flex items-start gap-2.5">
              <RadioGroup.Item
                id={`${id}-weekday-choice`}
                value="weekday"
                className={radioClasses}
              />
              <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
                <label htmlFor={`${id}-weekday-choice`} className="text-sm text-slate-700">
                  The
                </label>
                <Controller
                  control={control}
                  name="nth"
                  render={({ field: nth }) => (
                    <SelectMenu
                      label="Which week of the month"
                      value={String(nth.value)}
                      options={NTH_OPTIONS}
                      onValueChange={(value) => nth.onChange(Number(value))}
                      className="w-24"
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="nthWeekday"
                  render={({ field: weekday }) => (
                    <SelectMenu
                      label="Weekday of the month"
                      value={String(weekday.value)}
                      options={WEEKDAY_OPTIONS}
                      onValueChange={(value) => weekday.onChange(Number(value))}
                      className="w-36"
                    />
                  )}
                />
              </div>
            </div>
          </RadioGroup.Root>
        )}
      />
    </fieldset>
  );
}
