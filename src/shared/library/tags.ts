/**
 * Custom DJ tags are trimmed; empty ones and duplicates (ignoring case) are dropped, first
 * spelling kept: [" House", "house", "", "Live "] gives ["House", "Live"].
 */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result;
}

/** Adds a typed tag unless it is empty or already there: addTag(["Jazz"], " jazz ") is ["Jazz"]. */
export function addTag(tags: readonly string[], typed: string): string[] {
  return normalizeTags([...tags, typed]);
}

/** Toggles a preset chip: on when absent, off when present. */
export function toggleTag(tags: readonly string[], tag: string): string[] {
  return tags.includes(tag) ? tags.filter((t) => t !== tag) : [...tags, tag];
}
