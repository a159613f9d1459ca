import { useSyncExternalStore } from 'react';
import { mediaMatches } from './render-visitor';

/**
 * Below Tailwind's `sm` breakpoint (640 px) the screens switch to their phone layouts: the
 * schedule's day agenda, the dashboard's week cards, the top bar's navigation menu. The same
 * breakpoint as the CSS, so script and styles never disagree about which layout is on screen.
 */
const PHONE_QUERY = '(max-width: 639.98px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isPhone = () => window.matchMedia(PHONE_QUERY).matches;

/** Whether the window is phone-sized; follows rotation and resizing. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, isPhone, () => mediaMatches(PHONE_QUERY));
}
