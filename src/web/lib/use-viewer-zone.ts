import { useQuery } from '@tanstack/react-query';
import { useAuth } from './auth-context';
import { isDisplayableZone } from './format-date';
import { profileQuery } from './profile-query';

export type ViewerZone = {
  /** An IANA zone name such as "Asia/Kolkata". */
  timeZone: string;
  /** Where it came from: the profile's saved zone, or the browser's when none is saved. */
  source: 'profile' | 'browser';
};

/** The zone the browser runs in; "UTC" when the runtime cannot say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * The profile's zone, or the browser's when none is saved or the saved one is not a zone this
 * browser knows (a stale value must never break a screen).
 */
export function resolveViewerZone(profileZone: string | null | undefined): ViewerZone {
  if (profileZone && isDisplayableZone(profileZone)) {
    return { timeZone: profileZone, source: 'profile' };
  }
  return { timeZone: browserTimeZone(), source: 'browser' };
}

/**
 * The zone every date-time on screen is shown in. It reads the profile query the app shell has
 * already loaded (same key, so no extra request), and a saved change to the profile re-renders
 * every screen with the new zone without a reload. Weeks, days and "today" stay in the
 * station's zone; only instants (when something happened) follow the viewer.
 */
export function useViewerZone(): ViewerZone {
  const { status } = useAuth();
  const profile = useQuery({
    // The same query as the profile's other readers: this reads the answer the app has loaded.
    ...profileQuery,
    enabled: status === 'signed-in',
    select: (answer) => answer.profile.timezone,
  });
  return resolveViewerZone(profile.data);
}
