import { useId, type ComponentProps } from 'react';
import { Controller, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { FREQUENCIES } from '../../../../../shared/schedule/recurrence';
import { dayIndexOf } from '../../../../../shared/schedule/week';
import { NumberInput } from '../../../../components/ui/number-input';
import { SelectMenu } from '../../../../components/ui/select-menu';
import { frequencyUnit } from '../../series-description';
import { parseWholeNumber, type SeriesFormValues } from '../../series-form';
import { MonthlyFields } from './monthly-fields';
import { ValueToggles } from './value-toggles';
import { useSeriesWords } from './use-series-words';

const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];
const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

type RepeatFieldsProps = {
  control: Control<SeriesFormValues>;
  errors: FieldErrors<SeriesFormValues>;
  /** The placed show's date: an empty list repeats on its weekday, day or month. */
  startDate: string;
};

/**
 * "Repeat every" (1-99) with the frequency, then the one list the frequency uses: weekdays for
 * weekly, days of the month for monthly, months for yearly (SPEC.md §5 "Recurrence dialog").
 */
export function RepeatFields({ control, errors, startDate }: RepeatFieldsProps) {
  const id = useId();
  const { t, calendar } = useSeriesWords();
  const [frequency, interval] = useWatch({ control, name: ['frequency', 'interval'] });
  const errorId = `${id}-interval-error`;
  const [, startMonth, startDay] = startDate.split('-').map(Number) as [number, number, number];
  const options = FREQUENCIES.map((value) => ({ value, label: frequencyUnit(t, value, interval) }));

  return (
    <div className="space-y-5">
      <div className="space-y-1.5">
        <label htmlFor={`${id}-interval`} className="block text-sm font-medium text-slate-700">
          {t('series:repeat.every')}
        </label>
        <div className="flex items-center gap-2">
          <CountInput
            control={control}
            name="interval"
            id={`${id}-interval`}
            max={99}
            aria-invalid={Boolean(errors.interval)}
            aria-describedby={errors.interval ? errorId : undefined}
          />
          <Controller
            control={control}
            name="frequency"
            render={({ field }) => (
              <SelectMenu
                label={t('series:repeat.frequency')}
                value={field.value}
                options={options}
                onValueChange={field.onChange}
                className="w-32"
              />
            )}
          />
        </div>
        {errors.interval ? (
          <p id={errorId} className="text-sm text-red-600">
            {errors.interval.message}
          </p>
        ) : null}
      </div>

      {frequency === 'weekly' ? (
        <Controller
          control={control}
          name="weekdays"
          render={({ field }) => (
            <ValueToggles
              legend={t('series:repeat.on')}
              names={WEEKDAYS.map(calendar.weekday)}
              shortNames={WEEKDAYS.map(calendar.weekdayShort)}
              firstValue={0}
              value={field.value}
              onChange={field.onChange}
              hintId={`${id}-weekdays`}
              hint={
                field.value.length > 0
                  ? null
                  : t('series:repeat.onHint', {
                      day: String(dayIndexOf(startDate)),
                      weekday: calendar.weekday(dayIndexOf(startDate)),
                    })
              }
            />
          )}
        />
      ) : null}

      {frequency === 'monthly' ? <MonthlyFields control={control} startDay={startDay} /> : null}

      {frequency === 'yearly' ? (
        <Controller
          control={control}
          name="months"
          render={({ field }) => (
            <ValueToggles
              legend={t('series:repeat.months')}
              names={MONTHS.map(calendar.month)}
              shortNames={MONTHS.map(calendar.monthShort)}
              firstValue={1}
              value={field.value}
              onChange={field.onChange}
              hintId={`${id}-months`}
              hint={
                field.value.length > 0
                  ? null
                  : t('series:repeat.monthsHint', { month: calendar.month(startMonth) })
              }
            />
          )}
        />
      ) : null}
    </div>
  );
}

/** A whole-number box of the series form (1 up to its max): the interval or the count. */
export function CountInput({
  control,
  name,
  ...input
}: { control: Control<SeriesFormValues>; name: 'interval' | 'additional' } & Omit<
  ComponentProps<typeof NumberInput>,
  'value' | 'onValueChange' | 'parse' | 'min'
>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="w-20 shrink-0">
          <NumberInput
            ref={field.ref}
            value={field.value}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            parse={parseWholeNumber}
            min={1}
            {...input}
          />
        </div>
      )}
    />
  );
}
