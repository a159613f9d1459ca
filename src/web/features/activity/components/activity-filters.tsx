import {
  ACTIVITY_KIND_LABELS,
  ACTIVITY_KIND_NAMES,
  type ActivityKind,
} from '../../../../shared/activity/activity-entry';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { SelectMenu } from '../../../components/ui/select-menu';
import type { StationActivityFilters } from '../api/activity-api';

const ANYONE = 'anyone';
const ALL_KINDS = 'all';

/** The message under "To" when the days are the wrong way round; the list waits until fixed. */
export function rangeProblem(filters: StationActivityFilters): string | undefined {
  return filters.from && filters.to && filters.from > filters.to
    ? 'The start date must not be after the end date'
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
  const set = (patch: Partial<StationActivityFilters>) => onChange({ ...filters, ...patch });
  const memberOptions = [
    { value: ANYONE, label: 'Anyone' },
    ...actors.map((actor) => ({ value: actor.id, label: actor.name })),
  ];
  const kindOptions = [
    { value: ALL_KINDS, label: 'All changes' },
    ...ACTIVITY_KIND_NAMES.map((kind) => ({ value: kind, label: ACTIVITY_KIND_LABELS[kind] })),
  ];
  return (
    <fieldset className="grid grid-cols-1 gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5">
      <legend className="sr-only">Filter the activity log</legend>
      <div className="space-y-1.5">
        <span className="block text-sm font-medium text-slate-700">Member</span>
        <SelectMenu
          label="Member"
          value={filters.member || ANYONE}
          options={memberOptions}
          onValueChange={(value) => set({ member: value === ANYONE ? '' : value })}
          className="w-full"
        />
      </div>
      <div className="space-y-1.5">
        <span className="block text-sm font-medium text-slate-700">Kind of change</span>
        <SelectMenu
          label="Kind of change"
          value={filters.kind || ALL_KINDS}
          options={kindOptions}
          onValueChange={(value) =>
            set({ kind: value === ALL_KINDS ? '' : (value as ActivityKind) })
          }
          className="w-full"
        />
      </div>
      <FormField label="From" error={errors.from}>
        {(control) => (
          <Input
            {...control}
            type="date"
            value={filters.from}
            onChange={(event) => set({ from: event.target.value })}
          />
        )}
      </FormField>
      <FormField label="To" error={errors.to}>
        {(control) => (
          <Input
            {...control}
            type="date"
            value={filters.to}
            onChange={(event) => set({ to: event.target.value })}
          />
        )}
      </FormField>
      <FormField label="Week of" error={errors.week}>
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
