import type { RefObject } from 'react';
import { SelectMenu } from '../../../components/ui/select-menu';
import { dashboard } from '../../../i18n/namespaces/dashboard';
import type { KeyOf } from '../../../i18n/translate';
import { useT } from '../../../i18n/use-t';
import type { useSeasonFilter } from '../../seasons/hooks/use-season-filter';
import {
  STATUS_FILTER_OPTIONS,
  WEEK_SORT_OPTIONS,
  type StatusFilter,
  type WeekSortKey,
} from '../dashboard-view';

/** The list's heading, "Showing X of Y weeks" (announced as it changes), filter and sort. */
export function WeeksToolbar({
  headingRef,
  headingId,
  shown,
  total,
  filter,
  onFilterChange,
  sort,
  onSortChange,
  season,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  headingId: string;
  shown: number;
  total: number;
  filter: StatusFilter;
  onFilterChange: (filter: StatusFilter) => void;
  sort: WeekSortKey;
  onSortChange: (sort: WeekSortKey) => void;
  /** The season filter (shown once the station has seasons). */
  season: ReturnType<typeof useSeasonFilter>;
}) {
  const t = useT(dashboard);
  const named = <V,>(options: readonly { value: V; label: KeyOf<'dashboard'> }[]) =>
    options.map((o) => ({ value: o.value, label: t(o.label) }));
  return (
    <div className="flex flex-col gap-3 border-b border-slate-200 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-5">
      <div>
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="rounded-sm text-base font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          {t('dashboard:weeksHeading')}
        </h2>
        <p aria-live="polite" className="mt-0.5 text-sm text-slate-600">
          {t('dashboard:counter', { shown, total })}
        </p>
      </div>
      <div className="flex flex-wrap gap-3">
        {season.hasSeasons ? (
          <SelectMenu
            label={t('dashboard:filterSeason')}
            value={season.seasonId}
            options={season.options}
            onValueChange={season.setSeasonId}
            className="min-w-36 flex-1"
          />
        ) : null}
        <SelectMenu
          label={t('dashboard:filterStatus')}
          value={filter}
          options={named(STATUS_FILTER_OPTIONS)}
          onValueChange={onFilterChange}
          className="min-w-36 flex-1"
        />
        <SelectMenu
          label={t('dashboard:sortBy')}
          value={sort}
          options={named(WEEK_SORT_OPTIONS)}
          onValueChange={onSortChange}
          className="min-w-28 flex-1"
        />
      </div>
    </div>
  );
}
