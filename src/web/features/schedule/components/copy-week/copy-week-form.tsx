import { RadioGroup } from 'radix-ui';
import { useId, useState, type ReactNode } from 'react';
import {
  COPY_LIMITS,
  earliestUntilDate,
  parseWeeksInput,
} from '../../../../../shared/schedule/copy-week';
import type { WeekView } from '../../../../../shared/schemas/schedule';
import { Button } from '../../../../components/ui/button';
import { DialogFooter } from '../../../../components/ui/dialog-footer';
import { Input } from '../../../../components/ui/input';
import { NumberInput } from '../../../../components/ui/number-input';
import { Spinner } from '../../../../components/ui/spinner';
import { cn } from '../../../../lib/cn';
import { copyDefaults, planCopy, type CopyFormState, type CopyMode } from '../../copy-week-plan';
import { useCopyPreview, useCopyWeek } from '../../hooks/use-copy-week';
import { useSingleSubmit } from '../../../../lib/use-single-submit';
import { CopyNotes } from './copy-notes';
import { CopyPreview } from './copy-preview';
import { SourceWeekCard } from './source-week-card';

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
          <ModeOption
            mode="weeks"
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
          </ModeOption>
          <ModeOption
            mode="until"
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
          </ModeOption>
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
      <DialogFooter>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button
          type="submit"
          disabled={once.busy || plan.request === null || plan.targets.length === 0}
        >
          {once.busy ? (
            <>
              <Spinner /> Copying...
            </>
          ) : (
            'Copy Schedule'
          )}
        </Button>
      </DialogFooter>
    </form>
  );
}

function ModeOption({
  mode,
  label,
  lead,
  error,
  errorId,
  children,
}: {
  mode: CopyMode;
  /** The radio's name, reading the whole line ("Copy for the next 4 weeks"). */
  label: string;
  /** The visible words before the box; clicking them chooses the option. */
  lead: string;
  error: string | null;
  errorId: string;
  children: ReactNode;
}) {
  const radioId = useId();
  return (
    <div
      className={cn(
        'rounded-lg border px-3 py-2.5',
        error ? 'border-red-300' : 'border-slate-200',
        'has-[[data-state=checked]]:bg-indigo-50/40',
        !error && 'has-[[data-state=checked]]:border-indigo-300',
      )}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <RadioGroup.Item
          id={radioId}
          value={mode}
          aria-label={label}
          className="flex size-4 shrink-0 items-center justify-center rounded-full ring-1 ring-slate-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 data-[state=checked]:ring-indigo-600"
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
