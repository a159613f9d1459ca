import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { dayDate } from '../../../../../shared/schedule/week';
import type { ScheduledBlock } from '../../../../../shared/schemas/schedule';
import { Button } from '../../../../components/ui/button';
import { DialogFooter } from '../../../../components/ui/dialog-footer';
import { Spinner } from '../../../../components/ui/spinner';
import { ApiError } from '../../../../lib/api-error';
import { useCreateSeries } from '../../hooks/use-series-writes';
import { describeSeries } from '../../series-description';
import {
  defaultSeriesValues,
  latestEndDate,
  seriesFormSchemaFor,
  toSeriesRule,
  seasonChoice,
  type SeriesFormValues,
} from '../../series-form';
import { EndFields } from './end-fields';
import { seasonOn } from '../../../../../shared/schedule/seasons';
import { useSeasons } from '../../../seasons/hooks/use-seasons';
import { RepeatFields } from './repeat-fields';
import { SeriesSummary } from './series-summary';
import { useSingleSubmit } from '../../../../lib/use-single-submit';

/** The server's field names (of the rule) as the form's. */
const SERVER_FIELDS: Record<string, FieldPath<SeriesFormValues>> = {
  interval: 'interval',
  count: 'additional',
  endDate: 'endDate',
  endType: 'endType',
  seasonId: 'endType',
};

const WATCHED = [
  'frequency',
  'interval',
  'weekdays',
  'monthDaysText',
  'monthlyBy',
  'nth',
  'nthWeekday',
  'months',
  'endType',
  'additional',
  'endDate',
  'seasonLastDay',
] as const satisfies readonly FieldPath<SeriesFormValues>[];

/**
 * The Create Recurring Series form: summary and note, the repeat and end fields, the rule in
 * words, and Cancel / "Create Recurring Series". On failure the toast tells why and the dialog
 * stays open with the refused field marked.
 */
export function RecurringSeriesForm({
  weekId,
  block,
  today,
  onDone,
}: {
  weekId: string;
  block: ScheduledBlock;
  /** Today in the station zone: the end date can be at most six months from it. */
  today: string;
  onDone: () => void;
}) {
  const describedId = useId();
  const create = useCreateSeries();
  const once = useSingleSubmit();
  const startDate = dayDate(weekId, block.dayIndex);
  const latest = latestEndDate(today);
  const bounds = useMemo(() => ({ startDate, latestEndDate: latest }), [startDate, latest]);
  const schema = useMemo(() => seriesFormSchemaFor(bounds), [bounds]);
  const season = seasonOn(useSeasons().data ?? [], startDate);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SeriesFormValues>({
    // A refusal shows at its field as it is typed (31 more occurrences), not first at Save.
    mode: 'onChange',
    resolver: zodResolver(schema),
    defaultValues: {
      ...defaultSeriesValues(block.dayIndex, startDate),
      seasonLastDay: season?.lastDay ?? '',
    },
  });
  const watched = useWatch({ control, name: WATCHED });
  const values = Object.fromEntries(WATCHED.map((name, i) => [name, watched[i]]));
  const rule = describeSeries(values as SeriesFormValues, startDate);

  const submit = once.guard(
    handleSubmit(async (form) => {
      try {
        await create.mutateAsync({
          weekId,
          block,
          rule: toSeriesRule(form),
          ...seasonChoice(form, season),
          idempotencyKey: once.key,
        });
        once.saved();
        onDone();
      } catch (error) {
        // The toast says why; a field the server refused gets its message here too.
        if (!(error instanceof ApiError) || !error.fields) return;
        for (const [path, message] of Object.entries(error.fields)) {
          const field = SERVER_FIELDS[path.split('.').at(-1) ?? ''];
          if (field) setError(field, { message });
        }
      }
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-6">
      <SeriesSummary weekId={weekId} block={block} />
      <fieldset disabled={once.busy} className="space-y-6">
        <RepeatFields control={control} errors={errors} startDate={startDate} />
        <EndFields control={control} errors={errors} bounds={bounds} season={season} />
      </fieldset>
      <p
        id={describedId}
        className="rounded-lg bg-slate-50 px-3 py-2 text-sm font-medium text-slate-700"
      >
        {rule}
      </p>
      <DialogFooter>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={once.busy} aria-describedby={describedId}>
          {once.busy ? (
            <>
              <Spinner /> Creating Series...
            </>
          ) : (
            'Create Recurring Series'
          )}
        </Button>
      </DialogFooter>
    </form>
  );
}
