import { checkPlacement } from '../../../../shared/schedule/placement';
import type { Placement } from '../../../../shared/schedule/slots';
import type { WeekView } from '../../../../shared/schemas/schedule';
import { SelectMenu } from '../../../components/ui/select-menu';
import { drawnBlocks } from '../block-text';
import { dayOptions } from '../slot-options';
import { TimeLengthSelects } from './time-length-selects';
import { useScheduleWords } from '../schedule-words';

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
  const words = useScheduleWords();
  return (
    <div className="space-y-1.5">
      <div className="flex flex-wrap gap-4">
        <SelectMenu
          label={words.t('schedule:field.day')}
          value={String(value.dayIndex)}
          options={dayOptions(weekId, words)}
          onValueChange={(day) => onChange({ ...value, dayIndex: Number(day) })}
          className="w-48"
        />
        <TimeLengthSelects
          timeIndex={value.timeIndex}
          duration={value.duration}
          onTimeChange={(timeIndex) => onChange({ ...value, timeIndex })}
          onDurationChange={(duration) => onChange({ ...value, duration })}
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
