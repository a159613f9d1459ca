/**
 * What the compiled catalogs call to fill a message's placeholders (scripts/compile-catalog.ts):
 * ICU's plural, select, number and date, done by the browser's own Intl. Formatters are kept per
 * language and options, as making one costs more than using it. Dates keep their formatters here
 * rather than in the shared `dateFormat` (shared/i18n/date-formats.ts): that module brings the
 * week module's words with it, 3 KB gzip more in every page's entry script.
 */
type Choice = () => string;

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  key: string,
  make: () => T,
): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) formatters.set(key, (formatter = make()));
  return formatter;
}

/** A plain `{name}`: text as it is, numbers in the language's digits. */
export function arg(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

export function num(language: string, value: unknown, options: Intl.NumberFormatOptions): string {
  const key = `n${language}${JSON.stringify(options)}`;
  return cached(key, () => new Intl.NumberFormat(language, options)).format(Number(value));
}

/**
 * `{d, date, …}`: the catalogs' dates are station dates, given as their noon in UTC, so they are
 * written in UTC (the browser's own zone would name the next day east of UTC+12).
 */
export function date(
  language: string,
  value: unknown,
  options: Intl.DateTimeFormatOptions,
): string {
  const key = `d${language}${JSON.stringify(options)}`;
  const when = value instanceof Date ? value : new Date(value as string | number);
  return cached(
    key,
    () => new Intl.DateTimeFormat(language, { timeZone: 'UTC', ...options }),
  ).format(when);
}

/** `{n, plural, =0 {…} one {…} other {…}}`: an exact `=n` first, then the language's category. */
export function plural(
  language: string,
  value: unknown,
  offset: number,
  ordinal: boolean,
  choices: Record<string, Choice>,
): string {
  const n = Number(value);
  const exact = choices[`=${n}`];
  if (exact) return exact();
  const type = ordinal ? 'ordinal' : 'cardinal';
  const rules = cached(`p${language}${type}`, () => new Intl.PluralRules(language, { type }));
  return (choices[rules.select(n - offset)] ?? choices.other!)();
}

/** `{role, select, manager {…} other {…}}`. */
export function select(value: unknown, choices: Record<string, Choice>): string {
  return (choices[String(value)] ?? choices.other!)();
}
