export const UNSTORABLE_TEXT_MESSAGE = 'Text cannot contain NUL characters';

/**
 * The dot-joined path of the first string (value or key) holding a NUL character, if any.
 * PostgreSQL text columns cannot store one, so such input is refused with a 422 naming the
 * field instead of failing at the insert. The walk keeps its own stack: a deeply nested value
 * cannot exhaust the call stack.
 */
export function findNulCharacter(value: unknown): string | undefined {
  type Step = { value: unknown; path: readonly string[] };
  const pending: Step[] = [{ value, path: [] }];
  while (pending.length > 0) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path.join('.');
      continue;
    }
    if (!current || typeof current !== 'object') continue;
    const entries = Array.isArray(current)
      ? current.map((item, index) => [String(index), item] as const)
      : Object.entries(current);
    // Pushed in reverse so the first field is looked at first, as a reader would expect.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i]!;
      pending.push({ value: item, path: [...path, key] });
    }
    const badKey = Array.isArray(current)
      ? undefined
      : entries.find(([key]) => key.includes('\u0000'));
    if (badKey) return [...path, badKey[0]].join('.');
  }
  return undefined;
}
