/**
 * The station's change counters as a browser sees them (decision 0059, update "a change missed at
 * page load"): each signed-in API answer names the counters it was read at (REVISIONS_HEADER),
 * and the change stream's `ready` names them as they stood once its subscription was in place.
 * An answer behind the stream's `ready` may have missed a change committed before the stream
 * could tell of it, so the browser reads again. The counters only grow (drizzle/0002_revisions).
 */
export const REVISION_NAMES = ['schedule', 'sessions', 'library', 'settings'] as const;
export type RevisionName = (typeof REVISION_NAMES)[number];
export type ChangeRevisions = Record<RevisionName, number>;

export const REVISIONS_HEADER = 'X-Revisions';

/** "schedule=12;sessions=4;library=7;settings=1": the header's value and `ready`'s. */
export function formatRevisions(revisions: ChangeRevisions): string {
  return REVISION_NAMES.map((name) => `${name}=${revisions[name]}`).join(';');
}

/** The counters of formatRevisions' text; null when any is missing or not a count. */
export function parseRevisions(text: string | null | undefined): ChangeRevisions | null {
  if (!text) return null;
  const found = new Map(
    text.split(';').map((part) => {
      const [name = '', value = ''] = part.split('=');
      return [name.trim(), value.trim()] as const;
    }),
  );
  const parsed: Partial<ChangeRevisions> = {};
  for (const name of REVISION_NAMES) {
    const value = found.get(name);
    if (value === undefined || !/^\d+$/.test(value)) return null;
    parsed[name] = Number(value);
  }
  return parsed as ChangeRevisions;
}

/** Whether `a` was read before a change `b` has seen: some counter of `a` is lower. */
export function isBehind(a: ChangeRevisions, b: ChangeRevisions): boolean {
  return movedSince(a, b).length > 0;
}

/** The counters that moved from `a` to `b`: what changed in between. */
export function movedSince(a: ChangeRevisions, b: ChangeRevisions): RevisionName[] {
  return REVISION_NAMES.filter((name) => a[name] < b[name]);
}

/** The oldest of two readings, counter by counter. */
export function oldestOf(a: ChangeRevisions | null, b: ChangeRevisions): ChangeRevisions {
  if (!a) return b;
  const oldest = { ...a };
  for (const name of REVISION_NAMES) oldest[name] = Math.min(a[name], b[name]);
  return oldest;
}
