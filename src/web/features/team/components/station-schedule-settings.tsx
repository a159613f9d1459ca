import { SettingsCard } from '../../../components/settings-card';
import { CheckOption } from '../../../components/ui/check-option';
import { settings } from '../../../i18n/namespaces/settings';
import { useT } from '../../../i18n/use-t';
import { StationSettingsForm } from './station-settings-form';
import { UnfilledTimeSettings } from './unfilled-time-settings';

/** Station Settings' "Schedule" card: whether overnight shows continue into the next week. */
export function StationScheduleSettings() {
  const t = useT(settings);
  return (
    <SettingsCard heading={t('settings:schedule.heading')} intro={t('settings:schedule.intro')}>
      <StationSettingsForm
        names={['overnightContinues']}
        save={{
          saved: { title: t('settings:schedule.saved') },
          // Every week's blocks follow the rule at once: the schedule is read anew.
          refresh: (_change, queryClient) => void queryClient.invalidateQueries(),
          atFields: false,
        }}
        submitLabel={t('settings:schedule.save')}
      >
        {({ draft, set }) => (
          <CheckOption
            className="rounded-lg bg-white p-3 ring-1 ring-slate-200"
            checked={draft.overnightContinues}
            onChange={(event) => set({ overnightContinues: event.target.checked })}
            title={t('settings:schedule.overnightLabel')}
            detail={t('settings:schedule.overnightHint')}
          />
        )}
      </StationSettingsForm>
      <UnfilledTimeSettings />
    </SettingsCard>
  );
}
