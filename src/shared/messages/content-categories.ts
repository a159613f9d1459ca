import type { CommitmentKind } from '../library/commitments';

/**
 * A category's weekly commitment in English, as the activity log's sentences say it (the screens
 * and the server's refusals read the categories catalog).
 */
const KIND_WORDS: Record<CommitmentKind, { bound: string; unit: string }> = {
  at_least_hours: { bound: 'At least', unit: 'hours' },
  at_most_hours: { bound: 'At most', unit: 'hours' },
  at_least_percent: { bound: 'At least', unit: '% of scheduled hours' },
  at_most_percent: { bound: 'At most', unit: '% of scheduled hours' },
};

/** "At least 10 hours a week", "At most 20% of scheduled hours a week". */
export function commitmentLabel(kind: CommitmentKind, value: number): string {
  const { bound, unit } = KIND_WORDS[kind];
  const n = Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/0$/, '');
  return unit.startsWith('%') ? `${bound} ${n}${unit} a week` : `${bound} ${n} ${unit} a week`;
}
