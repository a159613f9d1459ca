import { WithStationSettings } from './with-station-settings';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { zoneTimeName } from '../../../../shared/schedule/zone-label';
import {
  STATION_NAME_MAX,
  type StationSettings,
  type StationSettingsChange,
} from '../../../../shared/team/station-settings';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorBox } from '../../../components/ui/error-box';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Button } from '../../../components/ui/button';
import { configQueryKey, teamQueryKey } from '../../../lib/query-keys';
import { TimezoneSelect } from '../../profile/components/timezone-select';
import { useSaveStationSettings } from '../hooks/use-save-station-settings';
import { STATION_SECTION_TEXTS as T } from './settings-texts';
import { SettingsCard } from '../../../components/settings-card';

/** Station Settings' "Station" card: the station's one name and its time zone. */
export function StationIdentitySettings() {
  return (
    <SettingsCard heading={T.heading} intro={T.intro}>
      <WithStationSettings>
        {(saved) => (
          <StationForm key={`${saved.stationName}|${saved.stationTimeZone}`} saved={saved} />
        )}
      </WithStationSettings>
    </SettingsCard>
  );
}

function StationForm({ saved }: { saved: StationSettings }) {
  const [name, setName] = useState(saved.stationName);
  const [zone, setZone] = useState(saved.stationTimeZone);
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const save = useSaveStationSettings({
    saved: { title: T.saved },
    refresh: (change) => {
      // A new zone changes what every page shows (today, past weeks): everything is read anew.
      if (change.stationTimeZone) void queryClient.invalidateQueries();
      else {
        void queryClient.invalidateQueries({ queryKey: teamQueryKey });
        void queryClient.invalidateQueries({ queryKey: configQueryKey });
      }
    },
  });
  const { fields, failure } = save;

  const change = (): StationSettingsChange => ({
    ...(name.trim() !== saved.stationName && { stationName: name }),
    ...(zone !== saved.stationTimeZone && { stationTimeZone: zone }),
  });
  const send = () => save.save(change());
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const next = change();
    if (save.nothingToSave(next)) return;
    // Moving the zone is asked about first: every reader of the schedule follows it at once.
    if (next.stationTimeZone) setConfirming(true);
    else send();
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      {failure ? <ErrorBox>{failure}</ErrorBox> : null}
      <FormField
        label={T.nameLabel}
        hint={T.nameHint(STATION_NAME_MAX)}
        error={fields.stationName}
        className="max-w-md"
      >
        {(control) => (
          <Input
            {...control}
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoComplete="off"
          />
        )}
      </FormField>
      <FormField label={T.zoneLabel} hint={T.zoneHint} error={fields.stationTimeZone}>
        {(control) => (
          <TimezoneSelect
            {...control}
            value={zone}
            onValueChange={setZone}
            extraZones={[saved.stationTimeZone]}
            className="max-w-md"
          />
        )}
      </FormField>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : T.save}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={T.confirmTitle}
        description={T.confirmDescription(zoneTimeName(zone))}
        confirmLabel={T.confirmLabel}
        onConfirm={() => {
          setConfirming(false);
          send();
        }}
      />
    </form>
  );
}
