import * as RadioGroup from 'radix-ui/radio-group';
import { useId } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { NTH_VALUES } from '../../../../../shared/schedule/recurrence';
import { Input } from '../../../../components/ui/input';
import { SelectMenu } from '../../../../components/ui/select-menu';
import { parseMonthDays, type SeriesFormValues } from '../../series-form';
import { useSeriesWords } from './use-series-words';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];

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
  const { t, calendar } = useSeriesWords();
  const [monthlyBy, nthWeekday] = useWatch({ control, name: ['monthlyBy', 'nthWeekday'] });
  const day = String(nthWeekday);
  const nthOptions = NTH_VALUES.map((n) => ({
    value: String(n),
    label: t('series:monthly.nth', { nth: String(n), day }),
  }));
  const weekdayOptions = WEEKDAYS.map((index) => ({
    value: String(index),
    label: calendar.weekday(index),
  }));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">{t('series:monthly.legend')}</legend>
      <Controller
        control={control}
        name="monthlyBy"
        render={({ field }) => (
          <RadioGroup.Root
            value={field.value}
            onValueChange={(value: string) =>
              field.onChange(value === 'weekday' ? 'weekday' : 'days')
            }
            aria-label={t('series:monthly.legend')}
            className="space-y-3"
          >
            <div className="flex items-start gap-2.5">
              <RadioGroup.Item id={`${id}-days-choice`} value="days" className={radioClasses} />
              <div className="min-w-0 flex-1 space-y-1.5">
                <label htmlFor={`${id}-days-choice`} className="text-sm text-slate-700">
                  {t('series:monthly.days')}
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
                          aria-label={t('series:monthly.days')}
                          ref={text.ref}
                          value={text.value}
                          disabled={monthlyBy !== 'days'}
                          onChange={text.onChange}
                          // What is kept replaces what was typed, so the box shows what is sent.
                          onBlur={() => {
                            text.onChange(days.join(', '));
                            text.onBlur();
                          }}
                          placeholder={t('series:monthly.daysPlaceholder')}
                          autoComplete="off"
                          aria-describedby={`${id}-days-hint`}
                        />
                        <p id={`${id}-days-hint`} className="text-xs text-slate-500">
                          {days.length > 0
                            ? t('series:monthly.daysKept', { days: days.join(', ') })
                            : t('series:monthly.daysHint', { day: String(startDay) })}
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
                  {t('series:monthly.the', { day })}
                </label>
                <Controller
                  control={control}
                  name="nth"
                  render={({ field: nth }) => (
                    <SelectMenu
                      label={t('series:monthly.which')}
                      value={String(nth.value)}
                      options={nthOptions}
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
                      label={t('series:monthly.weekday')}
                      value={String(weekday.value)}
                      options={weekdayOptions}
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
