import { COMMITMENT_KINDS, type CommitmentKind } from '../library/commitments';

type Details = Record<string, unknown>;

/* A category's weekly commitment as the activity log's English sentences say it. */
const KIND_WORDS: Record<CommitmentKind, { bound: string; unit: string }> = {
  at_least_hours: { bound: 'At least', unit: 'hours' },
  at_most_hours: { bound: 'At most', unit: 'hours' },
  at_least_percent: { bound: 'At least', unit: '% of scheduled hours' },
  at_most_percent: { bound: 'At most', unit: '% of scheduled hours' },
};

/** "At least 10 hours a week", "At most 20% of scheduled hours a week". */
function commitmentLabel(kind: CommitmentKind, value: number): string {
  const { bound, unit } = KIND_WORDS[kind];
  const n = Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/0$/, '');
  return unit.startsWith('%') ? `${bound} ${n}${unit} a week` : `${bound} ${n} ${unit} a week`;
}

const text = (d: Details, key: string): string | null => {
  const value = d[key];
  return typeof value === 'string' && value.trim() ? value : null;
};

/** "At least 10 hours a week", or null when the details hold no commitment. */
function commitmentOf(d: Details): string | null {
  const c = d.commitment as { kind?: unknown; value?: unknown } | null | undefined;
  if (!c || typeof c.value !== 'number') return null;
  if (!(COMMITMENT_KINDS as readonly unknown[]).includes(c.kind)) return null;
  return commitmentLabel(c.kind as CommitmentKind, c.value);
}

/**
 * What content category changes did, after the actor's name (decision 0072). The keys of
 * `details` are those src/server/features/categories records.
 */
export const CATEGORY_PHRASES: Record<string, (d: Details) => string> = {
  'category.create': (d) => {
    const commitment = commitmentOf(d);
    return `added the content category ${text(d, 'name') ?? ''}${commitment ? ` (${commitment})` : ''}`;
  },
  'category.change': (d) => {
    const was = text((d.before ?? {}) as Details, 'name');
    const name = text(d, 'name') ?? '';
    const what =
      was && was !== name
        ? `renamed the content category ${was} to ${name}`
        : `changed the content category ${name}`;
    return `${what} (${commitmentOf(d) ?? 'no commitment'})`;
  },
  'category.delete': (d) => `deleted the content category ${text(d, 'name') ?? ''}`.trimEnd(),
  'category.reorder': () => 'reordered the content categories',
};
