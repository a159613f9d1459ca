import { RadioGroup } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { Controller, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { SERIES_TEXTS } from '../../../../../shared/messages/recurrence';
import { SEASON_TEXTS } from '../../../../../shared/messages/seasons';
import type { Season } from '../../../../../shared/schedule/seasons';
import { shortDateLabel } from '../../../../../shared/schedule/week';
import { SERIES_LIMITS } from '../../../../../shared/schemas/series';
import { Input } from '../../../../components/ui/input';
import { NumberInput } from '../../../../components/ui/number-input';
import {
  parseWholeNumber,
  type EndDateBounds,
  type SeriesEndType,
  type SeriesFormValues,
} from '../../series-form';

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
            <EndOption
              value="count"
              label={`End after ${additional} additional occurrences`}
              error={countError}
              errorId={`${id}-count-error`}
              lead="After"
            >
              <Controller
                control={control}
                name="additional"
                render={({ field: count }) => (
                  <div className="w-20 shrink-0">
                    <NumberInput
                      ref={count.ref}
                      value={count.value}
                      onValueChange={count.onChange}
                      onBlur={count.onBlur}
                      parse={parseWholeNumber}
                      min={1}
                      max={SERIES_LIMITS.maxAdditional}
                      disabled={endType !== 'count'}
                      aria-label="Additional occurrences"
                      aria-invalid={Boolean(countError)}
                      aria-describedby={countError ? `${id}-count-error` : undefined}
                    />
                  </div>
                )}
              />
              <span aria-hidden>additional occurrences</span>
              <span className="text-xs text-slate-500">(1 to {SERIES_LIMITS.maxAdditional})</span>
            </EndOption>
            <EndOption
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
            </EndOption>
            {season ? (
              <EndOption
                value="season"
                label={SEASON_TEXTS.endLabel(season.lastDay)}
                error={endType === 'season' ? errors.endType?.message : undefined}
                errorId={`${id}-season-error`}
                lead={SEASON_TEXTS.endLead}
              >
                <span aria-hidden>({shortDateLabel(season.lastDay)})</span>
                <span className="text-xs text-slate-500">{SEASON_TEXTS.endHint(season.name)}</span>
              </EndOption>
            ) : null}
            <EndOption
              value="never"
              label={SERIES_TEXTS.neverLabel}
              error={undefined}
              errorId={`${id}-never`}
              lead={SERIES_TEXTS.neverLead}
            >
              <span className="text-xs text-slate-500">{SERIES_TEXTS.neverHint}</span>
            </EndOption>
          </RadioGroup.Root>
        )}
      />
    </fieldset>
  );
}

function endTypeOf(value: string): SeriesEndType {
  return value === 'date' || value === 'never' || value === 'season' ? value : 'count';
}

function EndOption({
  value,
  label,
  lead,
  disabled,
  error,
  errorId,
  children,
}: {
  value: SeriesEndType;
  /** The radio's name, which reads the whole line ("End after 4 additional occurrences"). */
  label: string;
  /** The visible word before the box; clicking it chooses the option. */
  lead: string;
  disabled?: boolean;
  error: string | undefined;
  errorId: string;
  children: ReactNode;
}) {
  const radioId = useId();
  return (
    <div className="rounded-lg border border-slate-200 px-3 py-2.5 has-[[data-state=checked]]:border-indigo-300 has-[[data-state=checked]]:bg-indigo-50/40">
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
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
