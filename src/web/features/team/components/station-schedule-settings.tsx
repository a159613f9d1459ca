import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { StationSettings } from '../../../../shared/team/station-settings';
import { ErrorBox } from '../../../components/ui/error-box';
import { Button } from '../../../components/ui/button';
import { useSaveStationSettings } from '../hooks/use-save-station-settings';
import { SCHEDULE_SECTION_TEXTS as T } from './settings-texts';
import { WithStationSettings } from './with-station-settings';
import { SettingsCard } from '../../../components/settings-card';

/** Station Settings' "Schedule" card: whether overnight shows continue into the next week. */
export function StationScheduleSettings() {
  return (
    <SettingsCard heading={T.heading} intro={T.intro}>
      <WithStationSettings>
        {(saved) => <ScheduleForm key={String(saved.overnightContinues)} saved={saved} />}
      </WithStationSettings>
    </SettingsCard>
  );
}

function ScheduleForm({ saved }: { saved: StationSettings }) {
  const [overnight, setOvernight] = useState(saved.overnightContinues);
  const queryClient = useQueryClient();
  const save = useSaveStationSettings({
    saved: { title: T.saved },
    // Every week's blocks follow the rule at once: the schedule is read anew.
    refresh: () => void queryClient.invalidateQueries(),
    atFields: false,
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const change = overnight === saved.overnightContinues ? {} : { overnightContinues: overnight };
    if (!save.nothingToSave(change)) save.save(change);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      {save.failure ? <ErrorBox>{save.failure}</ErrorBox> : null}
      <label className="flex cursor-pointer gap-3 rounded-lg bg-white p-3 text-sm ring-1 ring-slate-200">
        <input
          type="checkbox"
          checked={overnight}
          onChange={(event) => setOvernight(event.target.checked)}
          className="mt-0.5 size-4 shrink-0 accent-indigo-600"
        />
        <span>
          <span className="block font-medium text-slate-900">{T.overnightLabel}</span>
          <span className="block text-slate-600">{T.overnightHint}</span>
        </span>
      </label>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : T.save}
      </Button>
    </form>
  );
}
