export type SelectOption<T extends string> = { value: T; label: string };

export type SelectMenuProps<T extends string> = {
  /** The accessible name, e.g. "Sort shows by". */
  label: string;
  value: T;
  options: readonly SelectOption<T>[];
  onValueChange: (value: T) => void;
  className?: string;
};

/** The closed select's look, the same before and after its code has arrived. */
export const SELECT_TRIGGER =
  'inline-flex h-10 items-center justify-between gap-2 rounded-lg bg-white px-3 text-sm text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:outline-none';
