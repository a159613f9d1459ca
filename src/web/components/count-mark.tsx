import type { LucideIcon } from 'lucide-react';

interface CountMarkProps {
  icon: LucideIcon;
  /** The whole sentence, read by screen readers and shown on hover. */
  label: string;
  /** The figure drawn beside the icon; none draws the icon alone. */
  count?: number;
  testId: string;
  /** The mark's colour (and, with a count, its text size). */
  className: string;
}

/**
 * A small icon mark on a week row or card (away hosts, open fill-ins, DJ clashes): the icon and
 * its figure are drawn for the eye, the label is what an assistive reader hears.
 */
export function CountMark({ icon: Icon, label, count, testId, className }: CountMarkProps) {
  return (
    <span
      role="img"
      data-testid={testId}
      aria-label={label}
      title={label}
      className={`inline-flex items-center gap-0.5 ${className}`}
    >
      <Icon aria-hidden className="size-4" />
      {count === undefined ? null : <span aria-hidden>{count}</span>}
    </span>
  );
}
