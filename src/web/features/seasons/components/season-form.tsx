import { useState } from 'react';
import { SEASON_NAME_MAX, type Season } from '../../../../shared/schedule/season-calendar';
import {
  SettingsItemForm,
  SettingsNameField,
} from '../../../components/settings-list/settings-item-form';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { seasonsQueryKey } from '../../../lib/query-keys';
import { saveSeason } from '../api/seasons-api';
import { seasons as seasonsNs } from '../../../i18n/namespaces/seasons';
import { useT } from '../../../i18n/use-t';

/**
 * A season's name and days, to add one or change one. The server checks everything (a name
 * taken, days overlapping another season) and its message shows at the field.
 */
export function SeasonForm({ season, onDone }: { season?: Season; onDone: () => void }) {
  const t = useT(seasonsNs);
  const [name, setName] = useState(season?.name ?? '');
  const [firstDay, setFirstDay] = useState(season?.firstDay ?? '');
  const [lastDay, setLastDay] = useState(season?.lastDay ?? '');
  return (
    <SettingsItemForm
      label={season ? t('seasons:editNamed', { name: season.name }) : t('seasons:add')}
      save={saveSeason}
      values={() => ({ id: season?.id, name, firstDay, lastDay })}
      queryKey={seasonsQueryKey}
      editing={Boolean(season)}
      texts={{
        created: t('seasons:created'),
        saved: t('seasons:saved'),
        save: t('seasons:save'),
        saving: t('seasons:saving'),
        cancel: t('seasons:cancel'),
      }}
      onDone={onDone}
    >
      {(fields) => (
        <>
          <SettingsNameField
            label={t('seasons:nameLabel')}
            placeholder={t('seasons:namePlaceholder')}
            max={SEASON_NAME_MAX}
            value={name}
            onChange={setName}
            error={fields.name}
            className="max-w-sm"
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('seasons:firstDayLabel')} error={fields.firstDay}>
              {(control) => (
                <Input
                  {...control}
                  type="date"
                  value={firstDay}
                  onChange={(event) => setFirstDay(event.target.value)}
                />
              )}
            </FormField>
            <FormField label={t('seasons:lastDayLabel')} error={fields.lastDay}>
              {(control) => (
                <Input
                  {...control}
                  type="date"
                  value={lastDay}
                  min={firstDay || undefined}
                  onChange={(event) => setLastDay(event.target.value)}
                />
              )}
            </FormField>
          </div>
        </>
      )}
    </SettingsItemForm>
  );
}
