import { COMMITMENT_KINDS, type CommitmentKind } from '../library/content-categories';
import { commitmentLabel } from '../messages/content-categories';

type Details = Record<string, unknown>;

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
