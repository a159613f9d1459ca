import { ACTIVITY_KIND_NAMES, type ActivityKind } from '../../../../shared/activity/activity-entry';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { SelectMenu } from '../../../components/ui/select-menu';
import { activity } from '../../../i18n/namespaces/activity';
import type { Translate } from '../../../i18n/translate';
import { useT } from '../../../i18n/use-t';
import type { StationActivityFilters } from '../api/activity-api';

const ANYONE = 'anyone';
const ALL_KINDS = 'all';

/** Each kind of change by its catalog key. */
const KIND_KEYS = {
  schedule: 'activity:kind.schedule',
  library: 'activity:kind.library',
  team: 'activity:kind.team',
  settings: 'activity:kind.settings',
} as const satisfies Record<ActivityKind, string>;

/** The message under "To" when the days are the wrong way round; the list waits until fixed. */
export function rangeProblem(
  filters: StationActivityFilters,
  t: Translate<'activity'>,
): string | undefined {
  return filters.from && filters.to && filters.from > filters.to
    ? t('activity:filters.rangeProblem')
    : undefined;
}

/** Member, kind of change, days and week of the station-wide log. */
export function ActivityFilters({
  filters,
  actors,
  errors,
  onChange,
}: {
  filters: StationActivityFilters;
  actors: readonly { id: string; name: string }[];
  /** Messages at the fields: the range problem, or the server's refusal of a filter. */
  errors: Partial<Record<keyof StationActivityFilters, string>>;
  onChange: (filters: StationActivityFilters) => void;
}) {
  const t = useT(activity);
  const set = (patch: Partial<StationActivityFilters>) => onChange({ ...filters, ...patch });
  const memberOptions = [
    { value: ANYONE, label: t('activity:filters.anyone') },
    ...actors.map((actor) => ({ value: actor.id, label: actor.name })),
  ];
  const kindOptions = [
    { value: ALL_KINDS, label: t('activity:filters.allKinds') },
    ...ACTIVITY_KIND_NAMES.map((kind) => ({ value: kind, label: t(KIND_KEYS[kind]) })),
  ];
  return (
    <fieldset className="grid grid-cols-1 gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5">
      <legend className="sr-only">{t('activity:filters.legend')}</legend>
      <div className="space-y-1.5">
        <span className="block text-sm font-medium text-slate-700">
          {t('activity:filters.member')}
        </span>
        <SelectMenu
          label={t('activity:filters.member')}
          value={filters.member || ANYONE}
          options={memberOptions}
          onValueChange={(value) => set({ member: value === ANYONE ? '' : value })}
          className="w-full"
        />
      </div>
      <div className="space-y-1.5">
        <span className="block text-sm font-medium text-slate-700">
          {t('activity:filters.kind')}
        </span>
        <SelectMenu
          label={t('activity:filters.kind')}
          value={filters.kind || ALL_KINDS}
          options={kindOptions}
          onValueChange={(value) =>
            set({ kind: value === ALL_KINDS ? '' : (value as ActivityKind) })
          }
          className="w-full"
        />
      </div>
      <FormField label={t('activity:filters.from')} error={errors.from}>
        {(control) => (
          <Input
            {...control}
            type="date"
            value={filters.from}
            onChange={(event) => set({ from: event.target.value })}
          />
        )}
      </FormField>
      <FormField label={t('activity:filters.to')} error={errors.to}>
        {(control) => (
          <Input
            {...control}
            type="date"
            value={filters.to}
            onChange={(event) => set({ to: event.target.value })}
          />
        )}
      </FormField>
      <FormField label={t('activity:filters.week')} error={errors.week}>
        {(control) => (
          <Input
            {...control}
            type="date"
            value={filters.week}
            onChange={(event) => set({ week: event.target.value })}
          />
        )}
      </FormField>
    </fieldset>
  );
}
