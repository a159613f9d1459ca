/**
 * One place that hears "the server no longer knows this session" (any 401 from our API or from
 * the auth service outside sign-in). The session provider registers what to do about it; network
 * code only reports it, so it needs no React.
 */
type Listener = () => void;

let listener: Listener | null = null;

export function onUnauthorized(next: Listener): () => void {
  listener = next;
  return () => {
    if (listener === next) listener = null;
  };
}

export function reportUnauthorized(): void {
  listener?.();
}
