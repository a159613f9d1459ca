import { FILL_IN_POLICY_LABELS, FILL_IN_TEXTS } from '../../../../shared/messages/fill-ins';
import {
  FILL_IN_LEAD_HOURS,
  FILL_IN_POLICIES,
  type StationSettingsChange,
} from '../../../../shared/team/station-settings';
import { SettingsCard } from '../../../components/settings-card';
import { TextField } from '../../../components/ui/form-field';
import { fillInsQueryKey, teamQueryKey } from '../../../lib/query-keys';
import { readAnew } from '../hooks/use-save-station-settings';
import { ChoiceGroup } from './choice-group';
import { StationSettingsForm } from './station-settings-form';

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
      <StationSettingsForm
        names={['fillInPolicy', 'fillInLeadHours']}
        // The hours are edited as typed text.
        initial={(saved) => ({ policy: saved.fillInPolicy, lead: String(saved.fillInLeadHours) })}
        change={({ policy, lead }, saved) => {
          const change: StationSettingsChange = {};
          if (policy !== saved.fillInPolicy) change.fillInPolicy = policy;
          // An empty or non-number field is sent as it is, for the server's message at the field.
          const hours = lead.trim() === '' ? Number.NaN : Number(lead);
          if (hours !== saved.fillInLeadHours)
            Object.assign(change, { fillInLeadHours: Number.isNaN(hours) ? null : hours });
          return change;
        }}
        save={{
          saved: { title: T.saved },
          refresh: readAnew(teamQueryKey, fillInsQueryKey),
        }}
        submitLabel={T.save}
      >
        {({ draft, set, fields }) => (
          <>
            <ChoiceGroup
              legend={T.policyLegend}
              name="fillInPolicy"
              value={draft.policy}
              options={POLICY_OPTIONS}
              onChange={(policy) => set({ policy })}
            />
            <TextField
              label={T.leadLabel}
              hint={T.leadHint(LEAD.min, LEAD.max)}
              error={fields.fillInLeadHours}
              className="max-w-xs"
              type="number"
              inputMode="numeric"
              min={LEAD.min}
              max={LEAD.max}
              value={draft.lead}
              onValueChange={(lead) => set({ lead })}
            />
          </>
        )}
      </StationSettingsForm>
    </SettingsCard>
  );
}
