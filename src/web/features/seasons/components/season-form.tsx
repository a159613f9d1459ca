import { useState } from 'react';
import { SEASON_TEXTS as T } from '../../../../shared/messages/seasons';
import { SEASON_NAME_MAX, type Season } from '../../../../shared/schedule/season-calendar';
import {
  SettingsItemForm,
  SettingsNameField,
} from '../../../components/settings-list/settings-item-form';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { seasonsQueryKey } from '../../../lib/query-keys';
import { saveSeason } from '../api/seasons-api';

/**
 * A season's name and days, to add one or change one. The server checks everything (a name
 * taken, days overlapping another season) and its message shows at the field.
 */
export function SeasonForm({ season, onDone }: { season?: Season; onDone: () => void }) {
  const [name, setName] = useState(season?.name ?? '');
  const [firstDay, setFirstDay] = useState(season?.firstDay ?? '');
  const [lastDay, setLastDay] = useState(season?.lastDay ?? '');
  return (
    <SettingsItemForm
      label={season ? `${T.edit} ${season.name}` : T.add}
      save={saveSeason}
      values={() => ({ id: season?.id, name, firstDay, lastDay })}
      queryKey={seasonsQueryKey}
      editing={Boolean(season)}
      texts={T}
      onDone={onDone}
    >
      {(fields) => (
        <>
          <SettingsNameField
            label={T.nameLabel}
            placeholder={T.namePlaceholder}
            max={SEASON_NAME_MAX}
            value={name}
            onChange={setName}
            error={fields.name}
            className="max-w-sm"
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={T.firstDayLabel} error={fields.firstDay}>
              {(control) => (
                <Input
                  {...control}
                  type="date"
                  value={firstDay}
                  onChange={(event) => setFirstDay(event.target.value)}
                />
              )}
            </FormField>
            <FormField label={T.lastDayLabel} error={fields.lastDay}>
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
