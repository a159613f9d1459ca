import { CheckOption } from '../../../../components/ui/check-option';
import { series } from '../../../../i18n/namespaces/series';
import { useT } from '../../../../i18n/use-t';

/** The series dialogs' "Repeat (rebroadcast)": every occurrence of the series is a repeat. */
export function RepeatCheck({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useT(series);
  return (
    <CheckOption
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      title={t('series:repeats.label')}
      detail={t('series:repeats.seriesDetail')}
    />
  );
}
