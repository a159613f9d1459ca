/**
 * A content category's weekly commitment, apart from the category's schemas so that its texts
 * (shared/messages) and the activity log's phrases can name the kinds without zod or a cycle.
 */
/** "At least / At most" N "hours / % of scheduled hours", as stored. */
export const COMMITMENT_KINDS = [
  'at_least_hours',
  'at_most_hours',
  'at_least_percent',
  'at_most_percent',
] as const;
export type CommitmentKind = (typeof COMMITMENT_KINDS)[number];

/** The largest value of each unit: the hours of a week, or all of its scheduled hours. */
export const COMMITMENT_MAX = { hours: 168, percent: 100 } as const;
export const commitmentUnit = (kind: CommitmentKind): 'hours' | 'percent' =>
  kind.endsWith('_hours') ? 'hours' : 'percent';
export const commitmentBound = (kind: CommitmentKind): 'at_least' | 'at_most' =>
  kind.startsWith('at_least') ? 'at_least' : 'at_most';

export type Commitment = { kind: CommitmentKind; value: number };
