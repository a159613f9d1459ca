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
import { settings } from '../../../i18n/namespaces/settings';
import { useT } from '../../../i18n/use-t';
import type { KeyOf } from '../../../i18n/translate';
import type { FillInPolicy } from '../../../../shared/team/station-settings';

const LEAD = FILL_IN_LEAD_HOURS;
const POLICIES: Record<FillInPolicy, [KeyOf<'settings'>, KeyOf<'settings'>]> = {
  any: ['settings:fillIns.any', 'settings:fillIns.anyHint'],
  approval: ['settings:fillIns.approval', 'settings:fillIns.approvalHint'],
};

/**
 * Station Settings → Fill-ins (issue 33 items 3 and 7): whether any eligible DJ takes a fill-in at
 * once or a manager approves each take, and how many hours before airtime an untaken request is
 * escalated to the managers.
 */
export function StationFillInSettings() {
  const t = useT(settings);
  const policyOptions = FILL_IN_POLICIES.map((value) => ({
    value,
    label: t(POLICIES[value][0]),
    description: t(POLICIES[value][1]),
  }));
  return (
    <SettingsCard heading={t('settings:fillIns.heading')} intro={t('settings:fillIns.intro')}>
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
          saved: { title: t('settings:fillIns.saved') },
          refresh: readAnew(teamQueryKey, fillInsQueryKey),
        }}
        submitLabel={t('settings:fillIns.save')}
      >
        {({ draft, set, fields }) => (
          <>
            <ChoiceGroup
              legend={t('settings:fillIns.policyLegend')}
              name="fillInPolicy"
              value={draft.policy}
              options={policyOptions}
              onChange={(policy) => set({ policy })}
            />
            <TextField
              label={t('settings:fillIns.leadLabel')}
              hint={t('settings:fillIns.leadHint', { min: LEAD.min, max: LEAD.max })}
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
