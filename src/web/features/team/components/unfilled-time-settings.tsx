import { minimumLabel, UNFILLED_TEXTS as T } from '../../../../shared/messages/unfilled-time';
import { GAP_MINIMUM } from '../../../../shared/schedule/unfilled-time';
import { SelectMenu } from '../../../components/ui/select-menu';
import { ChoiceGroup } from './choice-group';
import { StationSettingsForm } from './station-settings-form';

/** 15 minutes to 6 hours in steps of 15 minutes. */
const MINIMUM_OPTIONS = Array.from(
  { length: (GAP_MINIMUM.max - GAP_MINIMUM.min) / GAP_MINIMUM.step + 1 },
  (_, i) => {
    const minutes = GAP_MINIMUM.min + i * GAP_MINIMUM.step;
    return { value: String(minutes), label: minimumLabel(minutes) };
  },
);

/**
 * Station Settings → Schedule, unfilled time (decision 0070): the shortest gap the schedule shows
 * and Finalize questions, and whether weeks with such gaps may be finalized. A second form in the
 * Schedule card, below the overnight rule.
 */
export function UnfilledTimeSettings() {
  return (
    <StationSettingsForm
      names={['gapMinimumMinutes', 'unfilledFinalizeRule']}
      save={{
        saved: { title: T.savedSchedule },
        refresh: (_change, queryClient) => void queryClient.invalidateQueries(),
        atFields: false,
      }}
      submitLabel={T.saveSchedule}
      label={T.ruleLegend}
      className="mt-8 space-y-6 border-t border-slate-200 pt-6"
    >
      {({ draft, set }) => (
        <>
          <div className="space-y-1.5">
            <p className="text-sm font-medium text-slate-700">{T.minimumLabel}</p>
            <SelectMenu
              label={T.minimumLabel}
              value={String(draft.gapMinimumMinutes)}
              options={MINIMUM_OPTIONS}
              onValueChange={(v) => set({ gapMinimumMinutes: Number(v) })}
              className="w-40"
            />
            <p className="text-sm text-slate-600">{T.minimumHint}</p>
          </div>
          <ChoiceGroup
            legend={T.ruleLegend}
            name="unfilledFinalizeRule"
            value={draft.unfilledFinalizeRule}
            options={T.rules}
            onChange={(unfilledFinalizeRule) => set({ unfilledFinalizeRule })}
          />
        </>
      )}
    </StationSettingsForm>
  );
}
