import { COMMITMENT_KINDS, type CommitmentKind } from '../library/commitments';
import { decimal, type ActivityKey, type ActivityWords } from './activity-words';

type Details = Record<string, unknown>;

/* A category's weekly commitment as the activity log's sentences say it. */
const KIND_KEYS: Record<CommitmentKind, ActivityKey> = {
  at_least_hours: 'activity:commitment.atLeastHours',
  at_most_hours: 'activity:commitment.atMostHours',
  at_least_percent: 'activity:commitment.atLeastPercent',
  at_most_percent: 'activity:commitment.atMostPercent',
};

const text = (d: Details, key: string): string | null => {
  const value = d[key];
  return typeof value === 'string' && value.trim() ? value : null;
};

/** "At least 10 hours a week", "At most 20% of scheduled hours a week", or null when none. */
function commitmentOf(d: Details, { t, language }: ActivityWords): string | null {
  const c = d.commitment as { kind?: unknown; value?: unknown } | null | undefined;
  if (!c || typeof c.value !== 'number') return null;
  if (!(COMMITMENT_KINDS as readonly unknown[]).includes(c.kind)) return null;
  return t(KIND_KEYS[c.kind as CommitmentKind], { value: decimal(language, c.value) });
}

/**
 * What content category changes did, after the actor's name (decision 0072). The keys of
 * `details` are those src/server/features/categories records.
 */
export const CATEGORY_PHRASES: Record<string, (d: Details, words: ActivityWords) => string> = {
  'category.create': (d, w) => {
    const commitment = commitmentOf(d, w);
    const name = text(d, 'name') ?? '';
    return commitment
      ? w.t('activity:category.createWith', { name, commitment })
      : w.t('activity:category.create', { name });
  },
  'category.change': (d, w) => {
    const was = text((d.before ?? {}) as Details, 'name');
    const name = text(d, 'name') ?? '';
    const commitment = commitmentOf(d, w) ?? w.t('activity:commitment.none');
    return was && was !== name
      ? w.t('activity:category.rename', { was, name, commitment })
      : w.t('activity:category.change', { name, commitment });
  },
  'category.delete': (d, w) => {
    const name = text(d, 'name');
    return name
      ? w.t('activity:category.delete', { name })
      : w.t('activity:category.delete', { name: '' }).trimEnd();
  },
  'category.reorder': (_d, w) => w.t('activity:category.reorder'),
};
