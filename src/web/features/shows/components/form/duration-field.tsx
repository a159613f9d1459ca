import { useState } from 'react';
import {
  MAX_SHOW_HOURS,
  MIN_SHOW_HOURS,
  parseDurationInput,
} from '../../../../../shared/library/duration';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { durationHintText } from '../../duration-text';
import { library } from '../../../../i18n/namespaces/library';
import { useT } from '../../../../i18n/use-t';

/**
 * Duration in hours (0.25 to 24 in steps of 0.25). Text that is not a number counts as 0.25
 * (SPEC.md §5); the box keeps what was typed until it loses focus, so a number can be retyped.
 */
export function DurationField({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (hours: number) => void;
  error: string | undefined;
}) {
  const t = useT(library);
  const [text, setText] = useState(String(value));
  return (
    <FormField label={t('library:form.duration')} error={error} hint={durationHintText(t, value)}>
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode="decimal"
          min={MIN_SHOW_HOURS}
          max={MAX_SHOW_HOURS}
          step={0.25}
          required
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            onChange(parseDurationInput(event.target.value));
          }}
          onBlur={() => setText(String(value))}
        />
      )}
    </FormField>
  );
}
