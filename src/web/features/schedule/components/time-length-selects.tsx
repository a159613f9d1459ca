import { SelectMenu } from '../../../components/ui/select-menu';
import { useClock } from '../../../lib/use-clock';
import { lengthOptions, startTimeOptions } from '../slot-options';
import { schedule } from '../../../i18n/namespaces/schedule';
import { useT } from '../../../i18n/use-t';

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
  const t = useT(schedule);
  const menus = [
    {
      key: 'start',
      label: t('schedule:field.start'),
      value: timeIndex,
      options: startTimeOptions(clock),
      onChange: onTimeChange,
    },
    {
      key: 'length',
      label: t('schedule:field.length'),
      value: duration,
      options: lengthOptions({ t }),
      onChange: onDurationChange,
    },
  ];
  return menus.map(({ key, label, value, options, onChange }) => (
    <SelectMenu
      key={key}
      label={label}
      value={String(value)}
      options={options}
      onValueChange={(next) => onChange(Number(next))}
      className="w-28"
    />
  ));
}
