/**
 * How long ago something happened, for people: "just now", "5 minutes ago", "3 hours ago",
 * "2 days ago". For example 90 minutes before `now` is "1 hour ago".
 */
export function formatAge(at: string | Date, now: Date = new Date()): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - new Date(at).getTime()) / 1000));
  if (seconds < 60) return 'just now';
  const steps: [number, string][] = [
    [86_400, 'day'],
    [3_600, 'hour'],
    [60, 'minute'],
  ];
  for (const [size, unit] of steps) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}
