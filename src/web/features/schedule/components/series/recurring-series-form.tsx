import { useId, useState } from 'react';
import { RepeatCheck } from './repeat-check';
import { useWatch, type FieldPath } from 'react-hook-form';
import { dayDate } from '../../../../../shared/schedule/week';
import type { ScheduledBlock } from '../../../../../shared/schemas/schedule';
import { CancelAndSubmit } from '../../../../components/ui/cancel-and-submit';
import { useCreateSeries } from '../../hooks/use-series-writes';
import { describeSeries } from '../../series-description';
import {
  defaultSeriesValues,
  toSeriesRule,
  seasonChoice,
  type SeriesFormValues,
} from '../../series-form';
import { EndFields } from './end-fields';
import { seasonOn } from '../../../../../shared/schedule/seasons';
import { useSeasons } from '../../../seasons/hooks/use-seasons';
import { RepeatFields } from './repeat-fields';
import { RuleLine } from './rule-line';
import { SeriesSummary } from './series-summary';
import { useSeriesForm } from './use-series-form';
import { useSingleSubmit } from '../../../../lib/use-single-submit';
import { useSeriesWords } from './use-series-words';

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
  today: string;
  onDone: () => void;
}) {
  const describedId = useId();
  const words = useSeriesWords();
  const { t } = words;
  const [isRepeat, setIsRepeat] = useState(block.isRepeat === true);
  const create = useCreateSeries();
  const once = useSingleSubmit();
  const startDate = dayDate(weekId, block.dayIndex);
  const season = seasonOn(useSeasons().data ?? [], startDate);
  const { form, bounds, markRefusedFields } = useSeriesForm(startDate, today, () => ({
    ...defaultSeriesValues(block.dayIndex, startDate),
    seasonLastDay: season?.lastDay ?? '',
  }));
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = form;
  const watched = useWatch({ control, name: WATCHED });
  const values = Object.fromEntries(WATCHED.map((name, i) => [name, watched[i]]));
  const rule = describeSeries(values as SeriesFormValues, startDate, words);

  const submit = once.guard(
    handleSubmit(async (form) => {
      try {
        await create.mutateAsync({
          weekId,
          block,
          rule: toSeriesRule(form),
          ...seasonChoice(form, season),
          isRepeat,
          idempotencyKey: once.key,
        });
        once.saved();
        onDone();
      } catch (error) {
        // The toast says why; a field the server refused gets its message here too.
        markRefusedFields(error);
      }
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-6">
      <SeriesSummary weekId={weekId} block={block} />
      <fieldset disabled={once.busy} className="space-y-6">
        <RepeatFields control={control} errors={errors} startDate={startDate} />
        <EndFields control={control} errors={errors} bounds={bounds} season={season} />
        <RepeatCheck checked={isRepeat} onChange={setIsRepeat} />
      </fieldset>
      <RuleLine id={describedId}>{rule}</RuleLine>
      <CancelAndSubmit
        onCancel={onDone}
        pending={once.busy}
        pendingText={t('series:create.creating')}
        cancelText={t('series:cancel')}
        aria-describedby={describedId}
      >
        {t('series:create.submit')}
      </CancelAndSubmit>
    </form>
  );
}
