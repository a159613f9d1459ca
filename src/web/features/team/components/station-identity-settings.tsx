import { zoneTimeName } from '../../../../shared/schedule/zone-label';
import { STATION_NAME_MAX } from '../../../../shared/team/station-settings';
import { SettingsCard } from '../../../components/settings-card';
import { LanguageSelect } from '../../../components/language-select';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { configQueryKey, teamQueryKey } from '../../../lib/query-keys';
import { TimezoneSelect } from '../../profile/components/timezone-select';
import { STATION_SECTION_TEXTS as T } from './settings-texts';
import { StationSettingsForm } from './station-settings-form';

/** Station Settings' "Station" card: the station's one name, its time zone and its language. */
export function StationIdentitySettings() {
  return (
    <SettingsCard heading={T.heading} intro={T.intro}>
      <StationSettingsForm
        names={['stationName', 'stationTimeZone', 'stationLanguage']}
        // A name that differs only in its spaces is no change (the server trims it).
        change={({ stationName, stationTimeZone, stationLanguage }, saved) => ({
          ...(stationName.trim() !== saved.stationName && { stationName }),
          ...(stationTimeZone !== saved.stationTimeZone && { stationTimeZone }),
          ...(stationLanguage !== saved.stationLanguage && { stationLanguage }),
        })}
        // Moving the zone is asked about first: every reader of the schedule follows it at once.
        confirm={{
          when: (change) => Boolean(change.stationTimeZone),
          ask: (draft) => ({
            title: T.confirmTitle,
            description: T.confirmDescription(zoneTimeName(draft.stationTimeZone)),
            confirmLabel: T.confirmLabel,
          }),
        }}
        save={{
          saved: { title: T.saved },
          refresh: (change, queryClient) => {
            // A new zone changes what every page shows (today, past weeks): all is read anew.
            if (change.stationTimeZone) void queryClient.invalidateQueries();
            else {
              void queryClient.invalidateQueries({ queryKey: teamQueryKey });
              void queryClient.invalidateQueries({ queryKey: configQueryKey });
            }
          },
        }}
        submitLabel={T.save}
      >
        {({ draft, set, fields, saved }) => (
          <>
            <FormField
              label={T.nameLabel}
              hint={T.nameHint(STATION_NAME_MAX)}
              error={fields.stationName}
              className="max-w-md"
            >
              {(control) => (
                <Input
                  {...control}
                  value={draft.stationName}
                  onChange={(event) => set({ stationName: event.target.value })}
                  autoComplete="off"
                />
              )}
            </FormField>
            <FormField label={T.zoneLabel} hint={T.zoneHint} error={fields.stationTimeZone}>
              {(control) => (
                <TimezoneSelect
                  {...control}
                  value={draft.stationTimeZone}
                  onValueChange={(stationTimeZone) => set({ stationTimeZone })}
                  extraZones={[saved.stationTimeZone]}
                  className="max-w-md"
                />
              )}
            </FormField>
            <FormField
              label={T.languageLabel}
              hint={T.languageHint}
              error={fields.stationLanguage}
              className="max-w-md"
            >
              {(control) => (
                <LanguageSelect
                  {...control}
                  value={draft.stationLanguage}
                  onLanguageChange={(stationLanguage) =>
                    stationLanguage && set({ stationLanguage })
                  }
                />
              )}
            </FormField>
          </>
        )}
      </StationSettingsForm>
    </SettingsCard>
  );
}
