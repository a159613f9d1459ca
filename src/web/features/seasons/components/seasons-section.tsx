import { useState, type ComponentProps } from 'react';
import { SEASON_TEXTS as T } from '../../../../shared/messages/seasons';
import type { Season } from '../../../../shared/schedule/seasons';
import { Button } from '../../../components/ui/button';
import { seasonsQueryKey } from '../../../lib/query-keys';
import { deleteSeason } from '../api/seasons-api';
import { useSeasons } from '../hooks/use-seasons';
import type { CarryDialog as Carry } from './carry-dialog';
import { SeasonForm } from './season-form';
import {
  SettingsList,
  SettingsListSection,
} from '../../../components/settings-list/settings-list-section';
import { SettingsListItem } from '../../../components/settings-list/settings-list-item';
import { deferredDialog } from '../../../components/ui/deferred-dialog';

/** Fetched when it opens: Station Settings paints without the carry's preview and steps. */
const CarryDialog = deferredDialog<ComponentProps<typeof Carry> & { open: boolean }>(() =>
  import('./carry-dialog').then((m) => m.CarryDialog),
);

/** Station Settings → Seasons (decision 0056): the station's seasons, and their carry forward. */
export function SeasonsSection() {
  const seasons = useSeasons();
  const [lastCarry, setLastCarry] = useState<LastCarry | null>(null);
  return (
    <SettingsListSection
      heading={T.sectionTitle}
      intro={T.sectionLead}
      query={seasons}
      texts={{
        loading: 'Loading the seasons…',
        failed: 'The seasons could not be loaded.',
        add: T.add,
      }}
      list={(items) => <SeasonList seasons={items} onCarried={setLastCarry} />}
      addForm={(onDone) => <SeasonForm onDone={onDone} />}
    >
      {lastCarry ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200">
          <span>{T.carried(lastCarry.count)}</span>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              lastCarry.undo();
              setLastCarry(null);
            }}
          >
            {T.undoCarry}
          </Button>
        </div>
      ) : null}
    </SettingsListSection>
  );
}

type LastCarry = { undo: () => void; count: number };
type OnCarried = (carry: LastCarry) => void;

function SeasonList({ seasons, onCarried }: { seasons: Season[]; onCarried: OnCarried }) {
  return (
    <SettingsList empty={T.empty}>
      {seasons.map((season) => (
        <SeasonRow
          key={`${season.id}|${season.name}|${season.firstDay}|${season.lastDay}`}
          season={season}
          onCarried={onCarried}
        />
      ))}
    </SettingsList>
  );
}

function SeasonRow({ season, onCarried }: { season: Season; onCarried: OnCarried }) {
  const [carrying, setCarrying] = useState(false);
  return (
    <SettingsListItem
      name={season.name}
      texts={T}
      confirm={{ title: T.delete, description: T.deleteConfirm(season.name) }}
      queryKey={seasonsQueryKey}
      remove={() => deleteSeason(season.id)}
      form={(onDone) => <SeasonForm season={season} onDone={onDone} />}
      bodyClassName="min-w-0 flex-1"
      actionsClassName="flex flex-wrap gap-2"
      actions={
        <Button
          size="sm"
          variant="secondary"
          className="h-auto min-h-8 py-1.5 whitespace-normal"
          onClick={() => setCarrying(true)}
          aria-label={`${T.carry}: ${season.name}`}
        >
          {T.carry}
        </Button>
      }
      after={
        carrying ? (
          <CarryDialog
            open
            season={season}
            onClose={() => setCarrying(false)}
            onCarried={(undo, count) => onCarried({ undo, count })}
          />
        ) : null
      }
    >
      <p className="font-medium break-words text-slate-900">{season.name}</p>
      <p className="text-sm text-slate-600">{T.span(season.firstDay, season.lastDay)}</p>
    </SettingsListItem>
  );
}
