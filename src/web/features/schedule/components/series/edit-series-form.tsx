import * as RadioGroup from 'radix-ui/radio-group';
import { RepeatCheck } from './repeat-check';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { slotTime } from '../../../../../shared/schedule/slots';
import { weekIdOf } from '../../../../../shared/schedule/week';
import type { ScheduledBlock } from '../../../../../shared/schemas/schedule';
import type {
  EditSeriesInput,
  SeriesChangeAnswer,
  SeriesDetails,
} from '../../../../../shared/schemas/series';
import { Button } from '../../../../components/ui/button';
import { Notice } from '../../../../components/ui/notice';
import { PendingButton } from '../../../../components/ui/pending-button';
import { errorMessage } from '../../../../lib/api-error';
import { editSeriesValues, seasonForEdit } from '../../edit-series-values';
import { useSeasons } from '../../../seasons/hooks/use-seasons';
import { useEditSeries } from '../../hooks/use-series-changes';
import { describeSeries, droppedDates } from '../../series-description';
import { useSeriesWords } from './use-series-words';
import { toSeriesRule, seasonChoice, type SeriesFormValues } from '../../series-form';
import { TimeLengthSelects } from '../time-length-selects';
import { EndFields } from './end-fields';
import { RepeatFields } from './repeat-fields';
import { RuleLine } from './rule-line';
import { useSeriesForm } from './use-series-form';
import { useClock } from '../../../../lib/use-clock';

const radioClasses =
  'mt-0.5 size-4 shrink-0 rounded-full border border-slate-400 bg-white data-[state=checked]:border-[5px] data-[state=checked]:border-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none';

type Scope = EditSeriesInput['scope'];

/**
 * Edit Series: which dates change (this and following, or all from this week on), the rule, the
 * end, the time and the length. Saving first asks the server what the change would do: dates it
 * would drop are listed and must be confirmed; a refusal (a finalized week) is shown here.
 */
export function EditSeriesForm({
  weekId,
  block,
  series,
  today,
  onDone,
}: {
  weekId: string;
  block: ScheduledBlock;
  series: SeriesDetails;
  today: string;
  onDone: () => void;
}) {
  const id = useId();
  const words = useSeriesWords();
  const { t, calendar } = words;
  const edit = useEditSeries();
  const clock = useClock();
  const fromDate = block.originalInstanceDate ?? series.startDate;
  const season = seasonForEdit(useSeasons().data ?? [], series, fromDate);
  const [scope, setScope] = useState<Scope>('following');
  const [time, setTime] = useState(series.timeIndex);
  const [length, setLength] = useState(series.duration);
  const [isRepeat, setIsRepeat] = useState(series.isRepeat);
  const [review, setReview] = useState<{ key: string; answer: SeriesChangeAnswer } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { form, bounds, markRefusedFields } = useSeriesForm(fromDate, today, (latest) =>
    editSeriesValues(series, latest, season),
  );
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = form;
  const watched = useWatch({ control }) as SeriesFormValues;
  const summary = describeSeries(watched, series.startDate, words);
  const startsEarlier = weekIdOf(series.startDate) < weekIdOf(today);

  const submit = handleSubmit(async (form) => {
    const input: EditSeriesInput = {
      scope,
      fromDate,
      rule: toSeriesRule(form),
      ...seasonChoice(form, season),
      timeIndex: time,
      duration: length,
      isRepeat,
    };
    const key = JSON.stringify(input);
    setProblem(null);
    try {
      if (review?.key !== key) {
        const answer = await edit.mutateAsync({
          weekId,
          block,
          input: { ...input, preview: true },
        });
        if (answer.dropped.length > 0) {
          setReview({ key, answer });
          return;
        }
      }
      await edit.mutateAsync({ weekId, block, input });
      onDone();
    } catch (error) {
      setProblem(errorMessage(error));
      markRefusedFields(error);
    }
  });
  const confirming = review !== null && review.answer.dropped.length > 0;

  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-6">
      <fieldset disabled={edit.isPending} className="space-y-6">
        <fieldset>
          <legend className="text-sm font-medium text-slate-700">{t('series:edit.scope')}</legend>
          <RadioGroup.Root
            value={scope}
            onValueChange={(value: string) => setScope(value === 'all' ? 'all' : 'following')}
            aria-label={t('series:edit.scope')}
            className="mt-2 space-y-2"
          >
            <label className="flex items-start gap-2.5 text-sm text-slate-700">
              <RadioGroup.Item value="following" className={radioClasses} />
              <span>
                {t('series:edit.scopeFollowing', { date: calendar.weekdayDate(fromDate) })}
              </span>
            </label>
            <label className="flex items-start gap-2.5 text-sm text-slate-700">
              <RadioGroup.Item value="all" className={radioClasses} />
              <span>
                {startsEarlier ? t('series:edit.scopeAllPast') : t('series:edit.scopeAll')}
              </span>
            </label>
          </RadioGroup.Root>
        </fieldset>
        <div className="flex flex-wrap gap-4">
          <TimeLengthSelects
            timeIndex={time}
            duration={length}
            onTimeChange={setTime}
            onDurationChange={setLength}
          />
        </div>
        <RepeatFields control={control} errors={errors} startDate={series.startDate} />
        <EndFields control={control} errors={errors} bounds={bounds} season={season} />
        <RepeatCheck checked={isRepeat} onChange={setIsRepeat} />
      </fieldset>
      <RuleLine id={`${id}-rule`}>
        {t('series:edit.ruleLine', {
          rule: summary,
          time: slotTime(time, clock),
          length: lengthLabel(t, length),
        })}
      </RuleLine>
      {problem ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      {confirming ? (
        <Notice>
          {t('series:edit.dropped', {
            dates: droppedDates(review.answer.dropped, t, calendar),
          })}
        </Notice>
      ) : null}
      <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-5 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('series:cancel')}
        </Button>
        <PendingButton
          type="submit"
          pending={edit.isPending}
          pendingText={t('series:edit.saving')}
          aria-describedby={`${id}-rule`}
        >
          {confirming ? t('series:edit.removeAndSave') : t('series:edit.save')}
        </PendingButton>
      </div>
    </form>
  );
}

/** "2 h", "45 min", "1.25 h": a show's length in slots of 15 minutes. */
function lengthLabel(t: ReturnType<typeof useSeriesWords>['t'], slots: number): string {
  return slots < 4
    ? t('series:length.minutes', { n: slots * 15 })
    : t('series:length.hours', { n: Number((slots / 4).toFixed(2)) });
}
