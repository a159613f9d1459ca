import Check from 'lucide-react/icons/check';
import * as RadioGroup from 'radix-ui/radio-group';
import { SHOW_COLORS, type ShowColor } from '../../../../../shared/constants/palette';

/** Spoken names for the palette, so each swatch has an accessible name. */
const COLOR_NAMES: Record<ShowColor, string> = {
  '#3b82f6': 'Blue',
  '#dc2626': 'Red',
  '#7c3aed': 'Violet',
  '#059669': 'Green',
  '#f59e0b': 'Amber',
  '#8b5cf6': 'Purple',
  '#ec4899': 'Pink',
  '#06b6d4': 'Cyan',
  '#84cc16': 'Lime',
  '#f97316': 'Orange',
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
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">Color Theme</legend>
      <RadioGroup.Root
        value={value}
        onValueChange={(next) => {
          const color = SHOW_COLORS.find((c) => c === next);
          if (color) onChange(color);
        }}
        aria-label="Color Theme"
        orientation="horizontal"
        className="mt-2 flex flex-wrap gap-2"
      >
        {SHOW_COLORS.map((color) => (
          <RadioGroup.Item
            key={color}
            value={color}
            aria-label={COLOR_NAMES[color]}
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
