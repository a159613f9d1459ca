import { useMemo } from 'react';
import { weeksOfSeason } from '../../../../shared/schedule/season-calendar';
import { useAddressChoice } from '../../../lib/use-address-choice';
import { useSeasons } from './use-seasons';
import { seasons as seasonsNs } from '../../../i18n/namespaces/seasons';
import { useT } from '../../../i18n/use-t';

/**
 * The dashboard's season filter, kept in the address (/?season=<id>) like its status filter:
 * "All seasons" or one season, whose weeks are those it covers most days of (seasonOfWeek).
 */
export function useSeasonFilter() {
  const t = useT(seasonsNs);
  const seasons = useSeasons().data;
  const ids = useMemo(() => ['all', ...(seasons ?? []).map((s) => s.id)], [seasons]);
  const [seasonId, setSeasonId] = useAddressChoice<string>('season', ids, 'all');
  const options = useMemo(
    () => [
      { value: 'all', label: t('seasons:allSeasons') },
      ...(seasons ?? []).map((s) => ({ value: s.id, label: s.name })),
    ],
    [seasons, t],
  );
  const keep = useMemo(
    () =>
      <T extends { id: string }>(weeks: readonly T[]) =>
        weeksOfSeason(weeks, seasons ?? [], seasonId),
    [seasons, seasonId],
  );
  return { seasonId, setSeasonId, options, keep, hasSeasons: (seasons ?? []).length > 0 };
}
