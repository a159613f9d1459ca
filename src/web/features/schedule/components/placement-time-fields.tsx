import { durationLabel } from '../../../../shared/activity/describe-activity';
import { checkPlacement } from '../../../../shared/schedule/placement';
import { slotTime, SLOTS_PER_DAY, type Placement } from '../../../../shared/schedule/slots';
import { DAY_NAMES, dayDate, shortDateLabel } from '../../../../shared/schedule/week';
import type { WeekView } from '../../../../shared/schemas/schedule';
import { SelectMenu } from '../../../components/ui/select-menu';
import { drawnBlocks } from '../block-text';

const TIME_OPTIONS = Array.from({ length: SLOTS_PER_DAY }, (_, slot) => ({
  value: String(slot),
  label: slotTime(slot),
}));
const LENGTH_OPTIONS = Array.from({ length: SLOTS_PER_DAY }, (_, i) => ({
  value: String(i + 1),
  label: durationLabel(i + 1) ?? '',
}));

/** The placement rules' answer for a placed show moved to `placement` (SPEC.md §5). */
export function placementProblem(
  placement: Placement,
  week: WeekView | undefined,
  blockId: string,
): string | null {
  if (!week) return null;
  const check = checkPlacement(placement, week, drawnBlocks(week), blockId);
  return check.ok ? null : check.message;
}

/**
 * Day, start time and length of a placed show, so it can be moved without dragging (a tablet);
 * the placement rules' refusal shows under them, with their messages.
 */
export function PlacementTimeFields({
  weekId,
  value,
  onChange,
  problem,
}: {
  weekId: string;
  value: Placement;
  onChange: (next: Placement) => void;
  problem: string | null;
}) {
  const dayOptions = DAY_NAMES.map((name, index) => ({
    value: String(index),
    label: `${name}, ${shortDateLabel(dayDate(weekId, index))}`,
  }));
  return (
    <div className="space-y-1.5">
      <div className="flex flex-wrap gap-4">
        <SelectMenu
          label="Day"
          value={String(value.dayIndex)}
          options={dayOptions}
          onValueChange={(day) => onChange({ ...value, dayIndex: Number(day) })}
          className="w-48"
        />
        <SelectMenu
          label="Start time"
          value={String(value.timeIndex)}
          options={TIME_OPTIONS}
          onValueChange={(time) => onChange({ ...value, timeIndex: Number(time) })}
          className="w-28"
        />
        <SelectMenu
          label="Length"
          value={String(value.duration)}
          options={LENGTH_OPTIONS}
          onValueChange={(length) => onChange({ ...value, duration: Number(length) })}
          className="w-28"
        />
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-red-600">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
