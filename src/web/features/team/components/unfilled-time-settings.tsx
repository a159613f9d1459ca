import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { minimumLabel, UNFILLED_TEXTS as T } from '../../../../shared/messages/unfilled-time';
import { GAP_MINIMUM, type UnfilledFinalizeRule } from '../../../../shared/schedule/unfilled-time';
import type { StationSettings } from '../../../../shared/team/station-settings';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { SelectMenu } from '../../../components/ui/select-menu';
import { useSaveStationSettings } from '../hooks/use-save-station-settings';
import { ChoiceGroup } from './choice-group';
import { WithStationSettings } from './with-station-settings';

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
 * and Finalize questions, and whether weeks with such gaps may be finalized.
 */
export function UnfilledTimeSettings() {
  return (
    <WithStationSettings>
      {(saved) => (
        <UnfilledTimeForm
          key={`${saved.gapMinimumMinutes}|${saved.unfilledFinalizeRule}`}
          saved={saved}
        />
      )}
    </WithStationSettings>
  );
}

function UnfilledTimeForm({ saved }: { saved: StationSettings }) {
  const [minimum, setMinimum] = useState(saved.gapMinimumMinutes);
  const [rule, setRule] = useState<UnfilledFinalizeRule>(saved.unfilledFinalizeRule);
  const queryClient = useQueryClient();
  const save = useSaveStationSettings({
    saved: { title: T.savedSchedule },
    refresh: () => void queryClient.invalidateQueries(),
    atFields: false,
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const change = {
      ...(minimum !== saved.gapMinimumMinutes && { gapMinimumMinutes: minimum }),
      ...(rule !== saved.unfilledFinalizeRule && { unfilledFinalizeRule: rule }),
    };
    if (!save.nothingToSave(change)) save.save(change);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={T.ruleLegend}
      className="mt-8 space-y-6 border-t border-slate-200 pt-6"
    >
      {save.failure ? <ErrorBox>{save.failure}</ErrorBox> : null}
      <div className="space-y-1.5">
        <p className="text-sm font-medium text-slate-700">{T.minimumLabel}</p>
        <SelectMenu
          label={T.minimumLabel}
          value={String(minimum)}
          options={MINIMUM_OPTIONS}
          onValueChange={(v) => setMinimum(Number(v))}
          className="w-40"
        />
        <p className="text-sm text-slate-600">{T.minimumHint}</p>
      </div>
      <ChoiceGroup
        legend={T.ruleLegend}
        name="unfilledFinalizeRule"
        value={rule}
        options={T.rules}
        onChange={setRule}
      />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : T.saveSchedule}
      </Button>
    </form>
  );
}
