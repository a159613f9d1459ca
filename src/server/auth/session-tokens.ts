/**
 * A copy of an auth answer without session tokens (sign-in's `token`, get-session's
 * `session.token`, a session list's tokens), or the answer itself when it holds none. A token
 * in a response body can be read by any script that can call the API; in the HttpOnly cookie
 * it cannot.
 */
export function withoutSessionTokens<T>(value: T, depth = 0): T {
  if (depth > 3 || !value || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => withoutSessionTokens(item, depth + 1));
    return items.some((item, i) => item !== value[i]) ? (items as T) : value;
  }
  let changed = false;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === 'token') {
      changed = true;
      continue;
    }
    const cleaned = withoutSessionTokens(item, depth + 1);
    if (cleaned !== item) changed = true;
    copy[key] = cleaned;
  }
  return changed ? (copy as T) : value;
}
