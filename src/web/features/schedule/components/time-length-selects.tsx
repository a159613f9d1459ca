import { SelectMenu } from '../../../components/ui/select-menu';
import { LENGTH_OPTIONS, START_TIME_OPTIONS } from '../slot-options';

/** Start time and Length of a placed show or a series, as slot indexes and slot counts. */
export function TimeLengthSelects({
  timeIndex,
  duration,
  onTimeChange,
  onDurationChange,
}: {
  timeIndex: number;
  duration: number;
  onTimeChange: (timeIndex: number) => void;
  onDurationChange: (duration: number) => void;
}) {
  return (
    <>
      <SelectMenu
        label="Start time"
        value={String(timeIndex)}
        options={START_TIME_OPTIONS}
        onValueChange={(time) => onTimeChange(Number(time))}
        className="w-28"
      />
      <SelectMenu
        label="Length"
        value={String(duration)}
        options={LENGTH_OPTIONS}
        onValueChange={(length) => onDurationChange(Number(length))}
        className="w-28"
      />
    </>
  );
}
