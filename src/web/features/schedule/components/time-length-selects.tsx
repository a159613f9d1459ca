import { SelectMenu } from '../../../components/ui/select-menu';
import { useClock } from '../../../lib/use-clock';
import { LENGTH_OPTIONS, startTimeOptions } from '../slot-options';

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
  const clock = useClock();
  const menus = [
    {
      label: 'Start time',
      value: timeIndex,
      options: startTimeOptions(clock),
      onChange: onTimeChange,
    },
    { label: 'Length', value: duration, options: LENGTH_OPTIONS, onChange: onDurationChange },
  ];
  return menus.map(({ label, value, options, onChange }) => (
    <SelectMenu
      key={label}
      label={label}
      value={String(value)}
      options={options}
      onValueChange={(next) => onChange(Number(next))}
      className="w-28"
    />
  ));
}
