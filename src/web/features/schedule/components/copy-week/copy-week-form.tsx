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

/**
 * The Copy Week Schedule form. Every rule is checked as it is typed (the preview follows the
 * input), so plain state is enough: there is nothing left to check on submit. Copy Schedule is
 * disabled while the input is refused or the preview is empty; on failure the toast says why
 * and the dialog stays, since nothing was written.
 */
export function CopyWeekForm({ week, onDone }: { week: WeekView; onDone: () => void }) {
  const id = useId();
  const copy = useCopyWeek();
  const once = useSingleSubmit();
  const [state, setState] = useState<CopyFormState>(() => copyDefaults(week.id));
  const [copyDuplicates, setCopyDuplicates] = useState(false);
  const plan = planCopy(week.id, state);
  const request = plan.request ? { ...plan.request, copyDuplicates } : null;
  const preview = useCopyPreview(week.id, request);
  const set = (changes: Partial<CopyFormState>) => setState((s) => ({ ...s, ...changes }));
  const errorId = `${id}-error`;

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
        <legend className="text-sm font-medium text-slate-700">Copy to</legend>
        <RadioGroup.Root
          value={state.mode}
          onValueChange={(mode: string) => set({ mode: mode === 'until' ? 'until' : 'weeks' })}
          aria-label="Copy to"
          className="mt-2 space-y-2"
        >
          <RadioLine
            value="weeks"
            label={
              Number.isNaN(state.count)
                ? 'Copy for the next weeks'
                : `Copy for the next ${state.count} weeks`
            }
            lead="Copy for the next"
            error={state.mode === 'weeks' ? plan.error : null}
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
                aria-label="Number of weeks"
                aria-invalid={state.mode === 'weeks' && plan.error !== null}
                aria-describedby={state.mode === 'weeks' && plan.error ? errorId : undefined}
              />
            </div>
            <span aria-hidden>weeks</span>
          </RadioLine>
          <RadioLine
            value="until"
            label="Copy until a date"
            lead="Copy until"
            error={state.mode === 'until' ? plan.error : null}
            errorId={errorId}
          >
            <div className="w-44 shrink-0">
              <Input
                type="date"
                value={state.untilDate}
                onChange={(event) => set({ untilDate: event.target.value })}
                min={earliestUntilDate(week.id)}
                disabled={state.mode !== 'until'}
                aria-label="End date"
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
        <span>Also copy shows that are already in a week at the same time</span>
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
          Could not check the weeks: {preview.error.message}
        </p>
      ) : null}
      <CopyNotes />
      <CancelAndSubmit
        onCancel={onDone}
        disabled={plan.request === null || plan.targets.length === 0}
        pending={once.busy}
        pendingText="Copying..."
      >
        Copy Schedule
      </CancelAndSubmit>
    </form>
  );
}
