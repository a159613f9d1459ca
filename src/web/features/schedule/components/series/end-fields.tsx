import * as RadioGroup from 'radix-ui/radio-group';
import { useId } from 'react';
import { Controller, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import type { Season } from '../../../../../shared/schedule/seasons';
import { SERIES_LIMITS } from '../../../../../shared/schemas/series';
import { Input } from '../../../../components/ui/input';
import { type EndDateBounds, type SeriesEndType, type SeriesFormValues } from '../../series-form';
import { RadioLine } from '../radio-line';
import { CountInput } from './repeat-fields';
import { useSeriesWords } from './use-series-words';

type EndFieldsProps = {
  control: Control<SeriesFormValues>;
  errors: FieldErrors<SeriesFormValues>;
  bounds: EndDateBounds;
  /** The season offered as the end ("At the end of the season"), if the show's date is in one. */
  season?: Season | null;
};

/**
 * End: after N additional occurrences (1-25), on a date (at most six months from today), or never
 * (decision 0053). Only the chosen end's box is enabled. A show more than six months away can end
 * by count or never.
 */
export function EndFields({ control, errors, bounds, season = null }: EndFieldsProps) {
  const id = useId();
  const { t, calendar } = useSeriesWords();
  const [endType, additional] = useWatch({ control, name: ['endType', 'additional'] });
  const dateOffered = bounds.startDate <= bounds.latestEndDate;
  const countError = endType === 'count' ? errors.additional?.message : undefined;
  const dateError = endType === 'date' ? errors.endDate?.message : undefined;

  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">{t('series:end.legend')}</legend>
      <Controller
        control={control}
        name="endType"
        render={({ field }) => (
          <RadioGroup.Root
            value={field.value}
            onValueChange={(value: string) => field.onChange(endTypeOf(value))}
            aria-label={t('series:end.legend')}
            className="mt-2 space-y-2"
          >
            <RadioLine
              value="count"
              label={t('series:end.countLabel', { count: additional })}
              error={countError}
              errorId={`${id}-count-error`}
              lead={t('series:end.countLead')}
            >
              <CountInput
                control={control}
                name="additional"
                max={SERIES_LIMITS.maxAdditional}
                disabled={endType !== 'count'}
                aria-label={t('series:end.countBox')}
                aria-invalid={Boolean(countError)}
                aria-describedby={countError ? `${id}-count-error` : undefined}
              />
              <span aria-hidden>{t('series:end.countAfter', { count: additional })}</span>
              <span className="text-xs text-slate-500">{t('series:end.countRange')}</span>
            </RadioLine>
            <RadioLine
              value="date"
              label={t('series:end.dateLabel')}
              disabled={!dateOffered}
              error={dateError}
              errorId={`${id}-date-error`}
              lead={t('series:end.dateLead')}
            >
              <Controller
                control={control}
                name="endDate"
                render={({ field: date }) => (
                  <div className="w-44 shrink-0">
                    <Input
                      ref={date.ref}
                      type="date"
                      value={date.value}
                      onChange={date.onChange}
                      onBlur={date.onBlur}
                      min={bounds.startDate}
                      max={bounds.latestEndDate}
                      disabled={endType !== 'date'}
                      aria-label={t('series:end.dateBox')}
                      aria-invalid={Boolean(dateError)}
                      aria-describedby={dateError ? `${id}-date-error` : `${id}-date-hint`}
                    />
                  </div>
                )}
              />
              <span id={`${id}-date-hint`} className="text-xs text-slate-500">
                {dateOffered ? t('series:end.dateHint') : t('series:end.dateNotOffered')}
              </span>
            </RadioLine>
            {season ? (
              <RadioLine
                value="season"
                label={t('series:end.seasonLabel', { date: calendar.dayMonth(season.lastDay) })}
                error={endType === 'season' ? errors.endType?.message : undefined}
                errorId={`${id}-season-error`}
                lead={t('series:end.seasonLead')}
              >
                <span aria-hidden>({calendar.dayMonth(season.lastDay)})</span>
                <span className="text-xs text-slate-500">
                  {t('series:end.seasonHint', { name: season.name })}
                </span>
              </RadioLine>
            ) : null}
            <RadioLine
              value="never"
              label={t('series:end.neverLabel')}
              error={undefined}
              errorId={`${id}-never`}
              lead={t('series:end.neverLead')}
            >
              <span className="text-xs text-slate-500">{t('series:end.neverHint')}</span>
            </RadioLine>
          </RadioGroup.Root>
        )}
      />
    </fieldset>
  );
}

function endTypeOf(value: string): SeriesEndType {
  return value === 'date' || value === 'never' || value === 'season' ? value : 'count';
}
