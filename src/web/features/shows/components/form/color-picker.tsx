import Check from 'lucide-react/icons/check';
import * as RadioGroup from 'radix-ui/radio-group';
import { SHOW_COLORS, type ShowColor } from '../../../../../shared/constants/palette';
import type { KeyOf } from '../../../../i18n/translate';
import { library } from '../../../../i18n/namespaces/library';
import { useT } from '../../../../i18n/use-t';

/** Spoken names for the palette, so each swatch has an accessible name. */
const COLOR_NAMES: Record<ShowColor, KeyOf<'library'>> = {
  '#3b82f6': 'library:color.blue',
  '#dc2626': 'library:color.red',
  '#7c3aed': 'library:color.violet',
  '#059669': 'library:color.green',
  '#f59e0b': 'library:color.amber',
  '#8b5cf6': 'library:color.purple',
  '#ec4899': 'library:color.pink',
  '#06b6d4': 'library:color.cyan',
  '#84cc16': 'library:color.lime',
  '#f97316': 'library:color.orange',
};

/** Color Theme: the ten palette colours as a radio group (arrow keys move between them). */
export function ColorPicker({
  value,
  onChange,
  error,
}: {
  value: ShowColor;
  onChange: (color: ShowColor) => void;
  error: string | undefined;
}) {
  const t = useT(library);
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">{t('library:form.color')}</legend>
      <RadioGroup.Root
        value={value}
        onValueChange={(next) => {
          const color = SHOW_COLORS.find((c) => c === next);
          if (color) onChange(color);
        }}
        aria-label={t('library:form.color')}
        orientation="horizontal"
        className="mt-2 flex flex-wrap gap-2"
      >
        {SHOW_COLORS.map((color) => (
          <RadioGroup.Item
            key={color}
            value={color}
            aria-label={t(COLOR_NAMES[color])}
            style={{ backgroundColor: color }}
            className="flex size-9 items-center justify-center rounded-full ring-offset-2 transition-transform hover:scale-110 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600 data-[state=checked]:ring-2 data-[state=checked]:ring-slate-900"
          >
            <RadioGroup.Indicator>
              <Check aria-hidden className="size-4 text-white" strokeWidth={3} />
            </RadioGroup.Indicator>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      {error ? <p className="mt-1.5 text-sm text-red-600">{error}</p> : null}
    </fieldset>
  );
}
