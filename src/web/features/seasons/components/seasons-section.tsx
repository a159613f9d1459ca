import { useState, type ComponentProps } from 'react';
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
import { useCalendarWords } from '../../../i18n/calendar-words';
import { seasons as seasonsNs } from '../../../i18n/namespaces/seasons';
import { useT } from '../../../i18n/use-t';

/** Fetched when it opens: Station Settings paints without the carry's preview and steps. */
const CarryDialog = deferredDialog<ComponentProps<typeof Carry> & { open: boolean }>(() =>
  import('./carry-dialog').then((m) => m.CarryDialog),
);

/** Station Settings → Seasons (decision 0056): the station's seasons, and their carry forward. */
export function SeasonsSection() {
  const t = useT(seasonsNs);
  const seasons = useSeasons();
  const [lastCarry, setLastCarry] = useState<LastCarry | null>(null);
  return (
    <SettingsListSection
      heading={t('seasons:sectionTitle')}
      intro={t('seasons:sectionLead')}
      query={seasons}
      texts={{
        loading: t('seasons:loading'),
        failed: t('seasons:loadFailed'),
        add: t('seasons:add'),
      }}
      list={(items) => <SeasonList seasons={items} onCarried={setLastCarry} />}
      addForm={(onDone) => <SeasonForm onDone={onDone} />}
    >
      {lastCarry ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900 ring-1 ring-emerald-200">
          <span>{t('seasons:carried', { count: lastCarry.count })}</span>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              lastCarry.undo();
              setLastCarry(null);
            }}
          >
            {t('seasons:undoCarry')}
          </Button>
        </div>
      ) : null}
    </SettingsListSection>
  );
}

type LastCarry = { undo: () => void; count: number };
type OnCarried = (carry: LastCarry) => void;

function SeasonList({ seasons, onCarried }: { seasons: Season[]; onCarried: OnCarried }) {
  const t = useT(seasonsNs);
  return (
    <SettingsList empty={t('seasons:empty')}>
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
  const t = useT(seasonsNs);
  const calendar = useCalendarWords();
  const carry = t('seasons:carry');
  return (
    <SettingsListItem
      name={season.name}
      texts={{
        edit: t('seasons:edit'),
        delete: t('seasons:delete'),
        deleted: t('seasons:deleted'),
      }}
      confirm={{
        title: t('seasons:delete'),
        description: t('seasons:deleteConfirm', { name: season.name }),
      }}
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
          aria-label={t('seasons:carryNamed', { carry, name: season.name })}
        >
          {carry}
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
      <p className="text-sm text-slate-600">
        {t('seasons:span', {
          first: calendar.fullDate(season.firstDay),
          last: calendar.fullDate(season.lastDay),
        })}
      </p>
    </SettingsListItem>
  );
}
