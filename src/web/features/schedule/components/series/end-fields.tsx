import * as RadioGroup from 'radix-ui/radio-group';
import { useId } from 'react';
import { Controller, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { SERIES_TEXTS } from '../../../../../shared/messages/recurrence';
import { SEASON_TEXTS } from '../../../../../shared/messages/seasons';
import type { Season } from '../../../../../shared/schedule/seasons';
import { shortDateLabel } from '../../../../../shared/schedule/week';
import { SERIES_LIMITS } from '../../../../../shared/schemas/series';
import { Input } from '../../../../components/ui/input';
import { type EndDateBounds, type SeriesEndType, type SeriesFormValues } from '../../series-form';
import { RadioLine } from '../radio-line';
import { CountInput } from './repeat-fields';

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
  const [endType, additional] = useWatch({ control, name: ['endType', 'additional'] });
  const dateOffered = bounds.startDate <= bounds.latestEndDate;
  const countError = endType === 'count' ? errors.additional?.message : undefined;
  const dateError = endType === 'date' ? errors.endDate?.message : undefined;

  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">End</legend>
      <Controller
        control={control}
        name="endType"
        render={({ field }) => (
          <RadioGroup.Root
            value={field.value}
            onValueChange={(value: string) => field.onChange(endTypeOf(value))}
            aria-label="End"
            className="mt-2 space-y-2"
          >
            <RadioLine
              value="count"
              label={`End after ${additional} additional occurrences`}
              error={countError}
              errorId={`${id}-count-error`}
              lead="After"
            >
              <CountInput
                control={control}
                name="additional"
                max={SERIES_LIMITS.maxAdditional}
                disabled={endType !== 'count'}
                aria-label="Additional occurrences"
                aria-invalid={Boolean(countError)}
                aria-describedby={countError ? `${id}-count-error` : undefined}
              />
              <span aria-hidden>additional occurrences</span>
              <span className="text-xs text-slate-500">(1 to {SERIES_LIMITS.maxAdditional})</span>
            </RadioLine>
            <RadioLine
              value="date"
              label="End on a date"
              disabled={!dateOffered}
              error={dateError}
              errorId={`${id}-date-error`}
              lead="On"
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
                      aria-label="End date"
                      aria-invalid={Boolean(dateError)}
                      aria-describedby={dateError ? `${id}-date-error` : `${id}-date-hint`}
                    />
                  </div>
                )}
              />
              <span id={`${id}-date-hint`} className="text-xs text-slate-500">
                {dateOffered
                  ? `at most ${SERIES_LIMITS.maxMonthsAhead} months from today`
                  : `not offered: this show is more than ${SERIES_LIMITS.maxMonthsAhead} months away`}
              </span>
            </RadioLine>
            {season ? (
              <RadioLine
                value="season"
                label={SEASON_TEXTS.endLabel(season.lastDay)}
                error={endType === 'season' ? errors.endType?.message : undefined}
                errorId={`${id}-season-error`}
                lead={SEASON_TEXTS.endLead}
              >
                <span aria-hidden>({shortDateLabel(season.lastDay)})</span>
                <span className="text-xs text-slate-500">{SEASON_TEXTS.endHint(season.name)}</span>
              </RadioLine>
            ) : null}
            <RadioLine
              value="never"
              label={SERIES_TEXTS.neverLabel}
              error={undefined}
              errorId={`${id}-never`}
              lead={SERIES_TEXTS.neverLead}
            >
              <span className="text-xs text-slate-500">{SERIES_TEXTS.neverHint}</span>
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
