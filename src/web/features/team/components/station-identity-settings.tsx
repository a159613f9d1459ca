import { zoneTimeName } from '../../../../shared/schedule/zone-label';
import { STATION_NAME_MAX } from '../../../../shared/team/station-settings';
import { SettingsCard } from '../../../components/settings-card';
import { LanguageSelect } from '../../../components/language-select';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { configQueryKey, teamQueryKey } from '../../../lib/query-keys';
import { TimezoneSelect } from '../../profile/components/timezone-select';
import { settings } from '../../../i18n/namespaces/settings';
import { useT } from '../../../i18n/use-t';
import { StationSettingsForm } from './station-settings-form';

/** Station Settings' "Station" card: the station's one name, its time zone and its language. */
export function StationIdentitySettings() {
  const t = useT(settings);
  return (
    <SettingsCard heading={t('settings:station.heading')} intro={t('settings:station.intro')}>
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
            title: t('settings:station.confirmTitle'),
            description: t('settings:station.confirmDescription', {
              zone: zoneTimeName(draft.stationTimeZone),
            }),
            confirmLabel: t('settings:station.confirmLabel'),
          }),
        }}
        save={{
          saved: { title: t('settings:station.saved') },
          refresh: (change, queryClient) => {
            // A new zone changes what every page shows (today, past weeks): all is read anew.
            if (change.stationTimeZone) void queryClient.invalidateQueries();
            else {
              void queryClient.invalidateQueries({ queryKey: teamQueryKey });
              void queryClient.invalidateQueries({ queryKey: configQueryKey });
            }
          },
        }}
        submitLabel={t('settings:station.save')}
      >
        {({ draft, set, fields, saved }) => (
          <>
            <FormField
              label={t('settings:station.nameLabel')}
              hint={t('settings:station.nameHint', { max: STATION_NAME_MAX })}
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
            <FormField
              label={t('settings:station.zoneLabel')}
              hint={t('settings:station.zoneHint')}
              error={fields.stationTimeZone}
            >
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
              label={t('settings:station.languageLabel')}
              hint={t('settings:station.languageHint')}
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
