import { REPEAT_TEXTS } from '../../../../../shared/messages/repeats';
import { CheckOption } from '../../../../components/ui/check-option';

/** The series dialogs' "Repeat (rebroadcast)": every occurrence of the series is a repeat. */
export function RepeatCheck({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <CheckOption
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      title={REPEAT_TEXTS.label}
      detail={REPEAT_TEXTS.seriesDetail}
    />
  );
}
