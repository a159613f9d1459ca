import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FILL_IN_POLICY_LABELS, FILL_IN_TEXTS } from '../../../../shared/messages/fill-ins';
import {
  FILL_IN_LEAD_HOURS,
  FILL_IN_POLICIES,
  type StationSettings,
  type StationSettingsChange,
} from '../../../../shared/team/station-settings';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { TextField } from '../../../components/ui/form-field';
import { SettingsCard } from '../../../components/settings-card';
import { fillInsQueryKey, teamQueryKey } from '../../../lib/query-keys';
import { useSaveStationSettings } from '../hooks/use-save-station-settings';
import { ChoiceGroup } from './choice-group';
import { WithStationSettings } from './with-station-settings';

const T = FILL_IN_TEXTS.settings;
const LEAD = FILL_IN_LEAD_HOURS;
const POLICY_OPTIONS = FILL_IN_POLICIES.map((value) => ({
  value,
  label: FILL_IN_POLICY_LABELS[value],
  description: T.policyHints[value],
}));

/**
 * Station Settings → Fill-ins (issue 33 items 3 and 7): whether any eligible DJ takes a fill-in at
 * once or a manager approves each take, and how many hours before airtime an untaken request is
 * escalated to the managers.
 */
export function StationFillInSettings() {
  return (
    <SettingsCard heading={T.heading} intro={T.intro}>
      <WithStationSettings>
        {(saved) => (
          <FillInForm key={`${saved.fillInPolicy}:${saved.fillInLeadHours}`} saved={saved} />
        )}
      </WithStationSettings>
    </SettingsCard>
  );
}

function FillInForm({ saved }: { saved: StationSettings }) {
  const [policy, setPolicy] = useState(saved.fillInPolicy);
  const [lead, setLead] = useState(String(saved.fillInLeadHours));
  const queryClient = useQueryClient();
  const save = useSaveStationSettings({
    saved: { title: T.saved },
    refresh: () => {
      void queryClient.invalidateQueries({ queryKey: teamQueryKey });
      void queryClient.invalidateQueries({ queryKey: fillInsQueryKey });
    },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const change: StationSettingsChange = {};
    if (policy !== saved.fillInPolicy) change.fillInPolicy = policy;
    // An empty or non-number field is sent as it is, for the server's message at the field.
    const hours = lead.trim() === '' ? Number.NaN : Number(lead);
    if (hours !== saved.fillInLeadHours)
      Object.assign(change, { fillInLeadHours: Number.isNaN(hours) ? null : hours });
    if (!save.nothingToSave(change)) save.save(change);
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      {save.failure ? <ErrorBox>{save.failure}</ErrorBox> : null}
      <ChoiceGroup
        legend={T.policyLegend}
        name="fillInPolicy"
        value={policy}
        options={POLICY_OPTIONS}
        onChange={setPolicy}
      />
      <TextField
        label={T.leadLabel}
        hint={T.leadHint(LEAD.min, LEAD.max)}
        error={save.fields.fillInLeadHours}
        className="max-w-xs"
        type="number"
        inputMode="numeric"
        min={LEAD.min}
        max={LEAD.max}
        value={lead}
        onValueChange={setLead}
      />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : T.save}
      </Button>
    </form>
  );
}
