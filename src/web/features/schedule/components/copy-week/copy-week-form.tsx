import * as RadioGroup from 'radix-ui/radio-group';
import { useId, useState } from 'react';
import {
  COPY_LIMITS,
  earliestUntilDate,
  parseWeeksInput,
} from '../../../../../shared/schedule/copy-week';
import type { WeekView } from '../../../../../shared/schemas/schedule';
import { CancelAndSubmit } from '../../../../components/ui/cancel-and-submit';
import { Input } from '../../../../components/ui/input';
import { NumberInput } from '../../../../components/ui/number-input';
import { copyDefaults, planCopy, type CopyFormState } from '../../copy-week-plan';
import { useCopyPreview, useCopyWeek } from '../../hooks/use-copy-week';
import { useSingleSubmit } from '../../../../lib/use-single-submit';
import { CopyNotes } from './copy-notes';
import { CopyPreview } from './copy-preview';
import { SourceWeekCard } from './source-week-card';
import { RadioLine } from '../radio-line';
import { series } from '../../../../i18n/namespaces/series';
import { useT } from '../../../../i18n/use-t';

/**
 * The Copy Week Schedule form. Every rule is checked as it is typed (the preview follows the
 * input), so plain state is enough: there is nothing left to check on submit. Copy Schedule is
 * disabled while the input is refused or the preview is empty; on failure the toast says why
 * and the dialog stays, since nothing was written.
 */
export function CopyWeekForm({ week, onDone }: { week: WeekView; onDone: () => void }) {
  const id = useId();
  const t = useT(series);
  const copy = useCopyWeek();
  const once = useSingleSubmit();
  const [state, setState] = useState<CopyFormState>(() => copyDefaults(week.id));
  const [copyDuplicates, setCopyDuplicates] = useState(false);
  const plan = planCopy(week.id, state);
  const request = plan.request ? { ...plan.request, copyDuplicates } : null;
  const preview = useCopyPreview(week.id, request);
  const set = (changes: Partial<CopyFormState>) => setState((s) => ({ ...s, ...changes }));
  const errorId = `${id}-error`;
  const error = plan.error ? t(plan.error) : null;

  const submit = once.guard(async () => {
    if (!request || plan.targets.length === 0) return;
    try {
      await copy.mutateAsync({ weekId: week.id, request, idempotencyKey: once.key });
      once.saved();
      onDone();
    } catch {
      // The toast says why; the dialog stays, since nothing was written.
    }
  });

  return (
    <form
      noValidate
      className="mt-6 space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <SourceWeekCard weekId={week.id} showCount={week.blocks.length} />
      <fieldset disabled={once.busy}>
        <legend className="text-sm font-medium text-slate-700">{t('series:copy.to')}</legend>
        <RadioGroup.Root
          value={state.mode}
          onValueChange={(mode: string) => set({ mode: mode === 'until' ? 'until' : 'weeks' })}
          aria-label={t('series:copy.to')}
          className="mt-2 space-y-2"
        >
          <RadioLine
            value="weeks"
            label={
              Number.isNaN(state.count)
                ? t('series:copy.nextWeeksAny')
                : t('series:copy.nextWeeks', { count: state.count })
            }
            lead={t('series:copy.nextLead')}
            error={state.mode === 'weeks' ? error : null}
            errorId={errorId}
          >
            <div className="w-20 shrink-0">
              <NumberInput
                value={state.count}
                onValueChange={(count) => set({ count })}
                parse={parseWeeksInput}
                min={1}
                max={COPY_LIMITS.maxWeeks}
                disabled={state.mode !== 'weeks'}
                aria-label={t('series:copy.weeksBox')}
                aria-invalid={state.mode === 'weeks' && plan.error !== null}
                aria-describedby={state.mode === 'weeks' && plan.error ? errorId : undefined}
              />
            </div>
            <span aria-hidden>
              {t('series:copy.nextAfter', { count: Number.isNaN(state.count) ? 0 : state.count })}
            </span>
          </RadioLine>
          <RadioLine
            value="until"
            label={t('series:copy.untilLabel')}
            lead={t('series:copy.untilLead')}
            error={state.mode === 'until' ? error : null}
            errorId={errorId}
          >
            <div className="w-44 shrink-0">
              <Input
                type="date"
                value={state.untilDate}
                onChange={(event) => set({ untilDate: event.target.value })}
                min={earliestUntilDate(week.id)}
                disabled={state.mode !== 'until'}
                aria-label={t('series:copy.untilBox')}
                aria-invalid={state.mode === 'until' && plan.error !== null}
                aria-describedby={state.mode === 'until' && plan.error ? errorId : undefined}
              />
            </div>
          </RadioLine>
        </RadioGroup.Root>
      </fieldset>
      <label className="flex items-start gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="mt-0.5 size-4 rounded border-slate-300"
          checked={copyDuplicates}
          disabled={once.busy}
          onChange={(event) => setCopyDuplicates(event.target.checked)}
        />
        <span>{t('series:copy.duplicates')}</span>
      </label>
      <CopyPreview
        targets={plan.targets}
        capped={plan.capped}
        plans={preview.data}
        copyDuplicates={copyDuplicates}
        loading={preview.isFetching}
      />
      {preview.error ? (
        <p role="alert" className="text-sm text-red-700">
          {t('series:copy.previewFailed', { reason: preview.error.message })}
        </p>
      ) : null}
      <CopyNotes />
      <CancelAndSubmit
        onCancel={onDone}
        disabled={plan.request === null || plan.targets.length === 0}
        pending={once.busy}
        pendingText={t('series:copy.copying')}
        cancelText={t('series:cancel')}
      >
        {t('series:copy.submit')}
      </CancelAndSubmit>
    </form>
  );
}
