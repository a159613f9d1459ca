import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { StationSettings } from '../../../../shared/team/station-settings';
import { ErrorBox } from '../../../components/ui/error-box';
import { Button } from '../../../components/ui/button';
import { CheckOption } from '../../../components/ui/check-option';
import { useSaveStationSettings } from '../hooks/use-save-station-settings';
import { SCHEDULE_SECTION_TEXTS as T } from './settings-texts';
import { WithStationSettings } from './with-station-settings';
import { SettingsCard } from '../../../components/settings-card';
import { UnfilledTimeSettings } from './unfilled-time-settings';

/** Station Settings' "Schedule" card: whether overnight shows continue into the next week. */
export function StationScheduleSettings() {
  return (
    <SettingsCard heading={T.heading} intro={T.intro}>
      <WithStationSettings>
        {(saved) => <ScheduleForm key={String(saved.overnightContinues)} saved={saved} />}
      </WithStationSettings>
      <UnfilledTimeSettings />
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
      <CheckOption
        className="rounded-lg bg-white p-3 ring-1 ring-slate-200"
        checked={overnight}
        onChange={(event) => setOvernight(event.target.checked)}
        title={T.overnightLabel}
        detail={T.overnightHint}
      />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : T.save}
      </Button>
    </form>
  );
}
