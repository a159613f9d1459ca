/**
 * The names a DJ entry was known by. A placed show keeps the DJ names of the day it was placed
 * (SPEC: a snapshot; finalized weeks do not change), so after a rename only the entry's former
 * names tie it to those airings; the public schedule matches its hosts by them
 * (docs/decisions/0051). Names compare case-insensitively, as the public schedule compares them.
 */

/** How many former names an entry keeps, latest first: enough for the weeks still published. */
export const FORMER_NAMES_KEPT = 10;

/** A name as the comparison sees it. */
export const hostNameKey = (name: string) => name.toLocaleLowerCase('en');

/** The former names after the entry `before` is renamed to `name` (unchanged if it is not). */
export function formerNamesAfter(
  before: { name: string; formerNames: readonly string[] },
  name: string,
): string[] {
  if (hostNameKey(before.name) === hostNameKey(name)) return [...before.formerNames];
  const seen = new Set([hostNameKey(name)]);
  return [before.name, ...before.formerNames]
    .filter((n) => !seen.has(hostNameKey(n)) && seen.add(hostNameKey(n)))
    .slice(0, FORMER_NAMES_KEPT);
}
