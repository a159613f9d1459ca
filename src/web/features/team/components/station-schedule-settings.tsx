import { SettingsCard } from '../../../components/settings-card';
import { CheckOption } from '../../../components/ui/check-option';
import { SCHEDULE_SECTION_TEXTS as T } from './settings-texts';
import { StationSettingsForm } from './station-settings-form';
import { UnfilledTimeSettings } from './unfilled-time-settings';

/** Station Settings' "Schedule" card: whether overnight shows continue into the next week. */
export function StationScheduleSettings() {
  return (
    <SettingsCard heading={T.heading} intro={T.intro}>
      <StationSettingsForm
        names={['overnightContinues']}
        save={{
          saved: { title: T.saved },
          // Every week's blocks follow the rule at once: the schedule is read anew.
          refresh: (_change, queryClient) => void queryClient.invalidateQueries(),
          atFields: false,
        }}
        submitLabel={T.save}
      >
        {({ draft, set }) => (
          <CheckOption
            className="rounded-lg bg-white p-3 ring-1 ring-slate-200"
            checked={draft.overnightContinues}
            onChange={(event) => set({ overnightContinues: event.target.checked })}
            title={T.overnightLabel}
            detail={T.overnightHint}
          />
        )}
      </StationSettingsForm>
      <UnfilledTimeSettings />
    </SettingsCard>
  );
}
