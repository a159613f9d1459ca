/** Radio buttons with a plain sentence under each choice. */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: string;
  name: string;
  value: T;
  options: readonly { value: T; label: string; description: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-base font-semibold text-slate-900">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className="flex cursor-pointer gap-3 rounded-lg bg-white p-3 ring-1 ring-slate-200 has-[:checked]:bg-indigo-50 has-[:checked]:ring-indigo-300"
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="mt-0.5 size-4 shrink-0 accent-indigo-600"
          />
          <span className="min-w-0 text-sm">
            <span className="block font-medium text-slate-900">{option.label}</span>
            <span className="block text-slate-600">{option.description}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
