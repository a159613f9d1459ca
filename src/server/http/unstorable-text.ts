import { localText } from '../../shared/i18n/local-text';

export const UNSTORABLE_TEXT = localText('errors:validation.nulCharacter');

/** A place in a parsed value: its key and the place holding it (none at the top). */
type Place = { key: string; parent: Place | undefined };

/**
 * The dot-joined path of the first string (value or key) holding a NUL character, if any.
 * PostgreSQL text columns cannot store one, so such input is refused with a 422 naming the
 * field instead of failing at the insert. The walk keeps its own stack and each place points to
 * its parent, so neither the call stack nor the work grows with the square of the nesting.
 */
export function findNulCharacter(value: unknown): string | undefined {
  const pending: { value: unknown; place: Place | undefined }[] = [{ value, place: undefined }];
  while (pending.length > 0) {
    const { value: current, place } = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return pathOf(place);
      continue;
    }
    if (!current || typeof current !== 'object') continue;
    const entries: [string, unknown][] = Array.isArray(current)
      ? current.map((item, index) => [String(index), item])
      : Object.entries(current);
    const badKey = entries.find(([key]) => key.includes('\u0000'));
    if (badKey) return pathOf({ key: badKey[0], parent: place });
    // Pushed in reverse so the first field is looked at first, as a reader would expect.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i]!;
      pending.push({ value: item, place: { key, parent: place } });
    }
  }
  return undefined;
}

function pathOf(place: Place | undefined): string {
  const keys: string[] = [];
  for (let at = place; at; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}
