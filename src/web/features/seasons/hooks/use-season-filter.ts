import { useMemo } from 'react';
import { SEASON_TEXTS } from '../../../../shared/messages/seasons';
import { weeksOfSeason } from '../../../../shared/schedule/season-calendar';
import { useAddressChoice } from '../../../lib/use-address-choice';
import { useSeasons } from './use-seasons';

/**
 * The dashboard's season filter, kept in the address (/?season=<id>) like its status filter:
 * "All seasons" or one season, whose weeks are those it covers most days of (seasonOfWeek).
 */
export function useSeasonFilter() {
  const seasons = useSeasons().data;
  const ids = useMemo(() => ['all', ...(seasons ?? []).map((s) => s.id)], [seasons]);
  const [seasonId, setSeasonId] = useAddressChoice<string>('season', ids, 'all');
  const options = useMemo(
    () => [
      { value: 'all', label: SEASON_TEXTS.allSeasons },
      ...(seasons ?? []).map((s) => ({ value: s.id, label: s.name })),
    ],
    [seasons],
  );
  const keep = useMemo(
    () =>
      <T extends { id: string }>(weeks: readonly T[]) =>
        weeksOfSeason(weeks, seasons ?? [], seasonId),
    [seasons, seasonId],
  );
  return { seasonId, setSeasonId, options, keep, hasSeasons: (seasons ?? []).length > 0 };
}
