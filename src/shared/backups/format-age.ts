/**
 * How long ago something happened, for people, in their language: "5 minutes ago", "3 hours
 * ago", "2 days ago" (`Intl.RelativeTimeFormat`, so "hace 5 minutos", "vor 2 Tagen"); null under a
 * minute, which the caller says from its catalog ("just now"). For example 90 minutes before
 * `now` is "1 hour ago".
 */
export function formatAge(
  at: string | Date,
  language: string,
  now: Date = new Date(),
): string | null {
  const seconds = Math.max(0, Math.floor((now.getTime() - new Date(at).getTime()) / 1000));
  const steps: [number, Intl.RelativeTimeFormatUnit][] = [
    [86_400, 'day'],
    [3_600, 'hour'],
    [60, 'minute'],
  ];
  for (const [size, unit] of steps) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return relative(language).format(-count, unit);
  }
  return null;
}

const formats = new Map<string, Intl.RelativeTimeFormat>();

function relative(language: string): Intl.RelativeTimeFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
    formats.set(language, format);
  }
  return format;
}
